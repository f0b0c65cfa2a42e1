import { describe, expect, test } from "vitest";
import { MS_PER_HOUR, addDays, localDayKey, startOfLocalDay } from "../time";
import type { BiometricRecord, Clock, MoodRecord } from "../types";
import { individualInsights } from "./index";

const TZ = "America/New_York";
const NOW = new Date("2026-03-20T16:00:00Z");
const clock: Clock = { now: NOW, timeZone: TZ };

function localAt(daysAgo: number, hour: number): Date {
  const key = addDays(localDayKey(NOW, TZ), -daysAgo);
  return new Date(startOfLocalDay(key, TZ).getTime() + hour * MS_PER_HOUR);
}
const bio = (daysAgo: number, sleepHours: number | null, stressLevel: number | null): BiometricRecord => ({
  sleepHours,
  stressLevel,
  at: localAt(daysAgo, 8),
});
const mood = (daysAgo: number, value: number): MoodRecord => ({
  value,
  keywords: [],
  notes: null,
  emotionMetadata: null,
  at: localAt(daysAgo, 20),
});

describe("individualInsights", () => {
  test("one insight per topic: the sleep-mood link (high) replaces the 30-day sleep advice (medium)", () => {
    const sleep = [4, 5, 6, 7, 5, 6].map((h, d) => bio(d, h, null));
    const moods = [-3, -2, -1, 0, -2, -1].map((v, d) => mood(d, v));
    const result = individualInsights({ clock, moods, biometrics: sleep });
    expect(result.map((i) => [i.type, i.priority])).toEqual([["sleep_mood", "high"]]);
  });

  test("without a sleep-mood link the sleep advice shows", () => {
    const sleep = [6, 6, 6, 6, 6, 6].map((h, d) => bio(d, h, null));
    expect(individualInsights({ clock, moods: [], biometrics: sleep }).map((i) => i.type)).toEqual(["sleep_advice"]);
  });

  test("stress: the urgent 3-day streak wins over the 30-day alert; topics are ordered together", () => {
    const biometrics = [bio(0, 6, 9), bio(1, 6, 9), bio(2, 6, 9), bio(3, 6, 9), bio(4, 6, 5), bio(5, 6, 5)];
    const result = individualInsights({ clock, moods: [], biometrics });
    expect(result.map((i) => [i.type, i.priority])).toEqual([
      ["stress_streak", "urgent"],
      ["sleep_advice", "medium"],
    ]);
  });

  test("stress: a 30-day high alert outranks a 7-day medium rising trend", () => {
    const old = [10, 12, 14, 16, 18].map((d) => bio(d, null, 9));
    const recent = [bio(2, null, 3), bio(1, null, 4), bio(0, null, 5)];
    const result = individualInsights({ clock, moods: [], biometrics: [...old, ...recent] });
    expect(result.map((i) => [i.type, i.priority])).toEqual([["stress_alert", "medium"]]);
    // 7-day rising (medium, 75) loses to the 30-day alert (medium, 80) on confidence.
  });

  test("no data, nothing to say", () => {
    expect(individualInsights({ clock, moods: [], biometrics: [] })).toEqual([]);
  });

  test("failures return an empty list quietly", () => {
    const biometrics = [bio(0, 6, 9), bio(1, 6, 9), bio(2, 6, 9)];
    expect(individualInsights({ clock: { now: NOW, timeZone: "Not/AZone" }, moods: [], biometrics })).toEqual([]);
    const broken = [{ sleepHours: 6, stressLevel: 9, at: null }] as unknown as BiometricRecord[];
    expect(individualInsights({ clock, moods: [], biometrics: broken })).toEqual([]);
  });
});
