import {
  SHARING_KEYS,
  type NotificationToggleKey,
  type SharingKey,
  type SharingValues,
  type UserSettingKey,
} from "@/lib/validation/settings-values";

/**
 * Labels and one-line explanations of every Settings switch. The spec names the columns but not their wording
 * (decision 020), so each line says what the switch does in the product, and nothing it does not (decision 061: every
 * switch here is read by what it describes; cycle mode was removed, decision 062).
 */
export interface ToggleCopy {
  label: string;
  description: string;
}

export const EMOTIONAL_INTELLIGENCE_KEYS = [
  "moodReflection",
  "aiSuggestions",
  "moodBasedRituals",
  "chronoEnabled",
] as const satisfies readonly UserSettingKey[];

export const CONNECTION_PREFERENCE_KEYS = [
  "partnerVisible",
  "showRitualOrigins",
  "chatbotEnabled",
  "questionIntimacy",
] as const satisfies readonly UserSettingKey[];

export const USER_SETTING_COPY: Record<UserSettingKey, ToggleCopy> = {
  moodReflection: {
    label: "Mood reflection",
    description:
      "After you log a mood on the mood page, ask one short question you can answer or skip. Your answer is kept with that mood, for you alone.",
  },
  aiSuggestions: {
    label: "AI suggestions",
    description: "Personal insights and recommendations based on your entries.",
  },
  moodBasedRituals: {
    label: "Mood-based rituals",
    description: "Suggest rituals that fit how you have been feeling lately.",
  },
  chronoEnabled: {
    label: "Time-of-day insights",
    description:
      "Show on Mood Analytics when in the day you tend to feel best and worst, once you have logged enough moods to tell.",
  },
  partnerVisible: {
    label: "Visible to your partner",
    description:
      "Your partner's screen says whether you were active in Attune today. It never says what you did or how you feel.",
  },
  showRitualOrigins: {
    label: "Show ritual origins",
    description: "Each ritual card says who created it and whether an AI model wrote it.",
  },
  chatbotEnabled: {
    label: "Assistant",
    description: "Show the floating chat assistant on your pages.",
  },
  questionIntimacy: {
    label: "Intimate questions",
    description:
      "Include questions about intimacy in your daily question for two. They are asked only when you both turn this on; your partner is not told that you did.",
  },
};

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
};

const SHARED_NOUNS: Record<SharingKey, string | null> = {
  consentMoodSharing: "your moods",
  // Not something of yours: it is whether you see theirs.
  partnerSharingEnabled: null,
  shareMoodSummaries: "mood summaries",
  shareDetailedEntries: "detailed entries",
  shareGoals: "goals",
  shareAchievements: "achievements",
};

/** "You share your moods, mood summaries and goals with Robin." — what a person shares, always in view. */
export function sharingSummary(values: SharingValues, partnerFirstName: string | null): string {
  const name = partnerFirstName ?? "your partner";
  const shared = SHARING_KEYS.filter((key) => values[key] && SHARED_NOUNS[key]).map((key) => SHARED_NOUNS[key]!);
  if (shared.length === 0) return `You share nothing with ${name} yet.`;
  const list = shared.length === 1 ? shared[0] : `${shared.slice(0, -1).join(", ")} and ${shared.at(-1)}`;
  return `You share ${list} with ${name}.`;
}

export const NOTIFICATION_COPY: Record<NotificationToggleKey, ToggleCopy> = {
  moodReminders: { label: "Mood reminders", description: "Gentle nudges to log how you feel." },
  ritualSuggestions: { label: "Ritual suggestions", description: "New rituals picked for the two of you." },
  partnerNotifications: {
    label: "Partner notifications",
    description: "When your partner shares a check-in or completes a ritual.",
  },
  wellnessAlerts: { label: "Wellness alerts", description: "When your recent moods suggest taking extra care." },
  achievementNotifications: { label: "Achievements", description: "When you earn an achievement or milestone." },
  questionNotifications: {
    label: "Daily question",
    description: "When your partner answers your question for two, or reacts to your answer.",
  },
  dailyReminderEnabled: { label: "Daily reminder", description: "One reminder a day to check in with yourself." },
};

/** Quiet hours (decision 055): what is held, and that the bell is not. */
export const QUIET_HOURS_COPY: ToggleCopy = {
  label: "Quiet hours",
  description:
    "Hold push notifications overnight. They arrive when quiet hours end; the bell still shows them at once.",
};

/** 24-hour values as stored; shown the way US users read times (spec 3 §9 lists 08:00 … 21:00). */
export function reminderTimeLabel(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}
