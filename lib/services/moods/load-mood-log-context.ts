import { listRecentMoodsForSuggestions } from "@/lib/data/moods";
import { findViewerContext } from "@/lib/data/profiles";
import { SUGGESTION_MAX_MOODS, SUGGESTION_WINDOW_DAYS } from "@/lib/domain/individual-insights";
import { localDayWindow } from "@/lib/domain/time";
import { logger } from "@/lib/logger";
import type { Clock, MoodRecord } from "@/lib/domain/types";

export interface LoadMoodLogContextOptions {
  userId: string;
  now?: Date;
}

export interface MoodLogContext {
  /** The user's newest moods (at most 50) for suggestEmotions, newest first, without notes or keywords. */
  recentMoods: MoodRecord[];
  /**
   * The moment of this read in the profile's zone: the suggestions' "now". The form computes them with this clock on
   * the server and again in the browser, so the page is drawn once with them and nothing moves when it hydrates
   * (issue #32, CLS).
   */
  clock: Clock;
}

/**
 * What /mood-log needs: the moods behind the smart suggestions (spec 2 §4.7) and the clock they are computed with.
 * The form computes them as the slider moves; the window read here is one local day wider than the engine's 30 days
 * (the engine trims to its own window).
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
    return { recentMoods, clock: { now, timeZone } };
  } catch (error) {
    // Suggestions are a bonus: the form still works without them, so the failure is logged, not shown.
    logger.warn("mood_log.suggestion_moods_failed", { userId, message: (error as Error).message });
    return { recentMoods: [], clock: { now, timeZone } };
  }
}
