import { setFavourite } from "@/lib/data/question-day-writes";
import { inTransaction } from "@/lib/data/transaction";
import { QUESTION_TEXT } from "@/lib/domain/questions/answers";
import { AppError } from "@/lib/errors";
import type { FavouriteQuestionInput } from "@/lib/validation/questions";

/** Marks or unmarks one of the person's own questions as a favourite (per person; the partner never sees it). */
export async function favouriteQuestion({
  userId,
  input,
}: {
  userId: string;
  input: FavouriteQuestionInput;
}): Promise<{ favourite: boolean }> {
  const found = await inTransaction((tx) => setFavourite(userId, input.day, input.favourite, tx));
  if (!found) throw new AppError("NOT_FOUND", QUESTION_TEXT.notFound);
  return { favourite: input.favourite };
}
