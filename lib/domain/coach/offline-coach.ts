import type { ChatTurn, CoachContext } from "./context";
import { GUIDANCE, topicsOf, type Guide, type GuidanceTopic } from "./guidance";

/**
 * The coach without a model (issue #15, decision 035): deterministic, answering from the person's own figures and
 * the guidance library, and plain that it is a program. Messages reach it only after the safety screen, so it
 * never meets a crisis. It does not pretend to understand more than keywords: when nothing matches it says what it
 * can help with instead of guessing.
 */

export interface OfflineCoachInput {
  context: CoachContext;
  history: readonly ChatTurn[];
  message: string;
}

const IDENTITY =
  /\b(are you (a |an )?(bot|ai|robot|human|real|person|therapist|counsel+or|chat ?gpt)|who are you|what are you)\b/;
const THANKS_ONLY = /^(thanks|thank you|thx|ty|cheers)\b[\s\w!.,]{0,20}$/;
const GREETING_ONLY = /^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b[\s!.,]*(there|coach)?[\s!.,]*$/;
const MOOD = /\b(my mood|how (am i|have i been)( doing| feeling)?|mood (been|lately|trend)|feeling lately)\b/;
const FOCUS =
  /\b(focus|what should i (do|try|work on)|recommend\w*|suggest\w*|next step|where (do|should) i (start|begin))\b/;
const CHECKIN = /\bcheck[- ]?ins?\b/;
const PARTNER_WORDS = /\b(partner|together|couple|both of you)\b/i;

const IDENTITY_REPLY =
  "I'm Attune's offline coach: a computer program, not a therapist or a human, and not an AI model. I answer from your own moods and check-ins in Attune and from a library of ideas from relationship research, and I say where each idea comes from.";

const OPENERS: Readonly<Record<GuidanceTopic, string>> = {
  conflict: "Disagreements happen in every close relationship; what matters most is how they go.",
  communication: "Feeling heard is at the heart of most relationship talk.",
  connection: "Wanting to feel closer is worth paying attention to.",
  appreciation: "Appreciation is one of the simplest things that keeps a relationship warm.",
  repair: "Repairing after a hard moment is a skill, and it can be learned.",
  trust: "Trust is built in small, repeated moments more than big gestures.",
  intimacy: "Closeness looks different for every couple, and it's worth talking about.",
  needs: "Your needs matter, and saying them clearly is kind to both of you.",
  distance: "Being apart takes some intention, and it can work well.",
  stress: "Stress affects how we feel and how we treat the people close to us.",
  low_mood: "I'm sorry things feel heavy. Small steps count.",
  sleep: "Sleep shapes mood more than almost anything else.",
};

const QUESTIONS: Readonly<Record<GuidanceTopic, string>> = {
  conflict: "What usually sets your disagreements off?",
  communication: "When do you feel most listened to?",
  connection: "When did you last feel really close?",
  appreciation: "What's one thing you valued this week?",
  repair: "What would help you feel things are mended?",
  trust: "What would help you feel more secure right now?",
  intimacy: "What helps you feel close?",
  needs: "What would you most like to ask for?",
  distance: "How do you stay in touch at the moment?",
  stress: "What's weighing on you most?",
  low_mood: "What's one small thing that helped before?",
  sleep: "What does a typical evening look like for you?",
};

const MENU =
  "I'm the offline coach, so I work best with everyday relationship and wellbeing topics: disagreements, feeling distant, communication, appreciation, trust, stress, low mood or sleep. Could you tell me a little more about what's going on? You can also ask “How has my mood been lately?” or “What should I focus on right now?”";

function moodWords(average: number): string {
  if (average >= 2) return "very good";
  if (average >= 1) return "good";
  if (average > -1) return "okay";
  if (average > -2) return "low";
  return "very low";
}

const signed = (value: number) => (value > 0 ? `+${value.toFixed(1)}` : value.toFixed(1));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The mood paragraph, from the person's own figures only. */
export function moodSummary(context: CoachContext): string {
  const { mood } = context;
  if (mood.averageLast7 === null) {
    return "You haven't logged a mood in the last 7 days, so I can't see a trend yet. Logging once a day, even in a few seconds on the mood log, lets me and your dashboard spot patterns.";
  }
  const parts = [
    `Over the last 7 days your mood has been ${moodWords(mood.averageLast7)} on average (${signed(mood.averageLast7)} on a scale from −3 to +3), across ${plural(mood.daysLogged7, "day")} you logged`,
  ];
  const prior = mood.averagePrior7 === null ? "" : signed(mood.averagePrior7);
  if (mood.direction === "rising") parts[0] += `, up from ${prior} the week before.`;
  else if (mood.direction === "falling") parts[0] += `, down from ${prior} the week before.`;
  else if (mood.direction === "steady") parts[0] += `, about the same as the week before.`;
  else parts[0] += ".";
  if (mood.topFeelings.length > 0) parts.push(`The feelings you've named most lately: ${mood.topFeelings.join(", ")}.`);
  if (context.weeklySummary) parts.push(context.weeklySummary);
  return parts.join(" ");
}

/** Titles the coach already offered in this conversation, so it never repeats an idea. */
function offeredTitles(history: readonly ChatTurn[]): Set<string> {
  const said = history.filter((turn) => turn.role === "assistant").map((turn) => turn.content);
  return new Set(GUIDANCE.filter((guide) => said.some((text) => text.includes(guide.title))).map((g) => g.title));
}

export function pickGuide(
  topics: readonly GuidanceTopic[],
  history: readonly ChatTurn[],
  jointSuggestionsOff: boolean,
): Guide | null {
  const offered = offeredTitles(history);
  for (const topic of topics) {
    const guide = GUIDANCE.find((g) => g.topic === topic && !offered.has(g.title) && !(jointSuggestionsOff && g.joint));
    if (guide) return guide;
  }
  return null;
}

function guideText(guide: Guide): string {
  return `${guide.title}. ${guide.idea}\n\nTry this: ${guide.tryThis}\n\nSource: ${guide.source}.`;
}

function topicReply(topics: readonly GuidanceTopic[], input: OfflineCoachInput): string {
  const guide = pickGuide(topics, input.history, input.context.jointSuggestionsOff);
  const topic = topics[0]!;
  if (!guide) {
    return `I've shared the ideas I have on that. It might help to look at it from another side: how have you been feeling yourself?\n\n${moodSummary(input.context)}`;
  }
  return `${OPENERS[guide.topic]}\n\n${guideText(guide)}\n\n${QUESTIONS[topic]}`;
}

function focusReply(input: OfflineCoachInput): string {
  const { context } = input;
  const recommendations = context.jointSuggestionsOff
    ? context.recommendations.filter((r) => !PARTNER_WORDS.test(`${r.title} ${r.reason}`))
    : context.recommendations;
  const fromMood: GuidanceTopic[] =
    context.mood.direction === "falling" ? ["low_mood", "stress"] : ["appreciation", "connection"];
  const guide = pickGuide(fromMood, input.history, context.jointSuggestionsOff);
  const lines: string[] = [];
  if (recommendations.length > 0) {
    lines.push("Here's what stands out from your own data:");
    lines.push(recommendations.map((r) => `• ${r.title}: ${r.reason}`).join("\n"));
  } else {
    lines.push(moodSummary(context));
  }
  if (guide) lines.push(`One idea to go with it:\n\n${guideText(guide)}`);
  lines.push("Which of these feels doable this week?");
  return lines.join("\n\n");
}

function checkinReply({ context }: OfflineCoachInput): string {
  const partner = context.partnerName;
  if (!partner || context.jointSuggestionsOff) {
    return "A personal check-in takes a couple of minutes and helps you notice how you're really doing, day to day. You can do one any time from the check-in page. How are you feeling right now?";
  }
  const days = context.daysSincePartnerCheckin;
  if (days === null) {
    return `You haven't checked in about ${partner} in the last two weeks. A check-in takes a couple of minutes and helps you both see how things are going, based on what each of you chooses to share. What's been on your mind about your relationship lately?`;
  }
  if (days <= 1) {
    return `You checked in about ${partner} ${days === 0 ? "today" : "yesterday"}. Keeping that rhythm is one of the best habits for noticing changes early. Is there anything from it you'd like to think through?`;
  }
  return `It's been ${plural(days, "day")} since your last check-in about ${partner}. A short one today would keep your picture of the relationship current. What's been on your mind about it?`;
}

export function offlineCoachReply(input: OfflineCoachInput): string {
  const text = input.message.trim().toLowerCase();
  const name = input.context.firstName;
  if (IDENTITY.test(text)) return IDENTITY_REPLY;
  if (THANKS_ONLY.test(text)) return "You're welcome. I'm here whenever you want to think something through.";
  if (GREETING_ONLY.test(text)) {
    return `Hi${name ? ` ${name}` : ""}. ${moodSummary(input.context)}\n\nWhat would you like to talk about?`;
  }
  if (MOOD.test(text)) {
    const falling = input.context.mood.direction === "falling";
    const guide = falling ? pickGuide(["low_mood", "stress"], input.history, input.context.jointSuggestionsOff) : null;
    const extra = guide ? `\n\nWhen mood dips, this can help:\n\n${guideText(guide)}` : "";
    return `${moodSummary(input.context)}${extra}\n\nWhat do you think has been shaping it?`;
  }
  if (FOCUS.test(text)) return focusReply(input);
  if (CHECKIN.test(text)) return checkinReply(input);
  const topics = topicsOf(text);
  if (topics.length > 0) return topicReply(topics, input);
  return MENU;
}
