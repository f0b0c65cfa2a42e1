import { localDayKey } from "../time";
import type { RitualKind as StoredRitualKind } from "../types";
import { ritualStanding, standingTexts } from "./standing";
import { STREAK_CELEBRATION_DAYS, STREAK_TEXT, streakFromDays } from "../streak";
import { ritualOrigin } from "./origin";

/**
 * The /rituals screen's model (spec 3 §2 Rituals, issue #16): each ritual's standing (its streak and last completion,
 * by the one rule of ./standing.ts), who has completed it today (the completion log, in the viewer's zone), and
 * which list it belongs to: active until its owner archives it (decision 050). Strings are the spec's where it gives
 * them.
 */
export const RITUALS_TEXT = {
  generate: "Generate Mood-Aware Ritual",
  generating: "Generating...",
  blocked: "Complete your current mood-aware ritual first",
  showArchived: "Show Archived",
  showActive: "Show Active",
  activeTitle: "Active Rituals",
  archivedTitle: "Archived Rituals",
  /** Ours (decision 050): the spec's 'No rituals created today.' described a rule we no longer have. */
  noActive: "No active rituals. Generate one, or restore one from the archive.",
  noArchived: "No archived rituals found.",
  none: "No rituals yet. Generate your first ritual to get started!",
  complete: "Complete",
  bothToday: "Both completed today",
  youFirst: "You completed first!",
  partnerOnly: (partner: string) => `${partner} completed this ritual - now it's your turn!`,
  celebration: "7-day streak achieved!",
  feedbackSaved: "Feedback saved",
  reflectionTitle: (ritual: string) => `How was "${ritual}"?`,
  reflectionQuestion: "Was this helpful for your connection?",
  helped: "Yes, it helped",
  notReally: "Not really",
  skip: "Skip",
  saveReflection: "Save Reflection",
  saving: "Saving...",
  partnerCompletedTitle: "Partner completed a ritual!",
  partnerCompleted: (title: string) => `"${title}" has been completed`,
  onlyCreator: "Only the creator of this ritual can delete it",
  notFound: "Ritual not found",
  generateFailed: "Failed to generate ritual. Please try again.",
  completeFailed: "Failed to complete ritual. Please try again.",
  deleteFailed: "Failed to delete ritual. Please try again.",
  // Ours (decision 050): archiving, in the words of the spec's other ritual actions.
  archive: "Archive",
  restore: "Restore",
  archived: "Ritual archived",
  restored: "Ritual restored",
  archiveFailed: "Failed to archive ritual. Please try again.",
  restoreFailed: "Failed to restore ritual. Please try again.",
  /** The one wording of every streak (lib/domain/streak.ts). */
  welcomeBack: STREAK_TEXT.welcomeBack,
} as const;

/**
 * Where a generated ritual comes from (issue #35, decision 064): a model when one is configured and the person has AI
 * suggestions on, else the curated library (lib/services/rituals/generate-ritual-for.ts makes the same choice).
 */
export type RitualSource = "model" | "library";

/**
 * What the screen says about its source. The spec's AI words only when a model writes the rituals; without one they
 * would be untrue, so the library says what it is (ours). A model that fails falls back to the library, and says so.
 */
export const RITUAL_SOURCE_TEXT: Record<RitualSource, { heading: string; generationTitle: string; about: string }> = {
  model: {
    heading: "AI-powered relationship rituals",
    generationTitle: "AI Mood-Aware Ritual Generation",
    about:
      "A small daily ritual an AI model writes from how your week has been (from our curated library when the model is unavailable). Done together, or on your own.",
  },
  library: {
    heading: "Relationship rituals from our curated library",
    generationTitle: "Mood-Aware Ritual Suggestions",
    about:
      "A small daily ritual chosen from our curated library by how your week has been. Done together, or on your own.",
  },
};

/** The source in force: the model only when one is configured and the person has not turned AI suggestions off. */
export function ritualSource({ modelConfigured, aiSuggestions }: { modelConfigured: boolean; aiSuggestions: boolean }) {
  return modelConfigured && aiSuggestions ? "model" : "library";
}

const RITUAL_TYPE_LABELS: Record<StoredRitualKind, string> = {
  "self-care": "Self-care",
  intimacy: "Intimacy",
  repair: "Repair",
  connection: "Connection",
  other: "Ritual",
};

export type PartnerProgress = "both" | "you-first" | "partner-only" | null;

export interface RitualCardModel {
  id: string;
  title: string;
  description: string;
  typeLabel: string;
  /** The standing (./standing.ts): the run that can still go on today, 0 once it has ended. */
  streak: number;
  /** "3-day streak", or null without a streak. */
  streakText: string | null;
  /** Spec 3 §2: the party mark from 7 days. */
  celebrate: boolean;
  /** "Last completed Nov 26", or "Not completed yet". */
  lastCompleted: string;
  /** In the archived list (decision 050): its card offers Restore instead of Complete and Archive. */
  archived: boolean;
  completedToday: boolean;
  partnerProgress: PartnerProgress;
  partnerText: string | null;
  welcomeBack: boolean;
  /** A freeze bridges a missed day of the streak shown (STREAK_TEXT.kept, as on Personal Growth). */
  kept: boolean;
  /** Spec 3 §6: only the creator sees delete (not the partner the ritual was made for). */
  canDelete: boolean;
  /** Generated rituals take thumbs up / down. */
  canRate: boolean;
  /** "Created by you · Written by an AI model" (./origin.ts) while Show ritual origins is on; else null. */
  origin: string | null;
}

export interface RitualViewInput {
  rows: readonly {
    id: string;
    title: string;
    description: string;
    type: StoredRitualKind;
    pairId: string | null;
    createdForPartnerId: string | null;
    generatedAt: Date | null;
    generatedByAi: boolean;
    streakCount: number;
    lastCompletedAt: Date | null;
    archivedAt: Date | null;
  }[];
  /** The person's completions, and the partner's of the pairs they share (lib/data listCompletions). */
  completions: readonly { ritualId: string; pairId: string | null; userId: string; completedAt: Date }[];
  viewerId: string;
  partner: { id: string; name: string } | null;
  now: Date;
  timeZone: string;
  /** The viewer's Show ritual origins switch (decision 061). */
  showOrigins: boolean;
}

/**
 * Active and archived. Spec 3 §2 says active means created today; ours (decision 050): a ritual is active until its
 * owner archives it, whatever its age, and each card shows where it stands.
 */
export function ritualLists(input: RitualViewInput): { active: RitualCardModel[]; archived: RitualCardModel[] } {
  const { timeZone, viewerId, partner } = input;
  const clock = { now: input.now, timeZone };
  const today = localDayKey(input.now, timeZone);
  const active: RitualCardModel[] = [];
  const archived: RitualCardModel[] = [];
  for (const row of input.rows) {
    const log = input.completions.filter(
      (c) => c.ritualId === row.id || (row.pairId !== null && c.pairId === row.pairId),
    );
    const ownToday = log.some((c) => c.userId === viewerId && localDayKey(c.completedAt, timeZone) === today);
    const partnerToday =
      partner !== null &&
      row.pairId !== null &&
      log.some((c) => c.userId === partner.id && localDayKey(c.completedAt, timeZone) === today);
    // Whether today starts a new run after an earlier one is a fact of the log, not of the stored run.
    const { welcomeBack, frozenDay } = streakFromDays(
      log.map((c) => localDayKey(c.completedAt, timeZone)),
      today,
    );
    const standing = ritualStanding(row, clock);
    const words = standingTexts(standing, clock);
    const progress: PartnerProgress =
      ownToday && partnerToday
        ? "both"
        : ownToday && partner && row.pairId
          ? "you-first"
          : partnerToday
            ? "partner-only"
            : null;
    const card: RitualCardModel = {
      id: row.id,
      title: row.title,
      description: row.description,
      typeLabel: RITUAL_TYPE_LABELS[row.type],
      streak: standing.streak,
      streakText: words.streak,
      celebrate: standing.streak >= STREAK_CELEBRATION_DAYS,
      lastCompleted: words.lastCompleted,
      archived: row.archivedAt !== null,
      completedToday: ownToday,
      partnerProgress: progress,
      partnerText:
        progress === "both"
          ? RITUALS_TEXT.bothToday
          : progress === "you-first"
            ? RITUALS_TEXT.youFirst
            : progress === "partner-only"
              ? RITUALS_TEXT.partnerOnly(partner!.name)
              : null,
      welcomeBack: welcomeBack && ownToday,
      kept: standing.streak > 0 && frozenDay !== null,
      canDelete: row.createdForPartnerId === null,
      canRate: row.generatedAt !== null,
      origin: input.showOrigins ? ritualOrigin(row, partner) : null,
    };
    (card.archived ? archived : active).push(card);
  }
  return { active, archived };
}

/** The /rituals screen's model. */
export interface RitualsScreenModel {
  active: RitualCardModel[];
  archived: RitualCardModel[];
  /** Spec 3 §4: generation waits until the open mood-based ritual is completed. */
  blocked: boolean;
  /** Where a new ritual would come from, so the screen claims AI only when it is true (issue #35). */
  source: RitualSource;
}
