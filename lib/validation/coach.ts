import { z } from "zod";
import { COACH_HISTORY_MAX_TURNS, COACH_MESSAGE_MAX_CHARS } from "@/lib/domain/coach/limits";
import { text } from "./text";

export const coachMessages = {
  message: "Please type a message",
  tooLong: `Please keep a message under ${COACH_MESSAGE_MAX_CHARS} characters`,
  page: "currentPage must be a path of this app",
} as const;

/** Replies the client sends back may be long (a model's answer); the history is bounded anyway. */
const HISTORY_TURN_MAX_CHARS = 8_000;
/** Conversation history beyond what is sent to the model is dropped, not refused: the panel keeps the whole thread. */
const HISTORY_MAX_SENT = 100;

/**
 * POST /api/v1/coach (spec 1 §7, "{product}-chatbot"): message, conversationHistory (role and content), currentPage,
 * and the conversation's id (one per opening of the panel, made by the browser). Control characters are stripped:
 * a chat message is better without a stray one than refused.
 */
export const coachMessageSchema = z.object({
  message: text({
    max: COACH_MESSAGE_MAX_CHARS,
    min: 1,
    multiline: true,
    controls: "strip",
    error: { required: coachMessages.message, tooLong: coachMessages.tooLong },
  }),
  conversationHistory: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"]),
        content: text({ max: HISTORY_TURN_MAX_CHARS, multiline: true, controls: "strip" }),
      }),
    )
    .max(HISTORY_MAX_SENT)
    .default([])
    .transform((turns) => turns.filter((turn) => turn.content !== "").slice(-COACH_HISTORY_MAX_TURNS)),
  currentPage: text({ max: 200, error: coachMessages.page })
    .regex(/^\/[\w\-/?=&.%]*$/, { error: coachMessages.page })
    .default("/dashboard"),
  conversationId: z.uuid({ error: "conversationId must be a UUID" }),
});

export type CoachMessageInput = z.infer<typeof coachMessageSchema>;

/** The catalogue's ids are kebab-case words; anything else names no program or step. */
const catalogueId = (error: string) => text({ max: 64, error }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error });

/** Marking a step of a Coaching program done, or not done. */
export const coachingStepSchema = z.object({
  programId: catalogueId("Unknown program"),
  stepId: catalogueId("Unknown step"),
  done: z.boolean({ error: "done must be true or false" }),
});
export type CoachingStepInput = z.infer<typeof coachingStepSchema>;

/** Starting a Coaching program again. */
export const restartProgramSchema = z.object({ programId: catalogueId("Unknown program") });
export type RestartProgramInput = z.infer<typeof restartProgramSchema>;
