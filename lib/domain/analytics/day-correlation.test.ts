import { describe, expect, test } from "vitest";
import { correlateDays, dailyMeans, MIN_CORRELATION_DAYS } from "./day-correlation";

const day = (i: number) => `2026-01-${String(i + 1).padStart(2, "0")}`;
const series = (values: readonly number[], from = 0) => new Map(values.map((v, i) => [day(i + from), v]));

describe("dailyMeans", () => {
  test("averages by the user's local day, so a late-evening and an after-midnight record split at local midnight", () => {
    const zone = "America/New_York";
    const means = dailyMeans(
      [
        { at: new Date("2026-01-02T03:30:00Z"), value: 2 }, // 22:30 on Jan 1 in New York
        { at: new Date("2026-01-02T04:30:00Z"), value: -2 }, // 23:30 on Jan 1
        { at: new Date("2026-01-02T06:00:00Z"), value: 1 }, // 01:00 on Jan 2
        { at: new Date("2026-01-02T07:00:00Z"), value: Number.NaN },
      ],
      zone,
    );
    expect([...means]).toEqual([
      ["2026-01-01", 0],
      ["2026-01-02", 1],
    ]);
  });
});

describe("correlateDays", () => {
  const rising = Array.from({ length: MIN_CORRELATION_DAYS }, (_, i) => i % 7);

  test("a strong positive link over 14 days is claimed; 13 days give r and n but no claim", () => {
    const result = correlateDays(series(rising), series(rising.map((v) => v * 2 + 1)));
    expect(result).toEqual({ n: 14, r: 1, strength: "strong", direction: "positive", claimed: true });
    const short = correlateDays(series(rising.slice(1)), series(rising.slice(1)));
    expect(short).toMatchObject({ n: 13, r: 1, claimed: false });
  });

  test("only days on both sides pair; a lag pairs x today with y on a later day", () => {
    const x = series([1, 2, 3, 4]);
    expect(correlateDays(x, series([9, 9, 3, 4], 2)).n).toBe(2);
    // y is x shifted one day later: with lag 1 they match exactly, without it they do not line up as well.
    const y = series([5, 1, 2, 3, 4]);
    expect(correlateDays(x, y, 1)).toMatchObject({ n: 4, r: 1 });
    expect(correlateDays(x, y, 0).r).not.toBe(1);
  });

  test("weak, negative and undefined links", () => {
    const negative = correlateDays(series(rising), series(rising.map((v) => -v)));
    expect(negative).toMatchObject({ r: -1, strength: "strong", direction: "negative", claimed: true });
    const noise = [0, 3, 1, 2, 0, 3, 1, 2, 3, 0, 2, 1, 3, 0];
    const weak = correlateDays(series(rising), series(noise));
    expect(weak.strength).toBe("weak");
    expect(weak.claimed).toBe(false);
    expect(correlateDays(series(rising), series(rising.map(() => 2)))).toEqual({
      n: 14,
      r: null,
      strength: null,
      direction: null,
      claimed: false,
    });
    expect(correlateDays(new Map(), new Map())).toMatchObject({ n: 0, r: null, claimed: false });
  });
});
