import { addDays, daysBetween, dayOfWeek, formatDayKey, type DayKey } from "../time";

/*
 * "Who looked, and what they can see" (issue #38 item 3, decision 079): the kinds of shared data a partner's view is
 * logged under, what a partner can see now in plain words, and the log's lines by day.
 */

export const PARTNER_VIEW_KINDS = [
  "moods",
  "checkins",
  "summaries",
  "goals",
  "achievements",
  "answers",
  "activity",
  // Added by migration 0023 (decision 079's update): the check-up trend under its mutual grant, and the counsellor
  // report's partner section (a copy the viewer can take out of the app, so it is named apart).
  "check_ups",
  "report",
] as const;
export type PartnerViewKind = (typeof PARTNER_VIEW_KINDS)[number];

/** How long the log keeps a day: 90 days, then the housekeeping run deletes it. */
export const PARTNER_VIEW_RETENTION_DAYS = 90;

const KIND_WORDS: Record<PartnerViewKind, string> = {
  moods: "your moods",
  checkins: "your check-ins about them",
  summaries: "your health score",
  goals: "your shared goals",
  achievements: "your achievements",
  answers: "your answers to the question for two",
  activity: "whether you were active",
  check_ups: "your check-ups",
  report: "a counsellor report with what you share",
};

export interface PartnerViewsView {
  /** The current partner's first name; null for someone alone. */
  partnerName: string | null;
  /** What the partner can see of this person now, one line per kind, in plain words. */
  canSee: string[];
  /** The partner's views of this person's shared data, by day, newest first (the kept 90 days). */
  log: { day: string; text: string }[];
}

/** What the partner may see of this person now, the flags of the partner's own PartnerAccess. */
export interface PartnerSight {
  canSeeMoods: boolean;
  canSeeDetailedEntries: boolean;
  canSeeSharedCheckins: boolean;
  canSeeMoodSummaries: boolean;
  canSeeGoals: boolean;
  canSeeAchievements: boolean;
  canSeeActivity: boolean;
  /** True only while both share their check-up trend (decision 081): the grant is mutual. */
  canSeeCheckUps: boolean;
}

/** One line per kind of data, in plain words: what `name` can see of you now. The pause is said first. */
export function whatPartnerSees(name: string, sight: PartnerSight, paused: boolean): string[] {
  const lines: string[] = [];
  if (paused) lines.push(`Nothing new: your quiet pause is on, so ${name} sees only what you shared before it.`);
  lines.push(
    sight.canSeeMoods
      ? sight.canSeeDetailedEntries
        ? "Your moods, with their feelings and notes."
        : "Your moods (how you felt and when), without their feelings or notes."
      : "Not your moods.",
  );
  lines.push(
    sight.canSeeSharedCheckins
      ? "The check-ins about them that you mark as shared."
      : "None of your check-ins about them.",
  );
  lines.push(sight.canSeeMoodSummaries ? "Your health score and its history." : "Not your health score.");
  lines.push(sight.canSeeGoals ? "The goals you share with them." : "Not your goals.");
  lines.push(sight.canSeeAchievements ? "Your achievements." : "Not your achievements.");
  lines.push(
    sight.canSeeActivity ? "Whether you were active today (not what you did)." : "Not whether you were active today.",
  );
  lines.push(
    sight.canSeeCheckUps
      ? "Your check-up trend, while you both share it (never your personal check-in)."
      : "Not your check-up trend.",
  );
  lines.push("Your answers to the question for two, once they have answered it too.");
  return lines;
}

/** How a day is named in the log, from the owner's today: "today", "yesterday", "Tuesday" within a week, else a date. */
export function viewDayLabel(day: DayKey, today: DayKey): string {
  const ago = daysBetween(day, today);
  if (ago === 0) return "today";
  if (ago === 1) return "yesterday";
  if (ago > 1 && ago < 7) {
    return `on ${["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][dayOfWeek(day)]}`;
  }
  return `on ${formatDayKey(day, { withYear: day.slice(0, 4) !== today.slice(0, 4) })}`;
}

/** The log's lines, newest day first: "Robin viewed your moods and your check-ins about them today". */
export function partnerViewLines(
  name: string,
  views: readonly { day: DayKey; kind: PartnerViewKind }[],
  today: DayKey,
): { day: DayKey; text: string }[] {
  const byDay = new Map<DayKey, Set<PartnerViewKind>>();
  for (const view of views) byDay.set(view.day, (byDay.get(view.day) ?? new Set()).add(view.kind));
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([day, kinds]) => {
      const words = PARTNER_VIEW_KINDS.filter((kind) => kinds.has(kind)).map((kind) => KIND_WORDS[kind]);
      const list = words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : words[0];
      return { day, text: `${name} viewed ${list} ${viewDayLabel(day, today)}` };
    });
}

/** The first day the log keeps, from the owner's today. */
export function firstKeptDay(today: DayKey): DayKey {
  return addDays(today, -(PARTNER_VIEW_RETENTION_DAYS - 1));
}
