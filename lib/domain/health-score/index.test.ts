import { describe, expect, test } from "vitest";
import { UTC_NOON_2026_03_10 as clock, workedExample1, workedExample2 } from "./fixtures";
import {
  computeCoupleScore,
  computeHealthOverview,
  computeHealthScore,
  scoreBand,
  sentimentToneLabel,
} from "./index";

/*
 * The public API, used as the dashboard uses it: the worked examples of docs/health-score.md through the entry point,
 * so a re-export that points at the wrong engine (or goes missing) changes a figure here.
 */
describe("the health score's public API", () => {
  const established = computeHealthScore({ clock, timeframeDays: 7, ...workedExample1() });
  const building = computeHealthScore({ clock, timeframeDays: 7, ...workedExample2() });

  test("worked examples 1 and 2: the scores, their bands and their notes' tone", () => {
    expect([established.finalScore, established.isBuildingPhase]).toEqual([82.95, false]);
    expect([building.finalScore, building.isBuildingPhase]).toEqual([30.54, true]);
    expect(scoreBand(established.finalScore)).toEqual({ label: "Excellent", colour: "green" });
    expect(scoreBand(building.finalScore)).toEqual({ label: "Needs Attention", colour: "red" });
    expect(sentimentToneLabel(established.emotionSentimentBonus)).toBe("Positive tone");
    expect(sentimentToneLabel(building.emotionSentimentBonus)).toBe("Challenging");
  });

  test("the couple of the two: their mean, the gap named, every component significantly apart", () => {
    const couple = computeCoupleScore({ user: established, partner: building });
    expect(couple.coupleHealthScore).toBe(56.75);
    expect(couple.title).toBe("Relationship Health");
    expect(couple.imbalance).toEqual({ level: "high", label: "Significant perception gap", showWarning: true });
    expect(couple.areasToFocus.map((area) => area.name)).toEqual([
      "Ritual Completion",
      "Partner Connection",
      "Check-in Frequency",
      "Mood Trend",
    ]);
  });

  test("worked example 4: the overview's notice and recent trend", () => {
    const overview = computeHealthOverview({ clock, ...workedExample1() });
    expect(overview.dataQuality.notice?.kind).toBe("limited");
    expect(overview.recentTrend).toEqual({ percent: 14.1, points: 10.28, direction: "up" });
  });
});
