import { dismissCorrelationPattern } from "@/lib/data/correlation-insights";
import { AppError } from "@/lib/errors";
import { insightMessages, type DismissCorrelationInput } from "@/lib/validation/insights";

export interface DismissCorrelationOptions {
  userId: string;
  input: DismissCorrelationInput;
  now?: Date;
}

/**
 * Spec 2 §2.4/§4.8: each 'Did you know?' card is dismissible, and stays dismissed (emotional_correlation_insights
 * .dismissed_at) while the pattern keeps counting. Only the caller's own pattern can match; an id that is not one of
 * theirs is NOT_FOUND, which says nothing about anyone else's rows. Dismissing twice is not an error.
 */
export async function dismissCorrelation({
  userId,
  input,
  now = new Date(),
}: DismissCorrelationOptions): Promise<{ dismissed: true }> {
  if (!(await dismissCorrelationPattern(userId, input.id, now))) {
    throw new AppError("NOT_FOUND", insightMessages.cardNotFound);
  }
  return { dismissed: true };
}
