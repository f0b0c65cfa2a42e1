import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { clockMinutes, pushHeldUntil, quietHoursAt, type QuietHours } from "./quiet-hours";
import { MS_PER_HOUR, MS_PER_MINUTE, offsetMsAt } from "./time";

const PARIS = "Europe/Paris";
const NIGHT: QuietHours = { start: "22:00", end: "08:00" };
const at = (iso: string) => new Date(iso);
const endOf = (now: string, timeZone: string, hours: QuietHours) => {
  const state = quietHoursAt(at(now), timeZone, hours);
  return state.quiet ? state.endsAt.toISOString() : null;
};

describe("quietHoursAt", () => {
  test("22:00–08:00 spans midnight: quiet from 22:00 up to 08:00 on the person's clock", () => {
    // Paris in June is UTC+2.
    expect(endOf("2026-06-10T19:59:59Z", PARIS, NIGHT)).toBeNull();
    expect(endOf("2026-06-10T20:00:00Z", PARIS, NIGHT)).toBe("2026-06-11T06:00:00.000Z");
    expect(endOf("2026-06-10T23:30:00Z", PARIS, NIGHT)).toBe("2026-06-11T06:00:00.000Z");
    expect(endOf("2026-06-11T05:59:59Z", PARIS, NIGHT)).toBe("2026-06-11T06:00:00.000Z");
    expect(endOf("2026-06-11T06:00:00Z", PARIS, NIGHT)).toBeNull();
    expect(endOf("2026-06-11T12:00:00Z", PARIS, NIGHT)).toBeNull();
  });

  test("the zone decides: one instant is night in Paris and afternoon in New York", () => {
    expect(endOf("2026-06-10T21:00:00Z", PARIS, NIGHT)).toBe("2026-06-11T06:00:00.000Z");
    expect(endOf("2026-06-10T21:00:00Z", "America/New_York", NIGHT)).toBeNull();
    expect(endOf("2026-06-11T03:00:00Z", "America/New_York", NIGHT)).toBe("2026-06-11T12:00:00.000Z");
  });

  test("a window within one day (start before end)", () => {
    const afternoon = { start: "13:00", end: "15:30" };
    expect(endOf("2026-06-10T12:59:00Z", "UTC", afternoon)).toBeNull();
    expect(endOf("2026-06-10T13:00:00Z", "UTC", afternoon)).toBe("2026-06-10T15:30:00.000Z");
    expect(endOf("2026-06-10T15:30:00Z", "UTC", afternoon)).toBeNull();
    expect(endOf("2026-06-10T23:00:00Z", "UTC", afternoon)).toBeNull();
  });

  test("reads the database's HH:MM:SS", () => {
    expect(endOf("2026-06-10T21:00:00Z", PARIS, { start: "22:00:00", end: "08:00:00" })).toBe(
      "2026-06-11T06:00:00.000Z",
    );
  });

  test("start equal to end is off, never all day; an unreadable time holds nothing", () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = new Date(Date.UTC(2026, 5, 10, hour, 17));
      expect(quietHoursAt(now, PARIS, { start: "22:00", end: "22:00" }).quiet).toBe(false);
    }
    for (const bad of ["", "7:00", "24:00", "22:60", "22:00 ", "noon", "22:00:00:00"]) {
      expect(endOf("2026-06-10T23:00:00Z", PARIS, { start: bad, end: "08:00" }), bad).toBeNull();
      expect(endOf("2026-06-10T23:00:00Z", PARIS, { start: "22:00", end: bad }), bad).toBeNull();
    }
  });

  describe("DST: wall-clock times, so 08:00 stays 08:00", () => {
    test("spring forward (Paris, 29 March 2026, 02:00 → 03:00): the night is an hour shorter", () => {
      expect(endOf("2026-03-28T21:00:00Z", PARIS, NIGHT)).toBe("2026-03-29T06:00:00.000Z");
    });

    test("an end inside the skipped hour ends at the jump, the first moment the clock is past it", () => {
      // 00:30 CET; 02:30 never happens that night, the clock reads 03:00 CEST at 01:00 UTC.
      expect(endOf("2026-03-28T23:30:00Z", PARIS, { start: "23:00", end: "02:30" })).toBe("2026-03-29T01:00:00.000Z");
    });

    test("a jump over the whole waking band keeps quiet hours until the next end", () => {
      // 02:45–02:30 leaves 15 free minutes a day, and that night they are skipped.
      expect(endOf("2026-03-29T00:50:00Z", PARIS, { start: "02:45", end: "02:30" })).toBe("2026-03-30T00:30:00.000Z");
    });

    test("fall back (Paris, 25 October 2026, 03:00 → 02:00): the night is an hour longer", () => {
      expect(endOf("2026-10-24T20:00:00Z", PARIS, NIGHT)).toBe("2026-10-25T07:00:00.000Z");
    });

    test("the repeated hour is read as the clock shows it: the next 02:30 after now", () => {
      const early = { start: "01:00", end: "02:30" };
      // 01:30 CEST: the first 02:30 (CEST).
      expect(endOf("2026-10-24T23:30:00Z", PARIS, early)).toBe("2026-10-25T00:30:00.000Z");
      // 02:10 CET, the second pass through the hour: the second 02:30.
      expect(endOf("2026-10-25T01:10:00Z", PARIS, early)).toBe("2026-10-25T01:30:00.000Z");
    });

    test("half-hour changes (Lord Howe Island, 5 April 2026, 02:00 → 01:30)", () => {
      // 22:00 at UTC+11, 08:00 at UTC+10:30.
      expect(endOf("2026-04-04T11:00:00Z", "Australia/Lord_Howe", NIGHT)).toBe("2026-04-04T21:30:00.000Z");
    });
  });
});

describe("pushHeldUntil", () => {
  const now = at("2026-06-10T21:30:00Z");

  test("off: at once, whatever the clock", () => {
    expect(pushHeldUntil(now, PARIS, { ...NIGHT, enabled: false })).toBeNull();
  });

  test("on and inside: the end of quiet hours; on and outside: at once", () => {
    expect(pushHeldUntil(now, PARIS, { ...NIGHT, enabled: true })).toEqual(at("2026-06-11T06:00:00Z"));
    expect(pushHeldUntil(at("2026-06-10T12:00:00Z"), PARIS, { ...NIGHT, enabled: true })).toBeNull();
  });
});

describe("clockMinutes", () => {
  test("HH:MM and HH:MM:SS, 24-hour", () => {
    expect(clockMinutes("00:00")).toBe(0);
    expect(clockMinutes("08:30")).toBe(510);
    expect(clockMinutes("23:59:59")).toBe(1439);
    expect(clockMinutes("8:30")).toBeNull();
  });
});

describe("properties", () => {
  const zones = [
    "UTC",
    PARIS,
    "America/New_York",
    "America/Santiago",
    "Australia/Lord_Howe",
    "Asia/Kolkata",
    "Pacific/Chatham",
    "America/Havana",
  ];
  const clock = fc
    .integer({ min: 0, max: 24 * 60 - 1 })
    .map((m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  // Random instants seldom fall near a DST change, so half of them are drawn from the day and a bit around one:
  // every change of 2026 in the zones above, found hour by hour.
  const changes: number[] = [];
  for (const zone of zones) {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += MS_PER_HOUR) {
      if (offsetMsAt(ms, zone) !== offsetMsAt(ms + MS_PER_HOUR, zone)) changes.push(ms);
    }
  }
  const instant = fc
    .oneof(
      fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
      fc
        .tuple(fc.constantFrom(...changes), fc.integer({ min: -30 * 60, max: 30 * 60 }))
        .map(([change, minutes]) => change + minutes * MS_PER_MINUTE),
    )
    .map((ms) => new Date(ms));
  const wallMinutes = (ms: number, zone: string) => Math.floor((ms + offsetMsAt(ms, zone)) / MS_PER_MINUTE) % 1440;

  test("quiet until endsAt, which is after now, at most a day and an hour away, and not quiet itself", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), clock, clock, (now, zone, start, end) => {
        const state = quietHoursAt(now, zone, { start, end });
        if (!state.quiet) return;
        const span = state.endsAt.getTime() - now.getTime();
        expect(span).toBeGreaterThan(0);
        // A day and the hour a fall-back night adds; a second day only when a jump skipped the whole waking band
        // of a window that leaves minutes free (Havana 00:05–00:04 across 00:00 → 01:00).
        const wakingMinutes = (clockMinutes(start)! - clockMinutes(end)! + 1440) % 1440;
        expect(span).toBeLessThanOrEqual((wakingMinutes <= 60 ? 49 : 25) * MS_PER_HOUR);
        for (const fraction of [0, 0.25, 0.5, 0.75, 0.999]) {
          const t = new Date(now.getTime() + Math.floor(span * fraction));
          expect(quietHoursAt(t, zone, { start, end }).quiet).toBe(true);
        }
        expect(quietHoursAt(new Date(state.endsAt.getTime() - 1), zone, { start, end }).quiet).toBe(true);
        expect(quietHoursAt(state.endsAt, zone, { start, end }).quiet).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  test("quiet exactly when the clock reads from start up to end, and off when they are equal", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), clock, clock, (now, zone, start, end) => {
        const minute = wallMinutes(now.getTime(), zone);
        const [from, to] = [clockMinutes(start)!, clockMinutes(end)!];
        const inside = from < to ? minute >= from && minute < to : from > to && (minute >= from || minute < to);
        expect(quietHoursAt(now, zone, { start, end }).quiet).toBe(inside);
      }),
      { numRuns: 400 },
    );
  });

  test("away from a transition the period ends with the clock reading the end time", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom("UTC", "Asia/Kolkata"), clock, clock, (now, zone, start, end) => {
        const state = quietHoursAt(now, zone, { start, end });
        if (state.quiet) expect(wallMinutes(state.endsAt.getTime(), zone)).toBe(clockMinutes(end));
      }),
      { numRuns: 200 },
    );
  });
});
