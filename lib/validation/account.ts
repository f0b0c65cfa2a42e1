import { z } from "zod";
import { text } from "./text";
import { accountMessages, CONFIRMATION_MAX_LENGTH, matchesDeletePhrase } from "./account-values";

// The phrase and its rule live apart from zod, for the Danger Zone's dialog in the browser (decision 066).
export { accountMessages, CONFIRMATION_MAX_LENGTH, DELETE_ACCOUNT_PHRASE, matchesDeletePhrase } from "./account-values";

export const deleteAccountSchema = z.object({
  // Bounded as typed (surrounding whitespace counts), so not trimmed here: matchesDeletePhrase forgives it. Tab and
  // line breaks pass for the same reason; any other control character cannot be part of the phrase.
  confirmation: text({
    max: CONFIRMATION_MAX_LENGTH,
    trim: false,
    multiline: true,
    error: accountMessages.deletePhrase,
  }).refine(matchesDeletePhrase, accountMessages.deletePhrase),
});

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
