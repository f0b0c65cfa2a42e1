import { localDayKey, type DayKey } from "../time";
import type { RecapWeek } from "./schedule";

/**
 * The facts of one week's recap (issue #37, decision 073), computed once from the week's rows and stored as they are,
 * so both partners read the same ones. Only what each member shares with the other is ever in here: a member's moods
 * come in only when the other may see them (their consent and mood-summaries grant), goals only under the creator's
 * goals grant, and never a note, an answer or a reply — questions by id, rituals and goals by title.
 */

const RECAP_FACTS_VERSION = 1;

export interface MoodDay {
  day: DayKey;
  /** The mean of the day's moods (−3…3), to two decimals. */
  average: number;
  count: number;
}

export interface MemberMoods {
  userId: string;
  /** False: the member's moods were not shared with the other when the recap was made, and nothing of them is here. */
  shared: boolean;
  /** Days with at least one mood, oldest first; empty when not shared. */
  days: MoodDay[];
}

export interface RecapRitual {
  title: string;
  /** The dates it was done: by both (a couple's ritual done together), or by the one person alone. */
  days: DayKey[];
}

export interface RecapQuestion {
  questionId: string;
  day: DayKey;
}

export interface RecapGoal {
  id: string;
  title: string;
  createdBy: string;
  /** Completed within the week. */
  completed: boolean;
  /** Progress now (0–100); a goal that moved this week without being completed. */
  progress: number;
}

export interface RecapFacts {
  version: typeof RECAP_FACTS_VERSION;
  weekStart: DayKey;
  days: DayKey[];
  /** The circle's members, sorted: one for one person alone, two for a couple. */
  members: string[];
  moods: MemberMoods[];
  rituals: RecapRitual[];
  /** Questions both answered (one person alone: the reflections they answered), oldest first. */
  questions: RecapQuestion[];
  /** Goals completed or moved within the week, completed ones first. */
  goals: RecapGoal[];
}

export interface RecapMemberInput {
  userId: string;
  timeZone: string;
  /** The member's moods in their window; null when the other member may not see them (nothing is read then). */
  moods: readonly { at: Date; value: number }[] | null;
}

export interface RecapInputs {
  week: RecapWeek;
  members: readonly RecapMemberInput[];
  /**
   * Completions in the week of rituals the circle holds: `ritual` names the ritual (a couple's pair id, or a person's
   * own ritual id), `day` is the completer's local date.
   */
  completions: readonly { ritual: string; title: string; userId: string; day: DayKey }[];
  /** Answered question rows of the week's dates (a couple's: only rows shared between the two). */
  answers: readonly { userId: string; day: DayKey; questionId: string }[];
  /** Goals the circle may see that completed or moved in the week. */
  goals: readonly { id: string; title: string; createdBy: string; progress: number; completedAt: Date | null }[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function moodDays(member: RecapMemberInput, days: ReadonlySet<DayKey>): MoodDay[] {
  const byDay = new Map<DayKey, { sum: number; count: number }>();
  for (const mood of member.moods ?? []) {
    const day = localDayKey(mood.at, member.timeZone);
    if (!days.has(day)) continue;
    const cell = byDay.get(day) ?? byDay.set(day, { sum: 0, count: 0 }).get(day)!;
    cell.sum += mood.value;
    cell.count += 1;
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, { sum, count }]) => ({ day, average: round2(sum / count), count }));
}

/** Rituals done together: a date on which every member completed the same ritual (one person alone: their own). */
function ritualsDone(inputs: RecapInputs, days: ReadonlySet<DayKey>): RecapRitual[] {
  const members = inputs.members.map((member) => member.userId);
  const done = new Map<string, { title: string; byDay: Map<DayKey, Set<string>> }>();
  for (const completion of inputs.completions) {
    if (!days.has(completion.day) || !members.includes(completion.userId)) continue;
    const ritual =
      done.get(completion.ritual) ??
      done.set(completion.ritual, { title: completion.title, byDay: new Map() }).get(completion.ritual)!;
    const who = ritual.byDay.get(completion.day) ?? ritual.byDay.set(completion.day, new Set()).get(completion.day)!;
    who.add(completion.userId);
  }
  const rituals: RecapRitual[] = [];
  for (const { title, byDay } of done.values()) {
    const together = [...byDay]
      .filter(([, who]) => who.size === members.length)
      .map(([day]) => day)
      .sort();
    if (together.length > 0) rituals.push({ title, days: together });
  }
  // Most days first, then by title: the order the page lists them in and the highlight picks from.
  return rituals.sort((a, b) => b.days.length - a.days.length || a.title.localeCompare(b.title));
}

/** Questions every member answered on the same date (one person alone: the ones they answered). */
function questionsAnswered(inputs: RecapInputs, days: ReadonlySet<DayKey>): RecapQuestion[] {
  const members = inputs.members.length;
  const byDate = new Map<string, Set<string>>();
  for (const answer of inputs.answers) {
    if (!days.has(answer.day)) continue;
    const key = `${answer.day}|${answer.questionId}`;
    (byDate.get(key) ?? byDate.set(key, new Set()).get(key)!).add(answer.userId);
  }
  return [...byDate]
    .filter(([, who]) => who.size === members)
    .map(([key]) => {
      const [day, questionId] = key.split("|") as [DayKey, string];
      return { day, questionId };
    })
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** The recap's facts from the week's inputs: pure, so the same rows always make the same recap. */
export function buildRecapFacts(inputs: RecapInputs): RecapFacts {
  const days = new Set(inputs.week.days);
  const members = inputs.members.map((member) => member.userId).sort();
  return {
    version: RECAP_FACTS_VERSION,
    weekStart: inputs.week.weekStart,
    days: inputs.week.days,
    members,
    moods: members.map((userId) => {
      const member = inputs.members.find((m) => m.userId === userId)!;
      return { userId, shared: member.moods !== null, days: moodDays(member, days) };
    }),
    rituals: ritualsDone(inputs, days),
    questions: questionsAnswered(inputs, days),
    goals: inputs.goals
      .map((goal) => ({
        id: goal.id,
        title: goal.title,
        createdBy: goal.createdBy,
        completed: goal.completedAt !== null,
        progress: goal.progress,
      }))
      .sort((a, b) => Number(b.completed) - Number(a.completed) || a.title.localeCompare(b.title)),
  };
}

/**
 * A member's copy of a recap for their data export: the week's shared facts and their own moods; the other member's
 * moods are theirs, in their own export.
 */
export function recapForExport(facts: RecapFacts, userId: string): RecapFacts {
  return { ...facts, moods: facts.moods.filter((member) => member.userId === userId) };
}
