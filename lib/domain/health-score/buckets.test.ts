import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { lastDays, localDayKey } from "../time";
import { bucketByDay } from "./buckets";
import { checkin, mood, ritual, utc } from "./fixtures";

const NY = "America/New_York";

describe("bucketByDay", () => {
  test("places records on the user's local day, not the UTC day", () => {
    const days = ["2026-02-10", "2026-02-11"];
    // 23:30 in New York on 10 Feb is 04:30 UTC on 11 Feb.
    const b = bucketByDay(days, NY, [mood(new Date("2026-02-11T04:30:00Z"), 2)], [], []);
    expect(b.map((d) => d.moodCount)).toEqual([1, 0]);
    const u = bucketByDay(days, "UTC", [mood(new Date("2026-02-11T04:30:00Z"), 2)], [], []);
    expect(u.map((d) => d.moodCount)).toEqual([0, 1]);
  });

  test("spring forward (2026-03-08, a 23-hour day in New York)", () => {
    const days = ["2026-03-07", "2026-03-08", "2026-03-09"];
    const at = [
      "2026-03-08T04:59:00Z", // 7 Mar 23:59 EST
      "2026-03-08T05:00:00Z", // 8 Mar 00:00 EST
      "2026-03-08T06:59:00Z", // 8 Mar 01:59 EST
      "2026-03-08T07:00:00Z", // 8 Mar 03:00 EDT (02:00–02:59 does not exist)
      "2026-03-09T03:59:00Z", // 8 Mar 23:59 EDT
      "2026-03-09T04:00:00Z", // 9 Mar 00:00 EDT
    ].map((iso) => checkin(new Date(iso), 1));
    expect(bucketByDay(days, NY, [], at, []).map((d) => d.checkinCount)).toEqual([1, 4, 1]);
  });

  test("fall back (2026-11-01, a 25-hour day in New York)", () => {
    const days = ["2026-10-31", "2026-11-01", "2026-11-02"];
    const at = [
      "2026-11-01T03:59:00Z", // 31 Oct 23:59 EDT
      "2026-11-01T04:00:00Z", // 1 Nov 00:00 EDT
      "2026-11-01T05:30:00Z", // 1 Nov 01:30 EDT
      "2026-11-01T06:30:00Z", // 1 Nov 01:30 EST (the repeated hour)
      "2026-11-02T04:59:00Z", // 1 Nov 23:59 EST
      "2026-11-02T05:00:00Z", // 2 Nov 00:00 EST
    ].map((iso) => mood(new Date(iso), 1));
    expect(bucketByDay(days, NY, at, [], []).map((d) => d.moodCount)).toEqual([1, 4, 1]);
  });

  test("matches localDayKey for any instant in or around the range, across both DST changes", () => {
    const days = lastDays("2026-11-03", 250); // 27 Feb .. 3 Nov 2026
    const from = new Date("2026-02-25T00:00:00Z").getTime();
    const to = new Date("2026-11-06T00:00:00Z").getTime();
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const buckets = bucketByDay(days, NY, [mood(new Date(ms), 0)], [], []);
        const hit = buckets.findIndex((b) => b.moodCount === 1);
        const key = localDayKey(ms, NY);
        expect(hit).toBe(days.indexOf(key));
      }),
      { numRuns: 300 },
    );
  });

  test("ignores records outside the range and non-finite values; clamps to −3..3", () => {
    const days = ["2026-03-10"];
    const b = bucketByDay(
      days,
      "UTC",
      [
        mood(utc("2026-03-09"), 3),
        mood(utc("2026-03-11"), 3),
        mood(utc("2026-03-10"), 7),
        mood(utc("2026-03-10"), NaN),
      ],
      [checkin(utc("2026-03-10"), -9, "distant"), checkin(new Date(Number.NaN), 3)],
      [],
    );
    expect(b[0]).toMatchObject({ moodCount: 1, moodSum: 3, checkinCount: 1, checkinScoreSum: -3 });
  });

  test("signals: the score's sign and the feeling's tone each count once; a zero score is neither", () => {
    const b = bucketByDay(
      ["2026-03-10"],
      "UTC",
      [],
      [
        checkin(utc("2026-03-10"), 2, "loved"), // +2
        checkin(utc("2026-03-10"), 2, "distant"), // +1 −1
        checkin(utc("2026-03-10"), 0, "supported"), // +1
        checkin(utc("2026-03-10"), -1, "unheard"), // −2
      ],
      [],
    );
    expect(b[0]).toMatchObject({ positiveSignals: 4, negativeSignals: 3 });
  });

  test("notes: mood notes and check-in notes, empty ones skipped", () => {
    const b = bucketByDay(
      ["2026-03-10"],
      "UTC",
      [mood(utc("2026-03-10"), 0, "so happy"), mood(utc("2026-03-10"), 0, "  ")],
      [checkin(utc("2026-03-10"), 1, "loved", "had dinner")],
      [],
    );
    expect(b[0]).toMatchObject({ noteCount: 2, noteScoreSum: 3 });
  });

  test("rituals: active from their creation day until the day before deletion; one completion per day", () => {
    const days = lastDays("2026-03-10", 7); // 4..10 Mar
    const r = ritual(
      utc("2026-03-05", 20),
      [utc("2026-03-04"), utc("2026-03-05", 21), utc("2026-03-06", 8), utc("2026-03-06", 20), utc("2026-03-09")],
      utc("2026-03-09", 6),
    );
    const b = bucketByDay(days, "UTC", [], [], [r]);
    expect(b.map((d) => d.ritualsActive)).toEqual([0, 1, 1, 1, 1, 0, 0]);
    expect(b.map((d) => d.ritualsCompleted)).toEqual([0, 1, 1, 0, 0, 0, 0]);
  });

  test("rituals created before the range are active from its first day; deleted before it, never", () => {
    const days = lastDays("2026-03-10", 3);
    const old = ritual(utc("2025-01-01"), [utc("2026-03-09")]);
    const gone = ritual(utc("2025-01-01"), [], utc("2026-03-01"));
    const future = ritual(utc("2026-03-12"), []);
    const b = bucketByDay(days, "UTC", [], [], [old, gone, future]);
    expect(b.map((d) => d.ritualsActive)).toEqual([1, 1, 1]);
    expect(b.map((d) => d.ritualsCompleted)).toEqual([0, 1, 0]);
  });

  test("lastCompletedAt counts even when the completion log is empty", () => {
    const r = { ...ritual(utc("2026-03-01"), []), lastCompletedAt: utc("2026-03-10") };
    expect(bucketByDay(["2026-03-10"], "UTC", [], [], [r])[0]!.ritualsCompleted).toBe(1);
  });

  test("an empty range gives no buckets", () => {
    expect(bucketByDay([], "UTC", [mood(utc("2026-03-10"), 1)], [], [])).toEqual([]);
  });
});
