import { MS_PER_HOUR } from "./time";

/**
 * When recent moods suggest taking extra care (Settings → Wellness alerts, issue #17): the last LOW_MOOD_RUN moods,
 * all within LOW_MOOD_WINDOW_HOURS, each at LOW_MOOD_MAX or below on the −3..3 scale. One low evening is not a
 * pattern; three in a row within three days is worth a gentle word, at most once a week (the notice's dedupe key).
 */
const LOW_MOOD_MAX = -2;
const LOW_MOOD_RUN = 3;
const LOW_MOOD_WINDOW_HOURS = 72;

/** Whether a new mood could complete a run: only then is the recent history read. */
export function isLowMood(value: number): boolean {
  return value <= LOW_MOOD_MAX;
}

/** The window the rule reads, ending at `now`. */
export function lowMoodWindowStart(now: Date): Date {
  return new Date(now.getTime() - LOW_MOOD_WINDOW_HOURS * MS_PER_HOUR);
}

/** `moods` are the person's moods in the window, in any order. */
export function hasLowMoodRun(moods: readonly { value: number; at: Date }[], now: Date): boolean {
  const from = lowMoodWindowStart(now).getTime();
  const recent = moods
    .filter((mood) => mood.at.getTime() >= from && mood.at.getTime() <= now.getTime())
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, LOW_MOOD_RUN);
  return recent.length === LOW_MOOD_RUN && recent.every((mood) => isLowMood(mood.value));
}
