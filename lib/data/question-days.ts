import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Executor } from "@/db/client";
import { questionDays } from "@/db/schema";
import { questionById } from "@/lib/domain/questions/bank";
import type { AskedQuestion } from "@/lib/domain/questions/selection";
import type { QuestionDayRecord } from "@/lib/domain/questions/view";
import type { DayKey } from "@/lib/domain/time";
import { pagedByKey, pick, type ExportSection } from "./export-paging";
import { insidePartnerPause, type PartnerAccess } from "./partner-access";

/**
 * The question for two's reads (issue #37, decision 068). A person's own rows are theirs; the partner's row of the
 * same date is read only through a PartnerAccess (so only a current partner's, never a former one's), and its answer
 * text is selected — and so decrypted — only when the viewer has answered the same question: the rule "answer, then
 * see" is kept in the query itself, so no caller can show more.
 */

/** One date of the viewer's questions, with the partner's side as far as the viewer may see it. */
export type QuestionDayView = QuestionDayRecord;

const theirs = alias(questionDays, "theirs");

/** The viewer's rows matching `where`, each joined to the current partner's row of the same date. */
async function readViews(
  executor: Executor,
  viewerId: string,
  access: PartnerAccess | null,
  where: SQL | undefined,
  order: "newest" | "oldest",
  limit?: number,
): Promise<QuestionDayView[]> {
  const mine = questionDays;
  const viewerAnswered = sql`${mine.answeredAt} is not null`;
  // The partner's words only for a viewer who answered the same question (decrypted by the column's own mapping).
  const revealed = <T>(column: typeof theirs.answer | typeof theirs.reply) =>
    sql<T>`case when ${viewerAnswered} then ${column} end`.mapWith(column);
  const joined = access
    ? and(
        eq(theirs.userId, access.partnerId),
        eq(theirs.day, mine.day),
        eq(theirs.partnerId, access.viewerId),
        eq(mine.partnerId, access.partnerId),
      )
    : sql`false`;
  let query = executor
    .select({
      id: mine.id,
      day: mine.day,
      questionId: mine.questionId,
      skippedQuestionId: mine.skippedQuestionId,
      sharedWith: mine.partnerId,
      answer: mine.answer,
      answeredAt: mine.answeredAt,
      favourite: mine.favourite,
      heartAt: mine.heartAt,
      reply: mine.reply,
      followUp: mine.followUp,
      partnerRow: theirs.id,
      partnerAnsweredAt: theirs.answeredAt,
      partnerAnswer: revealed<string | null>(theirs.answer),
      partnerHeartAt: theirs.heartAt,
      partnerReply: revealed<string | null>(theirs.reply),
    })
    .from(mine)
    .leftJoin(theirs, joined)
    .where(and(eq(mine.userId, viewerId), where))
    .orderBy(order === "newest" ? desc(mine.day) : asc(mine.day))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query;
  // What the partner did during a quiet pause of theirs reads as not done (decision 079): an answer given in it is
  // "not answered yet", a heart given in it is not there.
  const quiet = (at: Date | null) => at !== null && access !== null && insidePartnerPause(access, at);
  return rows.map(({ partnerRow, partnerAnsweredAt, partnerAnswer, partnerHeartAt, partnerReply, ...row }) => {
    const answeredAt = quiet(partnerAnsweredAt) ? null : partnerAnsweredAt;
    return {
      ...row,
      partner:
        partnerRow === null
          ? null
          : {
              answered: answeredAt !== null,
              answer: row.answeredAt && answeredAt ? partnerAnswer : null,
              answeredAt,
              heartAt: quiet(partnerHeartAt) ? null : partnerHeartAt,
              reply: row.answeredAt && answeredAt ? partnerReply : null,
            },
    };
  });
}

/**
 * The question read: the viewer's rows of these dates (today, and yesterday while it is open) with the partner's side.
 * One statement over the (user_id, day) index, for the viewer's rows and the partner's alike.
 */
export function findQuestionDays(
  viewerId: string,
  access: PartnerAccess | null,
  days: readonly DayKey[],
  executor: Executor,
): Promise<QuestionDayView[]> {
  return readViews(executor, viewerId, access, inArray(questionDays.day, [...days]), "newest");
}

/**
 * The viewer's past questions (dates up to `through`), newest first, at most `limit`, with the current partner's
 * side; a former partner's answers are not joined, so a partnership's end hides them from history.
 */
export function listQuestionHistory(
  viewerId: string,
  access: PartnerAccess | null,
  { through, limit }: { through: DayKey; limit: number },
  executor: Executor,
): Promise<QuestionDayView[]> {
  return readViews(executor, viewerId, access, lte(questionDays.day, through), "newest", limit);
}

/** The bare facts of a row that the writers decide by: never any text. */
export interface QuestionDayFacts {
  id: string;
  userId: string;
  partnerId: string | null;
  day: DayKey;
  questionId: string;
  skippedQuestionId: string | null;
  answered: boolean;
  followUp: boolean;
}

/** These people's rows of one date (at most one each), for the writers under the circle's lock. */
export async function findQuestionDayFacts(
  userIds: readonly string[],
  day: DayKey,
  executor: Executor,
): Promise<QuestionDayFacts[]> {
  return executor
    .select({
      id: questionDays.id,
      userId: questionDays.userId,
      partnerId: questionDays.partnerId,
      day: questionDays.day,
      questionId: questionDays.questionId,
      skippedQuestionId: questionDays.skippedQuestionId,
      answered: sql<boolean>`${questionDays.answeredAt} is not null`,
      followUp: sql<boolean>`${questionDays.followUp} is not null`,
    })
    .from(questionDays)
    .where(and(inArray(questionDays.userId, [...userIds]), eq(questionDays.day, day)));
}

/**
 * Every question these people were asked (with anyone, or alone), skipped ones included: what the selection must not
 * repeat. Ids and dates only.
 */
export async function listAskedQuestions(userIds: readonly string[], executor: Executor): Promise<AskedQuestion[]> {
  const rows = await executor
    .select({ day: questionDays.day, questionId: questionDays.questionId, skipped: questionDays.skippedQuestionId })
    .from(questionDays)
    .where(inArray(questionDays.userId, [...userIds]));
  const asked: AskedQuestion[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const questionId of row.skipped ? [row.questionId, row.skipped] : [row.questionId]) {
      // A couple's two copies of a date are one question asked once.
      const key = `${row.day}|${questionId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      asked.push({ questionId, day: row.day });
    }
  }
  return asked;
}

/** When the person answered a question shared with a partner, in [from, to): connection activity for the score. */
export async function listSharedAnswerTimes(
  userId: string,
  from: Date,
  to: Date,
  executor: Executor = db(),
): Promise<Date[]> {
  const rows = await executor
    .select({ at: questionDays.answeredAt })
    .from(questionDays)
    .where(
      and(
        eq(questionDays.userId, userId),
        isNotNull(questionDays.partnerId),
        gte(questionDays.answeredAt, from),
        lt(questionDays.answeredAt, to),
      ),
    );
  return rows.map((row) => row.at!);
}

/**
 * The data export's section of the question for two (lib/data/user-export.ts): the person's own rows — their answers,
 * hearts, replies, favourites — with each question's words from the bank; the partner's answers are the partner's, in
 * the partner's export.
 */
export function questionDaysExportSection(userId: string, pageSize: number, executor: Executor): ExportSection {
  return {
    name: "questionDays",
    kind: "list",
    read: async function* () {
      const rows = pagedByKey({
        executor,
        pageSize,
        table: questionDays,
        columns: pick(
          questionDays,
          "id day questionId skippedQuestionId partnerId answer answeredAt favourite heartAt reply repliedAt followUp createdAt",
        ),
        where: eq(questionDays.userId, userId),
        keys: [questionDays.day],
      });
      for await (const row of rows) {
        yield { ...row, question: questionById(String(row.questionId))?.text ?? null };
      }
    },
  };
}
