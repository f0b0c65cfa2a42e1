/**
 * The offline ritual generator: picks one ritual from the curated library for a person, deterministically, so it
 * works without a network or a model and the same day gives the same suggestion.
 *
 * Rules, in order:
 * 1. Eligible rituals are those whose title the person does not already have (trimmed, case-insensitive) and, for
 *    someone without a partner in the app, only `solo` ones.
 * 2. Preferences then narrow the eligible set one after another; a preference that would leave nothing is skipped,
 *    so a preference can steer the pick but never makes the generator come back empty-handed.
 *    a. Mood (only when the person's `moodBased` setting is on; with it off the pick is by variety alone, as the
 *       setting promises): after a very hard week (average mood ≤ −1.5) prefer the gentle `backup` rituals;
 *       otherwise prefer rituals whose `moods` include the week's mood band.
 *    b. Relationship (only with a partner, since the score comes from a partner check-in): after a strained
 *       check-in (connection ≤ −1) prefer "repair", or "connection" when no repair ritual is left; after a warm one
 *       (connection ≥ 2) prefer "intimacy" or "connection".
 *    Mood goes first so that a very hard week always gets something tiny, even when the relationship asks for repair.
 * 3. Among what is left, in library order, the seed picks one: same input, same ritual; a new seed (a new day) moves on.
 *
 * `moodBased` in the result says whether the person's mood actually shaped the pick, so the UI can say so honestly.
 */
import { RITUAL_LIBRARY, type LibraryRitual, type MoodBand, type RitualKind } from "./library";

export interface GenerateInput {
  /** Average of the person's moods over the last 7 days (−3..3), null without any. */
  recentMood: number | null;
  /** Their latest partner check-in connection score (−3..3) in the last 7 days, null without. */
  recentConnection: number | null;
  hasPartner: boolean;
  /** Titles of the person's current (not deleted) rituals: never repeated (case-insensitive, trimmed). */
  existingTitles: readonly string[];
  /** The user's setting mood_based_rituals (default true): when false, pick by variety, not by mood. */
  moodBased: boolean;
  /** A seed for variety (the caller passes e.g. a hash of user id + local day); same input → same output. */
  seed: number;
}

export interface GeneratedRitual {
  title: string;
  description: string;
  type: RitualKind;
  moodBased: boolean;
  backup: boolean;
}

/** At or below this weekly average the week counts as very hard and only tiny, no-pressure rituals are offered. */
const VERY_HARD_WEEK_MOOD = -1.5;
const LOW_MOOD_BELOW = -0.5;
const HIGH_MOOD_ABOVE = 1;
const STRAINED_CONNECTION = -1;
const WARM_CONNECTION = 2;

export function moodBandOf(average: number | null): MoodBand | null {
  if (average === null || !Number.isFinite(average)) return null;
  if (average < LOW_MOOD_BELOW) return "low";
  if (average > HIGH_MOOD_ABOVE) return "high";
  return "neutral";
}

function normalizeTitle(title: string): string {
  return title.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Narrows to the first non-empty match among `tries`; unchanged (and `applied` false) when none matches. */
function prefer(
  candidates: readonly LibraryRitual[],
  ...tries: ((ritual: LibraryRitual) => boolean)[]
): { candidates: readonly LibraryRitual[]; applied: boolean } {
  for (const test of tries) {
    const narrowed = candidates.filter(test);
    if (narrowed.length > 0) return { candidates: narrowed, applied: true };
  }
  return { candidates, applied: false };
}

/** A non-negative index for any seed: callers hash into the full 32-bit range and may pass negatives or fractions. */
function pickIndex(seed: number, length: number): number {
  const whole = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  return ((whole % length) + length) % length;
}

export function generateRitual(input: GenerateInput): GeneratedRitual | null {
  const taken = new Set(input.existingTitles.map(normalizeTitle));
  let candidates: readonly LibraryRitual[] = RITUAL_LIBRARY.filter(
    (ritual) => !taken.has(normalizeTitle(ritual.title)) && (input.hasPartner || ritual.solo),
  );
  if (candidates.length === 0) return null;

  let usedMood = false;
  if (input.moodBased && input.recentMood !== null && Number.isFinite(input.recentMood)) {
    if (input.recentMood <= VERY_HARD_WEEK_MOOD) {
      const step = prefer(candidates, (ritual) => ritual.backup);
      candidates = step.candidates;
      usedMood = step.applied;
    }
    const band = moodBandOf(input.recentMood);
    if (!usedMood && band !== null) {
      const step = prefer(candidates, (ritual) => ritual.moods.includes(band));
      candidates = step.candidates;
      usedMood = step.applied;
    }
  }

  const connection = input.recentConnection;
  if (input.hasPartner && connection !== null && Number.isFinite(connection)) {
    if (connection <= STRAINED_CONNECTION) {
      candidates = prefer(
        candidates,
        (ritual) => ritual.kind === "repair",
        (ritual) => ritual.kind === "connection",
      ).candidates;
    } else if (connection >= WARM_CONNECTION) {
      candidates = prefer(
        candidates,
        (ritual) => ritual.kind === "intimacy" || ritual.kind === "connection",
      ).candidates;
    }
  }

  const chosen = candidates[pickIndex(input.seed, candidates.length)]!;
  return {
    title: chosen.title,
    description: chosen.description,
    type: chosen.kind,
    moodBased: usedMood,
    backup: chosen.backup,
  };
}
