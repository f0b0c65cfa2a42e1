/**
 * Words of the Relationship Health card and the health trend graph (spec 2 §2.4, §4.2, §8). Titles, section names,
 * error texts and labels the spec names are verbatim (marked "spec"); the rest is ours, in the spec's plain tone.
 * Pure and free of the scoring engines (no `sentiment` package), so the server cards, the client chart and the tests
 * format alike and the chart's browser bundle stays small.
 */
import { roundTo } from "../stats";
import type { DayKey } from "../time";
import {
  AREAS_TO_FOCUS_TITLE,
  COMPONENT_KEYS,
  COMPONENT_NAMES,
  IMBALANCE_LABELS,
  LIMITED_REAL_DATA_TITLE,
  type HealthTimeframe,
  type ComparisonLabel,
  type ComponentKey,
  type ImbalanceLevel,
} from "./constants";
import { COMPONENT_FIELDS, type CoupleScore } from "./couple";
import type { HistoryPoint } from "./history";
import type { RecentTrend } from "./notices";

/** The card's view, as CoupleScore.view: with a linked partner whose score may be shown, or the user alone. */
export type HealthView = "couple" | "individual";

export const HEALTH_CARD_TEXT = {
  /** Spec §2.4. */
  individualPerspectives: "Individual Perspectives",
  /** Spec §2.4. */
  detailedComponentAnalysis: "Detailed Component Analysis",
  /** Spec §4.2. */
  areasToFocus: AREAS_TO_FOCUS_TITLE,
  // Ours from here on.
  timeframeGroup: "Score timeframe",
  coupleGauge: "Couple health score",
  individualGauge: "Your health score",
  you: "You",
  partner: "Partner",
  component: "Component",
  quickComparison: "Quick comparison",
  sentimentTitle: "Sentiment of your notes",
} as const;

/** Ours: the two options of the spec's 7/30-day toggle. */
export const HEALTH_TIMEFRAME_LABELS: Readonly<Record<HealthTimeframe, string>> = { 7: "7 Days", 30: "30 Days" };

/** Spec §8 'Couple score failure': the couple card offers Retry, the individual card Try Again. */
export const HEALTH_CARD_ERRORS: Readonly<Record<HealthView, { message: string; retryLabel: string }>> = {
  couple: { message: "Unable to load relationship scores", retryLabel: "Retry" },
  individual: { message: "Unable to calculate relationship health score", retryLabel: "Try Again" },
};

/**
 * Ours: what follows the spec's imbalance label. Only the levels that show a warning (spec: low shows none) have a
 * suggestion; it invites a conversation rather than naming who is "right".
 */
export const IMBALANCE_SUGGESTIONS: Readonly<Record<Exclude<ImbalanceLevel, "low">, string>> = {
  high: "You see this period quite differently. Talking it through together can help you understand each other.",
  medium: "A short conversation about how each of you feels could bring your views closer.",
};

/**
 * A score as shown: one decimal at most, no trailing zero (82.95 → "83", 78.3 → "78.3"). Stored scores have two
 * decimals; one is enough to read, and the imbalance and comparison thresholds are met by the same rounded figures a
 * user compares.
 */
export function formatHealthScore(value: number): string {
  const rounded = roundTo(value, 1);
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * A headline score (the gauge, each perspective): a whole number (issue #32). Rounded down, because the bands start
 * at whole numbers: 79.7 reads "79 Good", never "80" beside a band that starts at 80.
 */
export function formatHeadlineScore(value: number): string {
  return String(Math.max(0, Math.floor(value)));
}

/** Ours (decision 048): what the health cards say until a score may be shown, and the progress towards one. */
export const SCORE_READINESS_TEXT = {
  waiting: (need: number) => `Your score appears after ${need} days with a mood or a check-in.`,
  coupleWaiting: (need: number) => `Your scores appear once each of you has ${need} days with a mood or a check-in.`,
  progress: (have: number, need: number) => `${have} of ${need} days`,
  progressLabel: (who: string) => `${who}: days with a mood or a check-in`,
  partnerPending: (name: string, have: number, need: number) =>
    `${name}'s score joins yours after ${need} days with a mood or a check-in (${have} of ${need} so far).`,
  trendsWaiting: (have: number, need: number) =>
    `Trends appear after ${need} days with a mood or a check-in: ${have} of ${need}.`,
  logMood: "Log a mood",
} as const;

/** "48.1 points apart", "1 point apart". */
export function pointsApartText(difference: number): string {
  const shown = formatHealthScore(Math.abs(difference));
  return `${shown} ${shown === "1" ? "point" : "points"} apart`;
}

/** The gauge's aria-valuetext: "56 out of 100, Fair". */
export function gaugeValueText(score: number, bandLabel: string): string {
  return `${formatHeadlineScore(score)} out of 100, ${bandLabel}`;
}

/** "Significant perception gap: your scores are 52.4 points apart." (the label is the spec's). */
export function imbalanceWarningText(level: Exclude<ImbalanceLevel, "low">, gap: number): string {
  return `${IMBALANCE_LABELS[level]}: your scores are ${pointsApartText(gap)}.`;
}

/** "You 57.1, Partner 0": both sides of a component, as listed under 'Areas to Focus On Together'. */
export function componentScoresText(user: number, partner: number): string {
  return `${HEALTH_CARD_TEXT.you} ${formatHealthScore(user)}, ${HEALTH_CARD_TEXT.partner} ${formatHealthScore(partner)}`;
}

/** One row of 'Detailed Component Analysis': the partner's side and the comparison exist only in the couple view. */
export interface ComponentAnalysisRow {
  component: ComponentKey;
  name: string;
  user: number;
  partner: number | null;
  comparison: { label: ComparisonLabel; difference: number } | null;
}

/** Every component in the fixed order, from the chosen timeframe's couple score. */
export function componentAnalysisRows(score: CoupleScore): ComponentAnalysisRow[] {
  return COMPONENT_KEYS.map((component) => {
    const compared = score.componentComparison.find((c) => c.component === component);
    const field = COMPONENT_FIELDS[component];
    return {
      component,
      name: COMPONENT_NAMES[component],
      user: score.userComponents[field],
      partner: score.partnerComponents ? score.partnerComponents[field] : null,
      comparison: compared ? { label: compared.label, difference: compared.difference } : null,
    };
  });
}

// ---- The trend graph ----

export const HEALTH_TRENDS_TEXT = {
  /** Spec §2.4: the couple view's title (the spec names it first, as it does the card's couple title). */
  coupleTitle: "Couple's Health Trends",
  /** Spec §2.4: the individual view's title. */
  individualTitle: "Relationship Health Trends",
  /** Spec §2.4 'Focus/Full' axis toggle. */
  focus: "Focus",
  full: "Full",
  /** Spec §4.2. */
  limitedRealData: LIMITED_REAL_DATA_TITLE,
  /** Spec §8 'Trend load failure'. */
  loadError: "Failed to load trend data",
  retry: "Retry",
  // Ours from here on.
  axisGroup: "Chart scale",
  focusDescription: "Focus fits the scale to your scores; Full shows 0 to 100.",
  recentTrend: "Recent trend",
  realPoint: "From your logs",
  estimatedPoint: "Estimated",
  empty: "Log a mood or a partner check-in to start your health trend.",
  tableCaption: "Health score by day",
  date: "Date",
  score: "Score",
  source: "Source",
} as const;

export function healthTrendsTitle(view: HealthView): string {
  return view === "couple" ? HEALTH_TRENDS_TEXT.coupleTitle : HEALTH_TRENDS_TEXT.individualTitle;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "Mar 4" from "2026-03-04": short enough for a 30-day axis, unambiguous across a month boundary. */
export function trendDayLabel(day: DayKey): string {
  const [, month, date] = day.split("-");
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(date)}`;
}

/**
 * The recent-trend figure: "+14.1%" / "-3.2%", or the change in points ("+10.3 points") when the older score was 0
 * and a percentage has no meaning. The sign carries the direction, so it never rests on colour.
 */
export function recentTrendText(trend: RecentTrend): string {
  const sign = trend.direction === "up" ? "+" : "-";
  if (trend.percent === null) return `${sign}${formatHealthScore(Math.abs(trend.points))} points`;
  return `${sign}${formatHealthScore(Math.abs(trend.percent))}%`;
}

/** "Recent trend: +14.1% between your last two logged days" (the screen-reader sentence and the tooltip). */
export function recentTrendDescription(trend: RecentTrend): string {
  return `${HEALTH_TRENDS_TEXT.recentTrend}: ${recentTrendText(trend)} between your last two logged days`;
}

/** "Estimated" or "From your logs": how an interpolated point is told apart in words. */
export function pointSourceText(point: Pick<HistoryPoint, "isInterpolated">): string {
  return point.isInterpolated ? HEALTH_TRENDS_TEXT.estimatedPoint : HEALTH_TRENDS_TEXT.realPoint;
}

/**
 * The chart's accessible name: the range, the first and last scores and how many points are estimated. Every point
 * is in the visually hidden table beside the chart, so the name stays short enough to listen to.
 */
export function trendChartSummary(points: readonly HistoryPoint[], timeframe: HealthTimeframe): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `Health score over the last ${timeframe} days: no scores yet.`;
  const estimated = points.filter((p) => p.isInterpolated).length;
  const from = `${formatHealthScore(first.healthScore)} on ${trendDayLabel(first.calculationDate)}`;
  const to = `${formatHealthScore(last.healthScore)} on ${trendDayLabel(last.calculationDate)}`;
  return (
    `Health score over the last ${timeframe} days, on a scale of 0 to 100: from ${from} to ${to}. ` +
    `${estimated} of ${points.length} points estimated. Every day is listed in the table that follows.`
  );
}
