import { INVITE_TOKEN_MAX, INVITE_TOKEN_PATTERN } from "./invite-token-values";
import { text } from "./text";

/**
 * The partner-invite token as it travels in URLs and browser storage (spec 1 §2, §3, §4), as a zod schema for the
 * server actions. Its rule, the links and the storage keys are in invite-token-values.ts (no zod, for the screens
 * that run in the browser), re-exported here.
 */
export * from "./invite-token-values";

export const inviteTokenSchema = text({ max: INVITE_TOKEN_MAX, min: 1 }).regex(INVITE_TOKEN_PATTERN);
