import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  addDays,
  dateFormat,
  formatDayKey,
  dayOfWeek,
  daysBetween,
  elapsedDays,
  isValidTimeZone,
  lastDays,
  localDayKey,
  localDayLengthHours,
  localDayWindow,
  localHour,
  offsetMsAt,
  startOfLocalDay,
  weekStart,
  zoneOrUtc,
} from "./time";

const NY = "America/New_York";
const at = (iso: string) => new Date(iso);

describe("localDayKey", () => {
  test("uses the user's zone, not UTC", () => {
    // 02:30 UTC on the 5th is still the evening of the 4th in New York.
    expect(localDayKey(at("2026-06-05T02:30:00Z"), NY)).toBe("2026-06-04");
    expect(localDayKey(at("2026-06-05T02:30:00Z"), "UTC")).toBe("2026-06-05");
    expect(localDayKey(at("2026-06-04T23:30:00Z"), "Asia/Tokyo")).toBe("2026-06-05");
  });

  test("changes exactly at local midnight, on both sides of a DST change", () => {
    // EST (UTC−5) before 2026-03-08 02:00, EDT (UTC−4) after.
    expect(localDayKey(at("2026-03-08T04:59:59.999Z"), NY)).toBe("2026-03-07");
    expect(localDayKey(at("2026-03-08T05:00:00Z"), NY)).toBe("2026-03-08");
    expect(localDayKey(at("2026-03-09T03:59:59.999Z"), NY)).toBe("2026-03-08");
    expect(localDayKey(at("2026-03-09T04:00:00Z"), NY)).toBe("2026-03-09");
  });

  test("handles zones with half- and quarter-hour offsets", () => {
    expect(localDayKey(at("2026-01-01T18:29:00Z"), "Asia/Kolkata")).toBe("2026-01-01");
    expect(localDayKey(at("2026-01-01T18:30:00Z"), "Asia/Kolkata")).toBe("2026-01-02");
    expect(localDayKey(at("2026-01-01T18:14:00Z"), "Asia/Kathmandu")).toBe("2026-01-01");
    expect(localDayKey(at("2026-01-01T18:15:00Z"), "Asia/Kathmandu")).toBe("2026-01-02");
  });

  test("matches Intl for arbitrary instants and zones (the offset cache is not observable)", () => {
    const zones = [NY, "Europe/London", "Australia/Lord_Howe", "America/Santiago", "Asia/Kathmandu", "UTC"];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const expected = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(ms));
          expect(localDayKey(ms, zone)).toBe(expected);
        },
      ),
    );
  });
});

describe("offsets and hours", () => {
  test("offset follows DST", () => {
    expect(offsetMsAt(at("2026-01-15T12:00:00Z"), NY)).toBe(-5 * 3_600_000);
    expect(offsetMsAt(at("2026-07-15T12:00:00Z"), NY)).toBe(-4 * 3_600_000);
  });

  test("local hour in the user's zone", () => {
    expect(localHour(at("2026-07-15T15:59:00Z"), NY)).toBe(11);
    expect(localHour(at("2026-07-15T16:00:00Z"), NY)).toBe(12);
  });
});

describe("DayKey arithmetic", () => {
  test("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
  });

  test("daysBetween is the inverse of addDays", () => {
    fc.assert(
      fc.property(fc.integer({ min: -4000, max: 4000 }), (n) => {
        expect(daysBetween("2026-03-08", addDays("2026-03-08", n))).toBe(n);
      }),
    );
  });

  test("weeks start on Sunday", () => {
    expect(dayOfWeek("2026-11-22")).toBe(0); // a Sunday
    expect(weekStart("2026-11-22")).toBe("2026-11-22");
    expect(weekStart("2026-11-28")).toBe("2026-11-22"); // Saturday
    expect(weekStart("2026-11-29")).toBe("2026-11-29"); // next Sunday
    expect(weekStart("2026-11-21")).toBe("2026-11-15");
  });

  test("the calendar arithmetic agrees with Date's for every day from 1601 to 2400 (decision 084)", () => {
    const viaDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.integer({ min: -134_774, max: 157_157 }),
        fc.integer({ min: -1_000, max: 1_000 }),
        (dayNumber, step) => {
          const key = viaDate(dayNumber * 86_400_000);
          expect(addDays(key, step)).toBe(viaDate((dayNumber + step) * 86_400_000));
          expect(dayOfWeek(key)).toBe(new Date(dayNumber * 86_400_000).getUTCDay());
          expect(localDayKey(dayNumber * 86_400_000 + 3_600_000, "UTC")).toBe(key);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  test("lastDays lists the days oldest first, ending with the given one", () => {
    expect(lastDays("2026-03-09", 3)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
  });
});

describe("local midnights", () => {
  test("a spring-forward day is 23 hours long and a fall-back day 25", () => {
    expect(localDayLengthHours("2026-03-08", NY)).toBe(23);
    expect(localDayLengthHours("2026-11-01", NY)).toBe(25);
    expect(localDayLengthHours("2026-11-02", NY)).toBe(24);
  });

  test("start of day is local midnight", () => {
    expect(startOfLocalDay("2026-03-08", NY).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfLocalDay("2026-03-09", NY).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfLocalDay("2026-11-01", NY).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(startOfLocalDay("2026-11-02", NY).toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  test("a day whose midnight is skipped starts at the transition", () => {
    // Santiago springs forward at 00:00 → 01:00 on 2026-09-06 (UTC−4 → UTC−3).
    const start = startOfLocalDay("2026-09-06", "America/Santiago");
    expect(start.toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(localDayKey(start, "America/Santiago")).toBe("2026-09-06");
    expect(localDayKey(start.getTime() - 1, "America/Santiago")).toBe("2026-09-05");
  });

  test("start of day round-trips for any day and zone", () => {
    const zones = [NY, "Europe/Berlin", "America/Santiago", "Australia/Lord_Howe", "Pacific/Chatham"];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 20 }), fc.constantFrom(...zones), (n, zone) => {
        const key = addDays("2020-01-01", n);
        const start = startOfLocalDay(key, zone);
        expect(localDayKey(start, zone)).toBe(key);
        expect(localDayKey(start.getTime() - 1, zone)).toBe(addDays(key, -1));
      }),
    );
  });

  test("a 7-day window spanning a DST change covers whole local days", () => {
    const window = localDayWindow(at("2026-03-10T15:00:00Z"), NY, 7);
    expect(window.days).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    expect(window.from.toISOString()).toBe("2026-03-04T05:00:00.000Z");
    expect(window.to.toISOString()).toBe("2026-03-11T04:00:00.000Z");
    // 7 local days with a 23-hour one among them.
    expect((window.to.getTime() - window.from.getTime()) / 3_600_000).toBe(7 * 24 - 1);
  });
});

describe("misc", () => {
  test("elapsedDays is fractional", () => {
    expect(elapsedDays(at("2026-01-01T00:00:00Z"), at("2026-01-02T12:00:00Z"))).toBe(1.5);
  });

  test("unknown zones are rejected", () => {
    expect(isValidTimeZone(NY)).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
  });

  test("zoneOrUtc keeps a known zone and falls back to UTC for anything else", () => {
    expect(zoneOrUtc(NY)).toBe(NY);
    expect(zoneOrUtc("Mars/Olympus_Mons")).toBe("UTC");
    expect(zoneOrUtc("")).toBe("UTC");
    expect(zoneOrUtc(null)).toBe("UTC");
    expect(zoneOrUtc(undefined)).toBe("UTC");
  });
});

describe("dateFormat", () => {
  test("formats in the given zone, and hands back the same formatter for the same zone and options", () => {
    const at = new Date("2026-03-10T03:00:00Z");
    const ny = dateFormat("America/New_York", { month: "short", day: "numeric", year: "numeric" });
    expect(ny.format(at)).toBe("Mar 9, 2026");
    expect(dateFormat("UTC", { month: "short", day: "numeric", year: "numeric" }).format(at)).toBe("Mar 10, 2026");
    expect(dateFormat("America/New_York", { month: "short", day: "numeric", year: "numeric" })).toBe(ny);
    expect(dateFormat("America/New_York", { month: "short", day: "numeric" })).not.toBe(ny);
  });
});

describe("formatDayKey", () => {
  test("month abbreviation and day, with the year when asked", () => {
    expect(formatDayKey("2026-03-09")).toBe("Mar 9");
    expect(formatDayKey("2026-12-31", { withYear: true })).toBe("Dec 31, 2026");
  });
});
