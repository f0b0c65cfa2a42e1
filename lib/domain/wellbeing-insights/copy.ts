/**
 * Words of the partner wellbeing card. The card strings are verbatim from spec 2 §2.4, except its no-partner state:
 * the card is not shown to someone without a partner (issue #32, components/dashboard/wellbeing-insight-card.tsx),
 * so 'Connect with your partner to see personalized insights and recommendations.' has no place. The insight titles,
 * descriptions, suggestions and data-point chips are OURS (the spec gives none): warm, non-clinical, addressed to the
 * user about their partner, and never a diagnosis.
 *
 * The partner is named by first name everywhere on the card (issue #32), whatever name the caller passes: the
 * dashboard hands over the display name, and partnerInSentence keeps only its first word ('your partner' without one).
 *
 * The check-ins behind the communication-gap insight are those whose subject is the partner (spec 2 §7), i.e. how
 * connected the writer felt to the partner, so those texts speak of "the two of you" rather than of the partner alone.
 */
import { partnerInSentence } from "../names";
import type { MoodDeclineAnalysis } from "./mood-decline";
import { formatScore, plural, type WellbeingSeverity } from "./model";
import type { StressAnalysis } from "./stress";

/** Spec 2 §9: suggestions shown before the toggle. */
const WELLBEING_INITIAL_SUGGESTIONS = 3;
export const WELLBEING_EMPTY_TEXT = "Everything looks great!";
const WELLBEING_SHOW_LESS_LABEL = "Show less";

/**
 * OURS (the spec names a severity colour only): the words beside the colour, so severity is never told by colour
 * alone. Warm rather than clinical; "Good to know" also fits the low-severity positive-opportunity insight.
 */
export const WELLBEING_SEVERITY_LABEL: Readonly<Record<WellbeingSeverity, string>> = {
  high: "Needs attention",
  medium: "Worth a look",
  low: "Good to know",
};
/** OURS: the accessible name of the data-point chips. */
export const WELLBEING_DATA_POINTS_LABEL = "Based on";

/** OURS: "85% confidence". */
export function wellbeingConfidenceText(confidence: number): string {
  return `${Math.round(confidence)}% confidence`;
}

/** OURS: the heading over the support suggestions, "Ways to support Sam". */
export function supportSuggestionsTitle(partnerName: string): string {
  return `Ways to support ${partnerInSentence(partnerName)}`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '{partner}'s Wellbeing Insight'. */
export function wellbeingCardTitle(partnerName: string): string {
  return `${capitalized(partnerInSentence(partnerName))}'s Wellbeing Insight`;
}

/** 'Unable to load {partner}'s insights at the moment.' */
export function wellbeingErrorText(partnerName: string): string {
  return `Unable to load ${partnerInSentence(partnerName)}'s insights at the moment.`;
}

/** '+N more suggestions available' (spec wording, also for N = 1). */
export function moreSuggestionsLabel(hidden: number): string {
  return `+${hidden} more suggestions available`;
}

/** What the card lists: the first 3 suggestions, or all of them once expanded, and the toggle label (null = none). */
export function visibleSuggestions(
  suggestions: readonly string[],
  expanded: boolean,
): { shown: string[]; toggleLabel: string | null } {
  const hidden = suggestions.length - WELLBEING_INITIAL_SUGGESTIONS;
  if (hidden <= 0) return { shown: [...suggestions], toggleLabel: null };
  return expanded
    ? { shown: [...suggestions], toggleLabel: WELLBEING_SHOW_LESS_LABEL }
    : { shown: suggestions.slice(0, WELLBEING_INITIAL_SUGGESTIONS), toggleLabel: moreSuggestionsLabel(hidden) };
}

export interface InsightWords {
  title: string;
  description: string;
  suggestions: string[];
  dataPoints: string[];
}

export function moodDeclineWords(name: string, a: MoodDeclineAnalysis, severity: WellbeingSeverity): InsightWords {
  const Name = capitalized(name);
  const suggestions = [
    `Ask ${name} how they're really doing, and listen without rushing to fix anything`,
    `Let ${name} know you've noticed and that you're there for them`,
    `Offer to take one task off ${name}'s plate this week`,
    `Plan something small and comforting together, like a walk or a favourite meal`,
  ];
  if (severity === "high") {
    suggestions.push(
      `If the low mood lingers, gently encourage ${name} to talk with someone they trust, such as a friend or a counsellor`,
    );
  }
  return {
    title: `${Name}'s mood has dipped`,
    description:
      severity === "high"
        ? `${Name}'s last few moods have been noticeably lower than before, and most of them were difficult. This may be a good moment for some extra care.`
        : `${Name}'s last few moods have been lower than the ones before. A little extra attention could mean a lot right now.`,
    suggestions,
    dataPoints: [
      `Avg mood ${formatScore(a.latestAverage)} (last 3)`,
      `Avg mood ${formatScore(a.previousAverage)} (previous 3)`,
      `Drop of ${formatScore(a.drop)} points`,
      `${a.negativeInLatest} of last 3 moods negative`,
    ],
  };
}

function daysAgoText(days: number): string {
  const whole = Math.floor(days);
  return whole === 0 ? "within the last day" : `${plural(whole, "day", "days")} ago`;
}

export function stressWords(name: string, a: StressAnalysis): InsightWords {
  const Name = capitalized(name);
  const building = a.trend === "increasing";
  const dataPoints = [
    `Stress in ${a.events} of ${a.entries} entries (${Math.round(a.share * 100)}%)`,
    `Stress score ${formatScore(a.score)} / 3`,
    `Trend: ${a.trend}`,
  ];
  if (a.terms.length > 0) dataPoints.push(`Words: ${a.terms.join(", ")}`);
  if (a.lastEventDaysAgo !== null) dataPoints.push(`Last sign of stress ${daysAgoText(a.lastEventDaysAgo)}`);
  return {
    title: building ? `${Name}'s stress seems to be building` : `${Name} seems to be carrying some stress`,
    description: `Stress-related feelings came up in ${a.events} of ${Name}'s ${a.entries} mood entries this week${
      building ? ", more often in the last few days" : ""
    }. Small, practical support can make a real difference.`,
    suggestions: [
      `Ask ${name} what's weighing on them most right now`,
      `Take something off ${name}'s to-do list without being asked`,
      `Suggest a calming ritual together, like a short walk or an evening without screens`,
      `Protect some quiet, restful time for ${name} this week`,
      `Send a kind message in the middle of a busy day`,
    ],
    dataPoints,
  };
}

export function noCheckinsWords(name: string): InsightWords {
  return {
    title: `Time to reconnect with ${name}`,
    description: `There haven't been any check-ins about your connection with ${name} this week. A quick check-in helps you both stay in tune.`,
    suggestions: [
      `Do a partner check-in today; it takes less than a minute`,
      `Ask ${name} one open question tonight, like "What was the best part of your day?"`,
      `Set aside ten distraction-free minutes to talk`,
      `Agree on a regular time for check-ins so they become a habit`,
    ],
    dataPoints: ["0 check-ins (last 7 days)"],
  };
}

export function disconnectedWords(name: string, negative: number, total: number, average: number): InsightWords {
  return {
    title: "Feeling disconnected lately",
    description: `Several recent check-ins about ${name} show the two of you may be feeling disconnected. Reaching out gently can help you find your way back to each other.`,
    suggestions: [
      `Start with appreciation: tell ${name} one thing you value about them`,
      `Ask ${name} what would help them feel closer this week`,
      `Plan some quality time without phones or distractions`,
      `Talk about what has been getting in the way, with curiosity rather than blame`,
      `Try a small repair ritual together, like a hug and a "we're on the same team"`,
    ],
    dataPoints: [
      `${negative} of ${plural(total, "check-in", "check-ins")} negative`,
      `Avg connection ${formatScore(average)}`,
    ],
  };
}

export function positiveWords(name: string, brightMoods: number, best: number | null, tags: string[]): InsightWords {
  const Name = capitalized(name);
  const dataPoints: string[] = [];
  if (brightMoods > 0) dataPoints.push(`${plural(brightMoods, "mood", "moods")} above +1`);
  if (best !== null) dataPoints.push(`Best mood ${formatScore(best, true)}`);
  if (tags.length > 0) dataPoints.push(`Check-ins: ${tags.join(", ")}`);
  return {
    title: `A good moment to celebrate with ${name}`,
    description: `${Name} has had some bright moments this week. Noticing them and enjoying them together strengthens your bond.`,
    suggestions: [
      `Tell ${name} something you've enjoyed about them this week`,
      `Ask ${name} about the highlight of their week, and share yours`,
      `Build on the good energy with an activity you both love`,
      `Write ${name} a short note of thanks`,
    ],
    dataPoints,
  };
}
