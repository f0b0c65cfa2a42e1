import { expect, test } from "vitest";
import type { Insight } from "../individual-insights";
import { aiInsightsPrompt, groundAiInsights } from "./ai-insights";

const engine: Insight[] = [
  {
    id: "sleep_mood:2026-11-26",
    type: "sleep_mood",
    title: "Sleep lifts your mood",
    description: "On days after more sleep your mood is higher.",
    confidence: 70,
    actionable: true,
    priority: "medium",
    recommendations: ["Keep a steady bedtime"],
  },
  {
    id: "stress_high:2026-11-26",
    type: "stress_high",
    title: "Stress is high",
    description: "Your stress averaged 8 this week.",
    confidence: 60,
    actionable: true,
    priority: "high",
    recommendations: [],
  },
];

test("an insight takes its confidence, priority and type from the findings it cites", () => {
  const [insight] = groundAiInsights(
    {
      insights: [
        {
          title: "Rest and stress",
          description: "Better sleep and lower stress go together for you.",
          basedOn: ["sleep_mood:2026-11-26", "stress_high:2026-11-26"],
          recommendations: ["Try an earlier night on busy days"],
        },
      ],
    },
    engine,
  )!;
  expect(insight).toEqual({
    id: "ai:0:sleep_mood:2026-11-26",
    type: "sleep_mood",
    title: "Rest and stress",
    description: "Better sleep and lower stress go together for you.",
    confidence: 60,
    actionable: true,
    priority: "high",
    recommendations: ["Try an earlier night on busy days"],
  });
});

test("an insight citing a finding we never gave is dropped; none left is null", () => {
  const answer = {
    insights: [
      { title: "Invented", description: "x", basedOn: ["made_up"], recommendations: [] },
      { title: "Half invented", description: "x", basedOn: ["sleep_mood:2026-11-26", "made_up"], recommendations: [] },
    ],
  };
  expect(groundAiInsights(answer, engine)).toBeNull();
});

test("the prompt carries the findings and their ids, nothing else of the person", () => {
  const { system, prompt } = aiInsightsPrompt(engine);
  expect(system).toMatch(/Never diagnose/);
  expect(JSON.parse(prompt)).toEqual({
    findings: engine.map(({ id, title, description, recommendations }) => ({
      id,
      title,
      description,
      recommendations,
    })),
  });
});
