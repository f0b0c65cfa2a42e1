import { z } from "zod";
import { QUESTION_ANSWER_MAX_LENGTH, QUESTION_REPLY_MAX_LENGTH, QUESTION_TEXT } from "@/lib/domain/questions/answers";
import { anyText, text } from "./text";

/**
 * The question for two's inputs (issue #37), shared by the forms, the server actions and POST /api/v1/questions/answers
 * (the offline queue). A write names the date and the question it is about; the server derives everything else
 * (whose row, the partner, whether the date may still be answered). Answers and replies are stored encrypted, so any
 * text.
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as "YYYY-MM-DD" that exists (not 2026-02-30). */
export const questionDaySchema = text({ max: 10, min: 1, error: QUESTION_TEXT.notFound })
  .regex(DAY_PATTERN, { error: QUESTION_TEXT.notFound })
  .refine(
    (day) => {
      const ms = Date.parse(`${day}T00:00:00Z`);
      return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(day);
    },
    { error: QUESTION_TEXT.notFound },
  );

const questionIdSchema = text({ max: 40, min: 1, error: QUESTION_TEXT.notFound });

export const answerQuestionSchema = z.object({
  day: questionDaySchema,
  questionId: questionIdSchema,
  answer: anyText({
    min: 1,
    max: QUESTION_ANSWER_MAX_LENGTH,
    error: { required: QUESTION_TEXT.answerRequired, tooLong: QUESTION_TEXT.answerTooLong },
  }),
});
export type AnswerQuestionInput = z.output<typeof answerQuestionSchema>;

export const skipQuestionSchema = z.object({ day: questionDaySchema, questionId: questionIdSchema });
export type SkipQuestionInput = z.output<typeof skipQuestionSchema>;

export const reactToAnswerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("heart"), day: questionDaySchema, on: z.boolean() }),
  z.object({
    kind: z.literal("reply"),
    day: questionDaySchema,
    reply: anyText({
      min: 1,
      max: QUESTION_REPLY_MAX_LENGTH,
      error: { required: QUESTION_TEXT.replyRequired, tooLong: QUESTION_TEXT.replyTooLong },
    }),
  }),
]);
export type ReactToAnswerInput = z.output<typeof reactToAnswerSchema>;

export const favouriteQuestionSchema = z.object({ day: questionDaySchema, favourite: z.boolean() });
export type FavouriteQuestionInput = z.output<typeof favouriteQuestionSchema>;

export const followUpQuestionSchema = z.object({ day: questionDaySchema });
export type FollowUpQuestionInput = z.output<typeof followUpQuestionSchema>;
