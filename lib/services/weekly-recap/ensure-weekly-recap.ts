import { listMoodValuesBetween, listPartnerMoodValuesBetween } from "@/lib/data/moods";
import type { PartnerAccess } from "@/lib/data/partner-access";
import type { Executor } from "@/lib/data/transaction";
import { listRecapAnswers, listRecapCompletions, listRecapGoals } from "@/lib/data/weekly-recap-sources";
import { findWeeklyRecap, insertWeeklyRecap, lockRecapCircle, type StoredRecap } from "@/lib/data/weekly-recaps";
import { addDays } from "@/lib/domain/time";
import { buildRecapFacts, type RecapMemberInput } from "@/lib/domain/weekly-recap/facts";
import {
  circleWindow,
  latestDueRecapWeek,
  memberWindow,
  recapWeekOf,
  type RecapWeek,
} from "@/lib/domain/weekly-recap/schedule";
import { findRecapCircle, type RecapCircle, type RecapMember } from "./find-recap-circle";

export interface EnsureWeeklyRecapOptions {
  /** A transaction: the circle's lock is held until it ends. */
  executor: Executor;
  viewerId: string;
  now: Date;
  /**
   * The recap day of the week to write (the sweep's, at a member's own recap moment); else the latest week due at
   * `now` for either member.
   */
  recapDay?: string;
}

export interface EnsuredRecap {
  circle: RecapCircle;
  week: RecapWeek;
  /** Null when the week is not due yet, or ended before anyone of the circle had joined. */
  recap: StoredRecap | null;
}

/** What of a member's moods go into the recap: only those the other member may see (one person alone: their own). */
function moodsOf(circle: RecapCircle, member: RecapMember, week: RecapWeek, executor: Executor) {
  const { from, to } = memberWindow(week, member.timeZone);
  if (!circle.access) return listMoodValuesBetween(member.userId, from, to, executor);
  // The other member's view of this one decides (their access names this member as the partner).
  const othersView: PartnerAccess | null = member.userId === circle.viewerId ? circle.partnerAccess : circle.access;
  if (!othersView || !circle.visible.moodsOf.has(member.userId)) return Promise.resolve(null);
  return listPartnerMoodValuesBetween(othersView, from, to, executor);
}

/**
 * Makes sure the circle's recap of the week exists (decision 073), in the caller's transaction under the circle's
 * lock: the first of the two partners to reach it — the sweep at the first recap moment, or a page read after it —
 * writes it, once; everyone after reads those same facts. What goes in is what each member shares with the other at
 * that moment.
 */
export async function ensureWeeklyRecap({
  executor,
  viewerId,
  now,
  recapDay,
}: EnsureWeeklyRecapOptions): Promise<EnsuredRecap> {
  const circle = await findRecapCircle({ executor, userId: viewerId });
  const zones = circle.members.map((member) => member.timeZone);
  const week = recapDay ? recapWeekOf(recapDay, zones) : latestDueRecapWeek(now, circle.weekday, zones);
  const firstJoined = Math.min(...circle.members.map((member) => member.joinedAt.getTime()));
  if (week.dueAt.getTime() > now.getTime() || firstJoined >= week.dueAt.getTime()) return { circle, week, recap: null };
  const { access } = circle;
  const existing = await findWeeklyRecap(viewerId, access, week.weekStart, executor);
  if (existing) return { circle, week, recap: existing };
  await lockRecapCircle(viewerId, access, executor);
  const raced = await findWeeklyRecap(viewerId, access, week.weekStart, executor);
  if (raced) return { circle, week, recap: raced };

  // Each member's pauses, as the other reads them (decision 079): what one did during a pause stays out of the recap.
  const pauses = access
    ? { [access.partnerId]: access.partnerPauses, [viewerId]: circle.partnerAccess?.partnerPauses ?? [] }
    : {};
  const dates = { first: week.weekStart, last: addDays(week.recapDay, -1), before: week.dueAt, pauses };
  const creators = access ? [...circle.visible.goalsOf] : [viewerId];
  const [moods, completions, answers, goals] = await Promise.all([
    Promise.all(circle.members.map((member) => moodsOf(circle, member, week, executor))),
    listRecapCompletions(viewerId, access, dates, executor),
    listRecapAnswers(viewerId, access, dates, executor),
    listRecapGoals(viewerId, { access, creators, pauses }, circleWindow(week, zones), executor),
  ]);
  const members: RecapMemberInput[] = circle.members.map((member, i) => ({
    userId: member.userId,
    timeZone: member.timeZone,
    moods: moods[i] ?? null,
  }));
  const facts = buildRecapFacts({ week, members, completions, answers, goals });
  const recap = { weekStart: week.weekStart, dueAt: week.dueAt, facts };
  await insertWeeklyRecap(viewerId, access, recap, executor);
  return { circle, week, recap };
}
