import { z } from "zod";
import { HEALTH_TIMEFRAMES } from "@/lib/domain/health-score/constants";

/**
 * Input of the health card's actions: the timeframe 'Update N-Day Scores' recalculates (spec 2 §4.2: 7 or 30 days).
 * Whose scores they are comes from the session, never from here; unknown keys are stripped.
 */
export const updateHealthScoresSchema = z.object({ timeframe: z.literal(HEALTH_TIMEFRAMES) });

export type UpdateHealthScoresInput = z.output<typeof updateHealthScoresSchema>;
