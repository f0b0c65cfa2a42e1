import type { CrisisSupport } from "./find-crisis-support";
import { screenForAuthor } from "./screen-for-author";

// The moderation step lives with the screen it serves; its callers (the coach, the follow-up question) import it here.
export { moderatedCategories } from "./screen-for-author";

/**
 * Screens words a person wrote for someone else to read (the question for two's answers and replies, issue #37) exactly
 * as a coach message is screened (decisions 035, 045): the local lexicon first, then, with a model connected and the
 * lexicon silent, the moderation endpoint, and with the partner-harm lexicon beside them (screenForAuthor, decision
 * 080). On a match the help lines for the author's country come back, for the author alone: nothing is stored, queued
 * or told to anyone else, and the words are kept as written.
 */
export async function screenWrittenWords({
  userId,
  timeZone,
  text,
}: {
  userId: string;
  timeZone: string;
  text: string;
}): Promise<CrisisSupport | null> {
  return (await screenForAuthor({ userId, timeZone, texts: [text] })).support;
}
