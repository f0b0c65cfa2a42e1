import { describe, expect, test } from "vitest";
import {
  anniversaryIn,
  daysUntilLabel,
  formatLongDate,
  isLeapYear,
  isReminderDays,
  isValidCalendarDate,
  localTimeOn,
  nextOccurrence,
  planSpecialDateNotifications,
  SPECIAL_DATE_DEFAULTS,
  specialDateDedupeKey,
  specialDateTiming,
  type ScheduledSpecialDate,
} from "./special-dates";

const at = (iso: string) => new Date(iso);

describe("constants and defaults (spec 3 §5, §9)", () => {
  test("reminder choices are 1, 3, 7, 14, 30 and nothing else", () => {
    for (const n of [1, 3, 7, 14, 30]) expect(isReminderDays(n)).toBe(true);
    for (const n of [0, 2, 5, 8, 15, 31, 7.5, "7", null]) expect(isReminderDays(n)).toBe(false);
  });

  test("birthday and anniversary recur and are shared with their own titles; custom is blank and one-off", () => {
    expect(SPECIAL_DATE_DEFAULTS.birthday).toEqual({
      title: "Birthday",
      recurringAnnually: true,
      sharedWithPartner: true,
      reminderDaysBefore: 7,
    });
    expect(SPECIAL_DATE_DEFAULTS.anniversary).toEqual({
      title: "Anniversary",
      recurringAnnually: true,
      sharedWithPartner: true,
      reminderDaysBefore: 7,
    });
    expect(SPECIAL_DATE_DEFAULTS.custom).toEqual({
      title: "",
      recurringAnnually: false,
      sharedWithPartner: true,
      reminderDaysBefore: 7,
    });
  });
});

describe("isValidCalendarDate", () => {
  test.each(["2026-01-01", "2024-02-29", "2000-02-29", "2026-12-31", "2026-04-30", "1999-11-30"])("%s is real", (d) =>
    expect(isValidCalendarDate(d)).toBe(true),
  );
  test.each([
    "2026-02-29",
    "1900-02-29",
    "2026-02-30",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-01-32",
    "2026-1-1",
    "26-01-01",
    "2026-01-01T00:00:00Z",
    "",
  ])("%s is not", (d) => expect(isValidCalendarDate(d)).toBe(false));

  test("leap years", () => {
    expect([2024, 2000, 2400].map(isLeapYear)).toEqual([true, true, true]);
    expect([2026, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
  });
});

describe("nextOccurrence", () => {
  test("a one-off date is itself, past or future", () => {
    expect(nextOccurrence({ dateValue: "2026-03-01", recurringAnnually: false }, "2026-06-01")).toBe("2026-03-01");
    expect(nextOccurrence({ dateValue: "2027-03-01", recurringAnnually: false }, "2026-06-01")).toBe("2027-03-01");
  });

  test("a recurring date rolls to this year's anniversary, or next year's once passed", () => {
    const birthday = { dateValue: "1990-08-15", recurringAnnually: true };
    expect(nextOccurrence(birthday, "2026-06-01")).toBe("2026-08-15");
    expect(nextOccurrence(birthday, "2026-08-15")).toBe("2026-08-15");
    expect(nextOccurrence(birthday, "2026-08-16")).toBe("2027-08-15");
  });

  test("Dec 31 → Jan 1 rollover", () => {
    const newYear = { dateValue: "2001-01-01", recurringAnnually: true };
    expect(nextOccurrence(newYear, "2026-12-31")).toBe("2027-01-01");
    const eve = { dateValue: "2001-12-31", recurringAnnually: true };
    expect(nextOccurrence(eve, "2026-12-31")).toBe("2026-12-31");
    expect(nextOccurrence(eve, "2027-01-01")).toBe("2027-12-31");
  });

  test("a recurring date that has not happened yet is itself", () => {
    expect(nextOccurrence({ dateValue: "2028-05-01", recurringAnnually: true }, "2026-06-01")).toBe("2028-05-01");
  });

  test("Feb 29 falls on Feb 28 in a non-leap year and on Feb 29 in a leap year", () => {
    const leapling = { dateValue: "2000-02-29", recurringAnnually: true };
    expect(nextOccurrence(leapling, "2026-01-10")).toBe("2026-02-28");
    expect(nextOccurrence(leapling, "2026-03-01")).toBe("2027-02-28");
    expect(nextOccurrence(leapling, "2027-03-01")).toBe("2028-02-29");
    expect(nextOccurrence(leapling, "2028-02-29")).toBe("2028-02-29");
    expect(anniversaryIn("2000-02-29", 2100)).toBe("2100-02-28");
    expect(anniversaryIn("2000-02-28", 2024)).toBe("2024-02-28");
  });
});

describe("specialDateTiming (spec 3 §4: upcoming when 0 to reminder_days_before days away)", () => {
  const noonUtc = at("2026-06-01T12:00:00Z");
  const timing = (dateValue: string, reminderDaysBefore = 7, recurringAnnually = false) =>
    specialDateTiming({ dateValue, recurringAnnually, reminderDaysBefore }, noonUtc, "UTC");

  test("today: 0 days, upcoming", () => {
    expect(timing("2026-06-01")).toEqual({ nextOccurrence: "2026-06-01", daysUntil: 0, isUpcoming: true });
  });
  test("exactly N days away: upcoming", () => {
    expect(timing("2026-06-08", 7)).toMatchObject({ daysUntil: 7, isUpcoming: true });
    expect(timing("2026-06-02", 1)).toMatchObject({ daysUntil: 1, isUpcoming: true });
    expect(timing("2026-07-01", 30)).toMatchObject({ daysUntil: 30, isUpcoming: true });
  });
  test("N+1 days away: not upcoming", () => {
    expect(timing("2026-06-09", 7)).toMatchObject({ daysUntil: 8, isUpcoming: false });
    expect(timing("2026-06-03", 1)).toMatchObject({ daysUntil: 2, isUpcoming: false });
    expect(timing("2026-07-02", 30)).toMatchObject({ daysUntil: 31, isUpcoming: false });
  });
  test("a past one-off date: negative days, not upcoming", () => {
    expect(timing("2026-05-31")).toMatchObject({ daysUntil: -1, isUpcoming: false });
  });
  test("a recurring date whose day passed yesterday is a year away", () => {
    expect(timing("2020-05-31", 7, true)).toEqual({ nextOccurrence: "2027-05-31", daysUntil: 364, isUpcoming: false });
  });
  test("Dec 31 → Jan 1 rollover counts 1 day", () => {
    const t = specialDateTiming(
      { dateValue: "1990-01-01", recurringAnnually: true, reminderDaysBefore: 1 },
      at("2026-12-31T10:00:00Z"),
      "UTC",
    );
    expect(t).toEqual({ nextOccurrence: "2027-01-01", daysUntil: 1, isUpcoming: true });
  });
  test("'today' is the user's local day, not UTC's", () => {
    const rule = { dateValue: "2027-01-01", recurringAnnually: false, reminderDaysBefore: 7 };
    const instant = at("2027-01-01T03:00:00Z"); // still Dec 31, 19:00 in Los Angeles
    expect(specialDateTiming(rule, instant, "UTC").daysUntil).toBe(0);
    expect(specialDateTiming(rule, instant, "America/Los_Angeles").daysUntil).toBe(1);
    // Auckland is already on Jan 2 at 2027-01-01T12:00Z.
    expect(specialDateTiming(rule, at("2027-01-01T12:00:00Z"), "Pacific/Auckland").daysUntil).toBe(-1);
  });
});

describe("localTimeOn", () => {
  test("09:00 local in UTC and in a zone with an offset", () => {
    expect(localTimeOn("2026-06-01", 9, "UTC").toISOString()).toBe("2026-06-01T09:00:00.000Z");
    expect(localTimeOn("2026-06-01", 9, "America/New_York").toISOString()).toBe("2026-06-01T13:00:00.000Z");
    expect(localTimeOn("2026-01-15", 9, "America/New_York").toISOString()).toBe("2026-01-15T14:00:00.000Z");
  });
  test("DST change days still give 09:00 on the wall clock", () => {
    // New York springs forward at 02:00 on 2026-03-08 and falls back at 02:00 on 2026-11-01.
    expect(localTimeOn("2026-03-08", 9, "America/New_York").toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(localTimeOn("2026-11-01", 9, "America/New_York").toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });
});

describe("labels", () => {
  test("long US date", () => {
    expect(formatLongDate("2026-01-05")).toBe("January 5, 2026");
    expect(formatLongDate("2028-02-29")).toBe("February 29, 2028");
    expect(formatLongDate("0099-12-31")).toBe("December 31, 99");
  });
  test("days until", () => {
    expect(daysUntilLabel(0)).toBe("Today");
    expect(daysUntilLabel(1)).toBe("in 1 day");
    expect(daysUntilLabel(12)).toBe("in 12 days");
    expect(daysUntilLabel(-1)).toBe("1 day ago");
    expect(daysUntilLabel(-3)).toBe("3 days ago");
  });
});

describe("planSpecialDateNotifications (spec 3 §3, §5, §9)", () => {
  const date: ScheduledSpecialDate = {
    id: "d1",
    dateType: "birthday",
    title: "Sam's Birthday",
    dateValue: "1990-06-20",
    recurringAnnually: true,
    reminderDaysBefore: 7,
    sharedWithPartner: true,
  };

  test("a reminder N days ahead (medium, /settings) and a day-of notice (high, /partner-dashboard), at 09:00", () => {
    const plans = planSpecialDateNotifications({ date, now: at("2026-06-01T12:00:00Z"), timeZone: "UTC" });
    expect(plans).toEqual([
      {
        kind: "reminder",
        priority: "medium",
        actionUrl: "/settings",
        scheduledFor: at("2026-06-13T09:00:00Z"),
        occurrence: "2026-06-20",
        metadata: {
          special_date_id: "d1",
          special_date_type: "birthday",
          days_until: 7,
          event_date: "2026-06-20",
          notification_type: "reminder",
          is_shared: true,
        },
      },
      {
        kind: "day_of",
        priority: "high",
        actionUrl: "/partner-dashboard",
        scheduledFor: at("2026-06-20T09:00:00Z"),
        occurrence: "2026-06-20",
        metadata: {
          special_date_id: "d1",
          special_date_type: "birthday",
          days_until: 0,
          event_date: "2026-06-20",
          notification_type: "day_of",
          is_shared: true,
        },
      },
    ]);
  });

  test("times are 09:00 in the recipient's zone", () => {
    const plans = planSpecialDateNotifications({ date, now: at("2026-06-01T12:00:00Z"), timeZone: "Asia/Tokyo" });
    expect(plans.map((p) => p.scheduledFor.toISOString())).toEqual([
      "2026-06-13T00:00:00.000Z",
      "2026-06-20T00:00:00.000Z",
    ]);
  });

  // The notices' wording (who shared it, "tomorrow") is tested with the rest of it in lib/messaging/notices.test.ts.
  test("a 1-day reminder falls the day before", () => {
    const plans = planSpecialDateNotifications({
      date: { ...date, reminderDaysBefore: 1, sharedWithPartner: true },
      now: at("2026-06-01T12:00:00Z"),
      timeZone: "UTC",
    });
    expect(plans[0]!.scheduledFor).toEqual(at("2026-06-19T09:00:00Z"));
    expect(plans[0]!.metadata.days_until).toBe(1);
  });

  test("a reminder moment already past is left out; the day-of stays", () => {
    const plans = planSpecialDateNotifications({ date, now: at("2026-06-15T12:00:00Z"), timeZone: "UTC" });
    expect(plans.map((p) => p.kind)).toEqual(["day_of"]);
  });

  test("the reminder exactly at its moment is kept; a millisecond later it is gone", () => {
    const exactly = planSpecialDateNotifications({ date, now: at("2026-06-13T09:00:00Z"), timeZone: "UTC" });
    expect(exactly.map((p) => p.kind)).toEqual(["reminder", "day_of"]);
    const after = planSpecialDateNotifications({ date, now: at("2026-06-13T09:00:00.001Z"), timeZone: "UTC" });
    expect(after.map((p) => p.kind)).toEqual(["day_of"]);
  });

  test("on the day itself after 09:00 nothing is left; before 09:00 the day-of is", () => {
    expect(planSpecialDateNotifications({ date, now: at("2026-06-20T10:00:00Z"), timeZone: "UTC" })).toEqual([]);
    const morning = planSpecialDateNotifications({ date, now: at("2026-06-20T08:00:00Z"), timeZone: "UTC" });
    expect(morning.map((p) => p.kind)).toEqual(["day_of"]);
  });

  test("a past one-off date schedules nothing", () => {
    const past = { ...date, dateType: "custom" as const, recurringAnnually: false, dateValue: "2026-05-01" };
    expect(planSpecialDateNotifications({ date: past, now: at("2026-06-01T12:00:00Z"), timeZone: "UTC" })).toEqual([]);
  });

  test("a recurring date past this year plans for next year, across the year end", () => {
    const newYear = { ...date, dateValue: "2000-01-02", reminderDaysBefore: 3 };
    const plans = planSpecialDateNotifications({ date: newYear, now: at("2026-12-20T12:00:00Z"), timeZone: "UTC" });
    expect(plans.map((p) => [p.kind, p.scheduledFor.toISOString(), p.metadata.event_date])).toEqual([
      ["reminder", "2026-12-30T09:00:00.000Z", "2027-01-02"],
      ["day_of", "2027-01-02T09:00:00.000Z", "2027-01-02"],
    ]);
  });

  test("a private date is marked is_shared false", () => {
    const plans = planSpecialDateNotifications({
      date: { ...date, sharedWithPartner: false },
      now: at("2026-06-01T12:00:00Z"),
      timeZone: "UTC",
    });
    expect(plans.every((p) => p.metadata.is_shared === false)).toBe(true);
  });

  test("dedupe keys differ by revision, occurrence, kind and recipient", () => {
    const rev = at("2026-06-01T12:00:00Z");
    const key = specialDateDedupeKey("d1", rev, { occurrence: "2026-06-20", kind: "reminder" }, "u1");
    expect(key).toBe(`special_date:d1:${rev.getTime()}:2026-06-20:reminder:u1`);
    const others = [
      specialDateDedupeKey("d1", at("2026-06-01T12:00:01Z"), { occurrence: "2026-06-20", kind: "reminder" }, "u1"),
      specialDateDedupeKey("d1", rev, { occurrence: "2027-06-20", kind: "reminder" }, "u1"),
      specialDateDedupeKey("d1", rev, { occurrence: "2026-06-20", kind: "day_of" }, "u1"),
      specialDateDedupeKey("d1", rev, { occurrence: "2026-06-20", kind: "reminder" }, "u2"),
    ];
    expect(new Set([key, ...others]).size).toBe(5);
  });
});
