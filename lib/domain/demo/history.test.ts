import { describe, expect, test } from "vitest";
import { PARTNER_CHECKIN_FEELINGS, PERSONAL_CHECKIN_EMOTIONS } from "../emotions";
import { MS_PER_DAY } from "../time";
import { HISTORY_RITUALS, personHistory, prng, syntheticCouple } from "./history";

const END = new Date("2026-11-22T00:00:00Z");

describe("prng", () => {
  test("the same seed gives the same sequence, in [0, 1)", () => {
    const a = prng(7);
    const b = prng(7);
    const drawn = Array.from({ length: 1000 }, () => a());
    expect(drawn).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(drawn.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(drawn).size).toBeGreaterThan(990);
  });
});

describe("syntheticCouple", () => {
  test("is deterministic: the same seed gives the same couple, another seed another", () => {
    expect(syntheticCouple({ years: 0.3, end: END })).toEqual(syntheticCouple({ years: 0.3, end: END, seed: 42 }));
    expect(syntheticCouple({ years: 0.3, end: END, seed: 43 }).user.moods).not.toEqual(
      syntheticCouple({ years: 0.3, end: END }).user.moods,
    );
  });

  // The draw order is part of the contract: the dashboard tests and benchmarks were written against these numbers.
  test("the default couple is the one the tests and benchmarks know", () => {
    const { user, partner, linkedAt } = syntheticCouple({ years: 0.3, end: END });
    expect([user.moods.length, user.checkins.length, user.personalCheckins.length, partner.moods.length]).toEqual([
      129, 83, 32, 118,
    ]);
    expect(user.moods[0]).toMatchObject({ keywords: ["tired", "content"], notes: null, emotionMetadata: null });
    expect(user.moods[0]!.at.toISOString()).toBe("2026-08-04T17:02:45.638Z");
    expect(linkedAt.toISOString()).toBe("2026-08-04T00:00:00.000Z");
    expect(user.rituals).toHaveLength(HISTORY_RITUALS);
  });

  test("ends the day before `end`, with everything a partner check-in names the other person", () => {
    const { user, partner } = syntheticCouple({ years: 0.3, end: END });
    for (const person of [user, partner]) {
      expect(Math.max(...person.moods.map((m) => m.at.getTime()))).toBeLessThan(END.getTime());
    }
    expect(new Set(user.checkins.map((c) => c.subjectId))).toEqual(new Set([partner.id]));
    expect(new Set(partner.checkins.map((c) => c.subjectId))).toEqual(new Set([user.id]));
  });
});

describe("personHistory", () => {
  const start = Date.UTC(2026, 0, 1);
  const history = personHistory({
    id: "p",
    name: "P",
    partnerId: null,
    days: 120,
    dayStart: (i) => start + i * MS_PER_DAY,
    seed: 5,
  });

  test("every value is inside what the database accepts", () => {
    for (const m of history.moods) {
      expect(m.value).toBeGreaterThanOrEqual(-3);
      expect(m.value).toBeLessThanOrEqual(3);
      expect(m.keywords.length).toBeGreaterThan(0);
    }
    for (const b of history.biometrics) {
      expect(b.sleepHours).toBeGreaterThanOrEqual(3);
      expect(b.sleepHours).toBeLessThanOrEqual(12);
      expect(b.stressLevel).toBeGreaterThanOrEqual(1);
      expect(b.stressLevel).toBeLessThanOrEqual(10);
    }
    for (const c of history.checkins) {
      expect(Math.abs(c.score)).toBeLessThanOrEqual(3);
      expect(PARTNER_CHECKIN_FEELINGS).toContain(c.feeling);
      expect(c.subjectId).toBeNull();
    }
    for (const c of history.personalCheckins) {
      expect(Math.abs(c.score)).toBeLessThanOrEqual(3);
      expect(PERSONAL_CHECKIN_EMOTIONS).toContain(c.emotion);
    }
  });

  test("moods are in time order and every entry falls inside its day", () => {
    const times = history.moods.map((m) => m.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const entries = [...history.moods, ...history.biometrics, ...history.checkins, ...history.personalCheckins];
    for (const { at } of entries) {
      expect(at.getTime()).toBeGreaterThanOrEqual(start);
      expect(at.getTime()).toBeLessThan(start + 120 * MS_PER_DAY);
    }
    // One sleep-and-stress entry per day.
    expect(history.biometrics).toHaveLength(120);
  });

  test("follows the day starts it is given, whatever their spacing", () => {
    const shifted = personHistory({
      id: "p",
      name: "P",
      partnerId: null,
      days: 120,
      dayStart: (i) => start + i * MS_PER_DAY + 3_600_000,
      seed: 5,
    });
    // The same draws, an hour later each.
    expect(shifted.moods.map((m) => m.at.getTime() - 3_600_000)).toEqual(history.moods.map((m) => m.at.getTime()));
    expect(shifted.moods.map((m) => m.value)).toEqual(history.moods.map((m) => m.value));
  });
});
