import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  componentAnalysisRows,
  componentScoresText,
  formatHealthScore,
  formatHeadlineScore,
  gaugeValueText,
  HEALTH_CARD_TEXT,
  HEALTH_TRENDS_TEXT,
  healthTrendsTitle,
  imbalanceWarningText,
  pointsApartText,
  pointSourceText,
  recentTrendDescription,
  recentTrendText,
  trendChartSummary,
  trendDayLabel,
} from "./copy";
import { scoreBand } from "./bands";
import { computeCoupleScore } from "./couple";
import type { HistoryPoint } from "./history";
import { scoreOf as hs } from "./fixtures";

const point = (day: string, healthScore: number, isInterpolated = false): HistoryPoint => ({
  calculationDate: day,
  healthScore,
  moodTrendScore: 50,
  ritualCompletionScore: 0,
  checkinFrequencyScore: 0,
  partnerInteractionScore: 50,
  isInterpolated,
});

describe("spec strings, verbatim", () => {
  test("the card's sections (§2.4, §4.2)", () => {
    expect(HEALTH_CARD_TEXT.individualPerspectives).toBe("Individual Perspectives");
    expect(HEALTH_CARD_TEXT.detailedComponentAnalysis).toBe("Detailed Component Analysis");
    expect(HEALTH_CARD_TEXT.areasToFocus).toBe("Areas to Focus On Together");
  });

  test("the trend graph: titles by view, 'Focus/Full', 'Limited Real Data', trend load failure", () => {
    expect(healthTrendsTitle("couple")).toBe("Couple's Health Trends");
    expect(healthTrendsTitle("individual")).toBe("Relationship Health Trends");
    expect([HEALTH_TRENDS_TEXT.focus, HEALTH_TRENDS_TEXT.full]).toEqual(["Focus", "Full"]);
    expect(HEALTH_TRENDS_TEXT.limitedRealData).toBe("Limited Real Data");
    expect([HEALTH_TRENDS_TEXT.loadError, HEALTH_TRENDS_TEXT.retry]).toEqual(["Failed to load trend data", "Retry"]);
  });
});

describe("formatting", () => {
  test("scores show one decimal at most, rounded half away from zero", () => {
    expect(formatHealthScore(82.95)).toBe("83");
    expect(formatHealthScore(78.3)).toBe("78.3");
    expect(formatHealthScore(56.75)).toBe("56.8");
    expect(formatHealthScore(0)).toBe("0");
    expect(formatHealthScore(-0.01)).toBe("0");
    expect(formatHealthScore(100)).toBe("100");
  });

  test("differences in points, singular for exactly one", () => {
    expect(pointsApartText(48.13)).toBe("48.1 points apart");
    expect(pointsApartText(-12)).toBe("12 points apart");
    expect(pointsApartText(1)).toBe("1 point apart");
    expect(pointsApartText(0.96)).toBe("1 point apart");
  });

  test("the gauge reads its value and band, as the whole number it shows", () => {
    expect(gaugeValueText(56.75, "Fair")).toBe("56 out of 100, Fair");
  });

  test("headline scores are whole numbers that never cross into a band the score has not reached", () => {
    expect([79.73, 80, 59.99, 0.4, 100].map(formatHeadlineScore)).toEqual(["79", "80", "59", "0", "100"]);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (score) => {
        expect(scoreBand(Number(formatHeadlineScore(score))).label).toBe(scoreBand(score).label);
      }),
    );
  });

  test("the imbalance warning starts with the spec's label", () => {
    expect(imbalanceWarningText("high", 52.41)).toBe("Significant perception gap: your scores are 52.4 points apart.");
    expect(imbalanceWarningText("medium", 20)).toBe("Some differences in perception: your scores are 20 points apart.");
  });

  test("the recent trend carries its direction in the sign; points when there is no percentage", () => {
    expect(recentTrendText({ percent: 14.1, points: 10.28, direction: "up" })).toBe("+14.1%");
    expect(recentTrendText({ percent: -3.2, points: -2.4, direction: "down" })).toBe("-3.2%");
    expect(recentTrendText({ percent: null, points: 12.5, direction: "up" })).toBe("+12.5 points");
    expect(recentTrendDescription({ percent: 14.1, points: 10.28, direction: "up" })).toBe(
      "Recent trend: +14.1% between your last two logged days",
    );
  });

  test("days read as 'Mar 4'", () => {
    expect(trendDayLabel("2026-03-04")).toBe("Mar 4");
    expect(trendDayLabel("2025-12-31")).toBe("Dec 31");
  });

  test("an estimated point says so in words", () => {
    expect(pointSourceText(point("2026-03-06", 75.3, true))).toBe("Estimated");
    expect(pointSourceText(point("2026-03-05", 75))).toBe("From your logs");
  });

  test("the chart summary names the range, the ends and the estimated share", () => {
    const points = [point("2026-03-04", 80), point("2026-03-05", 75.3, true), point("2026-03-06", 82.95)];
    expect(trendChartSummary(points, 7)).toBe(
      "Health score over the last 7 days, on a scale of 0 to 100: from 80 on Mar 4 to 83 on Mar 6. " +
        "1 of 3 points estimated. Every day is listed in the table that follows.",
    );
    expect(trendChartSummary([], 30)).toBe("Health score over the last 30 days: no scores yet.");
  });
});

describe("componentAnalysisRows", () => {
  test("couple view: both sides and the comparison of every component, in the fixed order", () => {
    const user = hs(70, { partnerInteractionScore: 80, moodTrendScore: 62, checkinFrequencyScore: 40 });
    const partner = hs(60, { partnerInteractionScore: 78, moodTrendScore: 50, checkinFrequencyScore: 10 });
    const rows = componentAnalysisRows(computeCoupleScore({ user, partner }));
    expect(rows).toEqual([
      {
        component: "partnerInteraction",
        name: "Partner Connection",
        user: 80,
        partner: 78,
        comparison: { label: "Similar", difference: 2 },
      },
      {
        component: "moodTrend",
        name: "Mood Trend",
        user: 62,
        partner: 50,
        comparison: { label: "Some difference", difference: 12 },
      },
      {
        component: "checkinFrequency",
        name: "Check-in Frequency",
        user: 40,
        partner: 10,
        comparison: { label: "Significant difference", difference: 30 },
      },
      {
        component: "ritualCompletion",
        name: "Ritual Completion",
        user: 50,
        partner: 50,
        comparison: { label: "Similar", difference: 0 },
      },
    ]);
  });

  test("individual view: the user's side only", () => {
    const rows = componentAnalysisRows(computeCoupleScore({ user: hs(70, { moodTrendScore: 62 }), partner: null }));
    expect(rows.map((r) => [r.name, r.user, r.partner, r.comparison])).toEqual([
      ["Partner Connection", 50, null, null],
      ["Mood Trend", 62, null, null],
      ["Check-in Frequency", 50, null, null],
      ["Ritual Completion", 50, null, null],
    ]);
  });

  test("both sides of an area to focus on", () => {
    expect(componentScoresText(57.14, 0)).toBe("You 57.1, Partner 0");
  });
});
