import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MS_PER_HOUR, startOfLocalDay } from "./time";
import {
  REFLECTION_BRIGHT_AVERAGE,
  REFLECTION_HEAVY_AVERAGE,
  reflectionTone,
  weeklyReflection,
} from "./weekly-reflection";

const NY = "America/New_York";
// Saturday 2026-03-14 16:00 EDT: this week is Sun 03-08 … Sat 03-14.
const clock = { now: new Date("2026-03-14T20:00:00Z"), timeZone: NY };
const on = (day: string, value: number, keywords: string[], hour = 12) => ({
  value,
  keywords,
  at: new Date(startOfLocalDay(day, NY).getTime() + hour * MS_PER_HOUR),
});

describe("constants", () => {
  test("spec values and prompts", () => {
    expect([REFLECTION_BRIGHT_AVERAGE, REFLECTION_HEAVY_AVERAGE]).toEqual([1, -1]);
  });
});

describe("minimum of 3 moods this week", () => {
  test.each([
    [0, 3],
    [1, 2],
    [2, 1],
  ])("%d moods → the log prompt, %d still needed", (n, remaining) => {
    const moods = Array.from({ length: n }, (_, i) => on("2026-03-10", 1, ["happy"], 8 + i));
    expect(weeklyReflection({ clock, moods })).toEqual({
      status: "needs_moods",
      weekStart: "2026-03-08",
      weekEnd: "2026-03-14",
      moodCount: n,
      moodsRemaining: remaining,
      prompt: "Log at least 3 moods this week...",
    });
  });
  test("3 moods without tags → the tag prompt", () => {
    const moods = [0, 1, 2].map((i) => on("2026-03-10", 1, i === 0 ? ["  "] : [], 8 + i));
    expect(weeklyReflection({ clock, moods })).toEqual({
      status: "needs_tags",
      weekStart: "2026-03-08",
      weekEnd: "2026-03-14",
      moodCount: 3,
      prompt: "Add tags to your mood logs...",
    });
  });
  test("3 moods with tags → ready; 4 moods also", () => {
    const moods = [on("2026-03-09", 2, ["happy"]), on("2026-03-10", 1, ["grateful"]), on("2026-03-11", 0, [])];
    expect(weeklyReflection({ clock, moods }).status).toBe("ready");
    expect(weeklyReflection({ clock, moods: [...moods, on("2026-03-12", 0, [])] }).status).toBe("ready");
  });
  test("moods of the previous week do not count (Sat 23:30 vs Sun 00:30 in New York)", () => {
    const sunday = { now: new Date("2026-03-08T05:30:00Z"), timeZone: NY };
    const saturday = [1, 2, 3].map((i) => ({ value: 1, keywords: ["happy"], at: new Date(`2026-03-08T0${i}:30:00Z`) }));
    const r = weeklyReflection({ clock: sunday, moods: saturday });
    expect(r.status).toBe("needs_moods");
    expect(r.moodCount).toBe(0);
  });
});

describe("ready", () => {
  test("top 3 tags (once per mood, ties to the most recent), average and text", () => {
    const r = weeklyReflection({
      clock,
      moods: [
        on("2026-03-08", 2, ["happy", "Happy", "calm"]),
        on("2026-03-09", 1, ["happy", "grateful"]),
        on("2026-03-10", 1, ["calm", "tired"]),
        on("2026-03-11", 1, ["grateful"]),
      ],
    });
    expect(r).toMatchObject({
      status: "ready",
      moodCount: 4,
      averageMood: 1.25,
      tone: "bright",
      topTags: [
        { tag: "grateful", count: 2, tone: "positive" },
        { tag: "calm", count: 2, tone: "neutral" },
        { tag: "happy", count: 2, tone: "positive" },
      ],
      reflection:
        "A bright week: you felt grateful, calm and happy most often. Notice what helped, so you can come back to it.",
    });
  });

  test.each([
    [1, [], "bright"],
    [0.99, [], "balanced"],
    [-0.99, [], "balanced"],
    [-1, [], "heavy"],
    [0, ["positive", "negative"], "mixed"],
    [0, ["positive", "neutral"], "balanced"],
    [1.5, ["positive", "negative"], "bright"],
  ] as const)("average %d with tones %j → %s", (avg, tones, tone) => {
    expect(
      reflectionTone(
        avg,
        tones.map((t) => ({ tone: t })),
      ),
    ).toBe(tone);
  });

  test("the average is rounded to 2 decimals: 1/3 → 0.33, −2/3 → −0.67", () => {
    const average = (values: number[]) => {
      const days = ["2026-03-09", "2026-03-10", "2026-03-11"];
      const r = weeklyReflection({ clock, moods: values.map((v, i) => on(days[i]!, v, ["calm"])) });
      return r.status === "ready" ? r.averageMood : null;
    };
    expect(average([1, 0, 0])).toBe(0.33);
    expect(average([-1, -1, 0])).toBe(-0.67);
  });

  test("heavy and mixed texts", () => {
    const heavy = weeklyReflection({
      clock,
      moods: [on("2026-03-09", -2, ["sad"]), on("2026-03-10", -1, ["sad"]), on("2026-03-11", 0, ["tired"])],
    });
    expect(heavy).toMatchObject({ tone: "heavy", averageMood: -1 });
    if (heavy.status === "ready")
      expect(heavy.reflection).toBe(
        "This week asked a lot of you, with sad and tired showing up most. Be gentle with yourself.",
      );
    const mixed = weeklyReflection({
      clock,
      moods: [on("2026-03-09", 2, ["happy"]), on("2026-03-10", -2, ["sad"]), on("2026-03-11", 0, [])],
    });
    expect(mixed).toMatchObject({ tone: "mixed", averageMood: 0 });
    if (mixed.status === "ready")
      expect(mixed.reflection).toBe("A week of ups and downs: sad and happy. Both sides are part of the picture.");
  });

  test("property: at most 3 tags, status follows the mood count, order-independent", () => {
    const tag = fc.constantFrom("happy", "sad", "calm", "tired", "x");
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            value: fc.integer({ min: -3, max: 3 }),
            tags: fc.array(tag, { maxLength: 3 }),
            hours: fc.integer({ min: 0, max: 24 * 10 }),
          }),
        ),
        (raw) => {
          const moods = raw.map((r) => ({
            value: r.value,
            keywords: r.tags,
            at: new Date(clock.now.getTime() - r.hours * MS_PER_HOUR),
          }));
          const r = weeklyReflection({ clock, moods });
          expect(r.status === "needs_moods").toBe(r.moodCount < 3);
          if (r.status === "ready") expect(r.topTags.length).toBeLessThanOrEqual(3);
          expect(weeklyReflection({ clock, moods: [...moods].reverse() })).toEqual(r);
        },
      ),
    );
  });
});
