import { z } from "zod";
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_PROGRESS_STEP, GOAL_TITLE_MAX_LENGTH, GOALS_TEXT } from "@/lib/domain/goals";
import { isValidCalendarDate } from "@/lib/domain/special-dates";
import { anyText, orNull, text } from "./text";

/**
 * Shared-goal input (spec 3 §2, §5; issue #16). Unknown keys are stripped: a payload naming created_by, user ids or
 * a progress value changes nothing, since the server decides who created a goal and moves progress by one step.
 */
export const goalMessages = {
  titleRequired: "Goal Title is required",
  titleTooLong: `Goal Title can be at most ${GOAL_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `Description can be at most ${GOAL_DESCRIPTION_MAX_LENGTH} characters`,
  dateInvalid: "Please choose a valid date",
  visibilityInvalid: "Please choose shared or private",
  goalNotFound: GOALS_TEXT.notFound,
  stepInvalid: `Progress moves by ${GOAL_PROGRESS_STEP} at a time`,
} as const;

/** Shown to the partner as plain text: control characters are refused. */
const title = text({
  max: GOAL_TITLE_MAX_LENGTH,
  min: 1,
  error: { required: goalMessages.titleRequired, tooLong: goalMessages.titleTooLong },
});

/** Stored encrypted (shared_goals.description): any text, trimmed; empty becomes null. */
const description = orNull(
  anyText({ max: GOAL_DESCRIPTION_MAX_LENGTH, error: { tooLong: goalMessages.descriptionTooLong } }),
);

/** Spec 3 §3: a calendar date sent as YYYY-MM-DD, or nothing. */
const targetDate = orNull(
  text({ max: 10, error: { tooLong: goalMessages.dateInvalid, unsupported: goalMessages.dateInvalid } }).refine(
    (value) => value === "" || isValidCalendarDate(value),
    goalMessages.dateInvalid,
  ),
);

export const createGoalSchema = z.object({
  title,
  description,
  targetDate,
  visibility: z.enum(["shared", "private"], { error: goalMessages.visibilityInvalid }).default("shared"),
});

export const goalIdSchema = z.object({ goalId: z.uuid({ error: goalMessages.goalNotFound }) });

export const goalProgressSchema = z.object({
  ...goalIdSchema.shape,
  delta: z.union([z.literal(GOAL_PROGRESS_STEP), z.literal(-GOAL_PROGRESS_STEP)], { error: goalMessages.stepInvalid }),
});

export type CreateGoalInput = z.output<typeof createGoalSchema>;
export type CreateGoalFormValues = z.input<typeof createGoalSchema>;
export type GoalIdInput = z.output<typeof goalIdSchema>;
export type GoalProgressInput = z.output<typeof goalProgressSchema>;
