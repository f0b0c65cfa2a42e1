/**
 * The curated ritual library: small daily habits a person or couple can try, one kind per file so each stays short.
 * The texts draw on well-known practices (rituals of connection, appreciation, repair conversations, reassurance,
 * self-compassion, small doable activities, paced breathing, gratitude) but deliberately make no claims and promise
 * no outcomes: they are invitations, not treatment.
 */
import { CONNECTION_RITUALS } from "./library-connection";
import { INTIMACY_RITUALS } from "./library-intimacy";
import { REPAIR_RITUALS } from "./library-repair";
import { SELF_CARE_RITUALS } from "./library-self-care";

export type RitualKind = "self-care" | "intimacy" | "repair" | "connection";

/** Which recent mood a ritual suits best, on the −3..3 scale: low < −0.5, high > 1, neutral in between. */
export type MoodBand = "low" | "neutral" | "high";

export const RITUAL_KINDS: readonly RitualKind[] = ["self-care", "intimacy", "repair", "connection"];
export const MOOD_BANDS: readonly MoodBand[] = ["low", "neutral", "high"];

export interface LibraryRitual {
  /** Stable kebab-case key: kept when a title is reworded, so stored references survive copy edits. */
  id: string;
  /** ≤ 60 chars, unique in the library: it is what the generator compares against the person's rituals. */
  title: string;
  /** 1–3 warm, concrete sentences in the second person: what to do, when, for how long. */
  description: string;
  kind: RitualKind;
  /** 1–3 bands it suits. */
  moods: readonly MoodBand[];
  minutes: number;
  /** Works when the person has no partner in the app (self-care always; some connection ones for friends/family). */
  solo: boolean;
  /** A gentle, low-effort "backup/emergency" ritual for hard days (tiny, no pressure). */
  backup: boolean;
}

// Kind order is fixed so the generator's seed-based pick is stable across releases that only add rituals at the end
// of a kind's file.
export const RITUAL_LIBRARY: readonly LibraryRitual[] = [
  ...SELF_CARE_RITUALS,
  ...INTIMACY_RITUALS,
  ...REPAIR_RITUALS,
  ...CONNECTION_RITUALS,
];
