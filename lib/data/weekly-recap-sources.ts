import { and, between, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "@/db/client";
import { questionDays, ritualCompletions, rituals, sharedGoals } from "@/db/schema";
import type { DayKey } from "@/lib/domain/time";
import type { InstantWindow } from "@/lib/domain/weekly-recap/schedule";
import { outsidePauses, type PartnerAccess, type QuietInterval } from "./partner-access";

/*
 * What a weekly recap is made of (issue #37, decision 073), read for the viewer's current circle: rituals done, questions
 * answered, goals that moved. Ids, titles, dates and instants only — never a reflection, an answer, a reply or a goal's
 * description. Moods are read by lib/data/moods.ts under the partner's grants. The partner's rows come only through the
 * PartnerAccess (a current partner's), like every other read of them.
 */

export interface RecapDates {
  first: DayKey;
  last: DayKey;
  /** Nothing at or after this instant counts (the moment the recap came due). */
  before: Date;
  /**
   * Each member's quiet pauses (decision 079): what a member did inside one is left out of the recap, which both
   * read, so a paused person's week reads as a quiet one.
   */
  pauses?: Readonly<Record<string, readonly QuietInterval[]>>;
}

/** Leaves out each member's rows written inside one of their pauses (by `author`, at `at`). */
function outsideMemberPauses(dates: Pick<RecapDates, "pauses">, author: AnyPgColumn, at: AnyPgColumn) {
  const clauses = Object.entries(dates.pauses ?? {}).map(([userId, pauses]) => {
    const outside = outsidePauses(pauses, at);
    return outside ? or(ne(author, userId), outside) : undefined;
  });
  return and(...clauses);
}

/** The pair ids of the person's live ritual copies (the partner's completions count only through one of them). */
function livePairsOf(executor: Executor, userId: string) {
  return executor
    .select({ pairId: rituals.pairId })
    .from(rituals)
    .where(and(eq(rituals.userId, userId), isNull(rituals.deletedAt), isNotNull(rituals.pairId)));
}

/**
 * Completions of the week's dates: a couple's, of the rituals they share (keyed by pair, each partner on their own
 * copy); one person's alone, of their own rituals (keyed by ritual).
 */
export async function listRecapCompletions(
  viewerId: string,
  access: PartnerAccess | null,
  dates: RecapDates,
  executor: Executor,
): Promise<{ ritual: string; title: string; userId: string; day: DayKey }[]> {
  const inWeek = and(
    between(ritualCompletions.day, dates.first, dates.last),
    lt(ritualCompletions.completedAt, dates.before),
    // Each person completes their own copy.
    eq(rituals.userId, ritualCompletions.userId),
    isNull(rituals.deletedAt),
    outsideMemberPauses(dates, ritualCompletions.userId, ritualCompletions.completedAt),
  );
  const whose: SQL = access
    ? and(
        inArray(ritualCompletions.userId, [viewerId, access.partnerId]),
        inArray(rituals.pairId, livePairsOf(executor, viewerId)),
        inArray(rituals.pairId, livePairsOf(executor, access.partnerId)),
      )!
    : eq(ritualCompletions.userId, viewerId);
  const rows = await executor
    .select({
      ritual: access ? sql<string>`${rituals.pairId}::text` : sql<string>`${rituals.id}::text`,
      title: rituals.title,
      userId: ritualCompletions.userId,
      day: ritualCompletions.day,
    })
    .from(ritualCompletions)
    .innerJoin(rituals, eq(rituals.id, ritualCompletions.ritualId))
    .where(and(inWeek, whose));
  return rows;
}

/**
 * Answered questions of the week's dates: a couple's rows shared between the two (each partner's own copy), or one
 * person's own rows. Question ids only: the answers stay in their encrypted column, unread.
 */
export async function listRecapAnswers(
  viewerId: string,
  access: PartnerAccess | null,
  dates: RecapDates,
  executor: Executor,
): Promise<{ userId: string; day: DayKey; questionId: string }[]> {
  const whose = access
    ? or(
        and(eq(questionDays.userId, viewerId), eq(questionDays.partnerId, access.partnerId)),
        and(eq(questionDays.userId, access.partnerId), eq(questionDays.partnerId, viewerId)),
      )
    : eq(questionDays.userId, viewerId);
  return executor
    .select({ userId: questionDays.userId, day: questionDays.day, questionId: questionDays.questionId })
    .from(questionDays)
    .where(
      and(
        whose,
        between(questionDays.day, dates.first, dates.last),
        isNotNull(questionDays.answeredAt),
        lt(questionDays.answeredAt, dates.before),
        outsideMemberPauses(dates, questionDays.userId, questionDays.answeredAt),
      ),
    );
}

/**
 * Goals completed in the window, or moved in it and not complete: a couple's shared goals between the two, by the
 * creators whose goals the other may see (`creators`: the viewer when their partner has their goals grant, the partner
 * when the viewer has the partner's); one person's alone, every goal they created. Titles and progress only.
 */
export async function listRecapGoals(
  viewerId: string,
  {
    access,
    creators,
    pauses,
  }: { access: PartnerAccess | null; creators: readonly string[]; pauses?: RecapDates["pauses"] },
  window: InstantWindow,
  executor: Executor,
): Promise<{ id: string; title: string; createdBy: string; progress: number; completedAt: Date | null }[]> {
  // The partner's goals only under their goals grant, whatever the caller passes.
  const allowed = creators.filter((id) => id === viewerId || (access?.canSeeGoals && id === access.partnerId));
  if (allowed.length === 0) return [];
  const whose = access
    ? and(
        inArray(sharedGoals.createdBy, allowed),
        eq(sharedGoals.visibility, "shared"),
        or(
          and(eq(sharedGoals.user1Id, viewerId), eq(sharedGoals.user2Id, access.partnerId)),
          and(eq(sharedGoals.user1Id, access.partnerId), eq(sharedGoals.user2Id, viewerId)),
        ),
      )
    : eq(sharedGoals.createdBy, viewerId);
  const completed = and(gte(sharedGoals.completedAt, window.from), lt(sharedGoals.completedAt, window.to));
  const moved = and(
    isNull(sharedGoals.completedAt),
    gte(sharedGoals.updatedAt, window.from),
    lt(sharedGoals.updatedAt, window.to),
    sql`${sharedGoals.progress} > 0`,
  );
  return executor
    .select({
      id: sharedGoals.id,
      title: sharedGoals.title,
      createdBy: sharedGoals.createdBy,
      progress: sharedGoals.progress,
      completedAt: sharedGoals.completedAt,
    })
    .from(sharedGoals)
    .where(
      and(
        whose,
        or(completed, moved),
        // A goal its creator set, moved or completed during a pause of theirs is left out (decision 079).
        outsideMemberPauses({ pauses }, sharedGoals.createdBy, sharedGoals.createdAt),
        outsideMemberPauses({ pauses }, sharedGoals.createdBy, sharedGoals.updatedAt),
      ),
    );
}
