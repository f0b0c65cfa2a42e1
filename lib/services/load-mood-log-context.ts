import { listRecentMoodsForSuggestions } from "@/lib/data/moods";
import { findViewerContext } from "@/lib/data/profiles";
import { SUGGESTION_MAX_MOODS, SUGGESTION_WINDOW_DAYS } from "@/lib/domain/individual-insights";
import { localDayWindow } from "@/lib/domain/time";
import { logger } from "@/lib/logger";
import type { MoodRecord } from "@/lib/domain/types";

export interface LoadMoodLogContextOptions {
  userId: string;
  now?: Date;
}

export interface MoodLogContext {
  /** The user's newest moods (at most 50) for suggestEmotions, newest first, without notes or keywords. */
  recentMoods: MoodRecord[];
  /** The profile's zone: the form's fallback when the browser cannot name its own. */
  timeZone: string;
}

/**
 * What /mood-log needs: the moods behind the smart suggestions (spec 2 §4.7). The browser computes the suggestions
 * with its own clock as the slider moves; the window read here is one local day wider than the engine's 30 days so
 * a browser in another zone than the profile still finds every mood it counts (the engine trims to its window).
 * A failed read yields no suggestions rather than a broken page (spec 2 §4.7: "return empty results quietly").
 */
export async function loadMoodLogContext({
  userId,
  now = new Date(),
}: LoadMoodLogContextOptions): Promise<MoodLogContext> {
  const { timeZone } = await findViewerContext(userId);
  const { from, to } = localDayWindow(now, timeZone, SUGGESTION_WINDOW_DAYS + 1);
  try {
    const recentMoods = await listRecentMoodsForSuggestions(userId, { from, to, limit: SUGGESTION_MAX_MOODS });
    return { recentMoods, timeZone };
  } catch (error) {
    // Suggestions are a bonus: the form still works without them, so the failure is logged, not shown.
    logger.warn("mood_log.suggestion_moods_failed", { userId, message: (error as Error).message });
    return { recentMoods: [], timeZone };
  }
}
