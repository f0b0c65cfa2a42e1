import type { AnswerProblem } from "./answers";
import { scoreCsi4, type Csi4Score } from "./csi4";
import { scorePhq4, type Phq4Score } from "./phq4";

/**
 * A completed monthly check-up (issue #39): the CSI-4, which every check-up has, and the optional personal PHQ-4.
 * Leaving the PHQ-4 out (null or undefined) is a choice, not a missing answer; starting it and leaving an item out is.
 */
export interface CheckUpAnswers {
  csi4: unknown;
  phq4?: unknown;
}

export interface CheckUpScore {
  csi4: Csi4Score;
  /** Null when the person chose not to take the personal check-in. */
  phq4: Phq4Score | null;
}

export interface CheckUpProblem extends AnswerProblem {
  instrument: "CSI-4" | "PHQ-4";
}

export type CheckUpScoring =
  { ok: true; score: CheckUpScore } | { ok: false; problems: CheckUpProblem[]; message: string };

export function scoreCheckUp(answers: CheckUpAnswers): CheckUpScoring {
  const csi4 = scoreCsi4(answers.csi4);
  const phq4 = answers.phq4 === undefined || answers.phq4 === null ? null : scorePhq4(answers.phq4);
  if (csi4.ok && (phq4 === null || phq4.ok)) {
    return { ok: true, score: { csi4: csi4.score, phq4: phq4 === null ? null : phq4.score } };
  }
  const problems: CheckUpProblem[] = [];
  const messages: string[] = [];
  if (!csi4.ok) {
    problems.push(...csi4.problems.map((problem) => ({ ...problem, instrument: "CSI-4" as const })));
    messages.push(csi4.message);
  }
  if (phq4 !== null && !phq4.ok) {
    problems.push(...phq4.problems.map((problem) => ({ ...problem, instrument: "PHQ-4" as const })));
    messages.push(phq4.message);
  }
  return { ok: false, problems, message: messages.join(" ") };
}
