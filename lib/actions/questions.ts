"use server";

import { answerQuestion } from "@/lib/services/questions/answer-question";
import { favouriteQuestion } from "@/lib/services/questions/favourite-question";
import { reactToAnswer } from "@/lib/services/questions/react-to-answer";
import { skipQuestion } from "@/lib/services/questions/skip-question";
import { suggestFollowUpQuestion } from "@/lib/services/questions/suggest-follow-up-question";
import { idempotencyKeySchema } from "@/lib/validation/entries";
import {
  answerQuestionSchema,
  favouriteQuestionSchema,
  followUpQuestionSchema,
  reactToAnswerSchema,
  skipQuestionSchema,
} from "@/lib/validation/questions";
import { requestNow } from "@/lib/http/test-clock";
import { action, requirePartner, requireUser } from "./result";

/**
 * The question for two (issue #37). Dates are judged on the request's clock (requestNow: the real one, except on an e2e
 * test server, decision 068). An answer carries one idempotency key per submission (the second argument), so a
 * retry after a failed send never answers twice; the offline queue sends the same key to POST /api/v1/questions/answers.
 */
export const answerQuestionAction = action
  .use(requireUser)
  .input(answerQuestionSchema, idempotencyKeySchema)
  .run(async ({ input, args: [idempotencyKey], user }) =>
    answerQuestion({ userId: user.id, timeZone: user.timeZone, input, idempotencyKey, now: await requestNow() }),
  );

/** One skip per couple (or person alone) per day; the next question replaces it for both. */
export const skipQuestionAction = action
  .use(requireUser)
  .input(skipQuestionSchema)
  .run(async ({ input, user }) =>
    skipQuestion({ userId: user.id, timeZone: user.timeZone, input, now: await requestNow() }),
  );

/** A heart or a reply on the partner's answer: the partner's data, so only through the partnership (decision 068). */
export const reactToAnswerAction = action
  .use(requireUser)
  .use(requirePartner("linked"))
  .input(reactToAnswerSchema)
  .run(async ({ input, user, partner }) =>
    reactToAnswer({ userId: user.id, timeZone: user.timeZone, access: partner, input, now: await requestNow() }),
  );

export const favouriteQuestionAction = action
  .use(requireUser)
  .input(favouriteQuestionSchema)
  .run(({ input, user }) => favouriteQuestion({ userId: user.id, input }));

/** A follow-up question from both answers: reads the partner's answer, so only through the partnership. */
export const suggestFollowUpQuestionAction = action
  .use(requireUser)
  .use(requirePartner("linked"))
  .input(followUpQuestionSchema)
  .run(({ input, user, partner }) => suggestFollowUpQuestion({ userId: user.id, access: partner, input }));
