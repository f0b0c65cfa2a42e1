import { mean, roundTo, topCounts } from "../stats";
import {
  addDays,
  daysBetween,
  formatDayKey,
  lastDays,
  localDayKey,
  localDayWindow,
  startOfLocalDay,
  weekStart,
  type DayKey,
  type DayWindow,
} from "../time";
import type { BiometricRecord, Clock, MoodRecord } from "../types";
import { correlateDays, dailyMeans, type DayCorrelation, type TimedValue } from "./day-correlation";
import { MOOD_ANALYTICS_TEXT } from "./mood-analytics";
import type { ReportPeriod } from "./report-period";

/**
 * The report for a counsellor (issue #14): a chosen 2 to 12 weeks of the user's own log, or dates they choose up to 12
 * months apart (issue #35, decision 064), in their zone, to print or bring along. Their notes only when they tick them; of the partner's, only what arrives (already filtered by their
 * grants), and a list that says what is in the report and what is not, and why.
 *
 * Ours where the issue is silent: weeks run from Sunday (as `weekStart`), the first and last may be partial; the
 * partner's part is their weekly mood averages (a mood summary) and their connection ratings of the user.
 *
 * The period's rules (weeks, chosen dates and what is wrong with them) are in report-period.ts, re-exported here.
 */
export * from "./report-period";

const REPORT_FEELINGS_SHOWN = 8;

/** The local days a period covers, with the instants that bound them (`from` inclusive, `to` exclusive). */
export function reportWindow(period: ReportPeriod, { now, timeZone }: Clock): DayWindow {
  if ("weeks" in period) return localDayWindow(now, timeZone, period.weeks * 7);
  return {
    days: lastDays(period.to, daysBetween(period.from, period.to) + 1),
    from: startOfLocalDay(period.from, timeZone),
    to: startOfLocalDay(addDays(period.to, 1), timeZone),
  };
}

export interface ReportNote {
  day: DayKey;
  kind: "Mood" | "Check-in";
  text: string;
}

export interface ReportWeek {
  start: DayKey;
  label: string;
  mood: number | null;
  moods: number;
  connection: number | null;
  partnerConnection: number | null;
  partnerMood: number | null;
}

export interface CounsellorReportModel {
  person: string;
  partnerName: string | null;
  /** "6 weeks", or "Dates you chose" (issue #35). */
  periodLabel: string;
  /** "Feb 25, 2026 to Mar 10, 2026": the first and last day covered. */
  periodText: string;
  /** The day the report was made, in the person's zone. */
  generatedText: string;
  included: { label: string; included: boolean; reason: string }[];
  moodCount: number;
  daysLogged: number;
  average: number | null;
  /** Each local day of the period: its mean mood or null; Sunday-first rows of 7 (the first may start later). */
  calendar: { start: DayKey; days: ({ day: DayKey; mood: number | null } | null)[] }[];
  byWeek: ReportWeek[];
  feelings: { tag: string; count: number }[];
  sleep: { average: number | null; records: number; sentence: string };
  stress: { average: number | null; records: number; sentence: string };
  checkinCount: number;
  notes: ReportNote[];
  /** The person's monthly check-ups (CSI-4 totals, 0–21) in the period, oldest first (issue #39). */
  checkUps: ReportCheckUp[];
  /** The partner's, only while both share their check-up trend; null otherwise. Never a personal check-in (PHQ-4). */
  partnerCheckUps: ReportCheckUp[] | null;
}

export interface ReportCheckUp {
  day: DayKey;
  total: number;
}

export interface CounsellorReportInput {
  clock: Clock;
  period: ReportPeriod;
  includeNotes: boolean;
  person: string;
  moods: readonly MoodRecord[];
  biometrics: readonly BiometricRecord[];
  checkins: readonly (TimedValue & { note: string | null })[];
  /** The person's CSI-4 totals; the personal PHQ-4 is never an input here. Absent: none. */
  checkUps?: readonly TimedValue[];
  /** null without a partner; inside, null for what the partner does not share. */
  partner: null | {
    name: string;
    connection: readonly TimedValue[] | null;
    moods: readonly TimedValue[] | null;
    /** The partner's CSI-4 totals while both share their check-up trend (decision 081); absent or null otherwise. */
    checkUps?: readonly TimedValue[] | null;
  };
}

const one = (value: number) => roundTo(value, 1);
const meanOrNull = (values: readonly number[]) => (values.length === 0 ? null : one(mean(values)));

export function counsellorReport(input: CounsellorReportInput): CounsellorReportModel {
  const { clock, partner } = input;
  const { timeZone } = clock;
  const window = reportWindow(input.period, clock);
  const inside = <T extends { at: Date }>(items: readonly T[]) =>
    items.filter((item) => item.at >= window.from && item.at < window.to);
  const moods = inside(input.moods).filter((m) => Number.isFinite(m.value));
  const checkins = inside(input.checkins);
  const biometrics = inside(input.biometrics);

  const moodDays = dailyMeans(moods, timeZone);
  const weekly = (values: readonly TimedValue[] | null | undefined) => {
    if (!values) return null;
    const byWeek = new Map<DayKey, number[]>();
    for (const [day, value] of dailyMeans(inside(values), timeZone)) {
      const start = weekStart(day);
      byWeek.set(start, [...(byWeek.get(start) ?? []), value]);
    }
    return byWeek;
  };
  const moodWeeks = weekly(moods)!;
  const connectionWeeks = weekly(checkins)!;
  const partnerConnectionWeeks = weekly(partner?.connection);
  const partnerMoodWeeks = weekly(partner?.moods);
  const countsByWeek = new Map<DayKey, number>();
  for (const m of moods) {
    const start = weekStart(localDayKey(m.at, timeZone));
    countsByWeek.set(start, (countsByWeek.get(start) ?? 0) + 1);
  }

  const starts = [...new Set(window.days.map(weekStart))];
  const calendar = starts.map((start) => ({
    start,
    days: Array.from({ length: 7 }, (_, i) => {
      const day = window.days.find((d) => weekStart(d) === start && daysBetween(start, d) === i);
      return day ? { day, mood: moodDays.has(day) ? one(moodDays.get(day)!) : null } : null;
    }),
  }));

  const link = (kind: "sleep" | "stress", field: "sleepHours" | "stressLevel") => {
    const values = biometrics.flatMap((b) => (b[field] === null ? [] : [{ at: b.at, value: b[field] }]));
    const correlation: DayCorrelation = correlateDays(dailyMeans(values, timeZone), moodDays);
    return {
      average: meanOrNull(values.map((v) => v.value)),
      records: values.length,
      sentence: MOOD_ANALYTICS_TEXT.healthSentence(kind, correlation),
    };
  };

  const reportCheckUps = (values: readonly TimedValue[]) =>
    inside(values)
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((value) => ({ day: localDayKey(value.at, timeZone), total: value.value }));

  const notes: ReportNote[] = input.includeNotes
    ? [
        ...moods.flatMap((m) => (m.notes ? [{ at: m.at, kind: "Mood" as const, text: m.notes }] : [])),
        ...checkins.flatMap((c) => (c.note ? [{ at: c.at, kind: "Check-in" as const, text: c.note }] : [])),
      ]
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .map(({ at, kind, text }) => ({ day: localDayKey(at, timeZone), kind, text }))
    : [];

  return {
    person: input.person,
    partnerName: partner?.name ?? null,
    periodLabel: "weeks" in input.period ? `${input.period.weeks} weeks` : "Dates you chose",
    periodText: `${formatDayKey(window.days[0]!, { withYear: true })} to ${formatDayKey(window.days.at(-1)!, { withYear: true })}`,
    generatedText: formatDayKey(localDayKey(clock.now, timeZone), { withYear: true }),
    included: included(input),
    moodCount: moods.length,
    daysLogged: moodDays.size,
    average: meanOrNull(moods.map((m) => m.value)),
    calendar,
    byWeek: starts.map((start) => ({
      start,
      label: `Week of ${formatDayKey(start)}`,
      mood: meanOrNull(moodWeeks.get(start) ?? []),
      moods: countsByWeek.get(start) ?? 0,
      connection: meanOrNull(connectionWeeks.get(start) ?? []),
      partnerConnection: partnerConnectionWeeks ? meanOrNull(partnerConnectionWeeks.get(start) ?? []) : null,
      partnerMood: partnerMoodWeeks ? meanOrNull(partnerMoodWeeks.get(start) ?? []) : null,
    })),
    feelings: topCounts(
      moods.flatMap((m) => [...new Set(m.keywords)]),
      REPORT_FEELINGS_SHOWN,
    ).map(({ value, count }) => ({ tag: value, count })),
    sleep: link("sleep", "sleepHours"),
    stress: link("stress", "stressLevel"),
    checkinCount: checkins.length,
    notes,
    checkUps: reportCheckUps(input.checkUps ?? []),
    partnerCheckUps: partner?.checkUps ? reportCheckUps(partner.checkUps) : null,
  };
}

function included(input: CounsellorReportInput): CounsellorReportModel["included"] {
  const { partner } = input;
  const rows = [
    { label: "Your moods, feelings, sleep and stress", included: true, reason: "your own log" },
    { label: "Your connection ratings from partner check-ins", included: true, reason: "your own log" },
    input.includeNotes
      ? { label: "Your notes", included: true, reason: "you chose to include them" }
      : { label: "Your notes", included: false, reason: "you did not choose to include them" },
    { label: "Your monthly check-ups (CSI-4)", included: true, reason: "your own log" },
    {
      label: "Your personal check-ins (PHQ-4)",
      included: false,
      reason: "they are private and never part of this report",
    },
  ];
  if (!partner) {
    rows.push({ label: "Anything of a partner's", included: false, reason: "no partner is linked" });
    return rows;
  }
  rows.push(
    partner.connection
      ? { label: `${partner.name}'s connection ratings of you`, included: true, reason: `${partner.name} shares them` }
      : {
          label: `${partner.name}'s connection ratings of you`,
          included: false,
          reason: `${partner.name} does not share them with you`,
        },
    partner.moods
      ? {
          label: `${partner.name}'s weekly mood averages`,
          included: true,
          reason: `${partner.name} shares mood summaries`,
        }
      : {
          label: `${partner.name}'s weekly mood averages`,
          included: false,
          reason: `${partner.name} does not share mood summaries with you`,
        },
    partner.checkUps
      ? {
          label: `${partner.name}'s monthly check-ups (CSI-4)`,
          included: true,
          reason: "you both share your check-up trend",
        }
      : {
          label: `${partner.name}'s monthly check-ups (CSI-4)`,
          included: false,
          reason: "you do not both share your check-up trend",
        },
    { label: `${partner.name}'s notes and entries`, included: false, reason: "never part of this report" },
  );
  return rows;
}
