import { findViewerContext } from "@/lib/data/profiles";
import { questionById } from "@/lib/domain/questions/bank";
import { questionCardModel, type TodaysQuestionModel } from "@/lib/domain/questions/view";
import { readQuestionDays } from "./read-question-days";

/**
 * The dashboard's "today's question" card (issue #37): the same read as the /questions page's top card — one indexed
 * lookup, setting the date's question for the couple if neither has read it yet — and nothing else.
 */
export async function loadTodaysQuestion({
  userId,
  timeZone,
  now = new Date(),
}: {
  userId: string;
  /** The session user's zone when the caller has it; read from the profile otherwise. */
  timeZone?: string;
  now?: Date;
}): Promise<TodaysQuestionModel> {
  const zone = timeZone ?? (await findViewerContext(userId)).timeZone;
  const read = await readQuestionDays({ userId, timeZone: zone, now });
  return {
    partnerName: read.partnerName,
    card: questionCardModel(read.todays, { today: read.today, lookup: questionById }),
  };
}
