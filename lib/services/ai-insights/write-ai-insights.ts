import { saveAiOutput } from "@/lib/data/ai-outputs";
import { takeCoachMessage } from "@/lib/data/coach";
import { listBiometricsBetween, listMoodValuesBetween } from "@/lib/data/moods";
import { withReader } from "@/lib/data/transaction";
import { findUserSettings } from "@/lib/data/user-settings";
import { aiInsightsPrompt, aiInsightsSchema, groundAiInsights } from "@/lib/domain/coach/ai-insights";
import { COACH_DAILY_MESSAGE_LIMIT } from "@/lib/domain/coach/limits";
import { DASHBOARD_WINDOW_DAYS } from "@/lib/domain/dashboard";
import { individualInsights } from "@/lib/domain/individual-insights";
import type { SessionUser } from "@/lib/domain/roles";
import { localDayKey, localDayWindow } from "@/lib/domain/time";
import { aiModel } from "@/lib/integrations/ai";
import { logger } from "@/lib/logger";

/**
 * 'Refresh Insights' with a model (issue #15): the engines' findings of the dashboard's window, rewritten by the
 * model, grounded, cached for the day. Spec 2 §8: AI insight failures fall back to nothing, so every failure here
 * is quiet (the card keeps the engines' insights) and only its kind is logged, never content. Each write counts as
 * one of the day's coach messages.
 */
export async function writeAiInsights({
  user,
  now = new Date(),
}: {
  user: SessionUser;
  now?: Date;
}): Promise<{ written: boolean }> {
  const model = aiModel();
  if (!model) return { written: false };
  const { from, to } = localDayWindow(now, user.timeZone, DASHBOARD_WINDOW_DAYS);
  const { settings, moods, biometrics } = await withReader(async (reader) => {
    const [settings, moods, biometrics] = await Promise.all([
      findUserSettings(user.id, reader),
      listMoodValuesBetween(user.id, from, to, reader),
      listBiometricsBetween(user.id, from, to, reader),
    ]);
    return { settings, moods, biometrics };
  });
  if (settings?.aiSuggestions === false) return { written: false };
  const engine = individualInsights({ clock: { now, timeZone: user.timeZone }, moods, biometrics });
  if (engine.length === 0) return { written: false };
  const day = localDayKey(now, user.timeZone);
  if (!(await takeCoachMessage(user.id, day, COACH_DAILY_MESSAGE_LIMIT))) return { written: false };
  try {
    const { system, prompt } = aiInsightsPrompt(engine);
    const answer = await model.generate({ system, prompt, schema: aiInsightsSchema, name: "insights" });
    const grounded = groundAiInsights(answer, engine);
    if (!grounded) return { written: false };
    await saveAiOutput(user.id, "insights", day, JSON.stringify(answer));
    return { written: true };
  } catch (error) {
    logger.warn("ai_insights.failed", { kind: error instanceof Error ? error.name : "unknown" });
    return { written: false };
  }
}
