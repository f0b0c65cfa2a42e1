/**
 * Guided multi-step coaching programs: pure content, no React, no I/O.
 *
 * The content lives in programs-couple.ts and programs-anyone.ts (split to keep each file readable); this file owns
 * the types, the display order and the lookups. Program and step ids are stored with users' progress, so they are
 * never renamed or reused; retire a program by removing it rather than giving its id to new content.
 */
import { APPRECIATION_WEEK, SELF_COMPASSION, TURNING_TOWARD } from "./programs-anyone";
import { REPAIR_ATTEMPTS, SOFT_START_UP, STRESS_REDUCING_CONVERSATION } from "./programs-couple";

export interface ProgramStep {
  /** Stable within the program: "learn", "practice-1", ... (kebab-case, unique in the program). Stored with progress, never renamed. */
  id: string;
  /** Short, e.g. "Notice your start-ups". */
  title: string;
  /** 2–4 sentences explaining the idea in warm, plain language, in the second person. */
  body: string;
  /** One concrete thing to do today, 1–2 sentences. */
  practice: string;
  /** Needs the partner's participation (a conversation together, etc.). */
  joint: boolean;
}

export interface CoachingProgram {
  /** Kebab-case, stable: stored with progress, never renamed. */
  id: string;
  title: string;
  /** One sentence, for the program's card. */
  summary: string;
  /** Who it suits: "couple" programs need a partner for some steps; "anyone" programs work alone. */
  audience: "couple" | "anyone";
  /** A realistic estimate for one step, practice included, so the card doesn't undersell the effort. */
  minutesPerStep: number;
  /** A citation people can look up; the content stays within what it supports. */
  source: string;
  /** 4 to 7, in the order they are done. */
  steps: readonly ProgramStep[];
}

export const COACHING_PROGRAMS: readonly CoachingProgram[] = [
  SOFT_START_UP,
  REPAIR_ATTEMPTS,
  APPRECIATION_WEEK,
  STRESS_REDUCING_CONVERSATION,
  TURNING_TOWARD,
  SELF_COMPASSION,
];

export function findProgram(id: string): CoachingProgram | null {
  return COACHING_PROGRAMS.find((program) => program.id === id) ?? null;
}

/** Programs shown to someone: all, but "couple" ones only when they have a partner. */
export function programsFor(hasPartner: boolean): readonly CoachingProgram[] {
  return hasPartner ? COACHING_PROGRAMS : COACHING_PROGRAMS.filter((program) => program.audience === "anyone");
}
