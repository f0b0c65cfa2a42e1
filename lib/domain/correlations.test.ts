import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  computeCorrelationInsights,
  correlationCardStrength,
  correlationCards,
  correlationKey,
  influenceConfidence,
  moodInfluences as influencesOf,
  type CorrelationCheckin,
  type CorrelationRow,
} from "./correlations";
import { rollUpDays, total, type Figures } from "./analytics/daily-rollup";
import { MS_PER_HOUR } from "./time";
import type { MoodRecord } from "./types";

/** The influences of some moods, counted as Mood Analytics counts them: per day's rollup, then added up. */
function moodInfluences(moods: readonly MoodRecord[]) {
  const days = rollUpDays({ moods, biometrics: [], partnerCheckins: [], personalCheckins: [] }, "UTC");
  const tags = new Map<string, Figures>();
  for (const day of days) {
    for (const [tag, { count, sum }] of day.tags) {
      const entry = tags.get(tag) ?? { count: 0, sum: 0 };
      tags.set(tag, { count: entry.count + count, sum: entry.sum + sum });
    }
  }
  return influencesOf({ total: total(days.map((d) => d.moods)), tags });
}

const T0 = new Date("2026-03-01T12:00:00Z").getTime();
const at = (hours: number) => new Date(T0 + hours * MS_PER_HOUR);
const mood = (hours: number, keywords: string[], value = 0): MoodRecord => ({
  value,
  keywords,
  notes: null,
  emotionMetadata: null,
  at: at(hours),
});
const checkin = (hours: number, feeling: string): CorrelationCheckin => ({ feeling, at: at(hours) });
const row = (tags: string[], feeling: string, matchCount: number, hours = 0): CorrelationRow => ({
  partnerMoodTags: tags,
  checkinFeeling: feeling,
  matchCount,
  lastOccurrence: at(hours),
});

describe("computeCorrelationInsights", () => {
  test("a partner tag in the 24 h before a check-in is one occurrence of ({tag}, feeling)", () => {
    const rows = computeCorrelationInsights({
      partnerMoods: [mood(0, ["tired"]), mood(48, ["tired"]), mood(96, ["Tired "])],
      userCheckins: [checkin(10, "distant"), checkin(50, "distant"), checkin(100, "Distant")],
    });
    expect(rows).toEqual([
      { partnerMoodTags: ["tired"], checkinFeeling: "distant", matchCount: 3, lastOccurrence: at(100) },
    ]);
  });

  test("24 h boundary: exactly 24 h before counts, 1 ms more does not; same instant counts, 1 ms after does not", () => {
    const single = (moodMs: number) =>
      computeCorrelationInsights({
        partnerMoods: [{ ...mood(0, ["stressed"]), at: new Date(moodMs) }],
        userCheckins: [checkin(24, "ignored")],
      }).length;
    const checkinMs = at(24).getTime();
    expect(single(checkinMs - 24 * MS_PER_HOUR)).toBe(1);
    expect(single(checkinMs - 24 * MS_PER_HOUR - 1)).toBe(0);
    expect(single(checkinMs)).toBe(1);
    expect(single(checkinMs + 1)).toBe(0);
  });

  test("several partner moods with the tag before one check-in still make one occurrence", () => {
    const rows = computeCorrelationInsights({
      partnerMoods: [mood(1, ["sad"]), mood(2, ["sad", "sad"]), mood(3, ["sad"])],
      userCheckins: [checkin(4, "distant")],
    });
    expect(rows.map((r) => r.matchCount)).toEqual([1]);
  });

  test("one partner mood can precede several check-ins; each is an occurrence", () => {
    const rows = computeCorrelationInsights({
      partnerMoods: [mood(0, ["happy"])],
      userCheckins: [checkin(1, "loved"), checkin(5, "loved"), checkin(30, "loved")],
    });
    expect(rows).toEqual([row(["happy"], "loved", 2, 5)]);
  });

  test("a mood with several tags gives single-tag patterns, each a sorted one-element list", () => {
    const rows = computeCorrelationInsights({
      partnerMoods: [mood(0, ["tired", "anxious", ""]), mood(40, ["anxious"])],
      userCheckins: [checkin(2, "unheard"), checkin(41, "unheard"), checkin(42, "supported")],
    });
    expect(rows).toEqual([
      row(["anxious"], "unheard", 2, 41),
      row(["anxious"], "supported", 1, 42),
      row(["tired"], "unheard", 1, 2),
    ]);
  });

  test("with a clock, check-ins and moods after now are ignored", () => {
    const input = {
      partnerMoods: [mood(0, ["tired"]), mood(9, ["sad"])],
      userCheckins: [checkin(5, "distant"), checkin(10, "distant")],
    };
    expect(computeCorrelationInsights(input).map((r) => r.partnerMoodTags[0])).toEqual(["tired", "sad"]);
    const clock = { now: at(9.5), timeZone: "America/New_York" };
    expect(computeCorrelationInsights({ ...input, clock })).toEqual([row(["tired"], "distant", 1, 5)]);
  });

  test("empty inputs", () => {
    expect(computeCorrelationInsights({ partnerMoods: [], userCheckins: [] })).toEqual([]);
    expect(computeCorrelationInsights({ partnerMoods: [mood(0, ["x"])], userCheckins: [] })).toEqual([]);
  });

  const arb = fc.record({
    moods: fc.array(
      fc.record({
        h: fc.integer({ min: 0, max: 120 }),
        tags: fc.uniqueArray(fc.constantFrom("tired", "sad", "happy", "stressed"), { maxLength: 3 }),
      }),
      { maxLength: 40 },
    ),
    checkins: fc.array(
      fc.record({ h: fc.integer({ min: 0, max: 140 }), feeling: fc.constantFrom("loved", "distant", "ignored") }),
      { maxLength: 40 },
    ),
  });
  const build = (a: { moods: { h: number; tags: string[] }[]; checkins: { h: number; feeling: string }[] }) => ({
    partnerMoods: a.moods.map((m) => mood(m.h, m.tags)),
    userCheckins: a.checkins.map((c) => checkin(c.h, c.feeling)),
  });

  test("property: matches a direct pairwise count (the sliding window is a pure optimisation)", () => {
    fc.assert(
      fc.property(arb, (a) => {
        const { partnerMoods, userCheckins } = build(a);
        const expected = new Map<string, { count: number; last: number }>();
        for (const c of userCheckins) {
          const tags = new Set<string>();
          for (const m of partnerMoods) {
            const gap = c.at.getTime() - m.at.getTime();
            if (gap >= 0 && gap <= 24 * MS_PER_HOUR) for (const t of m.keywords) tags.add(t);
          }
          for (const t of tags) {
            const key = `${t}>${c.feeling}`;
            const e = expected.get(key) ?? { count: 0, last: -Infinity };
            expected.set(key, { count: e.count + 1, last: Math.max(e.last, c.at.getTime()) });
          }
        }
        const rows = computeCorrelationInsights({ partnerMoods, userCheckins });
        expect(rows).toHaveLength(expected.size);
        for (const r of rows) {
          expect(r.partnerMoodTags).toHaveLength(1);
          expect(expected.get(correlationKey(r))).toEqual({ count: r.matchCount, last: r.lastOccurrence.getTime() });
        }
      }),
    );
  });

  test("property: deterministic, ordered and independent of input order", () => {
    fc.assert(
      fc.property(arb, (a) => {
        const { partnerMoods, userCheckins } = build(a);
        const rows = computeCorrelationInsights({ partnerMoods, userCheckins });
        const again = computeCorrelationInsights({
          partnerMoods: [...partnerMoods].reverse(),
          userCheckins: [...userCheckins].reverse(),
        });
        expect(again).toEqual(rows);
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.matchCount).toBeLessThanOrEqual(rows[i - 1]!.matchCount);
      }),
    );
  });
});

describe("correlation cards", () => {
  test("strength min(100, 20 × matches): 3 → 60, 4 → 80, 5 → 100 exactly, 6 → 100 (capped)", () => {
    expect(correlationCardStrength(3)).toBe(60);
    expect(correlationCardStrength(4)).toBe(80);
    expect(correlationCardStrength(5)).toBe(100);
    expect(correlationCardStrength(6)).toBe(100);
  });

  test("only 3 or more matches: 2 is dropped, 3 kept", () => {
    expect(correlationCards([row(["tired"], "distant", 2)])).toEqual([]);
    expect(correlationCards([row(["tired"], "distant", 3, 5)])).toEqual([
      {
        id: "tired>distant",
        heading: "Did you know?",
        title: "When your partner feels “tired”, you often feel “distant”",
        description: "3 times, you checked in feeling “distant” within 24 hours of your partner logging “tired”.",
        strength: 60,
        matchCount: 3,
        partnerMoodTags: ["tired"],
        checkinFeeling: "distant",
        lastOccurrence: at(5),
      },
    ]);
  });

  test("top 3 by match count; dismissed patterns make room for the next; partner name and tag lists", () => {
    const rows = [
      row(["a"], "loved", 3),
      row(["b"], "loved", 7),
      row(["c"], "loved", 4),
      row(["stressed", "tired"], "distant", 5),
      row(["e"], "loved", 1),
    ];
    expect(correlationCards(rows).map((c) => [c.id, c.strength])).toEqual([
      ["b>loved", 100],
      ["stressed+tired>distant", 100],
      ["c>loved", 80],
    ]);
    const cards = correlationCards(rows, { dismissed: ["b>loved"], partnerName: "Sam Rivera" });
    expect(cards.map((c) => c.id)).toEqual(["stressed+tired>distant", "c>loved", "a>loved"]);
    // A display name: the card names the partner by first name only.
    expect(cards[0]!.title).toBe("When Sam feels “stressed” and “tired”, you often feel “distant”");
    expect(cards[0]!.description).toContain("hours of Sam logging");
  });

  test("tags stored unsorted are sorted for the key and the card", () => {
    const cards = correlationCards([row(["tired", "stressed"], "distant", 3)]);
    expect(cards[0]).toMatchObject({ id: "stressed+tired>distant", partnerMoodTags: ["stressed", "tired"] });
  });
});

describe("mood influences", () => {
  const moods = (tag: string, withValues: number[], withoutValues: number[]) => [
    ...withValues.map((v, i) => mood(i, [tag, "common"], v)),
    ...withoutValues.map((v, i) => mood(100 + i, ["common"], v)),
  ];

  test("3 occurrences needed: 2 give nothing, 3 give the comparison", () => {
    expect(moodInfluences(moods("walk", [2, 2], [0, 0, 0]))).toEqual([]);
    expect(moodInfluences(moods("walk", [2, 2, 2], [0, 0, 0]))).toEqual([
      // 50 + 5 × min(3, 3) + 10 × 2 = 85.
      {
        tag: "walk",
        occurrences: 3,
        averageWith: 2,
        averageWithout: 0,
        difference: 2,
        effect: "lifts",
        confidence: 85,
      },
    ]);
  });

  test("effect by the sign of the difference: 0 is neutral, ±0.01 lifts or lowers", () => {
    const effect = (withValues: number[], withoutValues: number[]) =>
      moodInfluences(moods("walk", withValues, withoutValues)).find((i) => i.tag === "walk");
    expect(effect([1, 1, 1], [1, 1, 1])).toMatchObject({ difference: 0, effect: "neutral" });
    // Averages 1 against 99/100 and 101/100 (one mood in a hundred differs), differences of +0.01 and −0.01.
    const hundred = (odd: number) => [...Array.from({ length: 99 }, () => 1), odd];
    expect(effect([1, 1, 1], hundred(0))).toMatchObject({ difference: 0.01, effect: "lifts" });
    expect(effect([1, 1, 1], hundred(2))).toMatchObject({ difference: -0.01, effect: "lowers" });
  });

  test("a tag on every mood has nothing to compare with", () => {
    expect(moodInfluences(moods("walk", [2, 2, 2], [0, 0, 0])).map((i) => i.tag)).not.toContain("common");
  });

  test("confidence: 50 + min(25, 5 × smaller side) + 10 × |difference|, capped at 95 exactly", () => {
    expect(influenceConfidence(5, 5, 2)).toBe(95);
    expect(influenceConfidence(5, 5, 1.9)).toBe(94);
    expect(influenceConfidence(5, 5, 2.1)).toBe(95);
    expect(influenceConfidence(3, 10, 1)).toBe(75);
    expect(influenceConfidence(10, 3, -1)).toBe(75);
    expect(influenceConfidence(6, 6, 0)).toBe(75); // the sample bonus stops at 25
    expect(influenceConfidence(20, 20, 6)).toBe(95);
  });

  test("negative influences, ordering by size of the difference, keyword normalisation", () => {
    const list = [
      mood(0, ["Work"], -2),
      mood(1, ["work "], -2),
      mood(2, ["work", "gym"], 0),
      mood(3, ["gym"], 2),
      mood(4, ["gym"], 2),
      mood(5, [], 1),
    ];
    const result = moodInfluences(list);
    expect(result.map((i) => [i.tag, i.effect, i.difference])).toEqual([
      ["work", "lowers", -3],
      ["gym", "lifts", 2.33],
    ]);
    expect(result[0]).toMatchObject({ averageWith: -1.33, averageWithout: 1.67, occurrences: 3 });
  });

  test("properties: confidence ≤ 95, every tag has ≥ 3 occurrences, input order does not matter", () => {
    const arb = fc.array(
      fc.record({
        v: fc.integer({ min: -3, max: 3 }),
        tags: fc.uniqueArray(fc.constantFrom("a", "b", "c", "d"), { maxLength: 3 }),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const list = rows.map((r, i) => mood(i, r.tags, r.v));
        const result = moodInfluences(list);
        for (const i of result) {
          expect(i.confidence).toBeLessThanOrEqual(95);
          expect(i.occurrences).toBeGreaterThanOrEqual(3);
        }
        expect(moodInfluences([...list].reverse())).toEqual(result);
      }),
    );
  });
});
