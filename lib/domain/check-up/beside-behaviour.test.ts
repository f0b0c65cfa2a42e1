import { describe, expect, it } from "vitest";

import {
  PATTERN_NOT_CAUSE,
  besideBehaviour,
  besideSentence,
  monthlyIndexChanges,
  type MonthActivity,
} from "./beside-behaviour";
import type { CheckUpRecord } from "./trend";

const record = (iso: string, total: number): CheckUpRecord => ({ takenAt: new Date(iso), total });
const month = (key: string, rituals: number, checkIns: number, sharedQuestions: number): MonthActivity => ({
  month: key,
  rituals,
  checkIns,
  sharedQuestions,
});

describe("monthlyIndexChanges", () => {
  it("gives each month with a check-up its net change since the month before; the first month has none", () => {
    const history = [
      record("2026-06-10T12:00:00Z", 12),
      record("2026-07-08T12:00:00Z", 14),
      record("2026-08-05T12:00:00Z", 13),
    ];
    expect(monthlyIndexChanges(history, "UTC")).toEqual([
      { month: "2026-07", change: 2 },
      { month: "2026-08", change: -1 },
    ]);
  });

  it("nets two check-ups in one month and skips a month without one", () => {
    const history = [
      record("2026-06-03T12:00:00Z", 10),
      record("2026-07-01T12:00:00Z", 12),
      record("2026-07-29T12:00:00Z", 15),
      record("2026-09-23T12:00:00Z", 14),
    ];
    expect(monthlyIndexChanges(history, "UTC")).toEqual([
      { month: "2026-07", change: 5 },
      { month: "2026-09", change: -1 },
    ]);
  });

  it("places a check-up in the person's local month", () => {
    // 23:30 UTC on 31 Jul is already 1 Aug in Berlin.
    const history = [record("2026-06-30T10:00:00Z", 12), record("2026-07-31T23:30:00Z", 15)];
    expect(monthlyIndexChanges(history, "UTC")).toEqual([{ month: "2026-07", change: 3 }]);
    expect(monthlyIndexChanges(history, "Europe/Berlin")).toEqual([{ month: "2026-08", change: 3 }]);
  });
});

describe("besideBehaviour", () => {
  const activity = [
    month("2026-05", 20, 10, 2),
    month("2026-06", 25, 12, 4),
    month("2026-07", 5, 3, 1),
    month("2026-08", 22, 11, 3),
    month("2026-09", 4, 2, 1),
  ];
  const indexChanges = [
    { month: "2026-06", change: 2 },
    { month: "2026-07", change: -2 },
    { month: "2026-08", change: 1 },
    { month: "2026-09", change: -1 },
    { month: "2026-05", change: 1 },
  ];

  it("shows nothing below the minimum number of check-ups", () => {
    expect(besideBehaviour({ activity, indexChanges, checkUps: 3 })).toEqual({
      status: "not_enough",
      checkUps: 3,
      needed: 4,
    });
  });

  it("pairs each month's count with its change, with n and the fixed note", () => {
    const result = besideBehaviour({ activity, indexChanges, checkUps: 6 });
    expect(result.status).toBe("ready");
    if (result.status !== "ready") return;
    expect(result.note).toBe("This is a pattern, not a cause.");
    expect(result.patterns.map((entry) => entry.behaviour)).toEqual(["rituals", "checkIns", "sharedQuestions"]);
    const rituals = result.patterns[0]!;
    expect(rituals.n).toBe(5);
    expect(rituals.pairs).toEqual([
      { month: "2026-05", count: 20, change: 1 },
      { month: "2026-06", count: 25, change: 2 },
      { month: "2026-07", count: 5, change: -2 },
      { month: "2026-08", count: 22, change: 1 },
      { month: "2026-09", count: 4, change: -1 },
    ]);
    // Median 20: more = 25, 22 (+1.5 on average), fewer = 5, 4 (−1.5); the median month itself is on neither side.
    expect(rituals.more).toEqual({ months: 2, meanChange: 1.5 });
    expect(rituals.fewer).toEqual({ months: 2, meanChange: -1.5 });
    expect(besideSentence(rituals)).toBe(
      "In months with more rituals (2 months), your index moved +1.5 on average; in months with fewer (2 months), " +
        "−1.5. n = 5. This is a pattern, not a cause.",
    );
  });

  it("leaves out months without a count or without a change", () => {
    const result = besideBehaviour({
      activity: [month("2026-06", 3, 1, 0), month("2026-07", 9, 4, 2)],
      indexChanges: [
        { month: "2026-07", change: 1 },
        { month: "2026-08", change: -3 },
      ],
      checkUps: 4,
    });
    if (result.status !== "ready") throw new Error("expected a pairing");
    expect(result.patterns[0]!.pairs).toEqual([{ month: "2026-07", count: 9, change: 1 }]);
    expect(result.patterns[0]!.n).toBe(1);
  });

  it("compares more and fewer only when each side has two months", () => {
    const result = besideBehaviour({
      activity: [month("2026-06", 1, 1, 1), month("2026-07", 5, 1, 1), month("2026-08", 9, 1, 1)],
      indexChanges: [
        { month: "2026-06", change: -1 },
        { month: "2026-07", change: 0 },
        { month: "2026-08", change: 2 },
      ],
      checkUps: 4,
    });
    if (result.status !== "ready") throw new Error("expected a pairing");
    const [rituals, checkIns] = result.patterns;
    expect(rituals!.n).toBe(3);
    expect([rituals!.more, rituals!.fewer]).toEqual([null, null]);
    expect(besideSentence(rituals!)).toBeNull();
    // Every month had the same count: nothing is "more" or "fewer".
    expect([checkIns!.more, checkIns!.fewer]).toEqual([null, null]);
  });

  it("says the note on every sentence it makes", () => {
    const result = besideBehaviour({ activity, indexChanges, checkUps: 6 });
    if (result.status !== "ready") throw new Error("expected a pairing");
    for (const entry of result.patterns) {
      const sentence = besideSentence(entry);
      if (sentence !== null) expect(sentence.endsWith(PATTERN_NOT_CAUSE)).toBe(true);
    }
  });
});
