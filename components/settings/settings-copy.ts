import type { NotificationToggleKey, UserSettingKey } from "@/lib/validation/settings-values";

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

// The sharing switches' words are in sharing-copy.ts (the sharing screen's island carries those alone).
export { SUGGESTED_SHARING, sharingCopy, sharingSummary } from "./sharing-copy";

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
  weeklyRecapNotifications: {
    label: "Weekly recap",
    description: "Tell me when the week's recap is ready, in the app and by push, on the recap day.",
  },
  weeklyRecapEmail: {
    label: "Weekly recap by email",
    description: "Also email me the recap's highlight and short summary. Off unless you turn it on.",
  },
  checkUpReminders: {
    label: "Monthly check-up",
    description: "Remind me every 4 weeks when my relationship check-up is due.",
  },
  dailyReminderEnabled: { label: "Daily reminder", description: "One reminder a day to check in with yourself." },
  discreetNotifications: {
    label: "Discreet notifications",
    description:
      'Push notifications and emails say only "You have a new update": no names, no app name, nothing about what happened. The bell in the app still shows everything.',
  },
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
