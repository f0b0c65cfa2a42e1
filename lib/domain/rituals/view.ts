import { addDays, formatDayKey, localDayKey } from "../time";
import type { RitualKind as StoredRitualKind } from "../types";
import { STREAK_CELEBRATION_DAYS, streakFromDays } from "./streak";

/**
 * The /rituals screen's model (spec 3 §2 Rituals, issue #16): each ritual's streak from the completion log in the
 * viewer's zone, who has completed it today, and which list it belongs to. Strings are the spec's where it gives
 * them.
 */
export const RITUALS_TEXT = {
  heading: "AI-powered relationship rituals",
  generationTitle: "AI Mood-Aware Ritual Generation",
  generate: "Generate Mood-Aware Ritual",
  generating: "Generating...",
  blocked: "Complete your current mood-aware ritual first",
  showArchived: "Show Archived",
  showActive: "Show Active",
  activeTitle: "Active Rituals",
  archivedTitle: "Archived Rituals",
  noActive: "No rituals created today.",
  noArchived: "No archived rituals found.",
  none: "No rituals yet. Generate your first ritual to get started!",
  complete: "Complete",
  bothToday: "Both completed today",
  youFirst: "You completed first!",
  partnerOnly: (partner: string) => `${partner} completed this ritual - now it's your turn!`,
  streak: (n: number) => `${n} day streak`,
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
  /** Ours (issue #16, no guilt): said on the first day of a new run after a gap, instead of a broken streak. */
  welcomeBack: "Welcome back! A fresh start counts.",
} as const;

export const RITUAL_TYPE_LABELS: Record<StoredRitualKind, string> = {
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
  streak: number;
  streakText: string | null;
  /** Spec 3 §2: the party mark from 7 days. */
  celebrate: boolean;
  lastCompleted: string | null;
  completedToday: boolean;
  partnerProgress: PartnerProgress;
  partnerText: string | null;
  welcomeBack: boolean;
  /** Spec 3 §6: only the creator sees delete (not the partner the ritual was made for). */
  canDelete: boolean;
  /** Generated rituals take thumbs up / down. */
  canRate: boolean;
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
    createdAt: Date;
  }[];
  /** The person's completions, and the partner's of the pairs they share (lib/data listCompletions). */
  completions: readonly { ritualId: string; pairId: string | null; userId: string; completedAt: Date }[];
  viewerId: string;
  partner: { id: string; name: string } | null;
  now: Date;
  timeZone: string;
}

/**
 * Active and archived (spec 3 §2 says active means created today). Ours, so that a streak is not hidden the day
 * after it starts: a ritual also stays active while its streak is alive (completed today or yesterday).
 */
export function ritualLists(input: RitualViewInput): { active: RitualCardModel[]; archived: RitualCardModel[] } {
  const { timeZone, viewerId, partner } = input;
  const today = localDayKey(input.now, timeZone);
  const yesterday = addDays(today, -1);
  const active: RitualCardModel[] = [];
  const archived: RitualCardModel[] = [];
  for (const row of input.rows) {
    const mine = input.completions.filter(
      (c) => c.ritualId === row.id || (row.pairId !== null && c.pairId === row.pairId),
    );
    const ownToday = mine.some((c) => c.userId === viewerId && localDayKey(c.completedAt, timeZone) === today);
    const partnerToday =
      partner !== null &&
      row.pairId !== null &&
      mine.some((c) => c.userId === partner.id && localDayKey(c.completedAt, timeZone) === today);
    const days = mine.map((c) => localDayKey(c.completedAt, timeZone));
    const { streak, welcomeBack } = streakFromDays(days, today);
    const last = mine.reduce<Date | null>(
      (latest, c) => (!latest || c.completedAt > latest ? c.completedAt : latest),
      null,
    );
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
      streak,
      streakText: streak > 0 ? RITUALS_TEXT.streak(streak) : null,
      celebrate: streak >= STREAK_CELEBRATION_DAYS,
      lastCompleted: last ? `Last completed ${formatDayKey(localDayKey(last, timeZone), { withYear: true })}` : null,
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
      canDelete: row.createdForPartnerId === null,
      canRate: row.generatedAt !== null,
    };
    const lastDay = last ? localDayKey(last, timeZone) : null;
    const fresh = localDayKey(row.createdAt, timeZone) === today || lastDay === today || lastDay === yesterday;
    (fresh ? active : archived).push(card);
  }
  return { active, archived };
}

/** The /rituals screen's model. */
export interface RitualsScreenModel {
  active: RitualCardModel[];
  archived: RitualCardModel[];
  /** Spec 3 §4: generation waits until the open mood-based ritual is completed. */
  blocked: boolean;
}
