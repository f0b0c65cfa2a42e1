/**
 * What the AI coach may know about the person it talks to (issue #15; decision 035 on data minimisation): aggregates
 * of their own engines and only what they may already see of their partner. Built by the chat service from the
 * engines, read by both the model's system prompt and the offline coach, so the two can never know different things.
 */

export type ChatRole = "user" | "assistant";

/** One turn of the conversation as the client sends it back (spec 1 §3: role and content). */
export interface ChatTurn {
  role: ChatRole;
  content: string;
}

export type MoodDirection = "rising" | "falling" | "steady" | "unknown";

export interface CoachRecommendation {
  title: string;
  reason: string;
  /** An in-app path ("/checkin"), never an outside link. */
  route: string;
}

export interface CoachContext {
  /** The person's first name, as they gave it. */
  firstName: string;
  /** The linked partner's first name; null without a partner. */
  partnerName: string | null;
  /** The path the assistant was opened on ("/mood-log"). */
  currentPage: string;
  mood: {
    direction: MoodDirection;
    /** Average mood (−3..3) over the last 7 local days with a mood; null without one. */
    averageLast7: number | null;
    /** The same for the 7 days before those; null without one. */
    averagePrior7: number | null;
    /** Local days with at least one mood in the last 7. */
    daysLogged7: number;
    /** The person's most frequent feelings of the last 14 days, most frequent first (≤ 3). */
    topFeelings: string[];
  };
  /** Whole local days since the person's last check-in about their partner; null without a partner or without one. */
  daysSincePartnerCheckin: number | null;
  /** Up to 3, from the recommendation engine. */
  recommendations: CoachRecommendation[];
  /** One sentence from the weekly summary engine; null when there is too little data. */
  weeklySummary: string | null;
  /**
   * The person's own recent mood notes, only when they turned "Let the coach read my notes" on (ai_suggestions and
   * notes both allowed); otherwise empty. Never the partner's.
   */
  ownNotes: string[];
  /**
   * Abuse or coercion was disclosed earlier in this conversation: joint exercises and "talk to your partner"
   * suggestions stop for the rest of it.
   */
  jointSuggestionsOff: boolean;
}
