import { z } from "zod";
import { PARTNER_REACTION_KINDS, REACTION_NOTE_MAX } from "@/lib/domain/partner-reactions";
import { anyText, orNull } from "./text";

export const reactionMessages = {
  empty: "Choose a response or write a note.",
  noteTooLong: `Keep the note under ${REACTION_NOTE_MAX} characters.`,
  kind: "Choose one of the responses.",
} as const;

/**
 * A response from the partner screen (issue #33): one of the one-tap kinds, a short note, or both. The note is stored
 * encrypted (partner_reactions.note), so it is `anyText`, as other notes are.
 */
export const partnerReactionSchema = z
  .object({
    kind: z
      .enum(PARTNER_REACTION_KINDS, { error: reactionMessages.kind })
      .nullish()
      .transform((kind) => kind ?? null),
    note: orNull(anyText({ max: REACTION_NOTE_MAX, error: { tooLong: reactionMessages.noteTooLong } })),
  })
  .refine((value) => value.kind !== null || value.note !== null, { message: reactionMessages.empty, path: ["note"] });

export type PartnerReactionInput = z.infer<typeof partnerReactionSchema>;
