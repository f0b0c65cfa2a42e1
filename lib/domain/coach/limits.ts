/**
 * The coach's limits and kinds (issue #15, decision 035). The spec names no daily limit; 40 messages a day is far
 * above a reflective conversation's length and keeps a model's cost per person bounded. It applies offline too, so
 * the limit a person meets does not depend on the server's configuration.
 */
export const COACH_DAILY_MESSAGE_LIMIT = 40;

/** Longest message the panel accepts (characters), and how much of the conversation is sent back each turn. */
export const COACH_MESSAGE_MAX_CHARS = 2_000;
export const COACH_HISTORY_MAX_TURNS = 20;

/** How an assistant turn was made. */
export const COACH_REPLY_KINDS = ["model", "offline", "crisis", "fallback"] as const;
export type CoachReplyKind = (typeof COACH_REPLY_KINDS)[number];

/**
 * Crisis replies are never refused and never count against the daily limit (issue #30); this many a day are kept in
 * the conversation, and beyond it the help lines are shown but the turns are not stored, so a flood of crisis-worded
 * messages cannot fill the database. Far above what a person in distress writes in a day.
 */
export const COACH_CRISIS_STORED_PER_DAY = 30;

// The last sentence is true: crisis messages bypass the limit, and a person who has hit it should know that.
export const COACH_LIMIT_REACHED_MESSAGE = `You've reached today's limit of ${COACH_DAILY_MESSAGE_LIMIT} messages with the coach. It resets at midnight your time. If you're in danger or thinking of harming yourself, write anyway: messages about your safety are always answered.`;

/** Spec 1 §8: what the assistant says when it cannot answer. */
export const COACH_FALLBACK_REPLY = "I'm sorry, I'm having trouble responding right now. Please try again in a moment.";
