import { z } from "zod";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { anyText, orNull } from "./text";

/** Ritual actions (spec 3 §2, §5; issue #16): ids and choices only; what a ritual is, the server decides. */
export const ritualMessages = {
  notFound: RITUALS_TEXT.notFound,
  likedRequired: "Please choose whether it helped",
  reflectionTooLong: "Please keep your reflection under 1000 characters",
} as const;

export const RITUAL_REFLECTION_MAX_LENGTH = 1_000;

export const ritualIdSchema = z.object({ ritualId: z.uuid({ error: ritualMessages.notFound }) });

/** Spec 3 §4: Save needs a yes or no; the text is optional (stored encrypted, so any text is accepted). */
export const ritualReflectionSchema = z.object({
  ...ritualIdSchema.shape,
  liked: z.boolean({ error: ritualMessages.likedRequired }),
  responseText: orNull(
    anyText({ max: RITUAL_REFLECTION_MAX_LENGTH, error: { tooLong: ritualMessages.reflectionTooLong } }),
  ),
});

export const ritualFeedbackSchema = z.object({
  ...ritualIdSchema.shape,
  liked: z.boolean({ error: "Please choose thumbs up or down" }),
});

/** Archive (true) or Restore (false) the person's own copy (decision 050). */
export const ritualArchiveSchema = z.object({
  ...ritualIdSchema.shape,
  archived: z.boolean({ error: "Please choose archive or restore" }),
});

export type RitualIdInput = z.output<typeof ritualIdSchema>;
export type RitualArchiveInput = z.output<typeof ritualArchiveSchema>;
export type RitualReflectionInput = z.output<typeof ritualReflectionSchema>;
export type RitualFeedbackInput = z.output<typeof ritualFeedbackSchema>;
