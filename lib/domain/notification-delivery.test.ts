import { describe, expect, it } from "vitest";
import {
  dailyReminderKey,
  deliveryChannels,
  nextDailyReminderAt,
  pushPayloadFor,
  reminderMomentOn,
  isPushServiceEndpoint,
  SWITCH_FOR_TYPE,
} from "./notification-delivery";

const NY = "America/New_York";

describe("nextDailyReminderAt", () => {
  it("is today's moment while it is ahead, else tomorrow's", () => {
    expect(nextDailyReminderAt(new Date("2026-06-10T22:59:00Z"), "19:00", NY).toISOString()).toBe(
      "2026-06-10T23:00:00.000Z",
    );
    expect(nextDailyReminderAt(new Date("2026-06-10T23:00:00Z"), "19:00", NY).toISOString()).toBe(
      "2026-06-11T23:00:00.000Z",
    );
  });

  it("keeps the wall time across both DST changes", () => {
    // New York leaves daylight time on 2026-11-01 (UTC-4 → UTC-5) and enters it on 2026-03-08.
    expect(nextDailyReminderAt(new Date("2026-10-31T13:00:00Z"), "08:00", NY).toISOString()).toBe(
      "2026-11-01T13:00:00.000Z",
    );
    expect(nextDailyReminderAt(new Date("2026-11-01T13:00:00Z"), "08:00", NY).toISOString()).toBe(
      "2026-11-02T13:00:00.000Z",
    );
    expect(reminderMomentOn("2026-10-31", "08:00:00", NY).toISOString()).toBe("2026-10-31T12:00:00.000Z");
    expect(reminderMomentOn("2026-03-08", "08:00", NY).toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(reminderMomentOn("2026-03-07", "08:00", NY).toISOString()).toBe("2026-03-07T13:00:00.000Z");
  });

  it("works in zones east of UTC and with minutes", () => {
    expect(nextDailyReminderAt(new Date("2026-06-10T00:00:00Z"), "08:30", "Asia/Kolkata").toISOString()).toBe(
      "2026-06-10T03:00:00.000Z",
    );
  });

  it("names one key per local day", () => {
    expect(dailyReminderKey("2026-11-01")).toBe("mood_reminder:2026-11-01");
  });
});

describe("deliveryChannels", () => {
  const now = new Date("2026-06-10T12:00:00Z");
  const base = { type: "mood_reminder" as const, switchOn: true, hasPush: true, dueAt: now, now };

  it("pushes when subscribed, and emails reminders only when no push reaches the person", () => {
    expect(deliveryChannels(base)).toEqual({ push: true, email: false });
    expect(deliveryChannels({ ...base, hasPush: false })).toEqual({ push: false, email: true });
    expect(deliveryChannels({ ...base, type: "special_date_reminder", hasPush: false })).toEqual({
      push: false,
      email: true,
    });
    expect(deliveryChannels({ ...base, type: "partner_activity", hasPush: false })).toEqual({
      push: false,
      email: false,
    });
  });

  it("sends nothing beyond the app when the switch is off or the moment is long past", () => {
    expect(deliveryChannels({ ...base, switchOn: false })).toEqual({ push: false, email: false });
    const late = new Date(now.getTime() + 2 * 3_600_000 + 1);
    expect(deliveryChannels({ ...base, now: late })).toEqual({ push: false, email: false });
    expect(deliveryChannels({ ...base, now: new Date(now.getTime() + 2 * 3_600_000) })).toEqual({
      push: true,
      email: false,
    });
  });

  it("gives each category switch its type, and none to special dates and system notices", () => {
    expect(Object.values(SWITCH_FOR_TYPE).filter(Boolean).sort()).toEqual([
      "achievementNotifications",
      "checkUpReminders",
      "moodReminders",
      "partnerNotifications",
      "questionNotifications",
      "ritualSuggestions",
      "weeklyRecapNotifications",
      "wellnessAlerts",
    ]);
    expect(SWITCH_FOR_TYPE.special_date_reminder).toBeNull();
  });
});

describe("pushPayloadFor", () => {
  it("carries no private text, only generic words and the in-app link", () => {
    expect(pushPayloadFor({ type: "partner_activity", actionUrl: "/settings" })).toEqual({
      title: "Attune",
      body: "There's news from your partner.",
      url: "/settings",
      tag: "partner_activity",
    });
    expect(pushPayloadFor({ type: "special_date_reminder", actionUrl: null, dayOf: true })).toMatchObject({
      body: "A special date is today.",
      url: "/dashboard",
    });
  });
});

describe("isPushServiceEndpoint", () => {
  it("accepts the browsers' push services over https only", () => {
    expect(isPushServiceEndpoint("https://fcm.googleapis.com/fcm/send/abc:def")).toBe(true);
    expect(isPushServiceEndpoint("https://updates.push.services.mozilla.com/wpush/v2/gAAA")).toBe(true);
    expect(isPushServiceEndpoint("https://web.push.apple.com/QGx")).toBe(true);
    expect(isPushServiceEndpoint("https://wns2-par02p.notify.windows.com/w/?token=x")).toBe(true);
  });

  it("refuses anything a client could aim at another server", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://127.0.0.1/push",
      "https://evil.example/fcm.googleapis.com",
      "https://fcm.googleapis.com.evil.example/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/x",
      "not a url",
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});
