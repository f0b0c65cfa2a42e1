import { checkAnswers, type AnswerProblem, type Choice, type Instrument, type ItemScores } from "./answers";

/**
 * The PHQ-4 (Kroenke, Spitzer, Williams & Löwe 2009, Psychosomatics 50, 613–621): the optional personal check-in of
 * issue #39, the GAD-2 (items 1–2, anxiety) followed by the PHQ-2 (items 3–4, depression), in the form's own order.
 * Private to the person: never shared, never in the couple view, never sent to a model. Items, anchors, subscales,
 * thresholds and bands are cited in docs/check-up.md.
 */

export const PHQ4_STEM = "Over the last 2 weeks, how often have you been bothered by the following problems?";

const FREQUENCY: readonly Choice[] = [
  { value: 0, label: "Not at all" },
  { value: 1, label: "Several days" },
  { value: 2, label: "More than half the days" },
  { value: 3, label: "Nearly every day" },
];

export const PHQ4: Instrument = {
  name: "PHQ-4",
  items: [
    { id: "nervous", text: "Feeling nervous, anxious or on edge", choices: FREQUENCY },
    { id: "worrying", text: "Not being able to stop or control worrying", choices: FREQUENCY },
    { id: "interest", text: "Little interest or pleasure in doing things", choices: FREQUENCY },
    { id: "down", text: "Feeling down, depressed or hopeless", choices: FREQUENCY },
  ],
};

const ANXIETY_ITEMS = ["nervous", "worrying"] as const;
const DEPRESSION_ITEMS = ["interest", "down"] as const;

/** Each subscale is 0–6; a score of 3 or more is positive for screening purposes (both the GAD-2 and the PHQ-2). */
const PHQ4_SUBSCALE_THRESHOLD = 3;

/** Published total bands of psychological distress: 0–2, 3–5, 6–8, 9–12. */
export const PHQ4_BANDS = [
  { band: "normal", from: 0, to: 2 },
  { band: "mild", from: 3, to: 5 },
  { band: "moderate", from: 6, to: 8 },
  { band: "severe", from: 9, to: 12 },
] as const;

export type Phq4Band = (typeof PHQ4_BANDS)[number]["band"];

export interface Phq4Score {
  /** 0–12. */
  total: number;
  /** GAD-2, 0–6. */
  anxiety: number;
  /** PHQ-2, 0–6. */
  depression: number;
  band: Phq4Band;
  /** GAD-2 at or above the threshold. */
  anxietyAtThreshold: boolean;
  /** PHQ-2 at or above the threshold. */
  depressionAtThreshold: boolean;
  items: ItemScores;
}

export function phq4Band(total: number): Phq4Band {
  return PHQ4_BANDS.find((entry) => total >= entry.from && total <= entry.to)?.band ?? "severe";
}

export type Phq4Scoring = { ok: true; score: Phq4Score } | { ok: false; problems: AnswerProblem[]; message: string };

/** Scores a completed PHQ-4; any missing, unknown or out-of-range answer is refused with plain words. */
export function scorePhq4(answers: unknown): Phq4Scoring {
  const checked = checkAnswers(PHQ4, answers);
  if (!checked.ok) return checked;
  const sum = (ids: readonly string[]) => ids.reduce((total, id) => total + checked.scores[id]!, 0);
  const anxiety = sum(ANXIETY_ITEMS);
  const depression = sum(DEPRESSION_ITEMS);
  const total = anxiety + depression;
  return {
    ok: true,
    score: {
      total,
      anxiety,
      depression,
      band: phq4Band(total),
      anxietyAtThreshold: anxiety >= PHQ4_SUBSCALE_THRESHOLD,
      depressionAtThreshold: depression >= PHQ4_SUBSCALE_THRESHOLD,
      items: checked.scores,
    },
  };
}
