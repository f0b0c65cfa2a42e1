import { SHARING_KEYS, type SharingKey, type SharingValues } from "@/lib/validation/settings-values";
import type { ToggleCopy } from "./settings-copy";

/*
 * The sharing switches' words (issue #33, decision 054), apart from settings-copy.ts (which re-exports them) so that
 * the guided sharing screen's island carries these and not every Settings switch's copy (issue #34, decision 066).
 */

/** A sharing switch: what it shares in plain words, and an example of what the partner (or you) then sees. */
export interface SharingCopy extends ToggleCopy {
  example: string;
}

/**
 * The sharing switches in plain words (issue #33, decision 054), by the partner's first name (or "your partner"), each
 * with an example of what it shows: the same words on the guided screen after linking (/sharing) and in Settings.
 */
export function sharingCopy(partnerFirstName: string | null): Record<SharingKey, SharingCopy> {
  const name = partnerFirstName ?? "your partner";
  const Name = partnerFirstName ?? "Your partner";
  return {
    consentMoodSharing: {
      label: "Share my moods",
      description: `${Name} sees how you feel each time you log a mood (while their own Partner sharing is on).`,
      example: `${Name} sees: "Low · this morning".`,
    },
    partnerSharingEnabled: {
      label: "Partner sharing",
      description: `You see ${name}'s moods when they share them, and the check-ins you choose to share reach ${name}.`,
      example: `You see: "${Name}: Good · 2 hours ago".`,
    },
    shareMoodSummaries: {
      label: "Mood summaries",
      description: "Your weekly mood summary and trend.",
      example: `${Name} sees: "This week +1.2, steady".`,
    },
    shareDetailedEntries: {
      label: "Detailed entries",
      description: "Each mood's feelings and note, word for word.",
      example: `${Name} sees: "tired, stressed. Long day at work."`,
    },
    shareGoals: {
      label: "Goals",
      description: "Your goals and how far along they are.",
      example: `${Name} sees: "Walk on Sundays · 60%".`,
    },
    shareAchievements: {
      label: "Achievements",
      description: "The achievements and milestones you earn.",
      example: `${Name} sees: "7-Day Mood Streak".`,
    },
    shareCheckUps: {
      label: "Check-up trend",
      description: `Your monthly relationship check-up score over time, shown side by side only when ${name} shares theirs too. Your personal check-in is never shared.`,
      example: `${Name} sees: "Check-up 16 of 21 · 3 Nov".`,
    },
  };
}

/**
 * The suggested set on the guided screen: moods both ways, the summaries, goals and achievements; not the detailed
 * entries, whose notes are the most private thing a person writes here, so they are shared only by a choice of their
 * own.
 */
export const SUGGESTED_SHARING: SharingValues = {
  consentMoodSharing: true,
  partnerSharingEnabled: true,
  shareMoodSummaries: true,
  shareDetailedEntries: false,
  shareGoals: true,
  shareAchievements: true,
  // Off until each partner chooses it (issue #39, decision 081): a validated score about the relationship is shared
  // only by a choice of one's own, like the detailed entries.
  shareCheckUps: false,
};

const SHARED_NOUNS: Record<SharingKey, string | null> = {
  consentMoodSharing: "your moods",
  // Not something of yours: it is whether you see theirs.
  partnerSharingEnabled: null,
  shareMoodSummaries: "mood summaries",
  shareDetailedEntries: "detailed entries",
  shareGoals: "goals",
  shareAchievements: "achievements",
  shareCheckUps: "your check-up trend",
};

/** "You share your moods, mood summaries and goals with Robin." — what a person shares, always in view. */
export function sharingSummary(values: SharingValues, partnerFirstName: string | null): string {
  const name = partnerFirstName ?? "your partner";
  const shared = SHARING_KEYS.filter((key) => values[key] && SHARED_NOUNS[key]).map((key) => SHARED_NOUNS[key]!);
  if (shared.length === 0) return `You share nothing with ${name} yet.`;
  const list = shared.length === 1 ? shared[0] : `${shared.slice(0, -1).join(", ")} and ${shared.at(-1)}`;
  return `You share ${list} with ${name}.`;
}
