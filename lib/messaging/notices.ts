import type { NewNotification } from "@/lib/data/notification-writes";
import { partnerFirstName } from "@/lib/domain/names";
import { partnerScreenCheckinHref } from "@/lib/domain/partner-screen";
import { reactionNoticeTitle, type PartnerReactionKind } from "@/lib/domain/partner-reactions";
import {
  formatLongDate,
  SPECIAL_DATE_NOTIFICATION_TYPE,
  specialDateDedupeKey,
  type PlannedSpecialDateNotification,
} from "@/lib/domain/special-dates";
import { dailyReminderKey, type CategorySwitch } from "@/lib/domain/notification-delivery";
import type { DayKey } from "@/lib/domain/time";
import { recapRangeLabel } from "@/lib/domain/weekly-recap/view";
import {
  achievementNotice,
  sharingNotice,
  type AchievementEarnedParams,
  type SharingChangedParams,
} from "./notice-bursts";
import { questionActivityNotice, type QuestionActivityParams } from "./question-notices";

export { SHARING_NOTIFICATION_TITLE } from "./notice-bursts";

/**
 * Every in-app notice the app writes, by kind: its wording, priority, link, metadata and dedupe key, in one place,
 * so a use case says what happened (notify(tx, kind, recipient, params)) and never how it reads. Pure, so each
 * notice's text is tested here. A new notice is a new kind.
 */

export interface NoticeParams {
  /** To the former partner of a deleted account. No name: nothing of the deleted person is kept on their side. */
  "partner-account-deleted": { deletedUserId: string; at: Date };
  /** To the partner who was disconnected; `byName` is the display name of the one who disconnected (first name shown). */
  "partner-disconnected": { byName: string | null | undefined; at: Date };
  /**
   * Spec 1 §1 "no silent changes": the switches the partner changed in one save. Merged with their other changes of
   * the same burst into one notice (notice-bursts.ts, decision 051).
   */
  "sharing-changed": SharingChangedParams;
  /**
   * Decision 027: the inviter learns who accepted, by full name and email: this notice identifies a new partner (a
   * stranger accepting a forwarded link must be recognisable), so it is the one notice that names a person in full.
   */
  "invitation-accepted": { linkId: string; accepterName: string; accepterEmail: string; at: Date };
  /**
   * A special date's reminder or day-of notice (spec 3 §3, §5), due at plan.scheduledFor. `sharer` is set on the
   * partner's copy of a shared date: the owner's display name.
   */
  "special-date": {
    date: { id: string; title: string; updatedAt: Date };
    plan: PlannedSpecialDateNotification;
    sharer: { displayName: string | null | undefined } | null;
  };
  /** The daily mood reminder (issue #17): one per local day, only when nothing was logged that day. */
  "mood-reminder": { day: DayKey; at: Date };
  /** Partner notifications: the partner shared a check-in with the recipient. */
  "partner-checkin-shared": { checkinId: string; fromUserId: string; partnerName: string | null | undefined; at: Date };
  /** Partner notifications: a one-tap response or short note from the partner screen (issue #33). */
  "partner-reaction": {
    reactionId: string;
    kind: PartnerReactionKind | null;
    hasNote: boolean;
    fromUserId: string;
    partnerName: string | null | undefined;
    at: Date;
  };
  /** Partner notifications: the partner completed their copy of a shared ritual. */
  "partner-ritual-completed": {
    ritualId: string;
    day: DayKey;
    fromUserId: string;
    partnerName: string | null | undefined;
    at: Date;
  };
  /** Ritual suggestions: the partner generated a ritual whose shared copy is the recipient's. */
  "ritual-suggested": {
    ritualId: string;
    fromUserId: string;
    partnerName: string | null | undefined;
    title: string;
    at: Date;
  };
  /** Achievements: the recipient earned one; those earned in one burst are one notice (decision 051). */
  "achievement-earned": AchievementEarnedParams;
  /**
   * The question for two (issue #37): the partner answered the day's question, or sent a heart or a reply on the
   * recipient's answer; a burst of theirs is one notice (decision 051). Its own switch.
   */
  "question-activity": QuestionActivityParams;
  /**
   * The weekly recap (issue #37, decision 073): the week's recap is ready, at the recipient's own recap moment; once
   * per person and week. Its own switch. Counts and words stay on the page: the notice says only that it is there.
   */
  "weekly-recap": { weekStart: DayKey; alone: boolean; at: Date };
  /**
   * The monthly check-up (issue #39, decision 081): it is due, at 10:00 local on its day, then every 4 weeks while it
   * stays untaken. Its own switch. Never a score: the notice only says the check-up is there.
   */
  "check-up-due": { day: DayKey; at: Date };
  /** Wellness alerts: the recipient's recent moods were low (lib/domain/wellness-alert.ts), once a week at most. */
  "wellness-alert": { week: DayKey; at: Date };
  /** Billing (decision 042): the partner whose plan covered the recipient disconnected or deleted their account. */
  "plan-coverage-ending": { reason: "disconnected" | "deleted"; at: Date };
  /** Billing: Stripe's notice three days before a trial converts (customer.subscription.trial_will_end). */
  "trial-ending": { subscriptionId: string; trialEndsAt: Date; at: Date };
  /** Billing: a renewal charge failed (invoice.payment_failed); Stripe retries it. One notice per failed invoice event. */
  "payment-failed": { eventId: string; at: Date };
  /**
   * /dev-tools' Trigger Manual Reminder (issue #19): the daily mood reminder's notice, written for the admin now. Its
   * own key per moment, so it never takes the place of the day's real reminder (whose key is per local day).
   */
  "manual-mood-reminder": { at: Date };
  /** /dev-tools' Create Test Notification (issue #19): a notice to the admin, to watch it arrive and be delivered. */
  "test-notification": { at: Date };
}
export type NoticeKind = keyof NoticeParams;

/** The notice kinds a Settings switch may silence (decision 041); the others are always written. */
export const SWITCHED_KINDS = {
  "mood-reminder": "moodReminders",
  "partner-checkin-shared": "partnerNotifications",
  "partner-reaction": "partnerNotifications",
  "partner-ritual-completed": "partnerNotifications",
  "ritual-suggested": "ritualSuggestions",
  "achievement-earned": "achievementNotifications",
  "question-activity": "questionNotifications",
  "weekly-recap": "weeklyRecapNotifications",
  "check-up-due": "checkUpReminders",
  "wellness-alert": "wellnessAlerts",
  // As the real reminder: with Mood reminders off, the manual one is not written either (the admin is told why).
  "manual-mood-reminder": "moodReminders",
} as const satisfies Partial<Record<NoticeKind, CategorySwitch>>;

export const MOOD_REMINDER_NOTICE = {
  title: "Time for your daily check-in",
  message: "How are you feeling today? Take a moment to log your mood.",
} as const;

/** What the former partner sees when an account is deleted. */
export const PARTNER_DELETED_NOTIFICATION = {
  title: "Your partner deleted their account",
  message:
    "Your partner connection has ended, and nothing they shared is visible anymore. You can invite someone from Settings.",
} as const;

const DISCONNECTED_TITLE = "Your partner disconnected";
const INVITATION_ACCEPTED_TITLE = "Invitation accepted";
const TEST_NOTIFICATION_TITLE = "Test notification";

type Notice = Omit<NewNotification, "userId">;

const notices: { [K in NoticeKind]: (params: NoticeParams[K], recipientId: string) => Notice } = {
  "partner-account-deleted": ({ deletedUserId, at }) => ({
    type: "partner_activity",
    ...PARTNER_DELETED_NOTIFICATION,
    priority: "high",
    actionUrl: "/settings",
    scheduledFor: at,
    dedupeKey: `partner_account_deleted:${deletedUserId}`,
  }),

  "partner-disconnected": ({ byName, at }) => ({
    type: "partner_activity",
    title: DISCONNECTED_TITLE,
    message: `${partnerFirstName(byName)} disconnected your partner connection. You can invite a partner again from Settings.`,
    priority: "medium",
    scheduledFor: at,
    actionUrl: "/settings",
    metadata: { event: "partner_disconnected" },
  }),

  // The first notice of a burst (notify() writes these kinds through writeBurstNotice); a save always has changes.
  "sharing-changed": (params) => sharingNotice(params, null)!,

  "invitation-accepted": ({ linkId, accepterName, accepterEmail, at }) => {
    // "Sam Rivers (sam@example.com)", or just the email when there is no display name.
    const name = accepterName.trim();
    const who = name ? `${name} (${accepterEmail})` : accepterEmail;
    return {
      type: "partner_activity",
      title: INVITATION_ACCEPTED_TITLE,
      message:
        `${who} accepted your invitation and is now your partner. Nothing is shared until each of you chooses what ` +
        "to share. If you don't know this person, disconnect them in Settings → Danger Zone.",
      priority: "high",
      scheduledFor: at,
      // The inviter's own guided sharing step (issue #33): the accepter is taken there on accepting.
      actionUrl: "/sharing",
      metadata: { event: "invitation_accepted", link_id: linkId },
      dedupeKey: `invitation_accepted:${linkId}`,
    };
  },

  "mood-reminder": ({ day, at }) => ({
    type: "mood_reminder",
    ...MOOD_REMINDER_NOTICE,
    priority: "medium",
    scheduledFor: at,
    actionUrl: "/mood-log",
    metadata: { event: "daily_mood_reminder", day },
    dedupeKey: dailyReminderKey(day),
  }),

  "partner-checkin-shared": ({ checkinId, fromUserId, partnerName, at }) => ({
    type: "partner_activity",
    title: `${partnerFirstName(partnerName)} shared a check-in with you`,
    message: "See how they're feeling on the partner screen.",
    priority: "medium",
    scheduledFor: at,
    // Opens that check-in on the partner screen, whichever day it was written (issue #33).
    actionUrl: partnerScreenCheckinHref(checkinId),
    metadata: { event: "partner_checkin_shared", from_user_id: fromUserId },
    dedupeKey: `partner_checkin:${checkinId}`,
  }),

  "partner-reaction": ({ reactionId, kind, hasNote, fromUserId, partnerName, at }) => ({
    type: "partner_activity",
    title: reactionNoticeTitle(kind, partnerFirstName(partnerName)),
    // The note itself stays in its encrypted row: notices and pushes carry no private text.
    message: hasNote ? "They added a note. Read it and reply on the partner screen." : "Reply on the partner screen.",
    priority: "medium",
    scheduledFor: at,
    actionUrl: "/partner-dashboard",
    metadata: { event: "partner_reaction", from_user_id: fromUserId },
    dedupeKey: `partner_reaction:${reactionId}`,
  }),

  "partner-ritual-completed": ({ ritualId, day, fromUserId, partnerName, at }) => ({
    type: "partner_activity",
    title: `${partnerFirstName(partnerName)} completed a ritual`,
    message: "Their side of your shared ritual is done. Yours is on the Rituals page.",
    priority: "low",
    scheduledFor: at,
    actionUrl: "/rituals",
    metadata: { event: "partner_ritual_completed", from_user_id: fromUserId },
    dedupeKey: `partner_ritual_completed:${ritualId}:${day}`,
  }),

  "ritual-suggested": ({ ritualId, fromUserId, partnerName, title, at }) => ({
    type: "ritual_suggestion",
    title: `${partnerFirstName(partnerName)} picked a ritual for you both`,
    message: `"${title}" is waiting on your Rituals page.`,
    priority: "low",
    scheduledFor: at,
    actionUrl: "/rituals",
    metadata: { event: "ritual_suggested", from_user_id: fromUserId },
    dedupeKey: `ritual_suggested:${ritualId}`,
  }),

  "achievement-earned": (params) => achievementNotice(params, null)!,

  // Written through its burst (notify() → writeBurstNotice), which drops an event with nothing to tell; this entry is
  // the first notice of a burst, for the record's completeness.
  "question-activity": (params) => questionActivityNotice(params, null)!,

  "weekly-recap": ({ weekStart, alone, at }) => ({
    type: "weekly_recap",
    title: alone ? "Your week" : "Your week together",
    message: `Your recap of ${recapRangeLabel(weekStart)} is ready.`,
    priority: "low",
    scheduledFor: at,
    actionUrl: `/recap?week=${weekStart}`,
    metadata: { event: "weekly_recap", week: weekStart },
    dedupeKey: `weekly_recap:${weekStart}`,
  }),

  "check-up-due": ({ day, at }) => ({
    type: "check_up",
    title: "Your monthly check-up",
    message: "Four quick questions about how your relationship feels. It takes under a minute.",
    priority: "low",
    scheduledFor: at,
    actionUrl: "/check-up",
    metadata: { event: "check_up_due", day },
    dedupeKey: `check_up:${day}`,
  }),

  "wellness-alert": ({ week, at }) => ({
    type: "wellness_alert",
    title: "Your last few moods have been low",
    message:
      "Be gentle with yourself. The coaching tools may help, and if things feel heavy, help lines are open around the clock.",
    priority: "high",
    scheduledFor: at,
    actionUrl: "/therapy-tools",
    metadata: { event: "wellness_alert", week },
    dedupeKey: `wellness_alert:${week}`,
  }),

  "plan-coverage-ending": ({ reason, at }) => ({
    type: "system",
    title: "Your partner's plan no longer covers you",
    message:
      reason === "deleted"
        ? "Your partner deleted their account. You keep full access until the end of the period their plan had paid for; Settings shows the date and lets you choose a plan of your own."
        : "Your partner connection ended. You keep full access until the end of the period their plan had paid for; Settings shows the date and lets you choose a plan of your own.",
    priority: "high",
    scheduledFor: at,
    actionUrl: "/settings",
    metadata: { event: "plan_coverage_ending" },
  }),

  "trial-ending": ({ subscriptionId, trialEndsAt, at }) => ({
    type: "system",
    title: "Your free trial ends soon",
    message:
      "Your plan starts when the trial ends, and cancelling before then costs $0. To change or cancel it, open Settings and choose Manage.",
    priority: "medium",
    scheduledFor: at,
    actionUrl: "/settings",
    metadata: { event: "trial_ending" },
    dedupeKey: `trial_ending:${subscriptionId}:${trialEndsAt.getTime()}`,
  }),

  "payment-failed": ({ eventId, at }) => ({
    type: "system",
    title: "We couldn't take your payment",
    message:
      "Your plan stays on while we try again. Update your card in Settings with Manage so nothing is interrupted.",
    priority: "high",
    scheduledFor: at,
    actionUrl: "/settings",
    metadata: { event: "payment_failed" },
    dedupeKey: `payment_failed:${eventId}`,
  }),

  "manual-mood-reminder": ({ at }) => ({
    type: "mood_reminder",
    ...MOOD_REMINDER_NOTICE,
    priority: "medium",
    scheduledFor: at,
    actionUrl: "/mood-log",
    metadata: { event: "manual_mood_reminder" },
    dedupeKey: `manual_mood_reminder:${at.toISOString()}`,
  }),

  "test-notification": ({ at }) => ({
    type: "system",
    title: TEST_NOTIFICATION_TITLE,
    message: "Created from Developer Tools to check that notices arrive. You can delete it.",
    priority: "medium",
    scheduledFor: at,
    actionUrl: "/dev-tools",
    metadata: { event: "test_notification" },
    dedupeKey: `test_notification:${at.toISOString()}`,
  }),

  "special-date": ({ date, plan, sharer }, recipientId) => {
    const when = formatLongDate(plan.occurrence);
    const from = sharer ? ` Shared by ${partnerFirstName(sharer.displayName)}.` : "";
    const days = plan.metadata.days_until;
    return {
      type: SPECIAL_DATE_NOTIFICATION_TYPE,
      ...(plan.kind === "reminder"
        ? {
            title: days === 1 ? `${date.title} is tomorrow` : `${date.title} is in ${days} days`,
            message: `Coming up on ${when}. A good moment to plan something together.${from}`,
          }
        : {
            title: `Today is ${date.title}`,
            message: `${when} is here. Take a moment to celebrate together.${from}`,
          }),
      priority: plan.priority,
      scheduledFor: plan.scheduledFor,
      actionUrl: plan.actionUrl,
      metadata: { ...plan.metadata },
      dedupeKey: specialDateDedupeKey(date.id, date.updatedAt, plan, recipientId),
    };
  },
};

/**
 * The notification row `kind` writes for `recipientId`: for a merging kind (notice-bursts.ts), the notice of a burst
 * that begins with this event.
 */
export function noticeFor<K extends NoticeKind>(
  kind: K,
  recipientId: string,
  params: NoticeParams[K],
): NewNotification {
  const build = notices[kind] as (params: NoticeParams[K], recipientId: string) => Notice;
  return { userId: recipientId, ...build(params, recipientId) };
}
