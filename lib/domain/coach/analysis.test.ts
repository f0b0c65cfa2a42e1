import { describe, expect, test } from "vitest";
import type { MoodRecord } from "../types";
import { analysisFigures, keepGrounded, writeOfflineAnalysis, type AnalysisInput } from "./analysis";

const now = new Date("2026-11-26T12:00:00Z");
const clock = { now, timeZone: "UTC" };
const mood = (daysAgo: number, value: number, keywords: string[] = []): MoodRecord => ({
  value,
  keywords,
  notes: null,
  emotionMetadata: null,
  at: new Date(now.getTime() - daysAgo * 86_400_000),
});
const input = (overrides: Partial<AnalysisInput> = {}): AnalysisInput => ({
  clock,
  moods: [],
  biometrics: [],
  connection: [],
  ...overrides,
});

describe("analysisFigures", () => {
  test("fewer than 5 days with a mood: nothing to analyse", () => {
    expect(analysisFigures(input({ moods: [0, 1, 2, 3].map((d) => mood(d, 1)) }))).toEqual([]);
  });

  test("average, days logged and the change from the 30 days before", () => {
    const moods = [...[0, 1, 2, 3, 4, 5].map((d) => mood(d, 2)), ...[31, 32, 40].map((d) => mood(d, 0))];
    const figures = analysisFigures(input({ moods }));
    const byId = Object.fromEntries(figures.map((f) => [f.id, f]));
    expect(byId["mood-average"]!.value).toBe("+2.0");
    expect(byId["days-logged"]!.value).toBe("6 of 30");
    expect(byId["mood-change"]).toMatchObject({
      value: "+2.0",
      sentence: "That is 2.0 higher than the 30 days before.",
    });
    expect(byId["steadiness"]!.value).toBe("0.0");
  });

  test("best and hardest weekday only with two days each of three weekdays and a real gap", () => {
    // 2026-11-26 is a Thursday. Mondays low, Wednesdays high, Tuesdays between, two of each.
    const monday = [3, 10];
    const tuesday = [2, 9];
    const wednesday = [1, 8];
    const moods = [
      ...monday.map((d) => mood(d, -2)),
      ...tuesday.map((d) => mood(d, 0)),
      ...wednesday.map((d) => mood(d, 2)),
    ];
    const figures = analysisFigures(input({ moods }));
    expect(figures.find((f) => f.id === "best-day")!.value).toBe("Wednesday");
    expect(figures.find((f) => f.id === "hardest-day")!.value).toBe("Monday");
  });

  test("feelings named at least twice, most frequent first", () => {
    const moods = [0, 1, 2, 3, 4].map((d) => mood(d, 1, d < 3 ? ["calm", "tired"] : ["calm"]));
    expect(analysisFigures(input({ moods })).find((f) => f.id === "top-feelings")!.value).toBe("calm, tired");
  });

  test("sleep and mood only when the link is claimable (n ≥ 14)", () => {
    const days = Array.from({ length: 14 }, (_, i) => i);
    const moods = days.map((d) => mood(d, d % 2 === 0 ? 2 : -1));
    const biometrics = days.map((d) => ({
      sleepHours: d % 2 === 0 ? 8 : 5,
      stressLevel: null,
      at: new Date(now.getTime() - d * 86_400_000),
    }));
    const sleep = analysisFigures(input({ moods, biometrics })).find((f) => f.id === "sleep-mood")!;
    expect(sleep.value).toBe("r = 1.00");
    expect(sleep.sentence).toBe("On days with more sleep, your mood tended to be higher (a strong link over 14 days).");
    const fewer = analysisFigures(input({ moods: moods.slice(0, 13), biometrics: biometrics.slice(0, 13) }));
    expect(fewer.find((f) => f.id === "sleep-mood")).toBeUndefined();
  });

  test("connection from the person's own ratings in the window", () => {
    const moods = [0, 1, 2, 3, 4].map((d) => mood(d, 1));
    const connection = [
      { at: mood(1, 0).at, value: 2 },
      { at: mood(2, 0).at, value: 1 },
      { at: mood(45, 0).at, value: -3 },
    ];
    expect(analysisFigures(input({ moods, connection })).find((f) => f.id === "connection")!.value).toBe("+1.5");
  });
});

describe("writeOfflineAnalysis", () => {
  test("says only the figures' own sentences, each paragraph citing them", () => {
    const moods = [...[0, 1, 2, 3, 4, 5].map((d) => mood(d, 2, ["calm"])), mood(35, 1)];
    const figures = analysisFigures(input({ moods }));
    const written = writeOfflineAnalysis(figures)!;
    expect(written.paragraphs[0]).toEqual({
      text: "Over the last 30 days you logged a mood on 6 of them. Your mood averaged +2.0 on the scale from −3 to +3. That is 1.0 higher than the 30 days before.",
      figureIds: ["days-logged", "mood-average", "mood-change"],
    });
    expect(keepGrounded(written, figures)).toEqual(written);
    expect(written.suggestion).toMatch(/Logging on more days/);
  });

  test("nothing to say without figures", () => {
    expect(writeOfflineAnalysis([])).toBeNull();
  });
});

describe("keepGrounded", () => {
  const figures = analysisFigures(input({ moods: [0, 1, 2, 3, 4].map((d) => mood(d, 1)) }));
  test("drops paragraphs citing nothing or a figure never given", () => {
    const kept = keepGrounded(
      {
        paragraphs: [
          { text: "Grounded.", figureIds: ["mood-average"] },
          { text: "Invented.", figureIds: ["sleep-mood"] },
          { text: "Uncited.", figureIds: [] },
        ],
        suggestion: "Rest.",
      },
      figures,
    );
    expect(kept!.paragraphs.map((p) => p.text)).toEqual(["Grounded."]);
  });

  test("nothing grounded at all: null", () => {
    expect(
      keepGrounded({ paragraphs: [{ text: "x", figureIds: ["connection"] }], suggestion: "y" }, figures),
    ).toBeNull();
  });
});
