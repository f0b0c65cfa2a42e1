import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addDays, lastDays, localDayKey } from "../time";
import type { Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "../types";
import {
  checkin,
  clockArb,
  dataArb,
  mood,
  permutationArb,
  ritual,
  utc,
  UTC_NOON_2026_03_10 as clock,
  workedExample1,
} from "./fixtures";
import { computeScoreHistory, fromFirstRealDay, keptHistory, type HistoryPoint } from "./history";
import { computeHealthScore } from "./score";

type Data = { moods: MoodRecord[]; checkins: PartnerCheckinRecord[]; rituals: RitualRecord[] };
const history = (data: Partial<Data>, days: 7 | 30 = 7, c: Clock = clock) =>
  computeScoreHistory({
    clock: c,
    days,
    moods: data.moods ?? [],
    checkins: data.checkins ?? [],
    rituals: data.rituals ?? [],
  });

const values = (p: HistoryPoint) => [
  p.healthScore,
  p.moodTrendScore,
  p.ritualCompletionScore,
  p.checkinFrequencyScore,
  p.partnerInteractionScore,
];

describe("computeScoreHistory", () => {
  test("worked example 4: history and interpolation", () => {
    const p = (
      calculationDate: string,
      healthScore: number,
      moodTrendScore: number,
      ritualCompletionScore: number,
      checkinFrequencyScore: number,
      partnerInteractionScore: number,
      isInterpolated = false,
    ): HistoryPoint => ({
      calculationDate,
      healthScore,
      moodTrendScore,
      ritualCompletionScore,
      checkinFrequencyScore,
      partnerInteractionScore,
      isInterpolated,
    });
    expect(history(workedExample1())).toEqual([
      p("2026-03-04", 80, 62.5, 25, 14.29, 91.67),
      p("2026-03-05", 75, 43.75, 20, 28.57, 95.83),
      p("2026-03-06", 75.3, 52.61, 24.29, 37.86, 93.75, true),
      p("2026-03-07", 75.59, 61.46, 28.57, 47.14, 91.67),
      p("2026-03-08", 72.67, 63.75, 42.86, 61.43, 77.48),
      p("2026-03-09", 77.81, 67.92, 50, 68.57, 80.34, true),
      p("2026-03-10", 82.95, 72.09, 57.14, 75.71, 83.2),
    ]);
  });

  test("no real day in the range → no history", () => {
    expect(history({})).toEqual([]);
    // Rituals alone, and data only before the range, make no real day.
    expect(
      history({ rituals: [ritual(utc("2026-03-01"), [utc("2026-03-09")])], moods: [mood(utc("2026-03-03"), 2)] }),
    ).toEqual([]);
  });

  test("flat before the first and after the last real point", () => {
    const h = history({ moods: [mood(utc("2026-03-07"), 3)] });
    expect(h.map((x) => x.isInterpolated)).toEqual([true, true, true, false, true, true, true]);
    // One mood of 3: mood trend ¾ × 100 + ¼ × 50 = 87.5; interaction neutral 50 → 0.6 × 50 + 0.4 × 87.5 = 65.
    for (const point of h) expect(values(point)).toEqual([65, 87.5, 0, 0, 50]);
  });

  test("linear between real points, per field", () => {
    const h = history({ moods: [mood(utc("2026-03-04"), -3), mood(utc("2026-03-08"), 3)] });
    const real4 = h[0]!;
    const real8 = h[4]!;
    expect(real4.isInterpolated).toBe(false);
    expect(real8.isInterpolated).toBe(false);
    for (let j = 1; j < 4; j++) {
      expect(h[j]!.isInterpolated).toBe(true);
      values(h[j]!).forEach((v, f) =>
        expect(v).toBeCloseTo(values(real4)[f]! + ((values(real8)[f]! - values(real4)[f]!) * j) / 4, 2),
      );
    }
  });

  test("a real point is the 7-day score as of the end of its day: later records never change it", () => {
    const early = { moods: [mood(utc("2026-03-05"), -2)], checkins: [checkin(utc("2026-03-05"), -1, "distant")] };
    const before = history(early)[1]!;
    const after = history({
      moods: [...early.moods, mood(utc("2026-03-06"), 3), mood(utc("2026-03-09"), 3)],
      checkins: [...early.checkins, checkin(utc("2026-03-08"), 3, "loved")],
    })[1]!;
    expect(before.calculationDate).toBe("2026-03-05");
    expect(after).toEqual(before);
  });

  test("past days are complete: yesterday's missed check-in counts, today's does not yet", () => {
    // Check-ins every day 3..9 Mar and a mood today: yesterday's point sees 7/7 days; today's skips today (pending).
    const days = lastDays("2026-03-09", 7);
    const h = history({ checkins: days.map((d) => checkin(utc(d), 1)), moods: [mood(utc("2026-03-10", 9), 0)] });
    expect(h[5]!.checkinFrequencyScore).toBe(100); // 3..9 Mar all covered
    expect(h[6]!.checkinFrequencyScore).toBe(100); // 4..9 Mar covered, today pending
  });

  test("30 days: one point per local day, oldest first, ending today, across the DST change in New York", () => {
    const ny: Clock = { now: new Date("2026-03-20T16:00:00Z"), timeZone: "America/New_York" };
    const h = history({ moods: [mood(new Date("2026-03-09T03:30:00Z"), 1)] }, 30, ny); // 8 Mar 23:30 EDT
    expect(h).toHaveLength(30);
    expect(h[0]!.calculationDate).toBe("2026-02-19");
    expect(h[29]!.calculationDate).toBe("2026-03-20");
    h.forEach((point, i) => i > 0 && expect(point.calculationDate).toBe(addDays(h[i - 1]!.calculationDate, 1)));
    expect(h.filter((x) => !x.isInterpolated).map((x) => x.calculationDate)).toEqual(["2026-03-08"]);
  });
});

describe("properties", () => {
  const rangeArb = fc.constantFrom(7 as const, 30 as const);
  const run = (c: Clock, days: 7 | 30, data: Data) => computeScoreHistory({ clock: c, days, ...data });

  test("a point is real exactly when its day has a mood or a partner check-in; [] when none has", () => {
    fc.assert(
      fc.property(clockArb, rangeArb, dataArb, (c, days, data) => {
        const h = run(c, days, data);
        const range = lastDays(localDayKey(c.now, c.timeZone), days);
        const realDays = new Set(
          [...data.moods, ...data.checkins].map((r) => localDayKey(r.at, c.timeZone)).filter((d) => range.includes(d)),
        );
        if (realDays.size === 0) {
          expect(h).toEqual([]);
        } else {
          expect(h.map((x) => x.calculationDate)).toEqual(range);
          for (const point of h) expect(point.isInterpolated).toBe(!realDays.has(point.calculationDate));
        }
      }),
      { numRuns: 100 },
    );
  });

  test("today's point, when real, is the live 7-day score", () => {
    fc.assert(
      fc.property(clockArb, rangeArb, dataArb, (c, days, data) => {
        const h = run(c, days, data);
        const last = h[h.length - 1];
        fc.pre(last !== undefined && !last.isInterpolated);
        const live = computeHealthScore({ clock: c, timeframeDays: 7, ...data });
        expect(values(last!)).toEqual([
          live.finalScore,
          live.moodTrendScore,
          live.ritualCompletionScore,
          live.checkinFrequencyScore,
          live.partnerInteractionScore,
        ]);
      }),
      { numRuns: 100 },
    );
  });

  test("every value within 0..100, interpolated values between their real neighbours", () => {
    fc.assert(
      fc.property(clockArb, rangeArb, dataArb, (c, days, data) => {
        const h = run(c, days, data);
        const realIdx = h.flatMap((x, i) => (x.isInterpolated ? [] : [i]));
        h.forEach((point, i) => {
          for (const v of values(point)) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(100);
          }
          if (!point.isInterpolated) return;
          const before = realIdx.filter((r) => r < i).pop() ?? realIdx[0]!;
          const after = realIdx.find((r) => r > i) ?? realIdx[realIdx.length - 1]!;
          values(point).forEach((v, f) => {
            const [a, b] = [values(h[before]!)[f]!, values(h[after]!)[f]!];
            expect(v).toBeGreaterThanOrEqual(Math.min(a, b) - 0.005);
            expect(v).toBeLessThanOrEqual(Math.max(a, b) + 0.005);
          });
        });
      }),
      { numRuns: 100 },
    );
  });

  test("the order of the records does not matter", () => {
    fc.assert(
      fc.property(
        clockArb,
        rangeArb,
        dataArb.chain((data) =>
          fc.record({
            data: fc.constant(data),
            moods: permutationArb(data.moods),
            checkins: permutationArb(data.checkins),
            rituals: permutationArb(data.rituals),
          }),
        ),
        (c, days, { data, ...shuffled }) => {
          expect(run(c, days, shuffled)).toEqual(run(c, days, data));
        },
      ),
      { numRuns: 60 },
    );
  });

  test("the 7-day history's real points are the last 7 days of the 30-day history's", () => {
    fc.assert(
      fc.property(clockArb, dataArb, (c, data) => {
        const real = (h: HistoryPoint[]) => h.filter((x) => !x.isInterpolated);
        const h30 = run(c, 30, data);
        expect(real(run(c, 7, data))).toEqual(real(h30.slice(-7)));
      }),
      { numRuns: 60 },
    );
  });
});

describe("keptHistory (the stored year)", () => {
  const year = (data: Partial<Data>, c: Clock = clock) => {
    const input = { clock: c, moods: data.moods ?? [], checkins: data.checkins ?? [], rituals: data.rituals ?? [] };
    return keptHistory(input, computeScoreHistory({ ...input, days: 30 }));
  };

  test("the last 30 days are the dashboard's history exactly; older points start at the first real day", () => {
    // clock: 10 Mar 2026. Real days on 1 Dec 2025, 20 Jan and 5 Mar 2026.
    const moods = [mood(utc("2025-12-01"), 2), mood(utc("2026-01-20"), -1), mood(utc("2026-03-05"), 1)];
    const kept = year({ moods });
    const recent = history({ moods }, 30);
    expect(kept.slice(-30)).toEqual(recent);
    expect(kept[0]).toMatchObject({ calculationDate: "2025-12-01", isInterpolated: false });
    // Consecutive days from the first real one to today.
    expect(kept.map((p) => p.calculationDate)).toEqual(lastDays("2026-03-10", kept.length));
    expect(kept.find((p) => p.calculationDate === "2026-01-20")?.isInterpolated).toBe(false);
    expect(kept.find((p) => p.calculationDate === "2026-01-01")?.isInterpolated).toBe(true);
  });

  test("nothing older than a year, and nothing at all without a real day", () => {
    expect(year({ moods: [mood(utc("2024-12-01"), 2)] })).toEqual([]);
    const kept = year({ moods: [mood(utc("2025-03-12"), 2), mood(utc("2025-03-10"), 2)] });
    expect(kept[0]?.calculationDate).toBe("2025-03-12");
    expect(kept.at(-1)?.calculationDate).toBe("2026-02-08");
  });

  test("with no real day in the 30 days, the older points stop before them (flagged estimates after the last)", () => {
    const kept = year({ moods: [mood(utc("2026-01-05"), 2)] });
    expect(kept[0]).toMatchObject({ calculationDate: "2026-01-05", isInterpolated: false });
    expect(kept.at(-1)?.calculationDate).toBe(addDays("2026-03-10", -30));
    expect(kept.slice(1).every((p) => p.isInterpolated)).toBe(true);
  });
});

describe("fromFirstRealDay (the trend graph's points)", () => {
  test("a person whose first mood was two days ago: three points, none estimated before it", () => {
    const clock: Clock = { now: utc("2026-03-10"), timeZone: "UTC" };
    const moods = [mood(utc("2026-03-08"), 1), mood(utc("2026-03-10"), 2)];
    const points = fromFirstRealDay(computeScoreHistory({ clock, days: 7, moods, checkins: [], rituals: [] }));
    expect(points.map((p) => [p.calculationDate, p.isInterpolated])).toEqual([
      ["2026-03-08", false],
      ["2026-03-09", true],
      ["2026-03-10", false],
    ]);
  });

  test("never starts with an estimate, keeps every point from the first real one, and is empty without one", () => {
    const point = (isInterpolated: boolean, i: number) =>
      ({ calculationDate: `2026-03-${String(i + 1).padStart(2, "0")}`, isInterpolated }) as HistoryPoint;
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (flags) => {
        const points = flags.map(point);
        const shown = fromFirstRealDay(points);
        const first = flags.indexOf(false);
        expect(shown).toEqual(first === -1 ? [] : points.slice(first));
        if (shown.length > 0) expect(shown[0]!.isInterpolated).toBe(false);
      }),
    );
  });
});
