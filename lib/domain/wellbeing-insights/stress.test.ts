import { describe, expect, test } from "vitest";
import { MS_PER_DAY } from "../time";
import type { MoodRecord } from "../types";
import {
  STRESS_CONFIDENCE_BASE,
  STRESS_CONFIDENCE_ENTRIES_MAX,
  STRESS_CONFIDENCE_INCREASING,
  STRESS_CONFIDENCE_NEGATIVE_CORRELATION,
  STRESS_CONFIDENCE_PER_ENTRY,
  STRESS_CONFIDENCE_RECENT_EVENT,
  STRESS_DECREASING_MIN_SCORE,
  STRESS_HIGH_MIN_SCORE,
  STRESS_HIGH_MIN_SHARE,
  STRESS_MEDIUM_MIN_SCORE,
  STRESS_MEDIUM_MIN_SHARE,
  STRESS_MIN_EVENTS,
  STRESS_MIN_SHARE,
  STRESS_RECENT_EVENT_DAYS,
  STRESS_STABLE_MIN_SCORE,
  STRESS_KEYWORD_WEIGHTS,
  analyzeStress,
  decideStress,
  isStressEvent,
  recencyWeight,
  stressTerms,
  stressRejection,
  stressTrend,
  stressWeight,
  type StressAnalysis,
} from "./stress";

const NOW = new Date("2026-03-10T12:00:00Z");
const mood = (daysAgo: number, value: number, keywords: string[] = [], notes: string | null = null): MoodRecord => ({
  value,
  keywords,
  notes,
  emotionMetadata: null,
  at: new Date(NOW.getTime() - daysAgo * MS_PER_DAY),
});
const w = (keywords: string[], notes: string | null = null) => stressWeight({ keywords, notes });

describe("stressWeight", () => {
  test("every word of spec 2 §4.5's list weighs as the spec says, from keywords and from notes", () => {
    const spec = {
      overwhelmed: 3,
      anxious: 3,
      stressed: 3,
      panic: 3,
      crisis: 3,
      frustrated: 2,
      exhausted: 2,
      worried: 2,
      tense: 2,
      tired: 1,
      busy: 1,
      rushed: 1,
    };
    expect(Object.keys(STRESS_KEYWORD_WEIGHTS).sort()).toEqual(Object.keys(spec).sort());
    for (const [word, weight] of Object.entries(spec)) {
      expect(w([word])).toBe(weight);
      expect(w([], `Today I felt ${word}.`)).toBe(weight);
    }
  });

  test("the highest matched weight, not the sum", () => {
    expect(w(["tired", "worried"])).toBe(2);
    expect(w(["tired", "busy", "rushed"])).toBe(1);
    expect(w(["tired"], "Completely overwhelmed and worried")).toBe(3);
  });

  test("case-insensitive whole words only", () => {
    expect(w(["Stressed"])).toBe(3);
    expect(w([" TENSE "])).toBe(2);
    expect(w([], "A stressful day at the business")).toBe(0);
    expect(w(["happy", "calm"])).toBe(0);
    expect(w([], null)).toBe(0);
    expect(w(["super stressed"])).toBe(3);
  });

  test("note words negated within 2 words of the same clause do not count", () => {
    expect(w([], "Not stressed at all")).toBe(0);
    expect(w([], "no longer anxious")).toBe(0);
    expect(w([], "I wasn't worried")).toBe(0);
    expect(w([], "I isn’t tense")).toBe(0);
    // Three words back is outside the look-back.
    expect(w([], "never thought I'd be this anxious")).toBe(3);
    expect(w([], "didn't sleep and anxious")).toBe(3); // exactly 3 words back: just outside
    expect(w([], "didn't feel anxious")).toBe(0); // 2 words back: inside
    expect(w([], "not sure why, anxious")).toBe(3);
    expect(w([], "not sure why but anxious")).toBe(3);
    expect(w([], "Not tired. Overwhelmed!")).toBe(3);
    expect(stressTerms({ keywords: [], notes: "Not tired. Overwhelmed!" })).toEqual(["overwhelmed"]);
  });

  test("keywords are tags, never negated", () => {
    expect(w(["not", "stressed"])).toBe(3);
  });

  test("object-prototype names in notes are not keywords", () => {
    expect(w(["constructor"], "toString hasOwnProperty __proto__")).toBe(0);
  });
});

describe("recencyWeight", () => {
  test("1 − days/7 with a floor of 0.1", () => {
    expect(recencyWeight(0)).toBe(1);
    expect(recencyWeight(3.5)).toBe(0.5);
    expect(recencyWeight(6.2)).toBeCloseTo(0.8 / 7, 12); // just above the floor
    expect(recencyWeight(6.3)).toBe(0.1); // at the floor
    expect(recencyWeight(6.4)).toBe(0.1); // below it, floored
    expect(recencyWeight(7)).toBe(0.1);
  });
});

describe("isStressEvent", () => {
  test("weight above 0 and (negative mood or weight ≥ 2)", () => {
    expect(isStressEvent(0, -3)).toBe(false);
    expect(isStressEvent(1, -1)).toBe(true);
    expect(isStressEvent(1, 0)).toBe(false);
    expect(isStressEvent(1, 2)).toBe(false);
    expect(isStressEvent(2, 0)).toBe(true);
    expect(isStressEvent(2, 3)).toBe(true);
    expect(isStressEvent(3, 1)).toBe(true);
  });
});

describe("stressTrend", () => {
  test("ratio 1.5 in both directions, strict", () => {
    expect(stressTrend(0, 0)).toBe("stable");
    expect(stressTrend(3, 2)).toBe("stable"); // exactly 1.5×
    expect(stressTrend(4, 3)).toBe("stable"); // 1.33×
    expect(stressTrend(5, 3)).toBe("increasing"); // 1.67×
    expect(stressTrend(8, 5)).toBe("increasing"); // 1.6×, just above
    expect(stressTrend(5, 8)).toBe("decreasing");
    expect(stressTrend(14, 9)).toBe("increasing"); // 1.56×
    expect(stressTrend(2, 0)).toBe("increasing");
    expect(stressTrend(2, 3)).toBe("stable");
    expect(stressTrend(3, 4)).toBe("stable");
    expect(stressTrend(3, 5)).toBe("decreasing");
    expect(stressTrend(0, 2)).toBe("decreasing");
  });
});

describe("analyzeStress", () => {
  test("a worked week", () => {
    const moods = [
      mood(0.5, -2, ["stressed"]), // event w3, r = 1 − 0.5/7
      mood(1, 1, ["worried"]), // event w2 on a good mood
      mood(2, 0, ["tired"]), // not an event: weight 1 on a mood of 0
      mood(4, -1, [], "so busy"), // event w1, older
      mood(5, 2, ["happy"]),
    ];
    const a = analyzeStress(moods, NOW);
    const r = [1 - 0.5 / 7, 1 - 1 / 7, 1 - 4 / 7];
    expect(a).toMatchObject({
      entries: 5,
      events: 3,
      share: 0.6,
      trend: "increasing", // 2 recent > 1.5 × 1 older
      recentEvents: 2,
      olderEvents: 1,
      lastEventDaysAgo: 0.5,
      terms: ["busy", "stressed", "worried"],
    });
    expect(a.score).toBeCloseTo((3 * r[0]! + 2 * r[1]! + 1 * r[2]!) / (r[0]! + r[1]! + r[2]!), 6);
    // Events' mean mood −2/3 is below the others' (0 + 2) / 2 = 1.
    expect(a.negativeCorrelation).toBe(true);
  });

  test("recency floor enters the score: a week-old w3 and a fresh w1 give (0.3 + 1) / 1.1", () => {
    const a = analyzeStress([mood(6.5, -1, ["panic"]), mood(0, -1, ["rushed"])], NOW);
    expect(a.score).toBeCloseTo(1.3 / 1.1, 6);
    // Without the floor (weight 0 at 6.5 days) it would be exactly 1.
    expect(a.score).not.toBeCloseTo(1, 2);
  });

  test("an event exactly 3 days old is recent; 3 days and a minute is older", () => {
    const minute = 1 / 1440;
    expect(analyzeStress([mood(3, -1, ["tense"])], NOW)).toMatchObject({ recentEvents: 1, olderEvents: 0 });
    expect(analyzeStress([mood(3 + minute, -1, ["tense"])], NOW)).toMatchObject({ recentEvents: 0, olderEvents: 1 });
  });

  test("negative correlation: equal means are not negative; all-stress weeks compare with 0", () => {
    expect(analyzeStress([mood(1, 0, ["tense"]), mood(2, 0, ["happy"])], NOW).negativeCorrelation).toBe(false);
    expect(analyzeStress([mood(1, -1, ["tense"]), mood(2, 0, ["happy"])], NOW).negativeCorrelation).toBe(true);
    expect(analyzeStress([mood(1, 0, ["tense"]), mood(2, 0, ["panic"])], NOW).negativeCorrelation).toBe(false);
    expect(analyzeStress([mood(1, -0.5, ["tense"]), mood(2, 0, ["panic"])], NOW).negativeCorrelation).toBe(true);
  });

  test("no moods, no events: zeros and stable", () => {
    expect(analyzeStress([], NOW)).toEqual({
      entries: 0,
      events: 0,
      share: 0,
      score: 0,
      trend: "stable",
      recentEvents: 0,
      olderEvents: 0,
      negativeCorrelation: false,
      lastEventDaysAgo: null,
      terms: [],
    });
  });

  test("keywords that are not a list throw (the engine turns that into [])", () => {
    const bad = { ...mood(1, -1), keywords: "stressed" as unknown as string[] };
    expect(() => analyzeStress([bad], NOW)).toThrow(TypeError);
  });
});

/** A created, stable, negatively correlated pattern; each test moves one figure across its threshold. */
const base: StressAnalysis = {
  entries: 10,
  events: 5,
  share: 0.5,
  score: 2.2,
  trend: "stable",
  recentEvents: 3,
  olderEvents: 2,
  negativeCorrelation: true,
  lastEventDaysAgo: 5,
  terms: [],
};
const decide = (patch: Partial<StressAnalysis>) => decideStress({ ...base, ...patch });
const reject = (patch: Partial<StressAnalysis>) => stressRejection({ ...base, ...patch });

describe("stress creation rules", () => {
  test("spec constants", () => {
    expect([STRESS_MIN_EVENTS, STRESS_MIN_SHARE, STRESS_DECREASING_MIN_SCORE, STRESS_STABLE_MIN_SCORE]).toEqual([
      2, 0.3, 1.5, 2,
    ]);
  });

  test("at least 2 events", () => {
    expect(reject({ events: 1 })).toBe("too_few_events");
    expect(reject({ events: 2 })).toBeNull();
    expect(reject({ events: 3 })).toBeNull();
  });

  test("share at least 30%", () => {
    expect(reject({ share: 0.29 })).toBe("low_share");
    expect(reject({ share: 0.3 })).toBeNull();
    expect(reject({ share: 3 / 10 })).toBeNull();
    expect(reject({ share: 0.31 })).toBeNull();
  });

  test("not (decreasing and score under 1.5)", () => {
    expect(reject({ trend: "decreasing", score: 1.49 })).toBe("decreasing_and_mild");
    expect(reject({ trend: "decreasing", score: 1.5 })).toBe("no_pattern");
    expect(reject({ trend: "decreasing", score: 1.51 })).toBe("no_pattern");
    expect(reject({ trend: "decreasing", score: 2 })).toBeNull();
  });

  test("increasing, or score ≥ 2 with a negative mood correlation", () => {
    expect(reject({ score: 1.99 })).toBe("no_pattern");
    expect(reject({ score: 2 })).toBeNull();
    expect(reject({ score: 2.01 })).toBeNull();
    expect(reject({ score: 3, negativeCorrelation: false })).toBe("no_pattern");
    expect(reject({ score: 1, trend: "increasing", negativeCorrelation: false })).toBeNull();
    expect(decide({ score: 1.99 })).toBeNull();
  });
});

describe("stress severity", () => {
  test("high: score ≥ 2.5 and share ≥ 50%", () => {
    expect([STRESS_HIGH_MIN_SCORE, STRESS_HIGH_MIN_SHARE]).toEqual([2.5, 0.5]);
    expect(decide({ score: 2.5, share: 0.5 })!.severity).toBe("high");
    expect(decide({ score: 2.51, share: 0.51 })!.severity).toBe("high");
    expect(decide({ score: 2.49, share: 0.5 })!.severity).toBe("medium");
    expect(decide({ score: 2.5, share: 0.49 })!.severity).toBe("medium");
  });

  test("medium: score ≥ 2 and share ≥ 40%", () => {
    expect([STRESS_MEDIUM_MIN_SCORE, STRESS_MEDIUM_MIN_SHARE]).toEqual([2, 0.4]);
    expect(decide({ score: 2, share: 0.4 })!.severity).toBe("medium");
    expect(decide({ score: 2, share: 0.41 })!.severity).toBe("medium");
    expect(decide({ score: 2, share: 0.39 })!.severity).toBe("low");
    // Below 2 a non-increasing pattern is not created at all.
    expect(decide({ score: 1.99, share: 0.4 })).toBeNull();
  });

  test("medium: increasing and score ≥ 1.5", () => {
    const inc = { trend: "increasing" as const, share: 0.3 };
    expect(decide({ ...inc, score: 1.5 })!.severity).toBe("medium");
    expect(decide({ ...inc, score: 1.51 })!.severity).toBe("medium");
    expect(decide({ ...inc, score: 1.49 })!.severity).toBe("low");
    // With a 40% share the score-2 rule still needs 2: 1.49 stays low, 1.99 is medium only through the 1.5 rule.
    expect(decide({ ...inc, share: 0.4, score: 1.49 })!.severity).toBe("low");
    expect(decide({ ...inc, share: 0.4, score: 1 })!.severity).toBe("low");
  });
});

describe("stress confidence", () => {
  const plain = { trend: "increasing" as const, negativeCorrelation: false, lastEventDaysAgo: 5 };

  test("constants", () => {
    expect([
      STRESS_CONFIDENCE_BASE,
      STRESS_CONFIDENCE_PER_ENTRY,
      STRESS_CONFIDENCE_ENTRIES_MAX,
      STRESS_CONFIDENCE_NEGATIVE_CORRELATION,
      STRESS_CONFIDENCE_INCREASING,
      STRESS_CONFIDENCE_RECENT_EVENT,
      STRESS_RECENT_EVENT_DAYS,
    ]).toEqual([50, 3, 20, 15, 10, 10, 2]);
  });

  test("50 + min(20, 3 × entries) + 10 increasing", () => {
    expect(decide({ ...plain, entries: 2 })!.confidence).toBe(50 + 6 + 10);
    expect(decide({ ...plain, entries: 6 })!.confidence).toBe(50 + 18 + 10);
    expect(decide({ ...plain, entries: 7 })!.confidence).toBe(50 + 20 + 10); // 21 capped at 20
    expect(decide({ ...plain, entries: 30 })!.confidence).toBe(80);
  });

  test("+15 for a negative correlation", () => {
    expect(decide({ ...plain, entries: 2, negativeCorrelation: true })!.confidence).toBe(50 + 6 + 15 + 10);
    expect(decide({ entries: 2, lastEventDaysAgo: 5 })!.confidence).toBe(50 + 6 + 15); // stable: no +10
  });

  test("+10 when the last stress event is at most 2 days old", () => {
    expect(decide({ ...plain, entries: 2, lastEventDaysAgo: 1.99 })!.confidence).toBe(76);
    expect(decide({ ...plain, entries: 2, lastEventDaysAgo: 2 })!.confidence).toBe(76);
    expect(decide({ ...plain, entries: 2, lastEventDaysAgo: 2.01 })!.confidence).toBe(66);
  });

  test("capped at 95: 93 below, 95 exactly, 105 → 95", () => {
    const all = { trend: "increasing" as const, negativeCorrelation: true };
    expect(decide({ ...all, entries: 6, lastEventDaysAgo: 5 })!.confidence).toBe(93);
    expect(decide({ ...all, entries: 7, lastEventDaysAgo: 5 })!.confidence).toBe(95);
    expect(decide({ ...all, entries: 7, lastEventDaysAgo: 1 })!.confidence).toBe(95);
    expect(decide({ ...all, entries: 3, lastEventDaysAgo: 1 })!.confidence).toBe(94);
    expect(decide({ ...all, entries: 4, lastEventDaysAgo: 1 })!.confidence).toBe(95);
  });
});

describe("end to end through analyzeStress", () => {
  test("a stable high-stress week: high severity, confidence 50 + 18 + 15 + 10 = 93", () => {
    // 3 of 5 moods carry weight-3 words on bad days; two good days without stress words.
    const moods = [
      mood(0.5, -2, ["overwhelmed"]),
      mood(1.5, -1, ["anxious"]),
      mood(5, -2, ["panic"]),
      mood(5.5, -2, ["crisis"]),
      mood(2.5, 2, ["happy"]),
      mood(4, 1, []),
    ];
    const a = analyzeStress(moods, NOW);
    expect(a).toMatchObject({ events: 4, entries: 6, score: 3, trend: "stable", negativeCorrelation: true });
    expect(decideStress(a)).toEqual({ severity: "high", confidence: 50 + 18 + 15 + 10 });
  });

  test("stress words on good days only: a weight-1 word on a good day is no event", () => {
    const moods = [mood(0.5, 1, ["tired"]), mood(1, 2, ["busy"]), mood(2, 0, ["rushed"])];
    expect(analyzeStress(moods, NOW).events).toBe(0);
    expect(decideStress(analyzeStress(moods, NOW))).toBeNull();
  });
});
