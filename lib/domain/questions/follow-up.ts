import { z } from "zod";
import type { QuestionCategory } from "./types";

/**
 * The optional follow-up question (issue #37, decision 068): once both partners have answered, one more question built
 * from the two answers — by the model when one is configured, else by this offline twin. The model is given the
 * question and the two answers only (never notes, moods or names), and its words are screened before anyone sees them.
 */

const FOLLOW_UP_MAX_LENGTH = 200;

export const followUpSchema = z.object({
  question: z.string().min(5).max(FOLLOW_UP_MAX_LENGTH),
});

/** A follow-up is one question: a single sentence ending with "?" and no line breaks. */
export function isFollowUpQuestion(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 5 && trimmed.length <= FOLLOW_UP_MAX_LENGTH && trimmed.endsWith("?") && !/\n/.test(trimmed);
}

export function followUpPrompt({ question, first, second }: { question: string; first: string; second: string }): {
  system: string;
  prompt: string;
} {
  return {
    system: [
      "You write ONE short follow-up question for a couple who both answered the same question in a relationship app.",
      "Build it from what both of them wrote, so it invites them to talk to each other about it.",
      "Warm, curious and specific; no advice, no judgement, no diagnosis, no names, nothing sexual unless the",
      `question itself was. One sentence ending with a question mark, at most ${FOLLOW_UP_MAX_LENGTH} characters.`,
      'Answer as JSON: {"question": "..."}.',
    ].join(" "),
    prompt: JSON.stringify({ question, answers: [first, second] }),
  };
}

/** The offline twin's follow-ups, by the question's category: open invitations to talk about both answers. */
const OFFLINE_FOLLOW_UPS: Record<QuestionCategory, readonly string[]> = {
  light: [
    "What surprised you most about each other's answer?",
    "Which of your two answers should you try together this week?",
  ],
  memories: [
    "What do you each remember differently about that time?",
    "Which detail from the other's answer would you like to hear more about?",
  ],
  dreams: [
    "What small step could bring one of your two answers closer this month?",
    "Where do your two answers meet, and where do they differ?",
  ],
  values: [
    "Where did each of you learn what you wrote?",
    "How do your two answers show up in an ordinary week together?",
  ],
  appreciation: [
    "How would you like to hear this kind of thing more often?",
    "What is one way to show each other what you both wrote?",
  ],
  everyday: [
    "What would make this part of your day easier for both of you?",
    "Which habit from the other's answer would you like to borrow?",
  ],
  intimacy: [
    "What would help you both feel comfortable talking about this more?",
    "What is one thing from the other's answer you'd like to understand better?",
  ],
  repair: [
    "What could each of you do differently next time, based on these answers?",
    "What do you need from each other to feel heard when this comes up?",
  ],
};

/** The offline twin: one of the category's follow-ups, chosen by the seed (the same seed, the same question). */
export function offlineFollowUp(category: QuestionCategory, seed: string): string {
  const options = OFFLINE_FOLLOW_UPS[category];
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return options[hash % options.length]!;
}
