import { listQuestionHistory } from "@/lib/data/question-days";
import { withReader } from "@/lib/data/transaction";
import { QUESTION_BANK, questionById } from "@/lib/domain/questions/bank";
import { QUESTION_SEARCH_MAX_LENGTH } from "@/lib/domain/questions/answers";
import { historyModel, questionCardModel, showYesterday, type QuestionCardModel } from "@/lib/domain/questions/view";
import { addDays } from "@/lib/domain/time";
import { aiModel } from "@/lib/integrations/ai";
import { readQuestionDays } from "./read-question-days";

/** How many past dates the history reads (newest first): two years, searched in memory after decryption. */
const HISTORY_READ_MAX = 730;
/** Dates listed at first, and added by each "Show more". */
const HISTORY_PAGE_SIZE = 20;

export interface QuestionsPageModel {
  /** The partner's first name; null for one person alone. */
  partnerName: string | null;
  today: QuestionCardModel;
  /** Yesterday's question while the partner answered it and the viewer still can (decision 068). */
  yesterday: QuestionCardModel | null;
  history: {
    entries: QuestionCardModel[];
    query: string;
    /** More dates match than are listed: the next "Show more" count, else null. */
    nextShow: number | null;
    /** Past dates at all (before any search). */
    any: boolean;
  };
  /** A model writes follow-up questions (else the offline twin does): says which on the page. */
  followUpByModel: boolean;
  /** How many questions the bank holds, for the page's footnote. */
  bankSize: number;
}

/**
 * The /questions page (issue #37): today's question with the partner's side, yesterday's while it is half-answered,
 * and the history, searched on the server over the viewer's own decrypted rows and the partner's shown answers (at most
 * HISTORY_READ_MAX dates, which at one a day is small enough to filter in memory: decision 068).
 */
export async function loadQuestionsPage({
  userId,
  timeZone,
  query = "",
  show = HISTORY_PAGE_SIZE,
  now = new Date(),
}: {
  userId: string;
  timeZone: string;
  query?: string;
  show?: number;
  now?: Date;
}): Promise<QuestionsPageModel> {
  const read = await readQuestionDays({ userId, timeZone, now });
  const options = { today: read.today, lookup: questionById };
  const yesterdayCard = read.yesterdays ? questionCardModel(read.yesterdays, options) : null;
  const yesterday = showYesterday(yesterdayCard) ? yesterdayCard : null;
  const past = await withReader((reader) =>
    listQuestionHistory(userId, read.access, { through: addDays(read.today, -1), limit: HISTORY_READ_MAX }, reader),
  );
  const cards = past.map((row) => questionCardModel(row, options)).filter((card) => card.day !== yesterday?.day);
  const search = query.trim().slice(0, QUESTION_SEARCH_MAX_LENGTH);
  const matching = historyModel(cards, search);
  const shown = Math.max(HISTORY_PAGE_SIZE, Math.min(show, HISTORY_READ_MAX));
  return {
    partnerName: read.partnerName,
    today: questionCardModel(read.todays, options),
    yesterday,
    history: {
      entries: matching.slice(0, shown),
      query: search,
      nextShow: matching.length > shown ? shown + HISTORY_PAGE_SIZE : null,
      any: cards.length > 0,
    },
    followUpByModel: aiModel() !== null,
    bankSize: QUESTION_BANK.filter((question) => !question.retired).length,
  };
}
