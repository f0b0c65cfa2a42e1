import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  CONNECTION_AXIS_MAX,
  CONNECTION_AXIS_MIN,
  CONNECTION_AXIS_MIN_SPAN,
  connectionAxisDomain,
  connectionAxisTicks,
  connectionChartFetchFrom,
  connectionChartModel,
} from "./connection-chart";
import { addDays, localDayKey } from "./time";

const NY = "America/New_York";
// Sunday 2026-03-08 20:00 EDT: the window Mon 03-02 … Sun 03-08 ends on the spring-forward day.
const clock = { now: new Date("2026-03-09T00:00:00Z"), timeZone: NY };
const c = (iso: string, score: number) => ({ score, at: new Date(iso) });

describe("constants", () => {
  test("spec values", () => {
    expect([CONNECTION_AXIS_MIN, CONNECTION_AXIS_MAX, CONNECTION_AXIS_MIN_SPAN]).toEqual([-3, 3, 2]);
  });
});

describe("connectionAxisDomain", () => {
  test.each<[number[], [number, number]]>([
    [[], [-3, 3]],
    [[1], [0, 2]],
    [
      [1, 1, 1],
      [0, 2],
    ],
    [
      [0.5, 1.5],
      [0, 2],
    ],
    [
      [0, 2],
      [0, 2],
    ], // span exactly 2: kept as is
    [
      [0, 1.99],
      [-0.005, 1.995],
    ], // just below 2: centred
    [
      [0, 2.01],
      [0, 2.01],
    ], // just above 2: the data's own range
    [
      [-3, 3],
      [-3, 3],
    ],
    [[3], [1, 3]], // clamp at the top
    [
      [2.5, 3],
      [1, 3],
    ],
    [[2], [1, 3]], // centred window touches 3 exactly
    [[2.01], [1, 3]], // would cross 3: shifted
    [[1.99], [0.99, 2.99]],
    [[-3], [-3, -1]], // clamp at the bottom
    [[-2], [-3, -1]],
    [[-1.99], [-2.99, -0.99]],
    [[-2.01], [-3, -1]],
    [
      [5, -7],
      [-3, 3],
    ], // values outside the scale are clamped first
    [
      [Number.NaN, 1],
      [0, 2],
    ],
  ])("%j → %j", (values, expected) => {
    const [lo, hi] = connectionAxisDomain(values);
    expect(lo).toBeCloseTo(expected[0], 9);
    expect(hi).toBeCloseTo(expected[1], 9);
  });

  test("a span of exactly 2 keeps the data's own bounds exactly, without centring's float dust", () => {
    // Centred, −1.7..0.3 would come back as −1.7..0.30000000000000004.
    expect(connectionAxisDomain([-1.7, 0.3])).toEqual([-1.7, 0.3]);
    expect(connectionAxisDomain([-2.92, -0.92])).toEqual([-2.92, -0.92]);
  });

  test("property: within −3..3, spans at least 2, contains every (clamped) point", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -4, max: 4, noNaN: true }), { minLength: 1, maxLength: 14 }), (values) => {
        const [lo, hi] = connectionAxisDomain(values);
        expect(lo).toBeGreaterThanOrEqual(-3);
        expect(hi).toBeLessThanOrEqual(3);
        expect(hi - lo).toBeGreaterThanOrEqual(2 - 1e-9);
        for (const v of values) {
          const clamped = Math.min(3, Math.max(-3, v));
          expect(clamped).toBeGreaterThanOrEqual(lo);
          expect(clamped).toBeLessThanOrEqual(hi);
        }
      }),
    );
  });

  test("ticks are the whole numbers inside the domain", () => {
    expect(connectionAxisTicks([0, 2])).toEqual([0, 1, 2]);
    expect(connectionAxisTicks([-0.005, 1.995])).toEqual([0, 1]);
    expect(connectionAxisTicks([-3, 3])).toEqual([-3, -2, -1, 0, 1, 2, 3]);
  });
});

describe("connectionChartModel", () => {
  test("7 daily averages in New York, oldest first, null without data", () => {
    const model = connectionChartModel({
      clock,
      userCheckins: [
        c("2026-03-08T04:30:00Z", 3), // Sat 03-07 23:30 EST
        c("2026-03-08T05:30:00Z", 1), // Sun 03-08 00:30 EST
        c("2026-03-08T23:00:00Z", 2), // Sun 03-08 19:00 EDT
        c("2026-03-08T23:30:00Z", 2),
        c("2026-03-02T05:00:00Z", -1), // Mon 03-02 00:00 EST, first instant of the window
        c("2026-03-02T04:59:59Z", -3), // Sun 03-01, outside
      ],
      partnerCheckins: [c("2026-03-05T15:00:00Z", -2), c("2026-03-05T16:00:00Z", 1)],
      sharingEnabled: true,
    });
    expect(model.points).toEqual([
      { date: "2026-03-02", user_connection: -1, partner_connection: null },
      { date: "2026-03-03", user_connection: null, partner_connection: null },
      { date: "2026-03-04", user_connection: null, partner_connection: null },
      { date: "2026-03-05", user_connection: null, partner_connection: -0.5 },
      { date: "2026-03-06", user_connection: null, partner_connection: null },
      { date: "2026-03-07", user_connection: 3, partner_connection: null },
      { date: "2026-03-08", user_connection: 1.67, partner_connection: null },
    ]);
    expect(model.showPartnerLine).toBe(true);
    expect(model.domain).toEqual([-1, 3]);
    expect(model.ticks).toEqual([-1, 0, 1, 2, 3]);
    expect(model.isEmpty).toBe(false);
    expect(model.emptyText).toBeNull();
    expect(model.legendNote).toBeNull();
  });

  test("empty state when the user has no point, even with partner data", () => {
    const model = connectionChartModel({
      clock,
      userCheckins: [],
      partnerCheckins: [c("2026-03-05T15:00:00Z", 1)],
      sharingEnabled: true,
    });
    expect(model.isEmpty).toBe(true);
    expect(model.emptyText).toBe("Start logging connection check-ins to see trends here");
    expect(model.domain).toEqual([0, 2]);
  });

  test("sharing off: partner data ignored, legend note shown, axis from the user only", () => {
    const model = connectionChartModel({
      clock,
      userCheckins: [c("2026-03-06T15:00:00Z", 3)],
      partnerCheckins: [c("2026-03-06T15:00:00Z", -3)],
      sharingEnabled: false,
    });
    expect(model.showPartnerLine).toBe(false);
    expect(model.points.every((p) => p.partner_connection === null)).toBe(true);
    expect(model.legendNote).toBe("Partner data hidden (sharing disabled)");
    expect(model.domain).toEqual([1, 3]);
  });

  test("sharing on but no partner list (no consent or no partner): no line, no note", () => {
    const model = connectionChartModel({ clock, userCheckins: [], partnerCheckins: null, sharingEnabled: true });
    expect(model.showPartnerLine).toBe(false);
    expect(model.legendNote).toBeNull();
    expect(model.domain).toEqual([-3, 3]);
  });

  test("fetch starts at local midnight 8 days back", () => {
    expect(connectionChartFetchFrom(clock).toISOString()).toBe("2026-02-28T05:00:00.000Z");
  });

  test("property: 7 points, domain valid and containing every shown value", () => {
    const arbCheckins = (nowMs: number) =>
      fc.array(
        fc.record({ score: fc.integer({ min: -3, max: 3 }), off: fc.integer({ min: -9 * 24, max: 24 }) }).map((r) => ({
          score: r.score,
          at: new Date(nowMs + r.off * 3_600_000),
        })),
        { maxLength: 30 },
      );
    const nowMs = Date.UTC(2026, 10, 1, 12);
    fc.assert(
      fc.property(
        fc.constantFrom("UTC", NY, "Australia/Lord_Howe"),
        arbCheckins(nowMs),
        arbCheckins(nowMs),
        fc.boolean(),
        (timeZone, mine, theirs, sharingEnabled) => {
          const now = new Date(nowMs);
          const model = connectionChartModel({
            clock: { now, timeZone },
            userCheckins: mine,
            partnerCheckins: theirs,
            sharingEnabled,
          });
          expect(model.points).toHaveLength(7);
          expect(model.points.at(-1)!.date).toBe(localDayKey(now, timeZone));
          expect(model.points[0]!.date).toBe(addDays(localDayKey(now, timeZone), -6));
          const [lo, hi] = model.domain;
          expect(lo).toBeGreaterThanOrEqual(-3);
          expect(hi).toBeLessThanOrEqual(3);
          expect(hi - lo).toBeGreaterThanOrEqual(2 - 1e-9);
          for (const p of model.points) {
            for (const v of [p.user_connection, p.partner_connection]) {
              if (v === null) continue;
              expect(v).toBeGreaterThanOrEqual(lo);
              expect(v).toBeLessThanOrEqual(hi);
            }
            if (!sharingEnabled) expect(p.partner_connection).toBeNull();
          }
          expect(model.isEmpty).toBe(model.points.every((p) => p.user_connection === null));
        },
      ),
    );
  });
});
