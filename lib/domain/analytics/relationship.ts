import { COMPONENT_KEYS, COMPONENT_NAMES, imbalanceFor, type ComponentKey } from "../health-score";
import type { HistoryPoint } from "../health-score/history";
import { IMBALANCE_LABELS, type ImbalanceLevel } from "../health-score/constants";
import { mean, roundTo } from "../stats";
import { formatDayKey, weekStart, type DayKey } from "../time";
import type { Clock } from "../types";
import { meanOf, meanSleepHours, type DailyRollup, type DayRatings, type Figures } from "./daily-rollup";
import { correlateDays, MIN_CORRELATION_DAYS, type DayCorrelation } from "./day-correlation";
import { analyticsPeriod, type AnalyticsRange } from "./range";

/**
 * Relationship Insights (issue #14): the stored health-score history with its components, the connection ratings of
 * partner check-ins, the couple side by side and the patterns only two people's data can show. The viewer's moods,
 * health figures and ratings come as their daily rollups, the partner's ratings of them as one figure per day
 * (daily-rollup.ts, decision 067). Everything of the partner's arrives already filtered by their grants (null when
 * not shared): this model only says what is missing.
 *
 * Choices (ours; the spec names the page only):
 * - 7 and 30 days are drawn day by day, 90 and 365 week by week (weeks from Sunday, as weekStart), each a mean.
 * - The history's points include the engine's estimates between real days; the share of estimates is stated.
 * - Patterns pair local days of the viewer; "next day" pairs my day d with the partner's rating on d + 1. Below
 *   MIN_CORRELATION_DAYS pairs nothing is claimed, and the sentence says how many days there are.
 */
export interface SeriesPoint {
  /** First day of the bucket (the day itself, or the Sunday its week starts on). */
  start: DayKey;
  label: string;
  mine: number | null;
  partner: number | null;
}

export interface ComponentSummary {
  key: ComponentKey;
  name: string;
  mine: number | null;
  partner: number | null;
  /** The viewer's change from the range's first half to its second, in points; null without points in both. */
  change: number | null;
}

export interface Pattern {
  key: "mood-partner-same-day" | "mood-partner-next-day" | "sleep-connection" | "stress-connection";
  title: string;
  correlation: DayCorrelation;
  sentence: string;
}

export interface RelationshipAnalyticsModel {
  range: AnalyticsRange;
  byWeek: boolean;
  partnerName: string | null;
  history: {
    series: SeriesPoint[];
    realDays: number;
    estimatedShare: number | null;
    average: number | null;
    partnerShown: boolean;
    components: ComponentSummary[];
  };
  connection: {
    series: SeriesPoint[];
    mineCount: number;
    mineAverage: number | null;
    partnerCount: number;
    partnerAverage: number | null;
    partnerShown: boolean;
  };
  couple: null | {
    latestGap: number | null;
    latestLevel: ImbalanceLevel | null;
    averageGap: number | null;
    daysByLevel: Record<ImbalanceLevel, number>;
    gaps: { start: DayKey; label: string; gap: number | null }[];
  };
  patterns: Pattern[];
}

export interface RelationshipAnalyticsInput {
  clock: Clock;
  range: AnalyticsRange;
  history: readonly HistoryPoint[];
  /** The viewer's daily rollups: moods, sleep, stress and the connection ratings they gave. */
  days: readonly DailyRollup[];
  /** null without a partner; inside, null for what the partner does not share. */
  partner: null | {
    name: string;
    history: readonly HistoryPoint[] | null;
    /** The partner's ratings of the viewer, per local day of the viewer. */
    connection: readonly DayRatings[] | null;
  };
}

const two = (value: number) => roundTo(value, 2);
const meanOrNull = (values: readonly number[], digits = 1) => {
  const m = mean(values);
  return Number.isFinite(m) ? roundTo(m, digits) : null;
};

export function relationshipAnalytics(input: RelationshipAnalyticsInput): RelationshipAnalyticsModel {
  const { clock, range, partner } = input;
  const period = analyticsPeriod(clock, range);
  const byWeek = range > 30;
  const inRange = (point: HistoryPoint) =>
    point.calculationDate >= period.firstDay && point.calculationDate <= period.lastDay;
  const mine = input.history.filter(inRange);
  const theirs = partner?.history?.filter(inRange) ?? null;

  const bucketOf = (day: DayKey) => (byWeek ? weekStart(day) : day);
  const starts = [...new Set(period.days.map(bucketOf))];
  const labelOf = (start: DayKey) => (byWeek ? `Week of ${formatDayKey(start)}` : formatDayKey(start));
  const series = (a: Map<DayKey, number[]>, b: Map<DayKey, number[]> | null): SeriesPoint[] =>
    starts.map((start) => ({
      start,
      label: labelOf(start),
      mine: meanOrNull(a.get(start) ?? []),
      partner: b ? meanOrNull(b.get(start) ?? []) : null,
    }));
  const groupPoints = (points: readonly HistoryPoint[], pick: (p: HistoryPoint) => number) =>
    group(points.map((p) => [bucketOf(p.calculationDate), pick(p)]));

  // Connection ratings: each local day's mean first, so a day with five check-ins counts once in a week.
  const myDays = dayMeans(input.days.map((d) => [d.day, d.checkins]));
  const theirDays = partner?.connection ? dayMeans(partner.connection.map((r) => [r.day, r])) : null;
  const inPeriod = (days: Map<DayKey, number>) =>
    [...days].filter(([day]) => day >= period.firstDay && day <= period.lastDay);
  const groupDays = (days: Map<DayKey, number>) => group(inPeriod(days).map(([day, v]) => [bucketOf(day), v]));
  const countIn = (days: readonly { day: DayKey; count: number }[] | null | undefined) =>
    (days ?? []).reduce((n, d) => (d.day >= period.firstDay && d.day <= period.lastDay ? n + d.count : n), 0);
  const periodMean = (days: Map<DayKey, number> | null) => (days ? meanOrNull(inPeriod(days).map(([, v]) => v)) : null);

  return {
    range,
    byWeek,
    partnerName: partner?.name ?? null,
    history: {
      series: series(
        groupPoints(mine, (p) => p.healthScore),
        theirs ? groupPoints(theirs, (p) => p.healthScore) : null,
      ),
      realDays: mine.filter((p) => !p.isInterpolated).length,
      estimatedShare: mine.length === 0 ? null : two(mine.filter((p) => p.isInterpolated).length / mine.length),
      average: meanOrNull(mine.map((p) => p.healthScore)),
      partnerShown: theirs !== null,
      components: COMPONENT_KEYS.map((key) => componentSummary(key, mine, theirs)),
    },
    connection: {
      series: series(groupDays(myDays), theirDays ? groupDays(theirDays) : null),
      mineCount: countIn(input.days.map((d) => ({ day: d.day, count: d.checkins.count }))),
      mineAverage: periodMean(myDays),
      partnerCount: countIn(partner?.connection),
      partnerAverage: periodMean(theirDays),
      partnerShown: theirDays !== null,
    },
    couple: theirs === null ? null : couple(mine, theirs, bucketOf, starts, labelOf),
    patterns: patterns(input, period, myDays, theirDays),
  };
}

/** Each day's mean, for the days with a value, in the given order. */
function dayMeans(days: Iterable<readonly [DayKey, Figures]>, mean = meanOf): Map<DayKey, number> {
  const means = new Map<DayKey, number>();
  for (const [day, figures] of days) if (figures.count > 0) means.set(day, mean(figures));
  return means;
}

function group(entries: Iterable<readonly [DayKey, number]>): Map<DayKey, number[]> {
  const groups = new Map<DayKey, number[]>();
  for (const [key, value] of entries) {
    const values = groups.get(key);
    if (values) values.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

const COMPONENT_FIELDS: Readonly<Record<ComponentKey, keyof HistoryPoint>> = {
  partnerInteraction: "partnerInteractionScore",
  moodTrend: "moodTrendScore",
  checkinFrequency: "checkinFrequencyScore",
  ritualCompletion: "ritualCompletionScore",
};

function componentSummary(
  key: ComponentKey,
  mine: readonly HistoryPoint[],
  theirs: readonly HistoryPoint[] | null,
): ComponentSummary {
  const field = COMPONENT_FIELDS[key];
  const values = (points: readonly HistoryPoint[]) => points.map((p) => p[field] as number);
  const half = Math.floor(mine.length / 2);
  const first = meanOrNull(values(mine.slice(0, half)));
  const second = meanOrNull(values(mine.slice(half)));
  return {
    key,
    name: COMPONENT_NAMES[key],
    mine: meanOrNull(values(mine)),
    partner: theirs ? meanOrNull(values(theirs)) : null,
    change: half === 0 || first === null || second === null ? null : roundTo(second - first, 1),
  };
}

function couple(
  mine: readonly HistoryPoint[],
  theirs: readonly HistoryPoint[],
  bucketOf: (day: DayKey) => DayKey,
  starts: readonly DayKey[],
  labelOf: (start: DayKey) => string,
): NonNullable<RelationshipAnalyticsModel["couple"]> {
  const partnerByDay = new Map(theirs.map((p) => [p.calculationDate, p.healthScore]));
  const gaps = mine.flatMap((p) => {
    const other = partnerByDay.get(p.calculationDate);
    return other === undefined ? [] : [{ day: p.calculationDate, gap: Math.abs(p.healthScore - other) }];
  });
  const daysByLevel: Record<ImbalanceLevel, number> = { high: 0, medium: 0, low: 0 };
  for (const { gap } of gaps) daysByLevel[imbalanceFor(gap).level] += 1;
  const latest = gaps.at(-1);
  const byBucket = group(gaps.map(({ day, gap }) => [bucketOf(day), gap]));
  return {
    latestGap: latest ? roundTo(latest.gap, 1) : null,
    latestLevel: latest ? imbalanceFor(latest.gap).level : null,
    averageGap: meanOrNull(gaps.map((g) => g.gap)),
    daysByLevel,
    gaps: starts.map((start) => ({ start, label: labelOf(start), gap: meanOrNull(byBucket.get(start) ?? []) })),
  };
}

function patterns(
  input: RelationshipAnalyticsInput,
  period: { firstDay: DayKey; lastDay: DayKey },
  myConnection: Map<DayKey, number>,
  partnerConnection: Map<DayKey, number> | null,
): Pattern[] {
  const within = (days: Map<DayKey, number>) =>
    new Map([...days].filter(([day]) => day >= period.firstDay && day <= period.lastDay));
  const moodDays = within(dayMeans(input.days.map((d) => [d.day, d.moods])));
  const sleep = within(
    dayMeans(
      input.days.map((d) => [d.day, d.sleep]),
      meanSleepHours,
    ),
  );
  const stress = within(dayMeans(input.days.map((d) => [d.day, d.stress])));
  const mine = within(myConnection);
  const list: Pattern[] = [];
  if (partnerConnection) {
    // The partner's next-day rating may fall one day after the range: it still answers "the day after".
    const theirs = new Map([...partnerConnection].filter(([day]) => day >= period.firstDay));
    list.push(pattern("mood-partner-same-day", correlateDays(moodDays, theirs), input.partner!.name));
    list.push(pattern("mood-partner-next-day", correlateDays(moodDays, theirs, 1), input.partner!.name));
  }
  list.push(pattern("sleep-connection", correlateDays(sleep, mine), null));
  list.push(pattern("stress-connection", correlateDays(stress, mine), null));
  return list;
}

function pattern(key: Pattern["key"], correlation: DayCorrelation, partnerName: string | null): Pattern {
  return {
    key,
    title: RELATIONSHIP_TEXT.patternTitles[key](partnerName ?? "your partner"),
    correlation,
    sentence: RELATIONSHIP_TEXT.patternSentence(key, correlation, partnerName ?? "your partner"),
  };
}

const signed = (r: number) => (r < 0 ? `−${Math.abs(r).toFixed(2)}` : r.toFixed(2));

const NEED: Readonly<Record<Pattern["key"], string>> = {
  "mood-partner-same-day": "a mood of yours and a rating from {name} on the same day",
  "mood-partner-next-day": "a mood of yours and a rating from {name} the day after",
  "sleep-connection": "a sleep record and a check-in of yours",
  "stress-connection": "a stress record and a check-in of yours",
};

/** The page's words (ours: the issue names the sections, the spec has no text for them). */
export const RELATIONSHIP_TEXT = {
  title: "Relationship Insights",
  intro: "How your relationship health and connection move over time, and what moves with them.",
  historyTitle: "Health score over time",
  historyEmpty:
    "No health score history in this range yet. Log moods and partner check-ins, and your score's history builds up day by day.",
  componentsTitle: "What makes up your score",
  componentsEmpty: "The parts of your score show here once it has a history in this range.",
  connectionTitle: "Connection ratings",
  connectionEmpty: "No partner check-ins in this range yet. Rate your connection in a check-in to see it here.",
  coupleTitle: "Side by side",
  coupleEmpty: "Not enough days with both scores in this range yet.",
  patternsTitle: "Patterns between you",
  noPartner: "Link your partner to see your scores side by side and the patterns between you.",
  partnerPatternsMissing: (name: string | null) =>
    name === null
      ? "Two more patterns, your mood against your partner's connection ratings, appear once you link your partner."
      : `Two more patterns, your mood against ${name}'s connection ratings, appear while ${name} shares them with you.`,
  partnerHistoryHidden: (name: string) =>
    `${name}'s score is not shown: ${name} does not share mood summaries with you.`,
  partnerConnectionHidden: (name: string) =>
    `${name}'s ratings are not shown: they appear only while ${name} shares moods and check-ins with you and your partner sharing is on.`,
  levelLabel: (level: ImbalanceLevel) => IMBALANCE_LABELS[level],
  patternTitles: {
    "mood-partner-same-day": (name: string) => `Your mood and ${name}'s connection rating, same day`,
    "mood-partner-next-day": (name: string) => `Your mood and ${name}'s connection rating, next day`,
    "sleep-connection": () => "Your sleep and how connected you feel",
    "stress-connection": () => "Your stress and how connected you feel",
  } satisfies Record<Pattern["key"], (name: string) => string>,
  patternSentence(key: Pattern["key"], c: DayCorrelation, name: string): string {
    if (c.n < MIN_CORRELATION_DAYS) {
      return `Not enough yet: ${c.n} of the ${MIN_CORRELATION_DAYS} days with ${NEED[key].replace("{name}", name)} needed.`;
    }
    if (!c.claimed || c.r === null) return `No clear link over ${c.n} days.`;
    const up = c.direction === "positive";
    const figures = `(${c.strength} link, r = ${signed(c.r)} over ${c.n} days)`;
    switch (key) {
      case "mood-partner-same-day":
        return `On days your mood is higher, ${name} tends to rate your connection ${up ? "higher" : "lower"} that day ${figures}.`;
      case "mood-partner-next-day":
        return `After days your mood is higher, ${name} tends to rate your connection ${up ? "higher" : "lower"} the next day ${figures}.`;
      case "sleep-connection":
        return `On days you sleep more, you tend to rate your connection ${up ? "higher" : "lower"} ${figures}.`;
      case "stress-connection":
        return `On more stressful days, you tend to rate your connection ${up ? "higher" : "lower"} ${figures}.`;
    }
  },
} as const;
