import { moodStatus, POSITIVE_MOOD_MIN } from "../labels";
import { questionById } from "../questions/bank";
import { addDays, dayOfWeek, formatDayKey, type DayKey } from "../time";
import type { RecapFacts } from "./facts";
import { WEEKDAY_NAMES } from "./schedule";

/**
 * What a weekly recap says (issue #37, decision 073), from its stored facts and what may be seen NOW: a member's moods
 * only while the other may still see them, a goal only while its creator still shares goals. The rule is the same for
 * both readers, and the words name people rather than "you", so both partners read the very same recap.
 *
 * Earn every line: a section with nothing in it is left out (one line says what had nothing), a mood is shown only
 * for days someone logged, and the highlight is the first of a fixed list the week has — never a verdict on the week.
 */

export const RECAP_TEXT = {
  pageTitle: "Weekly recap",
  sectionMoods: "Moods, day by day",
  sectionRituals: "Rituals",
  sectionQuestions: "Questions",
  sectionGoals: "Goals",
  highlight: "Highlight",
  nothingAtAll: "Not much to recap this week: no moods, rituals, answered questions or goal steps were logged.",
} as const;

export interface RecapPerson {
  userId: string;
  /** First name, as every sentence names a person (lib/domain/names.ts). */
  name: string;
}

/** Whose moods and goals may be seen now (a couple: by the other member; one person alone: their own). */
export interface RecapVisibility {
  moodsOf: ReadonlySet<string>;
  goalsOf: ReadonlySet<string>;
}

export interface RecapMoodRow {
  day: DayKey;
  /** "Sun, Nov 22". */
  label: string;
  /** One cell per shown column: "Good (+1.3)", or null when that person logged nothing that day. */
  cells: (string | null)[];
}

export interface RecapSection {
  summary: string;
  items: string[];
}

export interface RecapView {
  weekStart: DayKey;
  /** "Nov 22 – 28", "Nov 29 – Dec 5". */
  rangeLabel: string;
  /** "Robin & Sasha's week", or "Your week" for one person alone. */
  title: string;
  highlight: string | null;
  moods: {
    /** The names of the columns shown, in member order. */
    columns: string[];
    rows: RecapMoodRow[];
    /** Per shown person with moods: "Robin: 4 days logged, average Good (+1.2)". */
    summaries: string[];
    /** A person whose moods are not shared, or who logged none. */
    notes: string[];
  } | null;
  rituals: RecapSection | null;
  questions: RecapSection | null;
  goals: RecapSection | null;
  /** What had nothing this week, in one line; null when every section has something. */
  quiet: string | null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "moods, rituals together or goal steps": a list after "No", which reads with "or". */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** A mean mood as a cell reads: the label of its nearest step, and the value with its sign. */
function moodCell(average: number): string {
  const value = Math.round(average * 10) / 10;
  const signed = value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : "0";
  return `${moodStatus(average).label} (${signed})`;
}

function dayLabel(day: DayKey): string {
  return `${WEEKDAY_NAMES[dayOfWeek(day)]!.slice(0, 3)}, ${formatDayKey(day)}`;
}

/** "Nov 22 – 28", or "Nov 29 – Dec 5" across a month. */
export function recapRangeLabel(weekStart: DayKey): string {
  const last = addDays(weekStart, 6);
  const end = last.slice(5, 7) === weekStart.slice(5, 7) ? String(Number(last.slice(8))) : formatDayKey(last);
  return `${formatDayKey(weekStart)} – ${end}`;
}

function moodsSection(facts: RecapFacts, people: readonly RecapPerson[], visible: RecapVisibility) {
  const alone = people.length === 1;
  const nameOf = (userId: string) => people.find((p) => p.userId === userId)?.name ?? "";
  // In the people's order (by name), so both readers see the same columns.
  const members = people
    .map((person) => facts.moods.find((member) => member.userId === person.userId))
    .filter((member) => member !== undefined);
  const shown = members.filter((member) => member.shared && visible.moodsOf.has(member.userId));
  const notes: string[] = [];
  for (const member of members) {
    if (!shown.includes(member))
      notes.push(`${nameOf(member.userId)}'s moods aren't shared, so they're not in this recap.`);
    else if (member.days.length === 0)
      notes.push(alone ? "No moods logged this week." : `No moods from ${nameOf(member.userId)} this week.`);
  }
  const rows = facts.days
    .map((day) => ({
      day,
      label: dayLabel(day),
      cells: shown.map((member) => {
        const mood = member.days.find((d) => d.day === day);
        return mood ? moodCell(mood.average) : null;
      }),
    }))
    .filter((row) => row.cells.some((cell) => cell !== null));
  const summaries = shown
    .filter((member) => member.days.length > 0)
    .map((member) => {
      const mean = member.days.reduce((sum, d) => sum + d.average, 0) / member.days.length;
      const who = alone ? "You" : nameOf(member.userId);
      return `${who}: ${plural(member.days.length, "day")} logged, average ${moodCell(mean)}`;
    });
  // Nothing logged and nothing withheld: the quiet line says it for the section.
  if (rows.length === 0 && shown.length === members.length) return null;
  return { columns: shown.map((member) => (alone ? "You" : nameOf(member.userId))), rows, summaries, notes };
}

function ritualsSection(facts: RecapFacts, alone: boolean): RecapSection | null {
  if (facts.rituals.length === 0) return null;
  const dates = new Set(facts.rituals.flatMap((ritual) => ritual.days)).size;
  return {
    summary: `${plural(facts.rituals.length, "ritual")} done${alone ? "" : " together"}, on ${plural(dates, "day")}`,
    items: facts.rituals.map((ritual) => `“${ritual.title}” · ${plural(ritual.days.length, "day")}`),
  };
}

const questionText = (questionId: string) => questionById(questionId)?.text ?? "A question no longer asked";

function questionsSection(facts: RecapFacts, alone: boolean): RecapSection | null {
  if (facts.questions.length === 0) return null;
  return {
    summary: `${plural(facts.questions.length, "question")} answered${alone ? "" : " by both of you"}`,
    items: facts.questions.map((question) => questionText(question.questionId)),
  };
}

function visibleGoals(facts: RecapFacts, visible: RecapVisibility) {
  return facts.goals.filter((goal) => visible.goalsOf.has(goal.createdBy));
}

function goalsSection(goals: RecapFacts["goals"]): RecapSection | null {
  if (goals.length === 0) return null;
  const completed = goals.filter((goal) => goal.completed).length;
  const moved = goals.length - completed;
  const parts = [
    completed > 0 ? `${plural(completed, "goal")} completed` : "",
    moved > 0 ? `${plural(moved, "goal")} moved` : "",
  ];
  return {
    summary: parts.filter(Boolean).join(" · "),
    items: goals.map((goal) => `“${goal.title}” — ${goal.completed ? "completed" : `now at ${goal.progress}%`}`),
  };
}

/**
 * The one highlight, the first of these the week has: a goal completed; the ritual done on the most days; the
 * questions answered (the one, or how many); the day with the highest moods, when every member's moods are shown, at
 * least two days have everyone's, and that day's mean is positive. Otherwise none.
 */
function highlightOf(facts: RecapFacts, visible: RecapVisibility, goals: RecapFacts["goals"]): string | null {
  const alone = facts.members.length === 1;
  const goal = goals.find((g) => g.completed);
  if (goal) return `“${goal.title}” is complete.`;
  const ritual = facts.rituals[0];
  if (ritual) return `“${ritual.title}”, done${alone ? "" : " together"} on ${plural(ritual.days.length, "day")}.`;
  const questions = facts.questions;
  if (questions.length === 1) {
    return `${alone ? "You" : "Both of you"} answered “${questionText(questions[0]!.questionId)}”`;
  }
  if (questions.length > 1) return `${questions.length} questions answered${alone ? "" : " by both of you"}.`;
  const everyone = facts.moods.every((member) => member.shared && visible.moodsOf.has(member.userId));
  if (!everyone) return null;
  const shared = facts.days
    .map((day) => {
      const values = facts.moods.map((member) => member.days.find((d) => d.day === day)?.average);
      return values.every((v) => v !== undefined)
        ? { day, mean: values.reduce((s, v) => s + v!, 0) / values.length }
        : null;
    })
    .filter((entry) => entry !== null);
  if (shared.length < 2) return null;
  const best = shared.reduce((a, b) => (b.mean > a.mean ? b : a));
  if (best.mean < POSITIVE_MOOD_MIN) return null;
  return `${WEEKDAY_NAMES[dayOfWeek(best.day)]} had the week's highest moods${alone ? "" : " for the two of you"}.`;
}

/**
 * The recap as both members read it. `people` names the members (first names); they are listed by name, then id, so
 * the title and the mood columns come in the same order whoever reads.
 */
export function recapView(facts: RecapFacts, members: readonly RecapPerson[], visible: RecapVisibility): RecapView {
  const alone = facts.members.length === 1;
  const people = [...members].sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  const goals = visibleGoals(facts, visible);
  const moods = moodsSection(facts, people, visible);
  const sections = {
    rituals: ritualsSection(facts, alone),
    questions: questionsSection(facts, alone),
    goals: goalsSection(goals),
  };
  const empty = [
    moods ? null : "moods",
    sections.rituals ? null : alone ? "rituals" : "rituals together",
    sections.questions ? null : alone ? "questions answered" : "questions answered by both",
    sections.goals ? null : "goal steps",
  ].filter((part): part is string => part !== null);
  const nothing = empty.length === 4;
  return {
    weekStart: facts.weekStart,
    rangeLabel: recapRangeLabel(facts.weekStart),
    title: alone ? "Your week" : `${people.map((person) => person.name).join(" & ")}'s week`,
    highlight: highlightOf(facts, visible, goals),
    moods,
    ...sections,
    quiet: nothing ? RECAP_TEXT.nothingAtAll : empty.length > 0 ? `No ${orList(empty)} this week.` : null,
  };
}

/** The recap's lines for an email or a summary: the highlight, then each section's summary. */
export function recapLines(view: RecapView): string[] {
  return [
    ...(view.moods?.summaries ?? []),
    ...(view.moods?.notes ?? []),
    ...[view.rituals, view.questions, view.goals].filter((s) => s !== null).map((s) => `${s.summary}.`),
    ...(view.quiet ? [view.quiet] : []),
  ];
}
