import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MS_PER_HOUR, localDayWindow } from "../time";
import type { Clock, EmotionSelection, MoodRecord } from "../types";
import {
  SUGGESTION_CONFIDENCE_CAP,
  SUGGESTION_GROUP_TITLES,
  SUGGESTION_MAX_RESULTS,
  SUGGESTION_REASONS,
  SUGGESTION_WINDOW_DAYS,
  TREND_CONFIDENCE,
  frequentConfidence,
  groupSuggestions,
  moodTone,
  moodTrend,
  suggestEmotions,
} from "./suggestions";

const TZ = "America/New_York";
const NOW = new Date("2026-03-20T16:00:00Z"); // noon EDT
const clock: Clock = { now: NOW, timeZone: TZ };

function sel(emotionName: string, categoryName = "Positive"): EmotionSelection {
  return {
    emotionId: emotionName.toLowerCase(),
    emotionName,
    categoryId: categoryName.toLowerCase(),
    categoryName,
    mappedKeyword: "happy",
    intensity: 3,
  };
}

function mood(hoursAgo: number, value: number, emotions: EmotionSelection[] = []): MoodRecord {
  return {
    value,
    keywords: [],
    notes: null,
    emotionMetadata: emotions,
    at: new Date(NOW.getTime() - hoursAgo * MS_PER_HOUR),
  };
}

const names = (list: { emotionName: string }[]) => list.map((s) => s.emotionName);

const POSITIVE = ["Joyful", "Thrilled", "Thankful", "Serene", "Optimistic", "Connected", "Appreciated", "Included"];
const BALANCED = ["Conflicted", "Bittersweet", "Nostalgic", "Restless", "Jealous", "Exhausted", "Tense", "Refreshed"];
const DIFFICULT = ["Heartbroken", "Worried", "Irritated", "Disappointed", "Nervous", "Exhausted", "Tense", "Isolated"];

describe("spec 2 §4.7 constants", () => {
  test("the reason shown under each suggestion, by source, tone and trend", () => {
    // One earlier mood at the slider's value: history, but no trend.
    const reasons = (currentMoodValue: number, moods: MoodRecord[] = [mood(1, currentMoodValue)]) =>
      new Set(suggestEmotions({ clock, currentMoodValue, moods }).map((s) => s.reason));
    expect(reasons(2)).toEqual(new Set(["Often felt alongside a positive mood"]));
    expect(reasons(0)).toEqual(new Set(["Often felt on an in-between day"]));
    expect(reasons(-2)).toEqual(new Set(["Often felt when things are difficult"]));
    expect(reasons(1, [mood(1, 0)])).toContain("Your mood is higher than your recent average");
    expect(reasons(-1, [mood(1, 0)])).toContain("Your mood is lower than your recent average");
    expect(SUGGESTION_REASONS.frequent(4)).toBe("You've chosen this 4 times in the last 30 days");
  });
});

describe("tone", () => {
  test("above 1 positive, below −1 difficult, 1 and −1 themselves balanced", () => {
    expect(moodTone(1.01)).toBe("positive");
    expect(moodTone(1)).toBe("balanced");
    expect(moodTone(0.99)).toBe("balanced");
    expect(moodTone(-0.99)).toBe("balanced");
    expect(moodTone(-1)).toBe("balanced");
    expect(moodTone(-1.01)).toBe("difficult");
  });

  test("each tone's suggestions for a person with history but no trend (primary 70, secondary 60)", () => {
    const steady = (value: number) => suggestEmotions({ clock, currentMoodValue: value, moods: [mood(1, value)] });
    const positive = steady(2);
    expect(names(positive)).toEqual(POSITIVE);
    expect(positive.map((s) => s.confidence)).toEqual([70, 70, 70, 70, 70, 60, 60, 60]);
    expect(positive[0]).toEqual({
      emotionName: "Joyful",
      categoryName: "Positive",
      confidence: 70,
      reason: SUGGESTION_REASONS.positive,
      frequency: 0,
      kind: "positive",
    });
    expect(positive[5]!.categoryName).toBe("Social");
    expect(names(steady(1))).toEqual(BALANCED);
    expect(names(steady(0))).toEqual(BALANCED);
    expect(names(steady(-1))).toEqual(BALANCED);
    expect(names(steady(-2))).toEqual(DIFFICULT);
  });
});

describe("no history, no suggestions (issue #32)", () => {
  test("a person with no saved mood is offered nothing, whatever the slider says", () => {
    for (const value of [-3, -2, -1, 0, 1, 2, 3]) {
      expect(suggestEmotions({ clock, currentMoodValue: value, moods: [] })).toEqual([]);
    }
  });

  test("moods older than the 30-day window are not history; one mood inside it is", () => {
    const start = localDayWindow(NOW, TZ, SUGGESTION_WINDOW_DAYS).from.getTime();
    const old = (value: number, emotions: EmotionSelection[] = []): MoodRecord => ({
      ...mood(0, value, emotions),
      at: new Date(start - 1),
    });
    // Even an emotion used twice long ago is not suggested: nothing of it is in the window.
    expect(
      suggestEmotions({ clock, currentMoodValue: 0, moods: [old(0, [sel("Serene")]), old(1, [sel("Serene")])] }),
    ).toEqual([]);
    expect(names(suggestEmotions({ clock, currentMoodValue: 0, moods: [old(0), mood(1, 0)] }))).toEqual(BALANCED);
  });
});

describe("said in words, never as a bare percentage", () => {
  test("every suggestion names its source, and each source has a title in words", () => {
    const moods = [
      ...Array.from({ length: 2 }, (_, i) => mood(i + 1, 0, [sel("Serene")])),
      ...Array.from({ length: 5 }, (_, i) => mood(i + 10, 0)),
    ];
    const result = suggestEmotions({ clock, currentMoodValue: 2, moods });
    expect(result.map((s) => [s.emotionName, s.kind])).toEqual([
      ["Serene", "frequent"],
      ["Relieved", "improving"],
      ["Optimistic", "improving"],
      ["Refreshed", "improving"],
      ["Joyful", "positive"],
      ["Thrilled", "positive"],
      ["Thankful", "positive"],
      ["Connected", "positive"],
    ]);
    for (const title of Object.values(SUGGESTION_GROUP_TITLES)) {
      expect(title).not.toMatch(/%|\d+ ?percent/);
      expect(title.length).toBeGreaterThan(10);
    }
    expect(SUGGESTION_GROUP_TITLES.frequent).toBe("You've chosen these more than once in the last 30 days");
    expect(SUGGESTION_GROUP_TITLES.improving).toBe(SUGGESTION_REASONS.improving);
  });

  test("groupSuggestions keeps the list's order, groups by source, titles each group", () => {
    const moods = [
      ...Array.from({ length: 2 }, (_, i) => mood(i + 1, 0, [sel("Serene")])),
      ...Array.from({ length: 5 }, (_, i) => mood(i + 10, 0)),
    ];
    const groups = groupSuggestions(suggestEmotions({ clock, currentMoodValue: 2, moods }));
    expect(groups.map((g) => [g.kind, g.title, names(g.suggestions)])).toEqual([
      ["frequent", SUGGESTION_GROUP_TITLES.frequent, ["Serene"]],
      ["improving", SUGGESTION_REASONS.improving, ["Relieved", "Optimistic", "Refreshed"]],
      ["positive", SUGGESTION_REASONS.positive, ["Joyful", "Thrilled", "Thankful", "Connected"]],
    ]);
    expect(groupSuggestions([])).toEqual([]);
  });
});

describe("trend against the 7 newest moods", () => {
  const zeros = (n: number) => Array.from({ length: n }, (_, i) => mood(i + 1, 0));

  test("a difference of exactly 1 is a trend (inclusive), 6/7 is not, 8/7 is", () => {
    expect(moodTrend(1, [0, 0, 0, 0, 0, 0, 0])).toBe("improving");
    expect(moodTrend(1, [0, 0, 0, 0, 0, 0, 1])).toBe("stable"); // 1 − 1/7 ≈ 0.857
    expect(moodTrend(1, [0, 0, 0, 0, 0, 0, -1])).toBe("improving"); // 1 + 1/7
    expect(moodTrend(-1, [0, 0, 0, 0, 0, 0, 0])).toBe("declining");
    expect(moodTrend(-1, [0, 0, 0, 0, 0, 0, -1])).toBe("stable");
    expect(moodTrend(-1, [0, 0, 0, 0, 0, 0, 1])).toBe("declining");
    expect(moodTrend(3, [])).toBe("stable");
  });

  test("exact threshold survives float averaging (1/3 + 1/3 + 1/3 style sums)", () => {
    expect(moodTrend(2, [1, 1, 1])).toBe("improving");
    expect(moodTrend(2.1, [1.1, 1.1, 1.1, 1.1, 1.1, 1.1, 1.1])).toBe("improving");
  });

  test("improving adds Relieved, Optimistic, Refreshed at 80 ahead of the tone; the list is capped at 8", () => {
    const result = suggestEmotions({ clock, currentMoodValue: 1, moods: zeros(7) });
    expect(names(result)).toEqual([
      "Relieved",
      "Optimistic",
      "Refreshed",
      "Conflicted",
      "Bittersweet",
      "Nostalgic",
      "Restless",
      "Jealous",
    ]);
    expect(result).toHaveLength(SUGGESTION_MAX_RESULTS);
    expect(result[0]).toMatchObject({
      categoryName: "Complex",
      confidence: TREND_CONFIDENCE,
      reason: SUGGESTION_REASONS.improving,
    });
  });

  test("declining adds Disappointed, Discouraged, Drained; Disappointed keeps 80 over the tone's 70", () => {
    const result = suggestEmotions({
      clock,
      currentMoodValue: -2,
      moods: Array.from({ length: 7 }, (_, i) => mood(i + 1, -1)),
    });
    expect(names(result).slice(0, 3)).toEqual(["Disappointed", "Discouraged", "Drained"]);
    expect(result.filter((s) => s.emotionName === "Disappointed")).toEqual([
      {
        emotionName: "Disappointed",
        categoryName: "Difficult",
        confidence: 80,
        reason: SUGGESTION_REASONS.declining,
        frequency: 0,
        kind: "declining",
      },
    ]);
    expect(names(result).slice(3)).toEqual(["Heartbroken", "Worried", "Irritated", "Nervous", "Exhausted"]);
  });

  test("only the 7 newest count: an 8th older mood is ignored, a 7th is not", () => {
    const olderHigh = mood(100, 3);
    expect(suggestEmotions({ clock, currentMoodValue: 1, moods: [...zeros(7), olderHigh] })[0]!.emotionName).toBe(
      "Relieved",
    );
    // Six zeros and a 3 as the 7th: average 3/7, difference ≈ 0.57, no trend.
    expect(suggestEmotions({ clock, currentMoodValue: 1, moods: [...zeros(6), olderHigh] })[0]!.emotionName).toBe(
      "Conflicted",
    );
  });
});

describe("frequent emotions", () => {
  test("confidence min(95, 60 + 10 × uses): 2 → 80, 3 → 90, 3.5 → 95 exactly, 4 → 95 (capped from 100)", () => {
    expect(frequentConfidence(2)).toBe(80);
    expect(frequentConfidence(3)).toBe(90);
    expect(frequentConfidence(3.5)).toBe(95);
    expect(frequentConfidence(4)).toBe(95);
    expect(frequentConfidence(10)).toBe(95);
  });

  test("2 uses make an emotion frequent, 1 does not (it still reports its frequency)", () => {
    const once = suggestEmotions({ clock, currentMoodValue: 0, moods: [mood(1, 0, [sel("Grateful", "Custom")])] });
    expect(once.find((s) => s.emotionName === "Grateful")).toBeUndefined();
    const twice = suggestEmotions({
      clock,
      currentMoodValue: 0,
      moods: [mood(1, 0, [sel("Grateful", "Custom")]), mood(2, 0, [sel("Grateful", "Custom")])],
    });
    expect(twice[0]).toEqual({
      emotionName: "Grateful",
      categoryName: "Custom",
      confidence: 80,
      reason: "You've chosen this 2 times in the last 30 days",
      frequency: 2,
      kind: "frequent",
    });
    const nostalgicOnce = suggestEmotions({
      clock,
      currentMoodValue: 0,
      moods: [mood(1, 0, [sel("Nostalgic", "Complex")])],
    });
    expect(nostalgicOnce.find((s) => s.emotionName === "Nostalgic")).toMatchObject({ confidence: 70, frequency: 1 });
  });

  test("a mood counts once per emotion; names match case-insensitively", () => {
    const result = suggestEmotions({
      clock,
      currentMoodValue: 0,
      moods: [mood(1, 0, [sel("Serene"), sel("serene")]), mood(2, 0, [sel("SERENE")])],
    });
    expect(result[0]).toMatchObject({ emotionName: "Serene", frequency: 2, confidence: 80 });
  });

  test("top 3 by uses, ties to the most recently used; 4 uses reach the 95 cap", () => {
    const moods = [
      ...Array.from({ length: 4 }, (_, i) => mood(10 + i, 1, [sel("Joyful")])),
      ...Array.from({ length: 3 }, (_, i) => mood(20 + i, 1, [sel("Thankful")])),
      mood(1, 1, [sel("Serene")]),
      mood(2, 1, [sel("Serene")]),
      mood(3, 1, [sel("Delighted")]),
      mood(4, 1, [sel("Delighted")]),
    ];
    const result = suggestEmotions({ clock, currentMoodValue: 0, moods });
    expect(result.slice(0, 3).map((s) => [s.emotionName, s.confidence, s.frequency])).toEqual([
      ["Joyful", 95, 4],
      ["Thankful", 90, 3],
      ["Serene", 80, 2],
    ]);
    expect(result.find((s) => s.emotionName === "Delighted")).toBeUndefined();
  });

  test("a frequent emotion that is also a trend and tone pick appears once, with the highest confidence", () => {
    const moods = [
      ...Array.from({ length: 3 }, (_, i) => mood(i + 1, 0, [sel("Optimistic")])),
      ...Array.from({ length: 4 }, (_, i) => mood(i + 10, 0)),
    ];
    const result = suggestEmotions({ clock, currentMoodValue: 2, moods });
    expect(result.filter((s) => s.emotionName === "Optimistic")).toEqual([
      {
        emotionName: "Optimistic",
        categoryName: "Positive",
        confidence: 90,
        reason: SUGGESTION_REASONS.frequent(3),
        frequency: 3,
        kind: "frequent",
      },
    ]);
    expect(names(result)).toEqual([
      "Optimistic",
      "Relieved",
      "Refreshed",
      "Joyful",
      "Thrilled",
      "Thankful",
      "Serene",
      "Connected",
    ]);
  });
});

describe("window and cap", () => {
  const start = localDayWindow(NOW, TZ, SUGGESTION_WINDOW_DAYS).from;

  test("the window opens at local midnight 29 days before today", () => {
    expect(start.toISOString()).toBe("2026-02-19T05:00:00.000Z");
  });

  test("a mood at the window's first instant counts, one a millisecond earlier does not", () => {
    const recent = mood(1, 0, [sel("Relaxed", "Physical")]);
    const at = (ms: number): MoodRecord => ({ ...recent, at: new Date(ms) });
    const inside = suggestEmotions({ clock, currentMoodValue: 0, moods: [recent, at(start.getTime())] });
    expect(inside[0]).toMatchObject({ emotionName: "Relaxed", frequency: 2 });
    const outside = suggestEmotions({ clock, currentMoodValue: 0, moods: [recent, at(start.getTime() - 1)] });
    expect(outside.find((s) => s.emotionName === "Relaxed")).toBeUndefined();
  });

  test("only the 50 newest moods count: uses at positions 49 and 50 count, at 50 and 51 only one does", () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => mood(i + 1, 0));
    const tagged = (position: number) => mood(position, 0, [sel("Wired", "Physical")]);
    const at50 = suggestEmotions({ clock, currentMoodValue: 0, moods: [...filler(48), tagged(49), tagged(50)] });
    expect(at50[0]).toMatchObject({ emotionName: "Wired", frequency: 2 });
    const past50 = suggestEmotions({ clock, currentMoodValue: 0, moods: [...filler(49), tagged(50), tagged(51)] });
    expect(past50.find((s) => s.emotionName === "Wired")).toBeUndefined();
  });

  test("never more than 8, even with 3 frequent emotions, a trend and a full tone list", () => {
    const moods = ["A", "B", "C"].flatMap((n, i) => [mood(i * 2 + 1, -3, [sel(n)]), mood(i * 2 + 2, -3, [sel(n)])]);
    const result = suggestEmotions({ clock, currentMoodValue: 3, moods });
    expect(result).toHaveLength(8);
    expect(names(result)).toEqual(["A", "B", "C", "Relieved", "Optimistic", "Refreshed", "Joyful", "Thrilled"]);
  });
});

describe("properties", () => {
  const pool = ["Joyful", "Serene", "Worried", "Tense", "Relieved", "Optimistic", "Custom"];
  const moodArb = fc.record({
    value: fc.integer({ min: -3, max: 3 }),
    keywords: fc.constant([] as string[]),
    notes: fc.constant(null),
    emotionMetadata: fc.array(
      fc.constantFrom(...pool).map((n) => sel(n)),
      { maxLength: 3 },
    ),
    // Coarse steps so equal timestamps are common and tie-breaking is exercised.
    at: fc.integer({ min: -40 * 24, max: 24 }).map((h) => new Date(NOW.getTime() + h * MS_PER_HOUR)),
  });
  const input = fc.record({
    current: fc.integer({ min: -3, max: 3 }),
    moods: fc.array(moodArb, { maxLength: 80 }),
  });

  test("at most 8, unique names, confidence ≤ 95 and ordered highest first", () => {
    fc.assert(
      fc.property(input, ({ current, moods }) => {
        const result = suggestEmotions({ clock, currentMoodValue: current, moods });
        expect(result.length).toBeLessThanOrEqual(SUGGESTION_MAX_RESULTS);
        expect(new Set(result.map((s) => s.emotionName.toLowerCase())).size).toBe(result.length);
        for (let i = 0; i < result.length; i++) {
          expect(result[i]!.confidence).toBeLessThanOrEqual(SUGGESTION_CONFIDENCE_CAP);
          if (i > 0) expect(result[i]!.confidence).toBeLessThanOrEqual(result[i - 1]!.confidence);
        }
      }),
    );
  });

  test("the order of the input moods does not matter", () => {
    fc.assert(
      fc.property(
        input.chain(({ current, moods }) =>
          fc.tuple(fc.constant(current), fc.constant(moods), fc.shuffledSubarray(moods, { minLength: moods.length })),
        ),
        ([current, moods, shuffled]) => {
          expect(suggestEmotions({ clock, currentMoodValue: current, moods: shuffled })).toEqual(
            suggestEmotions({ clock, currentMoodValue: current, moods }),
          );
        },
      ),
    );
  });
});
