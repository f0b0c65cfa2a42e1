/**
 * Spec 1 §9: the panel offers 4 starter questions. The spec gives none; these are the questions a person opening a
 * relationship coach most often has, each one the offline coach answers from their own figures or its library.
 * Alone, the questions are about the person and their relationships in general, never about a partner they lack.
 */
export const COACH_STARTERS_COUPLE = [
  "How has my mood been lately?",
  "How can we communicate better when we disagree?",
  "What's a small way to reconnect with my partner this week?",
  "What should I focus on right now?",
] as const;

export const COACH_STARTERS_SOLO = [
  "How has my mood been lately?",
  "How can I handle stress better?",
  "How do I talk about my needs without starting a fight?",
  "What should I focus on right now?",
] as const;

export function coachStarters(hasPartner: boolean): readonly string[] {
  return hasPartner ? COACH_STARTERS_COUPLE : COACH_STARTERS_SOLO;
}
