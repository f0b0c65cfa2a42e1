import { checkAnswers, type AnswerProblem, type Instrument, type ItemScores } from "./answers";

/**
 * The CSI-4, the four-item Couples Satisfaction Index (Funk & Rogge 2007, Journal of Family Psychology 21(4),
 * 572–583): the monthly check-up's relationship index (issue #39). Items, anchors and scoring are as published and are
 * cited item by item in docs/check-up.md; a reworded item or a changed anchor is no longer the validated scale, so
 * nothing here is paraphrased. The form prints "TRUE" in capitals on the second item's anchors for emphasis; the app
 * shows the same words in sentence case.
 */

const SATISFACTION_CHOICES = [
  { value: 0, label: "Not at all" },
  { value: 1, label: "A little" },
  { value: 2, label: "Somewhat" },
  { value: 3, label: "Mostly" },
  { value: 4, label: "Almost completely" },
  { value: 5, label: "Completely" },
] as const;

export const CSI4: Instrument = {
  name: "CSI-4",
  items: [
    {
      id: "happiness",
      text: "Please indicate the degree of happiness, all things considered, of your relationship.",
      choices: [
        { value: 0, label: "Extremely unhappy" },
        { value: 1, label: "Fairly unhappy" },
        { value: 2, label: "A little unhappy" },
        { value: 3, label: "Happy" },
        { value: 4, label: "Very happy" },
        { value: 5, label: "Extremely happy" },
        { value: 6, label: "Perfect" },
      ],
    },
    {
      id: "warm",
      text: "I have a warm and comfortable relationship with my partner.",
      choices: [
        { value: 0, label: "Not at all true" },
        { value: 1, label: "A little true" },
        { value: 2, label: "Somewhat true" },
        { value: 3, label: "Mostly true" },
        { value: 4, label: "Almost completely true" },
        { value: 5, label: "Completely true" },
      ],
    },
    { id: "rewarding", text: "How rewarding is your relationship with your partner?", choices: SATISFACTION_CHOICES },
    {
      id: "satisfied",
      text: "In general, how satisfied are you with your relationship?",
      choices: SATISFACTION_CHOICES,
    },
  ],
};

/** The total is the plain sum: item 1 scores 0–6, items 2–4 score 0–5. Higher means more satisfied. */
export const CSI4_MIN = 0;
export const CSI4_MAX = 21;

/**
 * The distress cut-off commonly cited for the CSI-4: totals below 13.5 suggest notable relationship dissatisfaction.
 * NOT verified against a published source (decision 072): the paper and the authors' forms could not be read in
 * full here. It only decides which gentle message a result gets; no screen states the number or calls a person
 * "distressed", and the message describes the person's own answers, not where they stand against a norm.
 */
const CSI4_CUT_OFF = 13.5;
/**
 * @public Read by people, not code: docs/check-up.md and decision 072 point here to say the cut-off is unverified
 * (knip leaves an export tagged @public alone).
 */
export const CSI4_CUT_OFF_VERIFIED = false;

/**
 * Totals just above the cut-off (14 and 15) get the same pointer to counselling as those below it. The margin covers
 * the measurement's own noise (one item moving two steps) and the doubt about the cut-off itself (decision 072).
 */
const CSI4_NEAR_MARGIN = 2;

/** Where a total sits against the cut-off: below it, within the margin above it, or clear of it. */
export type Csi4Level = "below" | "near" | "above";

export interface Csi4Score {
  /** 0–21. */
  total: number;
  /** Each item's score by item id, as answered. */
  items: ItemScores;
  level: Csi4Level;
}

export function csi4Level(total: number): Csi4Level {
  if (total < CSI4_CUT_OFF) return "below";
  if (total < CSI4_CUT_OFF + CSI4_NEAR_MARGIN) return "near";
  return "above";
}

export type Csi4Scoring = { ok: true; score: Csi4Score } | { ok: false; problems: AnswerProblem[]; message: string };

/** Scores a completed CSI-4; any missing, unknown or out-of-range answer is refused with plain words. */
export function scoreCsi4(answers: unknown): Csi4Scoring {
  const checked = checkAnswers(CSI4, answers);
  if (!checked.ok) return checked;
  const total = CSI4.items.reduce((sum, item) => sum + checked.scores[item.id]!, 0);
  return { ok: true, score: { total, items: checked.scores, level: csi4Level(total) } };
}
