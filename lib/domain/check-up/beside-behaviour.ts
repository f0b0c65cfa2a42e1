import { localDayKey } from "../time";
import type { CheckUpRecord } from "./trend";

/**
 * "Beside behaviour" (issue #39): the months a couple did more rituals, check-ins and shared questions, next to how
 * the person's CSI-4 moved that month. Always with n and the fixed note that it is a pattern, not a cause; nothing at
 * all before BESIDE_MIN_CHECK_UPS check-ups, and no more/fewer comparison until each side has
 * BESIDE_MIN_MONTHS_PER_SIDE months (decision 072). Months are local calendar months ("YYYY-MM") in the person's zone.
 */

/** Four check-ups give three monthly changes: the fewest that show a pairing at all. */
const BESIDE_MIN_CHECK_UPS = 4;
/** A "months with more" or "months with fewer" average needs at least two months behind it. */
const BESIDE_MIN_MONTHS_PER_SIDE = 2;

export const PATTERN_NOT_CAUSE = "This is a pattern, not a cause.";

export type MonthKey = string;

export const BEHAVIOURS = ["rituals", "checkIns", "sharedQuestions"] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

const BEHAVIOUR_LABEL: Record<Behaviour, { title: string; plural: string }> = {
  rituals: { title: "Rituals", plural: "rituals" },
  checkIns: { title: "Check-ins", plural: "check-ins" },
  sharedQuestions: { title: "Shared questions", plural: "shared questions" },
};

export type MonthActivity = { month: MonthKey } & Record<Behaviour, number>;

export interface MonthIndexChange {
  month: MonthKey;
  /** Net change of the CSI-4 over the month: its last total that month − the last total before it. */
  change: number;
}

export interface BehaviourPair {
  month: MonthKey;
  count: number;
  change: number;
}

export interface MonthsSummary {
  months: number;
  /** Mean change over those months, 1 decimal. */
  meanChange: number;
}

export interface BehaviourPattern {
  behaviour: Behaviour;
  /** Oldest month first. */
  pairs: BehaviourPair[];
  /** Months with both a count and a change. */
  n: number;
  /** Months above the median count; null until both sides have enough months. */
  more: MonthsSummary | null;
  /** Months below the median count; null until both sides have enough months. */
  fewer: MonthsSummary | null;
}

export type BesideBehaviour =
  | { status: "not_enough"; checkUps: number; needed: number }
  | { status: "ready"; checkUps: number; note: typeof PATTERN_NOT_CAUSE; patterns: BehaviourPattern[] };

/**
 * Each local month with a check-up, and how far the index moved over it. A month's change is its last total minus
 * the last total before the month began, so two check-ups in one month (13 four-week periods fit in a year) still
 * give one net change, and the first month with a check-up has none.
 */
export function monthlyIndexChanges(history: readonly CheckUpRecord[], timeZone: string): MonthIndexChange[] {
  const lastByMonth = new Map<MonthKey, number>();
  for (const record of [...history].sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime())) {
    lastByMonth.set(localDayKey(record.takenAt, timeZone).slice(0, 7), record.total);
  }
  const changes: MonthIndexChange[] = [];
  let before: number | null = null;
  for (const [month, total] of lastByMonth) {
    if (before !== null) changes.push({ month, change: total - before });
    before = total;
  }
  return changes;
}

const round1 = (value: number) => Math.round(value * 10) / 10 + 0;

function summary(pairs: readonly BehaviourPair[]): MonthsSummary {
  return { months: pairs.length, meanChange: round1(pairs.reduce((sum, pair) => sum + pair.change, 0) / pairs.length) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function pattern(behaviour: Behaviour, activity: ReadonlyMap<MonthKey, MonthActivity>, changes: MonthIndexChange[]) {
  const pairs: BehaviourPair[] = [];
  for (const { month, change } of changes) {
    const count = activity.get(month)?.[behaviour];
    if (count === undefined || !Number.isFinite(count) || count < 0) continue;
    pairs.push({ month, count, change });
  }
  const middle = pairs.length > 0 ? median(pairs.map((pair) => pair.count)) : 0;
  const more = pairs.filter((pair) => pair.count > middle);
  const fewer = pairs.filter((pair) => pair.count < middle);
  const compared = more.length >= BESIDE_MIN_MONTHS_PER_SIDE && fewer.length >= BESIDE_MIN_MONTHS_PER_SIDE;
  return {
    behaviour,
    pairs,
    n: pairs.length,
    more: compared ? summary(more) : null,
    fewer: compared ? summary(fewer) : null,
  };
}

export function besideBehaviour({
  activity,
  indexChanges,
  checkUps,
}: {
  activity: readonly MonthActivity[];
  indexChanges: readonly MonthIndexChange[];
  /** The person's CSI-4 check-ups in all. */
  checkUps: number;
}): BesideBehaviour {
  if (checkUps < BESIDE_MIN_CHECK_UPS) return { status: "not_enough", checkUps, needed: BESIDE_MIN_CHECK_UPS };
  const byMonth = new Map(activity.map((month) => [month.month, month]));
  const changes = [...indexChanges].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  return {
    status: "ready",
    checkUps,
    note: PATTERN_NOT_CAUSE,
    patterns: BEHAVIOURS.map((behaviour) => pattern(behaviour, byMonth, changes)),
  };
}

function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return "0";
}

const months = (count: number) => `${count} ${count === 1 ? "month" : "months"}`;

/** One sentence per behaviour for the card; null while there is nothing to compare (the pairs still show, with n). */
export function besideSentence(entry: BehaviourPattern): string | null {
  if (!entry.more || !entry.fewer) return null;
  const { plural } = BEHAVIOUR_LABEL[entry.behaviour];
  return (
    `In months with more ${plural} (${months(entry.more.months)}), your index moved ${signed(entry.more.meanChange)} ` +
    `on average; in months with fewer (${months(entry.fewer.months)}), ${signed(entry.fewer.meanChange)}. ` +
    `n = ${entry.n}. ${PATTERN_NOT_CAUSE}`
  );
}
