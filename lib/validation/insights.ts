import { z } from "zod";
import { text } from "./text";

/**
 * Input of the insight cards' actions. A correlation card is named by its pattern key (correlationKey in
 * lib/domain/correlations.ts, e.g. "tired>distant"), the id the card model gives it; whose pattern it is comes from
 * the session, never from here. Unknown keys are stripped.
 */

/** Room for a few 20-character tags and a 50-character feeling; the keys written today are far shorter. */
export const CORRELATION_CARD_ID_MAX_LENGTH = 200;

export const insightMessages = {
  cardNotFound: "This insight is no longer available.",
} as const;

export const dismissCorrelationSchema = z.object({
  id: text({ min: 1, max: CORRELATION_CARD_ID_MAX_LENGTH, error: { required: insightMessages.cardNotFound } }),
});

export type DismissCorrelationInput = z.output<typeof dismissCorrelationSchema>;
