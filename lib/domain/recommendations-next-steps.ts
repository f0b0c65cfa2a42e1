/**
 * Next steps (issue #32): what fills the recommendations card up to MIN_RECOMMENDATIONS for anyone with activity, once
 * the six rules of spec 2 §4.6 have had their say. Before this, a person doing everything right (a long streak, rituals
 * kept, check-ins made) matched no rule and was told to "keep using the app".
 *
 * Choices (also in docs/engines/partner-wellbeing-and-recommendations.md, "Next steps"):
 * - Candidates come from the person's own state: a partner check-in not made today (a personal one without a
 *   partner), a ritual not yet done today, a coaching program (continue, try, or revisit), a goal (move one forward,
 *   or set one), today's mood if not logged, and a coaching tool. The program, goal and tool candidates always exist,
 *   so there are always at least 3.
 * - They rotate by the user's local day: the list starts at (day number mod its length), and where a kind has several
 *   options (rituals, programs, goals, tools) the day picks among them too, so the card changes every day and a test
 *   can pin any day. Same day, same list: a page reload does not reshuffle.
 * - A step never repeats what a spec rule on the card already says (few check-ins → no check-in step; no rituals or
 *   low completion → no ritual step; low mood, which goes to the personal check-in → no personal check-in step).
 * - Each kind is one rule with one fixed route (NEXT_STEP_RULES), so 'Take Action' finds its route from the id like
 *   the spec rules do (lib/services/recommendations/complete-recommendation.ts), and the id is stable across days for the completion
 *   rate. Priority low and confidence 60, below every spec rule (the lowest is 70): a suggestion, not a finding.
 * - Only the user's own goals and program progress are read (both private to them): the card names no grant.
 */
import { programsFor, type CoachingProgram } from "./coaching-programs/programs";
import { programProgress, type ProgramProgress } from "./coaching-programs/progress";
import { partnerInSentence } from "./names";
import type { RecommendationPriority, RecommendationRule, RecommendationType } from "./recommendations";
import { daysBetween, localDayKey, localHour, type DayKey } from "./time";
import type { Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "./types";

export type NextStepRule =
  "step_checkin" | "step_personal_checkin" | "step_ritual" | "step_program" | "step_goal" | "step_mood" | "step_tools";

export const NEXT_STEP_CONFIDENCE = 60;
const step = (type: RecommendationType, route: string) => ({
  type,
  confidence: NEXT_STEP_CONFIDENCE,
  priority: "low" as RecommendationPriority,
  route,
});

/** One rule per kind, each with the route 'Take Action' goes to (every one a page of app/). */
export const NEXT_STEP_RULES = {
  step_checkin: step("connection", "/checkin"),
  step_personal_checkin: step("self_care", "/emotional-checkin"),
  step_ritual: step("ritual", "/rituals"),
  step_program: step("connection", "/advanced-features"),
  step_goal: step("connection", "/goals"),
  step_mood: step("self_care", "/mood-log"),
  step_tools: step("self_care", "/therapy-tools"),
} satisfies Record<NextStepRule, ReturnType<typeof step>>;

/** One of the user's own goals (lib/data/goals.ts), as far as a next step needs it. */
export interface NextStepGoal {
  title: string;
  /** 0..100. */
  progress: number;
  shared: boolean;
  completedAt: Date | null;
}

/** A coaching-program step the user marked done (lib/data/coaching-progress.ts). */
export interface CompletedProgramStep {
  programId: string;
  stepId: string;
}

export interface NextStepInput {
  clock: Clock;
  /** The user's moods, rituals (live ones only) and authored partner check-ins. */
  moods: readonly MoodRecord[];
  rituals: readonly RitualRecord[];
  checkins: readonly PartnerCheckinRecord[];
  hasPartner: boolean;
  /** The partner's display name; the first name is used, "your partner" without one. */
  partnerName?: string | null;
  /** The user's own goals; undefined when the caller did not read them (then the goal step only suggests one). */
  goals?: readonly NextStepGoal[];
  /** The user's done program steps; undefined counts as none. */
  coachingSteps?: readonly CompletedProgramStep[];
}

export interface NextStep {
  rule: NextStepRule;
  /** The kind as the card shows it (a program about the relationship is connection, self-compassion self-care). */
  type: RecommendationType;
  title: string;
  description: string;
  reason: string;
}

const EPOCH_DAY: DayKey = "1970-01-01";
/** Program ids are stable (coaching-programs/programs.ts): this one is the only program about oneself. */
const SELF_COMPASSION_PROGRAM_ID = "self-compassion";

/** The user's local day as a number: what the rotation turns on. */
export function rotationDay(clock: Clock): number {
  return daysBetween(EPOCH_DAY, localDayKey(clock.now, clock.timeZone));
}

/** The day's pick among options (non-empty), stable for the whole local day. */
function pick<T>(options: readonly T[], day: number): T {
  return options[((day % options.length) + options.length) % options.length]!;
}

/** The list from position (day mod length), wrapping round. */
export function rotate<T>(items: readonly T[], day: number): T[] {
  if (items.length === 0) return [];
  const start = ((day % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

const quoted = (title: string) => `“${title.trim()}”`;
/** By title, then `tieBreak`: the day's pick never depends on the order the records came in. */
const byTitle = <T extends { title: string }>(items: readonly T[], tieBreak: (a: T, b: T) => number) =>
  [...items].sort((a, b) => a.title.localeCompare(b.title) || tieBreak(a, b));

function checkinStep(input: NextStepInput, today: DayKey): NextStep | null {
  const { clock } = input;
  if (!input.hasPartner) {
    return {
      rule: "step_personal_checkin",
      type: "self_care",
      title: "Take a minute for a personal check-in",
      description: "How are you, really? A short check-in helps you notice what you need today.",
      reason: "It's just for you and doesn't affect your score.",
    };
  }
  if (input.checkins.some((c) => localDayKey(c.at, clock.timeZone) === today && c.at <= clock.now)) return null;
  const name = partnerInSentence(input.partnerName);
  return {
    rule: "step_checkin",
    type: "connection",
    title: `Check in with ${name}`,
    description: "How connected do you feel today? It takes a minute, and you choose whether to share it.",
    reason: `You haven't checked in with ${name} today.`,
  };
}

function ritualStep({ rituals, clock }: NextStepInput, today: DayKey, day: number): NextStep | null {
  const doneToday = (r: RitualRecord) =>
    [r.lastCompletedAt, ...r.completions].some((at) => at !== null && localDayKey(at, clock.timeZone) === today);
  const open = byTitle(
    rituals.filter((r) => !doneToday(r)),
    (a, b) => a.id.localeCompare(b.id),
  );
  if (open.length === 0) return null;
  const ritual = pick(open, day);
  const when = localHour(clock.now, clock.timeZone) >= 17 ? "tonight" : "today";
  return {
    rule: "step_ritual",
    type: "ritual",
    title: `Do your ritual ${quoted(ritual.title)} ${when}`,
    description: "Small and regular is what makes a ritual work: a few minutes is enough.",
    reason: "It isn't done yet today.",
  };
}

function programStep(input: NextStepInput, day: number): NextStep {
  const done = input.coachingSteps ?? [];
  const progress: ProgramProgress[] = programsFor(input.hasPartner).map((program) =>
    programProgress(program, new Set(done.filter((s) => s.programId === program.id).map((s) => s.stepId))),
  );
  // Every program is about closeness with others, but one: self-compassion is care for oneself.
  const type = (program: CoachingProgram): RecommendationType =>
    program.id === SELF_COMPASSION_PROGRAM_ID ? "self_care" : "connection";
  const started = progress.filter((p) => p.doneCount > 0 && !p.complete);
  if (started.length > 0) {
    const { program, steps, doneCount, nextStepId } = pick(started, day);
    const next = steps.find((s) => s.id === nextStepId)!;
    return {
      rule: "step_program",
      type: type(program),
      title: `Continue ${quoted(program.title)}`,
      description: `Up next, ${quoted(next.title)}. ${next.practice}`,
      reason: `You've done ${doneCount} of ${steps.length} steps.`,
    };
  }
  const fresh = progress.filter((p) => p.doneCount === 0);
  const { program } = pick(fresh.length > 0 ? fresh : progress, day);
  return fresh.length > 0
    ? {
        rule: "step_program",
        type: type(program),
        title: `Try the ${quoted(program.title)} program`,
        description: program.summary,
        reason: `${program.steps.length} short steps of about ${program.minutesPerStep} minutes, at your own pace.`,
      }
    : {
        rule: "step_program",
        type: type(program),
        title: `Revisit ${quoted(program.title)}`,
        description: program.summary,
        reason: "You finished it: going back to a step keeps the habit fresh.",
      };
}

function goalStep(input: NextStepInput, day: number): NextStep {
  const active = byTitle(
    (input.goals ?? []).filter((g) => g.completedAt === null && g.progress < 100),
    (a, b) => a.progress - b.progress || Number(a.shared) - Number(b.shared),
  );
  if (active.length > 0) {
    const goal = pick(active, day);
    return {
      rule: "step_goal",
      type: goal.shared ? "connection" : "self_care",
      title: `Move ${quoted(goal.title)} forward`,
      description: "One small step today counts. Update its progress when it's done.",
      reason: `It's ${Math.round(goal.progress)}% of the way there.`,
    };
  }
  const reason = input.goals ? "You have no goal in progress right now." : "A goal gives small steps a direction.";
  return input.hasPartner
    ? {
        rule: "step_goal",
        type: "connection",
        title: "Set a shared goal",
        description: "Choose something to work toward together, like a weekly walk or a phone-free dinner.",
        reason,
      }
    : {
        rule: "step_goal",
        type: "self_care",
        title: "Set a goal",
        description: "Choose one thing you'd like to work toward, and take it a step at a time.",
        reason,
      };
}

function moodStep({ moods, clock }: NextStepInput, today: DayKey): NextStep | null {
  if (moods.some((m) => localDayKey(m.at, clock.timeZone) === today && m.at <= clock.now)) return null;
  return {
    rule: "step_mood",
    type: "self_care",
    title: "Log today's mood",
    description: "A few seconds: how you feel now keeps your trends and insights current.",
    reason: "You haven't logged a mood today.",
  };
}

const BREATHING: NextStep = {
  rule: "step_tools",
  type: "self_care",
  title: "Take a few slow breaths with the breathing timer",
  description: "A guided pace that helps your body settle when the day feels full.",
  reason: "A calm minute helps after a long day or before a hard talk.",
};
const COUPLE_TOOLS: readonly NextStep[] = [
  BREATHING,
  {
    rule: "step_tools",
    type: "connection",
    title: "Learn the time-out for heated moments",
    description: "Agree on a calm break before an argument boils over, with a timer for coming back to it.",
    reason: "It's easier to learn on a calm day than in the middle of a hard one.",
  },
  {
    rule: "step_tools",
    type: "connection",
    title: "Practice active listening together",
    description: "Take turns speaking and reflecting back what you heard, one step at a time.",
    reason: "Feeling heard brings you closer.",
  },
];

/** Every candidate for the day, in the fixed order the rotation starts from. */
export function nextStepCandidates(input: NextStepInput): NextStep[] {
  const today = localDayKey(input.clock.now, input.clock.timeZone);
  const day = rotationDay(input.clock);
  return [
    checkinStep(input, today),
    ritualStep(input, today, day),
    programStep(input, day),
    goalStep(input, day),
    moodStep(input, today),
    input.hasPartner ? pick(COUPLE_TOOLS, day) : BREATHING,
  ].filter((s): s is NextStep => s !== null);
}

/** A rule already on the card that says what the step would: the step is left out. */
const NEXT_STEP_REPEATS: Readonly<Partial<Record<RecommendationRule, NextStepRule>>> = {
  few_checkins: "step_checkin",
  no_rituals: "step_ritual",
  low_completion: "step_ritual",
  low_mood: "step_personal_checkin",
};

/** Up to `count` steps for the day, none repeating a rule `onCard`, in the day's rotation. */
export function nextSteps(input: NextStepInput, onCard: readonly RecommendationRule[], count: number): NextStep[] {
  if (count <= 0) return [];
  const skip = new Set(onCard.flatMap((rule) => NEXT_STEP_REPEATS[rule] ?? []));
  const candidates = nextStepCandidates(input).filter((s) => !skip.has(s.rule));
  return rotate(candidates, rotationDay(input.clock)).slice(0, count);
}
