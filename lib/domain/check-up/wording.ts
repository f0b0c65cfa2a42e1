import { CSI4_MAX, type Csi4Level, type Csi4Score } from "./csi4";
import type { Phq4Score } from "./phq4";
import type { CheckUpTrend } from "./trend";

/**
 * The words a check-up result is shown in (issue #39, decision 072). Rules, tested in wording.test.ts:
 * - never diagnostic: no screen names a condition or calls a person or a relationship "distressed", "depressed" or
 *   "anxious"; each result says plainly that it is a screening, not a diagnosis;
 * - the CSI-4 result describes what the person's own answers say, not where they stand against a norm, so no message
 *   depends on the exact cut-off (which could not be verified, decision 072);
 * - near or below the CSI-4 cut-off: a pointer to counselling and to the counsellor report;
 * - a PHQ-4 subscale at or above its threshold: support resources and the suggestion to talk to a professional;
 * - the PHQ-4 is private: its result says so, and no partner-facing text is built from it.
 * Fixed text, never generated.
 */

export const SCREENING_NOTE = "This is a screening, not a diagnosis.";

/** Where the result's suggestions lead; the page renders each as a link or card. */
export type CheckUpSuggestion = "counselling" | "counsellor_report" | "support_resources" | "professional";

export interface ResultWording {
  title: string;
  /** The score in words, e.g. "15 of 21". */
  summary: string;
  /** One or two short paragraphs. */
  message: string[];
  note: typeof SCREENING_NOTE;
  suggestions: CheckUpSuggestion[];
}

/** The counsellor report's card is titled "Report for your counsellor" (components/report/counsellor-report-form). */
const COUNSELLOR_REPORT = "Report for your counsellor";

const CSI4_MESSAGE: Record<Csi4Level, string[]> = {
  above: ["Your answers lean towards feeling satisfied with your relationship right now."],
  near: [
    "Your answers are mixed right now: some things feel good between you, some less so. That is worth noticing, and " +
      "it is common.",
    `If you would like to talk it through, a couples counsellor can help, and your ${COUNSELLOR_REPORT} brings what ` +
      "you have logged to that conversation.",
  ],
  below: [
    "Your answers say your relationship feels hard right now. You do not have to work it out alone.",
    `Many couples find it helps to talk with a couples counsellor, and your ${COUNSELLOR_REPORT} brings what you ` +
      "have logged to that conversation.",
  ],
};

export function csi4Wording(score: Pick<Csi4Score, "total" | "level">): ResultWording {
  return {
    title: "Your relationship check-up",
    summary: `${score.total} of ${CSI4_MAX}. Higher means more satisfied.`,
    message: CSI4_MESSAGE[score.level],
    note: SCREENING_NOTE,
    suggestions: score.level === "above" ? [] : ["counselling", "counsellor_report"],
  };
}

export const PHQ4_PRIVACY = "Only you can see this. It is never shared with your partner.";

export function phq4Wording(score: Phq4Score): ResultWording {
  const areas = [
    score.depressionAtThreshold ? "losing interest or feeling down" : null,
    score.anxietyAtThreshold ? "feeling nervous or not being able to stop worrying" : null,
  ].filter((area): area is string => area !== null);
  if (areas.length === 0) {
    return {
      title: "Your personal check-in",
      summary: `${score.total} of 12.`,
      message: [
        "Thank you for checking in with yourself. Your answers are below the level where a professional would " +
          "usually look more closely.",
        `If something is weighing on you anyway, it is always fine to talk to someone. ${PHQ4_PRIVACY}`,
      ],
      note: SCREENING_NOTE,
      suggestions: [],
    };
  }
  return {
    title: "Your personal check-in",
    summary: `${score.total} of 12.`,
    message: [
      `Your answers about ${areas.join(", and about ")} are at the level where a professional would usually ask a ` +
        "few more questions.",
      "Talking to a doctor or a mental health professional is a good next step, and the support lines below are " +
        `there if you would like to talk to someone now. ${PHQ4_PRIVACY}`,
    ],
    note: SCREENING_NOTE,
    suggestions: ["support_resources", "professional"],
  };
}

function points(change: number): string {
  const size = Math.abs(change);
  return `${size} ${size === 1 ? "point" : "points"}`;
}

/** The trend card's sentence; null before the first check-up (the card shows its invitation instead). */
export function trendSentence(trend: CheckUpTrend): string | null {
  if (trend.count === 0 || trend.latest === null) return null;
  if (trend.changeSinceLast === null) {
    return `Your first check-up: ${trend.latest.total} of ${CSI4_MAX}. Your trend starts with the next one.`;
  }
  const sinceLast =
    trend.changeSinceLast === 0
      ? "The same as your last check-up."
      : `${trend.changeSinceLast > 0 ? "Up" : "Down"} ${points(trend.changeSinceLast)} since your last check-up.`;
  if (trend.direction === null) {
    const more = trend.checkUpsUntilTrend;
    return `${sinceLast} A direction shows after ${more} more ${more === 1 ? "check-up" : "check-ups"}.`;
  }
  const over =
    trend.direction === "steady"
      ? "Over your last three check-ups it has held steady."
      : `Over your last three check-ups it has ${trend.direction === "rising" ? "risen" : "fallen"} ` +
        `${points(trend.changeOverLastThree!)}.`;
  return `${sinceLast} ${over}`;
}
