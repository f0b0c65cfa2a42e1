import { findAiOutput } from "@/lib/data/ai-outputs";
import { withReader } from "@/lib/data/transaction";
import { findUserSettings } from "@/lib/data/user-settings";
import { aiInsightsSchema, groundAiInsights } from "@/lib/domain/coach/ai-insights";
import type { Insight } from "@/lib/domain/individual-insights";
import { aiModel } from "@/lib/integrations/ai";

export interface AiInsightsView {
  /** The model's insights of today, still grounded in today's findings; null to show the engines' own. */
  ai: Insight[] | null;
  /** A model is connected and the person allows AI suggestions: 'Refresh Insights' asks it. */
  canWrite: boolean;
}

/**
 * The insights card's AI side (issue #15): today's cached answer, re-checked against the findings the page computed
 * now, so an answer about a finding that no longer holds is not shown. Never calls the model: the page stays fast.
 */
export async function loadAiInsights({
  userId,
  day,
  engine,
}: {
  userId: string;
  day: string;
  engine: readonly Insight[];
}): Promise<AiInsightsView> {
  if (!aiModel()) return { ai: null, canWrite: false };
  return withReader(async (reader) => {
    const [settings, content] = await Promise.all([
      findUserSettings(userId, reader),
      findAiOutput(userId, "insights", day, reader),
    ]);
    if (settings?.aiSuggestions === false) return { ai: null, canWrite: false };
    let ai: Insight[] | null = null;
    if (content) {
      try {
        const parsed = aiInsightsSchema.safeParse(JSON.parse(content));
        ai = parsed.success ? groundAiInsights(parsed.data, engine) : null;
      } catch {
        ai = null;
      }
    }
    return { ai, canWrite: true };
  });
}
