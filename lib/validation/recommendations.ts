import { z } from "zod";
import { text } from "./text";

/**
 * Input of the recommendations card's 'Take Action' (decision 029). The form sends the recommendation's id only
 * (e.g. "rec-no_rituals"); whose state changes comes from the session, and where to go next is read on the server
 * from the rule the id names, so nothing else in the payload is read. Unknown keys are stripped.
 */

/** The longest key recommendation_state accepts (its check constraint); the engine's ids are far shorter. */
export const RECOMMENDATION_ID_MAX_LENGTH = 100;

export const recommendationMessages = {
  notAvailable: "This recommendation is no longer available.",
} as const;

/**
 * A form submitted before any script runs reaches the action as FormData; a script may pass a plain object. Both
 * become the same object here, so one schema (and the same field errors) covers both.
 */
function formFields(value: unknown): unknown {
  return typeof FormData !== "undefined" && value instanceof FormData ? Object.fromEntries(value) : value;
}

export const completeRecommendationSchema = z.preprocess(
  formFields,
  z.object({
    id: text({ min: 1, max: RECOMMENDATION_ID_MAX_LENGTH, error: { required: recommendationMessages.notAvailable } }),
  }),
);

export type CompleteRecommendationInput = z.output<typeof completeRecommendationSchema>;

/**
 * The first argument React's useActionState hands a form's action: the previous result. The action never reads it
 * (each submission stands alone), so it is dropped whatever it is.
 */
export const previousFormStateSchema = z.unknown().transform(() => undefined);
