import { describe, expect, it } from "vitest";

import { checkUpTrend, type CheckUpRecord } from "./trend";

const record = (day: string, total: number): CheckUpRecord => ({ takenAt: new Date(`${day}T12:00:00Z`), total });

describe("checkUpTrend", () => {
  it("has nothing before the first check-up", () => {
    expect(checkUpTrend([])).toEqual({
      count: 0,
      points: [],
      latest: null,
      changeSinceLast: null,
      direction: null,
      changeOverLastThree: null,
      checkUpsUntilTrend: 3,
    });
  });

  it("gives one check-up's total and level and no change", () => {
    const trend = checkUpTrend([record("2026-09-01", 12)]);
    expect(trend).toMatchObject({ count: 1, changeSinceLast: null, direction: null, checkUpsUntilTrend: 2 });
    expect(trend.latest).toMatchObject({ total: 12, level: "below" });
  });

  it("with two check-ups gives the change since the last one but claims no direction", () => {
    const trend = checkUpTrend([record("2026-09-01", 12), record("2026-09-29", 16)]);
    expect(trend).toMatchObject({ count: 2, changeSinceLast: 4, direction: null, checkUpsUntilTrend: 1 });
    expect(trend.changeOverLastThree).toBeNull();
  });

  it("with three check-ups reads the direction from the last three, in date order whatever the input order", () => {
    const trend = checkUpTrend([record("2026-10-27", 15), record("2026-09-01", 12), record("2026-09-29", 14)]);
    expect(trend.points.map((point) => point.total)).toEqual([12, 14, 15]);
    expect(trend).toMatchObject({ changeSinceLast: 1, direction: "rising", changeOverLastThree: 3 });
    expect(trend.checkUpsUntilTrend).toBe(0);
  });

  it("reads only the last three: an old low month does not make a rise", () => {
    const trend = checkUpTrend([
      record("2026-06-09", 5),
      record("2026-07-07", 17),
      record("2026-08-04", 18),
      record("2026-09-01", 17),
    ]);
    expect(trend).toMatchObject({ direction: "steady", changeOverLastThree: 0, changeSinceLast: -1 });
  });

  it("calls a change of 2 points a direction and 1 point steady", () => {
    const base = [record("2026-09-01", 14), record("2026-09-29", 14)];
    expect(checkUpTrend([...base, record("2026-10-27", 16)]).direction).toBe("rising");
    expect(checkUpTrend([...base, record("2026-10-27", 15)]).direction).toBe("steady");
    expect(checkUpTrend([...base, record("2026-10-27", 13)]).direction).toBe("steady");
    expect(checkUpTrend([...base, record("2026-10-27", 12)]).direction).toBe("falling");
  });

  it("levels every point against the cut-off", () => {
    const trend = checkUpTrend([record("2026-09-01", 13), record("2026-09-29", 14), record("2026-10-27", 16)]);
    expect(trend.points.map((point) => point.level)).toEqual(["below", "near", "above"]);
  });
});
