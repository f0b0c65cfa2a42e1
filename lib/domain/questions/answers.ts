/**
 * Answer, then see (issue #37, decision 068): the limits, the words, and the one rule of what a person sees of their
 * partner's side of a question. Pure, so the rule is tested here and every screen (the page, the dashboard card, the
 * history) follows it.
 */

/** An answer: a few sentences, at most 1,000 characters. */
export const QUESTION_ANSWER_MAX_LENGTH = 1_000;
/** A reply to the partner's answer: a sentence or two, never a chat. */
export const QUESTION_REPLY_MAX_LENGTH = 280;
/** The history's search box. */
export const QUESTION_SEARCH_MAX_LENGTH = 100;

export const QUESTION_TEXT = {
  pageTitle: "Questions",
  todayTitle: "Today's question",
  yesterdayTitle: "Yesterday's question, still open",
  soloIntro: "A question to reflect on, just for you.",
  coupleIntro: (partner: string) => `The same question for you and ${partner}.`,
  answerLabel: "Your answer",
  answerRequired: "Write your answer first",
  answerTooLong: `Answers can be at most ${QUESTION_ANSWER_MAX_LENGTH.toLocaleString("en-US")} characters`,
  replyLabel: "Reply to their answer",
  replyRequired: "Write a reply first",
  replyTooLong: `Replies can be at most ${QUESTION_REPLY_MAX_LENGTH} characters`,
  send: "Share my answer",
  sending: "Sharing...",
  saveSolo: "Save my answer",
  saved: "Answer saved",
  sharedToast: (partner: string) => `Shared. ${partner} sees it once they answer.`,
  revealedToast: (partner: string) => `You can both see both answers now. ${partner}'s is below.`,
  partnerWaiting: (partner: string) => `${partner} hasn't answered yet. You'll see theirs once they do.`,
  partnerAnsweredHidden: (partner: string) => `${partner} answered today's question — answer to see theirs.`,
  partnerAnsweredYesterday: (partner: string) => `${partner} answered yesterday's question — answer to see theirs.`,
  youAnsweredFirst: "Your answer is in. It stays private until they answer too.",
  notAnswered: "You didn't answer this one.",
  partnerNotAnswered: (partner: string) => `${partner} didn't answer this one.`,
  hiddenInHistory: (partner: string) => `${partner} answered. Their answer shows only to someone who answered too.`,
  skip: "Skip this question",
  skipped: "Skipped. Here's another one.",
  skipUsed: "Today's skip has been used. This question stays until tomorrow.",
  skipAfterAnswer: "One of you has answered this question already, so it stays.",
  alreadyAnswered: "You've already answered this question.",
  questionChanged: "This question was skipped and replaced. Your words are still in the box: answer the new one.",
  closed: "This question has closed. Today's question is waiting for you.",
  notFound: "Question not found",
  answerFirst: "Answer the question first to see and react to theirs.",
  heart: "Send a heart",
  heartSent: (partner: string) => `${partner} sees your heart on their answer.`,
  favourite: "Add to favourites",
  unfavourite: "Remove from favourites",
  searchLabel: "Search questions and answers",
  noHistory: "Past questions and both your answers will be listed here.",
  noHistorySolo: "Your past questions and answers will be listed here.",
  noMatches: (query: string) => `Nothing matches "${query}".`,
} as const;

/** What a person sees of their partner's side of one question. */
export type PartnerSide =
  /** No partner on this question (a private reflection, or the partnership ended). */
  | { state: "none" }
  /** The partner has not answered. */
  | { state: "waiting" }
  /** The partner answered; the viewer has not, so the answer stays hidden. */
  | { state: "hidden" }
  /** Both answered: the partner's answer, and their heart and reply on the viewer's. */
  | { state: "shown"; answer: string; answeredAt: Date; heart: boolean; reply: string | null };

export interface PartnerRow {
  answered: boolean;
  /** The text, read only when the viewer answered (the data layer never decrypts it otherwise). */
  answer: string | null;
  answeredAt: Date | null;
  heartAt: Date | null;
  reply: string | null;
}

/**
 * The rule: the partner's answer is shown only to a viewer who has answered the same question; until then the viewer
 * learns only THAT the partner answered ("answer to see theirs"), never what.
 */
export function partnerSide(viewerAnswered: boolean, partner: PartnerRow | null): PartnerSide {
  if (!partner) return { state: "none" };
  if (!partner.answered) return { state: "waiting" };
  if (!viewerAnswered || partner.answer === null || partner.answeredAt === null) return { state: "hidden" };
  return {
    state: "shown",
    answer: partner.answer,
    answeredAt: partner.answeredAt,
    heart: partner.heartAt !== null,
    reply: partner.reply,
  };
}

/** Lower-cased, accents dropped, spaces squeezed: how the history's search compares text. */
export function searchable(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Whether any of the texts holds every word of the query (any order); an empty query matches everything. */
export function matchesSearch(query: string, texts: readonly (string | null)[]): boolean {
  const words = searchable(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchable(texts.filter((t): t is string => t !== null).join(" \n "));
  return words.every((word) => haystack.includes(word));
}
