/**
 * The rules of one mood submission (spec 2 §2.1, §4.1, §5): the health-metric ranges and defaults, which metrics are
 * saved (only those moved off their defaults), and the bounds of an entry. How long the forms wait (spec 2 §9) is UI
 * timing, kept with the forms in components/forms/timings.ts.
 */
import { CUSTOM_FEELING_MAX_LENGTH } from "./feelings";

export const SLEEP_HOURS_MIN = 3;
export const SLEEP_HOURS_MAX = 12;
export const SLEEP_HOURS_STEP = 0.25;
export const SLEEP_HOURS_DEFAULT = 8.0;
export const STRESS_LEVEL_MIN = 1;
export const STRESS_LEVEL_MAX = 10;
export const STRESS_LEVEL_DEFAULT = 5;

/** Our limits where the spec gives none: generous for people, small enough that a request stays well under 64 KB. */
export const MOOD_NOTES_MAX_LENGTH = 5_000;
export const GRATITUDE_NOTE_MAX_LENGTH = 1_000;
export const MOOD_KEYWORDS_MAX = 30;
export const EMOTION_METADATA_MAX = 40;
export { CUSTOM_FEELING_MAX_LENGTH };

export interface HealthMetrics {
  sleepHours: number;
  stressLevel: number;
}

/**
 * Spec 2 §4.1: metrics are saved only if sleep differs from 8.0 or stress from 5, and only the changed ones are sent.
 * Returns null when nothing changed (no biometric_data row at all).
 */
export function changedHealthMetrics(
  metrics: Partial<HealthMetrics> | null | undefined,
): Partial<HealthMetrics> | null {
  if (!metrics) return null;
  const changed: Partial<HealthMetrics> = {};
  if (metrics.sleepHours !== undefined && metrics.sleepHours !== SLEEP_HOURS_DEFAULT) {
    changed.sleepHours = metrics.sleepHours;
  }
  if (metrics.stressLevel !== undefined && metrics.stressLevel !== STRESS_LEVEL_DEFAULT) {
    changed.stressLevel = metrics.stressLevel;
  }
  return Object.keys(changed).length > 0 ? changed : null;
}

/** True for values on the sleep slider's 0.25 h grid (3, 3.25, … 12). */
export function isOnSleepStep(hours: number): boolean {
  return Number.isInteger((hours - SLEEP_HOURS_MIN) / SLEEP_HOURS_STEP);
}

/** Entries queued offline keep the time they were felt, within bounds (ours: the spec has no offline queue). */
export const MOOD_BACKDATE_MAX_DAYS = 30;
/** Clock skew allowed between a device and the server. */
export const MOOD_FUTURE_SKEW_MS = 5 * 60_000;
