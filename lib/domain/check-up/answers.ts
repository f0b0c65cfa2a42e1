/**
 * The answers of a check-up's questionnaire, checked before anything is scored (issue #39). Clients send item ids and
 * the value of the choice picked; the server reads the words back from the instrument (house rule 4), so a value is
 * only ever an index into an item's published choices. A validated index scored from a partial or invented answer is
 * no longer the validated index, so nothing is scored unless every item has exactly one of its own choices.
 */

export interface Choice {
  /** The score of this choice, as published. */
  value: number;
  /** Its anchor, word for word as published (sentence case). */
  label: string;
}

export interface Item {
  /** Stable id the form sends back; never shown. */
  id: string;
  /** The question, word for word as published. */
  text: string;
  /** Lowest score first. */
  choices: readonly Choice[];
}

export interface Instrument {
  /** Short published name, e.g. "CSI-4". */
  name: string;
  items: readonly Item[];
}

export type AnswerProblemKind = "missing" | "not_a_choice" | "out_of_range" | "unknown_item";

export interface AnswerProblem {
  /** The item's id, or the unknown key the answers carried. */
  itemId: string;
  kind: AnswerProblemKind;
  /** Plain words for the person; names the question, never a field name. */
  message: string;
}

export type ItemScores = Readonly<Record<string, number>>;

export type AnswersCheck = { ok: true; scores: ItemScores } | { ok: false; problems: AnswerProblem[]; message: string };

function lowest(item: Item): Choice {
  return item.choices[0]!;
}

function highest(item: Item): Choice {
  return item.choices[item.choices.length - 1]!;
}

function problemFor(item: Item, value: unknown): AnswerProblem | null {
  if (value === undefined || value === null) {
    return { itemId: item.id, kind: "missing", message: `Please answer “${item.text}”.` };
  }
  const low = lowest(item);
  const high = highest(item);
  const range = `from ${low.value} (${low.label}) to ${high.value} (${high.label})`;
  if (typeof value !== "number" || !Number.isInteger(value)) {
    return {
      itemId: item.id,
      kind: "not_a_choice",
      message: `The answer to “${item.text}” must be one of its choices, ${range}.`,
    };
  }
  if (value < low.value || value > high.value) {
    return {
      itemId: item.id,
      kind: "out_of_range",
      message: `The answer to “${item.text}” must be ${range}; ${value} is outside that.`,
    };
  }
  return null;
}

/**
 * Every item answered with one of its choices, and nothing else. Problems come in the instrument's item order (then
 * unknown keys), so the message reads like the form from top to bottom.
 */
export function checkAnswers(instrument: Instrument, answers: unknown): AnswersCheck {
  const given: Readonly<Record<string, unknown>> =
    typeof answers === "object" && answers !== null && !Array.isArray(answers)
      ? (answers as Record<string, unknown>)
      : {};
  const known = new Set(instrument.items.map((item) => item.id));
  const problems: AnswerProblem[] = [];
  const scores: Record<string, number> = {};
  for (const item of instrument.items) {
    const value = Object.hasOwn(given, item.id) ? given[item.id] : undefined;
    const problem = problemFor(item, value);
    if (problem) problems.push(problem);
    else scores[item.id] = value as number;
  }
  for (const key of Object.keys(given)) {
    if (!known.has(key)) {
      problems.push({
        itemId: key,
        kind: "unknown_item",
        message: `“${key}” is not a question of the ${instrument.name}.`,
      });
    }
  }
  if (problems.length === 0) return { ok: true, scores };
  const unanswered = problems.filter((problem) => problem.kind === "missing").length;
  const lead =
    unanswered === instrument.items.length
      ? `None of the ${instrument.name}'s ${instrument.items.length} questions was answered.`
      : null;
  const message = lead ?? problems.map((problem) => problem.message).join(" ");
  return { ok: false, problems, message };
}

/** The anchor of a score on an item (what the person picked), for the result and the history. */
export function anchorOf(item: Item, value: number): string | null {
  return item.choices.find((choice) => choice.value === value)?.label ?? null;
}
