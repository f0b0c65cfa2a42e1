import { EMAIL_MAX } from "./credentials";
import { text } from "./text";

/**
 * The dev mailbox's `?to=` filter: an email address or an E.164 number, as the outbox stores recipients. Those never
 * hold a control character, so a filter with one could match nothing (and NUL would be a database error).
 */
export const mailboxRecipientFilterSchema = text({ max: EMAIL_MAX });
