import { syntheticCouple, type CoupleHistory, type PersonHistory } from "@/lib/domain/demo/history";
import { MS_PER_DAY } from "@/lib/domain/time";

/*
 * The couples `bench:dashboard --history` compares (issue #34): the same recent days with less or more past. All three
 * are built from the default run's couple, a year as syntheticCouple generates it: the month is its last 30 days, and
 * five years are four more years (generated on their own) before it. A page showing the last 30 days therefore shows
 * the same thing for all three, and one showing 365 days the same for the year and the five years: what differs
 * between them is only how much older history the server may read. (Generated separately, each length would get a
 * different recent stretch from the same seed, and the dashboard's insight card fires for some and not others.)
 */

const MONTH_DAYS = 30;
const OLDER_YEARS = 4;

/** The compared lengths, shortest first; `build` is given the end seedCouple passes to syntheticCouple. */
export const HISTORIES: readonly { label: string; build: (end: Date) => CoupleHistory }[] = [
  { label: "1 month", build: (end) => lastDays(syntheticCouple({ years: 1, end }), MONTH_DAYS, end) },
  { label: "1 year", build: (end) => syntheticCouple({ years: 1, end }) },
  {
    label: "5 years",
    build: (end) => {
      const year = syntheticCouple({ years: 1, end });
      return withOlderHistory(syntheticCouple({ years: OLDER_YEARS, end: year.linkedAt }), year);
    },
  },
];

/** The couple's last `days` UTC days before `end` (syntheticCouple's), as if they had joined and linked then. */
export function lastDays(couple: CoupleHistory, days: number, end: Date): CoupleHistory {
  const from = new Date(end.getTime() - days * MS_PER_DAY);
  const since = <T extends { at: Date }>(items: readonly T[]) => items.filter((item) => item.at >= from);
  const person = (p: PersonHistory): PersonHistory => ({
    ...p,
    moods: since(p.moods),
    biometrics: since(p.biometrics),
    checkins: since(p.checkins),
    personalCheckins: since(p.personalCheckins),
    rituals: p.rituals.map((r) => {
      const completions = r.completions.filter((at) => at >= from);
      return {
        ...r,
        createdAt: r.createdAt < from ? from : r.createdAt,
        completions,
        lastCompletedAt: completions.at(-1) ?? null,
      };
    }),
  });
  return {
    user: person(couple.user),
    partner: person(couple.partner),
    linkedAt: couple.linkedAt < from ? from : couple.linkedAt,
  };
}

/** `older`, then `recent`: the same recent days with a longer past. `older` ends where `recent` starts. */
export function withOlderHistory(older: CoupleHistory, recent: CoupleHistory): CoupleHistory {
  const person = (o: PersonHistory, r: PersonHistory): PersonHistory => ({
    ...r,
    moods: [...o.moods, ...r.moods],
    biometrics: [...o.biometrics, ...r.biometrics],
    checkins: [...o.checkins, ...r.checkins],
    personalCheckins: [...o.personalCheckins, ...r.personalCheckins],
    // The same rituals (the generator makes HISTORY_RITUALS of each person's), created in the older part.
    rituals: r.rituals.map((ritual, i) => {
      const before = o.rituals[i];
      if (!before) return ritual;
      const completions = [...before.completions, ...ritual.completions];
      return { ...ritual, createdAt: before.createdAt, completions, lastCompletedAt: completions.at(-1) ?? null };
    }),
  });
  return {
    user: person(older.user, recent.user),
    partner: person(older.partner, recent.partner),
    linkedAt: older.linkedAt < recent.linkedAt ? older.linkedAt : recent.linkedAt,
  };
}
