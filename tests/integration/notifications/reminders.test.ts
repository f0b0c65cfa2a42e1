import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { notificationPreferences, smartNotifications } from "@/db/schema";
import { MOOD_REMINDER_NOTICE } from "@/lib/messaging";
import { logMood } from "@/lib/services/moods/log-mood";
import { sendDailyReminders } from "@/lib/services/notifications/send-daily-reminders";
import { updateNotificationPreferences } from "@/lib/services/notifications/update-notification-preferences";
import { person } from "../../helpers/couples";

/**
 * The daily mood reminder (issue #17) with the clock in the test's hands: at the person's chosen local time in their
 * own zone, across both DST changes, only when nothing was logged that local day, once per local day however many
 * workers sweep, and never late for a moment long past.
 */

const NY = "America/New_York";
const at = (iso: string) => new Date(iso);

/** Sweeps until nothing more is due at `now` (other tests' people share this database). */
async function sweep(now: Date): Promise<void> {
  for (;;) {
    const report = await sendDailyReminders({ now });
    if (report.claimed === 0) return;
  }
}

async function reminders(userId: string) {
  return db()
    .select({
      title: smartNotifications.title,
      scheduledFor: smartNotifications.scheduledFor,
      dedupeKey: smartNotifications.dedupeKey,
    })
    .from(smartNotifications)
    .where(and(eq(smartNotifications.userId, userId), eq(smartNotifications.type, "mood_reminder")))
    .orderBy(smartNotifications.scheduledFor);
}

describe("the daily mood reminder", () => {
  test("arrives at 19:00 local by default, once that day, and not on a day with a mood", async () => {
    const me = await person({ timezone: NY });
    await sweep(at("2026-06-10T12:00:00Z")); // schedules only: 08:00 in New York
    expect(await reminders(me)).toEqual([]);

    await sweep(at("2026-06-10T22:59:00Z")); // 18:59 EDT
    expect(await reminders(me)).toEqual([]);
    await sweep(at("2026-06-10T23:00:30Z")); // 19:00 EDT
    await sweep(at("2026-06-10T23:05:00Z"));
    expect(await reminders(me)).toEqual([
      {
        title: MOOD_REMINDER_NOTICE.title,
        scheduledFor: at("2026-06-10T23:00:00Z"),
        dedupeKey: "mood_reminder:2026-06-10",
      },
    ]);

    // The next day, a mood at 11:00 local: that evening's reminder is not needed.
    await logMood({
      userId: me,
      timeZone: NY,
      input: { moodValue: 1, keywords: [], emotionMetadata: [], contextNotes: null },
      now: at("2026-06-11T15:00:00Z"),
    });
    await sweep(at("2026-06-11T23:00:30Z"));
    expect(await reminders(me)).toHaveLength(1);
    // And the day after, nothing logged: reminded again.
    await sweep(at("2026-06-12T23:01:00Z"));
    expect((await reminders(me)).map((r) => r.dedupeKey)).toEqual([
      "mood_reminder:2026-06-10",
      "mood_reminder:2026-06-12",
    ]);
  });

  test("keeps the wall time across the autumn and spring DST changes", async () => {
    const me = await person({ timezone: NY });
    await updateNotificationPreferences({
      userId: me,
      input: { dailyReminderTime: "08:00" },
      now: at("2026-10-31T13:30:00Z"), // 09:30 EDT, past today's 08:00
    });
    // 2026-11-01: clocks go back at 06:00Z. 12:00Z is 07:00 EST — a fixed UTC-4 offset would remind here.
    await sweep(at("2026-11-01T12:00:30Z"));
    expect(await reminders(me)).toEqual([]);
    await sweep(at("2026-11-01T13:00:30Z")); // 08:00 EST
    expect((await reminders(me)).map((r) => r.scheduledFor)).toEqual([at("2026-11-01T13:00:00Z")]);

    // Spring: 2027-03-14, clocks go forward at 07:00Z; 08:00 EDT is 12:00Z.
    await db()
      .update(notificationPreferences)
      .set({ nextReminderAt: at("2027-03-13T13:00:00Z") })
      .where(eq(notificationPreferences.userId, me));
    await sweep(at("2027-03-13T13:00:30Z"));
    await sweep(at("2027-03-14T12:00:30Z"));
    expect((await reminders(me)).map((r) => r.dedupeKey)).toEqual([
      "mood_reminder:2026-11-01",
      "mood_reminder:2027-03-13",
      "mood_reminder:2027-03-14",
    ]);
    expect((await reminders(me)).at(-1)?.scheduledFor).toEqual(at("2027-03-14T12:00:00Z"));
  });

  test("two workers sweeping at the same moment remind once", async () => {
    const me = await person({ timezone: "Europe/London" });
    await sweep(at("2026-06-10T08:00:00Z"));
    const moment = at("2026-06-10T18:00:10Z"); // 19:00 BST
    await Promise.all([sweep(moment), sweep(moment), sendDailyReminders({ now: moment, limit: 1 })]);
    expect(await reminders(me)).toHaveLength(1);
  });

  test("a moment long past is not sent late; the next one is", async () => {
    const me = await person({ timezone: NY });
    await sweep(at("2026-06-10T12:00:00Z"));
    // The workers were down from before 19:00 until 02:00 local.
    await sweep(at("2026-06-11T06:00:00Z"));
    expect(await reminders(me)).toEqual([]);
    await sweep(at("2026-06-11T23:00:05Z"));
    expect((await reminders(me)).map((r) => r.dedupeKey)).toEqual(["mood_reminder:2026-06-11"]);
  });

  test("the daily reminder switch, the Mood reminders switch and the time each change what is sent", async () => {
    const off = await person({ timezone: NY });
    const silenced = await person({ timezone: NY });
    const later = await person({ timezone: NY });
    const setAt = at("2026-06-10T12:00:00Z");
    await updateNotificationPreferences({ userId: off, input: { dailyReminderEnabled: false }, now: setAt });
    await updateNotificationPreferences({ userId: silenced, input: { moodReminders: false }, now: setAt });
    await updateNotificationPreferences({ userId: later, input: { dailyReminderTime: "21:00" }, now: setAt });
    await sweep(setAt);

    await sweep(at("2026-06-10T23:00:30Z")); // 19:00 EDT
    expect(await reminders(off)).toEqual([]);
    expect(await reminders(silenced)).toEqual([]);
    expect(await reminders(later)).toEqual([]);
    await sweep(at("2026-06-11T01:00:30Z")); // 21:00 EDT
    expect((await reminders(later)).map((r) => r.scheduledFor)).toEqual([at("2026-06-11T01:00:00Z")]);

    // Turned back on, the reminder comes from the next moment, not for the evening already past.
    await updateNotificationPreferences({
      userId: off,
      input: { dailyReminderEnabled: true },
      now: at("2026-06-11T02:00:00Z"),
    });
    await sweep(at("2026-06-11T02:00:00Z"));
    expect(await reminders(off)).toEqual([]);
    await sweep(at("2026-06-11T23:00:30Z"));
    expect(await reminders(off)).toHaveLength(1);
  });
});
