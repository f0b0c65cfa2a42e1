import { z } from "zod";
import type { Insight, InsightPriority } from "../individual-insights";

/**
 * The dashboard's 'AI-Generated Relationship Insights' with a model (issue #15): the model rewrites the insight
 * engines' findings in a coach's voice, and may only speak about findings it was given. Each of its insights names
 * the engine insights it rests on; confidence, priority and type are taken from those (house rule 4: the server
 * derives facts), and an insight resting on nothing we gave is dropped.
 */
const AI_INSIGHTS_MAX = 3;

export const aiInsightsSchema = z.object({
  insights: z
    .array(
      z.object({
        title: z.string().min(1).max(80),
        description: z.string().min(1).max(400),
        basedOn: z.array(z.string()).min(1).max(3),
        recommendations: z.array(z.string().min(1).max(200)).max(3),
      }),
    )
    .min(1)
    .max(AI_INSIGHTS_MAX),
});
export type AiInsightsAnswer = z.infer<typeof aiInsightsSchema>;

const PRIORITY_ORDER: readonly InsightPriority[] = ["urgent", "high", "medium", "low"];

/** The model's insights as the card shows them, or null when none rests on a finding we gave it. */
export function groundAiInsights(answer: AiInsightsAnswer, engine: readonly Insight[]): Insight[] | null {
  const byId = new Map(engine.map((insight) => [insight.id, insight]));
  const grounded = answer.insights.flatMap((ai, index) => {
    const sources = ai.basedOn.map((id) => byId.get(id));
    if (sources.some((source) => source === undefined)) return [];
    const cited = sources as Insight[];
    return [
      {
        id: `ai:${index}:${cited[0]!.id}`,
        type: cited[0]!.type,
        title: ai.title,
        description: ai.description,
        confidence: Math.min(...cited.map((source) => source.confidence)),
        actionable: ai.recommendations.length > 0,
        priority: PRIORITY_ORDER.find((p) => cited.some((source) => source.priority === p))!,
        recommendations: ai.recommendations,
      } satisfies Insight,
    ];
  });
  return grounded.length > 0 ? grounded : null;
}

/** The model's instructions: the engines' findings as data, cited by id. */
export function aiInsightsPrompt(engine: readonly Insight[]): { system: string; prompt: string } {
  return {
    system: [
      "You are the coach in Attune, a wellbeing app for couples and individuals. Rewrite the findings below as up to 3 warm, practical insights in the second person.",
      "Use only the findings given; list in basedOn the ids of the findings each insight rests on. Add nothing they do not support.",
      "Never diagnose, never name a disorder, never give medical advice. At most 3 short recommendations per insight.",
    ].join("\n"),
    prompt: JSON.stringify({
      findings: engine.map(({ id, title, description, recommendations }) => ({
        id,
        title,
        description,
        recommendations,
      })),
    }),
  };
}
