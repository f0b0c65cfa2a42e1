import {
  NEGATIVE_PARTNER_FEELINGS,
  POSITIVE_PARTNER_FEELINGS,
  type PartnerCheckinFeeling,
} from "@/lib/domain/feelings";

/**
 * The partner check-in's suggestion card (spec 2 §2.3 names the card, not its content; this is ours): one small,
 * concrete next step that follows what the person just said. A hurt feeling gets a gentle way to raise it, a warm
 * one a way to say it out loud; the connection score decides the tone when no feeling is chosen yet, and sharpens
 * it when the feeling and the score pull in different directions.
 */
export interface CheckinSuggestion {
  title: string;
  text: string;
}

export function checkinSuggestion(
  feeling: PartnerCheckinFeeling | null,
  score: number,
  partnerName: string,
): CheckinSuggestion {
  if (feeling && NEGATIVE_PARTNER_FEELINGS.has(feeling)) {
    if (score <= -2) {
      return {
        title: "Ask for time to talk",
        text: `Feeling ${feeling} is hard. Ask ${partnerName} for 15 undistracted minutes today and start with "I feel ${feeling} when…" rather than "You always…".`,
      };
    }
    return {
      title: "Name it gently",
      text: `Let ${partnerName} know you've been feeling a little ${feeling}, and ask one open question, like "How has this week felt for you?"`,
    };
  }
  if (feeling && POSITIVE_PARTNER_FEELINGS.has(feeling)) {
    if (score < 0) {
      return {
        title: "Build on what's working",
        text: `You feel ${feeling} even on a harder day. Tell ${partnerName} what they did that helped; it makes it easier to do again.`,
      };
    }
    return {
      title: "Say it out loud",
      text: `Tell ${partnerName} one specific thing that made you feel ${feeling} today. A short message or a hug both count.`,
    };
  }
  if (score >= 2) {
    return {
      title: "Keep the momentum",
      text: `Things feel close right now. Plan one small thing to enjoy with ${partnerName} this week.`,
    };
  }
  if (score <= -2) {
    return {
      title: "Start small",
      text: `Distance happens. A short walk or a meal together without phones is an easy way to reconnect with ${partnerName}.`,
    };
  }
  return {
    title: "A moment to reflect",
    text: `Choose the feeling that fits best, then think of one moment with ${partnerName} this week that stayed with you.`,
  };
}
