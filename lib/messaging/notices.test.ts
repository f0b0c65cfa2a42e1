import { describe, expect, test } from "vitest";
import { planSpecialDateNotifications, type ScheduledSpecialDate } from "@/lib/domain/special-dates";
import { noticeFor, PARTNER_DELETED_NOTIFICATION } from "./notices";

const at = new Date("2026-06-01T12:00:00Z");

describe("partner notices: the exact wording users read", () => {
  test("partner-account-deleted names nobody and is deduplicated per deleted account", () => {
    expect(noticeFor("partner-account-deleted", "partner-1", { deletedUserId: "gone-1", at })).toEqual({
      userId: "partner-1",
      type: "partner_activity",
      title: "Your partner deleted their account",
      message:
        "Your partner connection has ended, and nothing they shared is visible anymore. You can invite someone from Settings.",
      priority: "high",
      actionUrl: "/settings",
      scheduledFor: at,
      dedupeKey: "partner_account_deleted:gone-1",
    });
    expect(PARTNER_DELETED_NOTIFICATION.title).toBe("Your partner deleted their account");
  });

  test("partner-disconnected names who disconnected by first name, or the fallback name", () => {
    const named = noticeFor("partner-disconnected", "p", { byName: "  Sam Rivera ", at });
    expect(named).toMatchObject({
      userId: "p",
      type: "partner_activity",
      title: "Your partner disconnected",
      message: "Sam disconnected your partner connection. You can invite a partner again from Settings.",
      priority: "medium",
      actionUrl: "/settings",
      scheduledFor: at,
      metadata: { event: "partner_disconnected" },
    });
    expect(noticeFor("partner-disconnected", "p", { byName: " ", at }).message).toBe(
      "Your Partner disconnected your partner connection. You can invite a partner again from Settings.",
    );
  });

  test("sharing-changed: the first notice of a burst, by first name (wording: notice-bursts.test.ts)", () => {
    const told = noticeFor("sharing-changed", "p", {
      byUserId: "u",
      byName: null,
      changes: [{ key: "shareGoals", enabled: false }],
      at,
    });
    expect(told).toEqual({
      userId: "p",
      type: "partner_activity",
      title: "Sharing updated",
      message: "Your Partner stopped sharing goals with you.",
      priority: "medium",
      scheduledFor: at,
      actionUrl: "/partner-dashboard",
      metadata: {
        event: "sharing_changed",
        changed_by: "u",
        switches: [{ key: "shareGoals", from: true, to: false }],
      },
    });
  });

  test("invitation-accepted says who, by name and email (decision 027)", () => {
    const told = noticeFor("invitation-accepted", "inviter", {
      linkId: "l1",
      accepterName: "Sam Rivers",
      accepterEmail: "sam@example.com",
      at,
    });
    expect(told).toMatchObject({
      title: "Invitation accepted",
      message:
        "Sam Rivers (sam@example.com) accepted your invitation and is now your partner. Nothing is shared until each " +
        "of you chooses what to share. If you don't know this person, disconnect them in Settings → Danger Zone.",
      priority: "high",
      actionUrl: "/sharing",
      metadata: { event: "invitation_accepted", link_id: "l1" },
      dedupeKey: "invitation_accepted:l1",
    });
    const noName = noticeFor("invitation-accepted", "i", {
      linkId: "l1",
      accepterName: " ",
      accepterEmail: "s@x.io",
      at,
    });
    expect(noName.message).toMatch(/^s@x\.io accepted your invitation/);
  });
});

describe("special-date notices (spec 3 §3, §5)", () => {
  const date: ScheduledSpecialDate & { updatedAt: Date } = {
    id: "d1",
    dateType: "birthday",
    title: "Sam's Birthday",
    dateValue: "1990-06-20",
    recurringAnnually: true,
    reminderDaysBefore: 7,
    sharedWithPartner: true,
    updatedAt: new Date("2026-05-01T00:00:00Z"),
  };
  const notices = (sharer: { displayName: string | null } | null, of = date) =>
    planSpecialDateNotifications({ date: of, now: at, timeZone: "UTC" }).map((plan) =>
      noticeFor("special-date", "r1", { date: of, plan, sharer }),
    );

  test("the owner's reminder and day-of notice", () => {
    const [reminder, dayOf] = notices(null);
    expect(reminder).toMatchObject({
      userId: "r1",
      type: "special_date_reminder",
      title: "Sam's Birthday is in 7 days",
      message: "Coming up on June 20, 2026. A good moment to plan something together.",
      priority: "medium",
      actionUrl: "/settings",
      scheduledFor: new Date("2026-06-13T09:00:00Z"),
      metadata: { special_date_id: "d1", days_until: 7, notification_type: "reminder" },
      dedupeKey: `special_date:d1:${date.updatedAt.getTime()}:2026-06-20:reminder:r1`,
    });
    expect(dayOf).toMatchObject({
      title: "Today is Sam's Birthday",
      message: "June 20, 2026 is here. Take a moment to celebrate together.",
      priority: "high",
      actionUrl: "/partner-dashboard",
      scheduledFor: new Date("2026-06-20T09:00:00Z"),
    });
  });

  test("the partner's copy says who shared it, by first name or the fallback; 1 day reads 'tomorrow'", () => {
    const tomorrow = { ...date, reminderDaysBefore: 1 };
    const [reminder, dayOf] = notices({ displayName: "Sam Rivera" }, tomorrow);
    expect(reminder!.title).toBe("Sam's Birthday is tomorrow");
    expect(reminder!.message).toBe(
      "Coming up on June 20, 2026. A good moment to plan something together. Shared by Sam.",
    );
    expect(dayOf!.message).toBe("June 20, 2026 is here. Take a moment to celebrate together. Shared by Sam.");
    expect(notices({ displayName: "" })[0]!.message).toMatch(/ Shared by Your Partner\.$/);
  });
});

describe("notices a Settings switch can silence (decision 041)", () => {
  test("the daily reminder: one a local day, leading to the mood log", () => {
    expect(noticeFor("mood-reminder", "u", { day: "2026-06-01", at })).toEqual({
      userId: "u",
      type: "mood_reminder",
      title: "Time for your daily check-in",
      message: "How are you feeling today? Take a moment to log your mood.",
      priority: "medium",
      scheduledFor: at,
      actionUrl: "/mood-log",
      metadata: { event: "daily_mood_reminder", day: "2026-06-01" },
      dedupeKey: "mood_reminder:2026-06-01",
    });
  });

  test("a reaction names its sender and never carries the note", () => {
    const base = { reactionId: "r9", fromUserId: "sam", partnerName: "Sam Rivera", at };
    expect(noticeFor("partner-reaction", "u", { ...base, kind: "hug", hasNote: false })).toMatchObject({
      type: "partner_activity",
      title: "Sam sent you a hug",
      message: "Reply on the partner screen.",
      actionUrl: "/partner-dashboard",
      dedupeKey: "partner_reaction:r9",
    });
    const note = noticeFor("partner-reaction", "u", { ...base, kind: null, hasNote: true });
    expect(note).toMatchObject({ title: "Sam sent you a note", message: expect.stringMatching(/^They added a note/) });
  });

  test("partner news by first name, one per check-in, per ritual and day, per suggestion", () => {
    expect(
      noticeFor("partner-checkin-shared", "u", { checkinId: "c1", fromUserId: "sam", partnerName: "Sam Rivera", at }),
    ).toMatchObject({
      type: "partner_activity",
      title: "Sam shared a check-in with you",
      actionUrl: "/partner-dashboard?checkin=c1#checkin-c1",
      metadata: { event: "partner_checkin_shared", from_user_id: "sam" },
      dedupeKey: "partner_checkin:c1",
    });
    expect(
      noticeFor("partner-ritual-completed", "u", {
        ritualId: "r1",
        day: "2026-06-01",
        fromUserId: "sam",
        partnerName: null,
        at,
      }),
    ).toMatchObject({ title: "Your Partner completed a ritual", dedupeKey: "partner_ritual_completed:r1:2026-06-01" });
    expect(
      noticeFor("ritual-suggested", "u", {
        ritualId: "r2",
        fromUserId: "sam",
        partnerName: "Sam",
        title: "Gratitude walk",
        at,
      }),
    ).toMatchObject({
      type: "ritual_suggestion",
      title: "Sam picked a ritual for you both",
      message: '"Gratitude walk" is waiting on your Rituals page.',
      actionUrl: "/rituals",
    });
  });

  test("an achievement, and a wellness alert at most once a week", () => {
    expect(noticeFor("achievement-earned", "u", { achievementId: "a1", title: "First Mood", at })).toMatchObject({
      type: "achievement",
      title: "Achievement unlocked",
      message: 'You earned "First Mood".',
      metadata: { event: "achievement_earned", achievements: [{ id: "a1", title: "First Mood" }] },
      dedupeKey: "achievement:a1",
    });
    expect(noticeFor("wellness-alert", "u", { week: "2026-05-31", at })).toMatchObject({
      type: "wellness_alert",
      priority: "high",
      actionUrl: "/therapy-tools",
      dedupeKey: "wellness_alert:2026-05-31",
    });
  });

  test("the weekly recap: once per person and week, leading to that week's recap, with no counts or words", () => {
    expect(noticeFor("weekly-recap", "u", { weekStart: "2026-11-22", alone: false, at })).toEqual({
      userId: "u",
      type: "weekly_recap",
      title: "Your week together",
      message: "Your recap of Nov 22 – 28 is ready.",
      priority: "low",
      scheduledFor: at,
      actionUrl: "/recap?week=2026-11-22",
      metadata: { event: "weekly_recap", week: "2026-11-22" },
      dedupeKey: "weekly_recap:2026-11-22",
    });
    expect(noticeFor("weekly-recap", "u", { weekStart: "2026-11-29", alone: true, at })).toMatchObject({
      title: "Your week",
      message: "Your recap of Nov 29 – Dec 5 is ready.",
    });
  });
});
