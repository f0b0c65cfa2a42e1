import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { COACHING_PROGRAMS, findProgram, programsFor } from "./coaching-programs/programs";
import {
  NEXT_STEP_CONFIDENCE,
  NEXT_STEP_RULES,
  nextStepCandidates,
  nextSteps,
  rotate,
  rotationDay,
  type NextStepInput,
  type NextStepRule,
} from "./recommendations-next-steps";
import { MS_PER_DAY, MS_PER_HOUR } from "./time";
import type { MoodRecord, PartnerCheckinRecord, RitualRecord } from "./types";

const NY = "America/New_York";
// 19:00 EDT on Tuesday 10 March 2026.
const NOW = new Date("2026-03-10T23:00:00Z");
const clock = { now: NOW, timeZone: NY };
const TODAY_10AM = new Date("2026-03-10T14:00:00Z");
const YESTERDAY = new Date("2026-03-09T15:00:00Z");

const mood = (at: Date): MoodRecord => ({ value: 2, keywords: [], notes: null, emotionMetadata: null, at });
const checkin = (at: Date): PartnerCheckinRecord => ({
  id: at.toISOString(),
  authorId: "me",
  subjectId: "robin",
  score: 2,
  feeling: "loved",
  note: null,
  shared: true,
  at,
});
const ritual = (title: string, completions: Date[] = []): RitualRecord => ({
  id: title.toLowerCase(),
  title,
  type: "connection",
  createdAt: new Date("2026-01-01T00:00:00Z"),
  deletedAt: null,
  streakCount: 0,
  lastCompletedAt: null,
  completions,
});

/** Someone doing everything today: mood logged, checked in, every ritual done. */
const engaged: NextStepInput = {
  clock,
  moods: [mood(TODAY_10AM)],
  rituals: [ritual("Evening walk", [TODAY_10AM])],
  checkins: [checkin(TODAY_10AM)],
  hasPartner: true,
  partnerName: "Robin Alvarez",
  goals: [],
  coachingSteps: [],
};
const input = (patch: Partial<NextStepInput> = {}): NextStepInput => ({ ...engaged, ...patch });
const rules = (patch: Partial<NextStepInput> = {}) => nextStepCandidates(input(patch)).map((s) => s.rule);
const stepOf = (rule: NextStepRule, patch: Partial<NextStepInput> = {}) =>
  nextStepCandidates(input(patch)).find((s) => s.rule === rule);
const atHourOf = (date: Date, plusDays: number, hourUtc: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + plusDays, hourUtc));

test("every rule has a route of ours, priority low and a confidence below every spec rule's", () => {
  expect(Object.fromEntries(Object.entries(NEXT_STEP_RULES).map(([rule, { route }]) => [rule, route]))).toEqual({
    step_checkin: "/checkin",
    step_personal_checkin: "/emotional-checkin",
    step_ritual: "/rituals",
    step_program: "/advanced-features",
    step_goal: "/goals",
    step_mood: "/mood-log",
    step_tools: "/therapy-tools",
  });
  for (const settings of Object.values(NEXT_STEP_RULES)) {
    expect(settings).toMatchObject({ priority: "low", confidence: NEXT_STEP_CONFIDENCE });
  }
  expect(NEXT_STEP_CONFIDENCE).toBeLessThan(70);
});

describe("candidates", () => {
  test("someone who did everything today still gets three: a program, a goal and a tool", () => {
    expect(rules()).toEqual(["step_program", "step_goal", "step_tools"]);
  });

  test("check-in with the partner by first name, until one is made today (the user's local day)", () => {
    expect(stepOf("step_checkin", { checkins: [checkin(YESTERDAY)] })).toEqual({
      rule: "step_checkin",
      type: "connection",
      title: "Check in with Robin",
      description: expect.any(String),
      reason: "You haven't checked in with Robin today.",
    });
    // 23:30 EST on 9 March is already 10 March in UTC, but not in New York.
    expect(rules({ checkins: [checkin(new Date("2026-03-10T03:30:00Z"))] })).toContain("step_checkin");
    expect(rules({ checkins: [checkin(new Date("2026-03-10T04:00:00Z"))] })).not.toContain("step_checkin");
    // Without a name: "your partner".
    expect(stepOf("step_checkin", { checkins: [], partnerName: null })?.title).toBe("Check in with your partner");
  });

  test("alone: a personal check-in, 'Set a goal', programs for anyone and the breathing timer only", () => {
    const solo = { hasPartner: false, partnerName: null };
    expect(rules(solo)).toEqual(["step_personal_checkin", "step_program", "step_goal", "step_tools"]);
    expect(stepOf("step_goal", solo)?.title).toBe("Set a goal");
    expect(stepOf("step_tools", solo)?.title).toBe("Take a few slow breaths with the breathing timer");
    const anyone = programsFor(false).map((p) => p.title);
    for (let day = 0; day < 7; day++) {
      const at = new Date(NOW.getTime() + day * MS_PER_DAY);
      const program = stepOf("step_program", { ...solo, clock: { now: at, timeZone: NY } })!;
      expect(anyone.some((title) => program.title.includes(title))).toBe(true);
    }
  });

  test("a ritual not yet done today, by name: 'tonight' from 17:00, 'today' before", () => {
    const rituals = [ritual("Evening walk", [TODAY_10AM]), ritual("Gratitude jar", [YESTERDAY])];
    expect(stepOf("step_ritual", { rituals })).toMatchObject({
      type: "ritual",
      title: "Do your ritual “Gratitude jar” tonight",
      reason: "It isn't done yet today.",
    });
    const morning = { now: TODAY_10AM, timeZone: NY };
    expect(stepOf("step_ritual", { rituals, clock: morning })?.title).toBe("Do your ritual “Gratitude jar” today");
    // The stored column counts as a completion too.
    expect(rules({ rituals: [{ ...ritual("Gratitude jar"), lastCompletedAt: TODAY_10AM }] })).not.toContain(
      "step_ritual",
    );
  });

  test("rituals rotate by day among the open ones", () => {
    const rituals = ["A walk", "Breakfast together", "Candles"].map((t) => ritual(t));
    const titles = [0, 1, 2].map(
      (d) =>
        stepOf("step_ritual", { rituals, clock: { now: new Date(NOW.getTime() + d * MS_PER_DAY), timeZone: NY } })
          ?.title,
    );
    expect(new Set(titles).size).toBe(3);
  });

  test("programs: continue the one started, with its next step; else try a new one; else revisit", () => {
    const soft = findProgram("soft-start-up")!;
    const [first, second] = soft.steps;
    const started = stepOf("step_program", { coachingSteps: [{ programId: soft.id, stepId: first!.id }] });
    expect(started).toEqual({
      rule: "step_program",
      type: "connection",
      title: `Continue “${soft.title}”`,
      description: `Up next, “${second!.title}”. ${second!.practice}`,
      reason: `You've done 1 of ${soft.steps.length} steps.`,
    });

    const fresh = stepOf("step_program")!;
    const program = COACHING_PROGRAMS.find((p) => fresh.title === `Try the “${p.title}” program`)!;
    expect(fresh.description).toBe(program.summary);
    expect(fresh.reason).toBe(
      `${program.steps.length} short steps of about ${program.minutesPerStep} minutes, at your own pace.`,
    );

    const everything = COACHING_PROGRAMS.flatMap((p) => p.steps.map((s) => ({ programId: p.id, stepId: s.id })));
    expect(stepOf("step_program", { coachingSteps: everything })?.title).toMatch(/^Revisit “/);
  });

  test("goals: move an active one forward; none → set one (shared with a partner)", () => {
    const goal = (title: string, progress: number, extra = {}) => ({
      title,
      progress,
      shared: false,
      completedAt: null,
      ...extra,
    });
    expect(stepOf("step_goal", { goals: [goal("Save for a trip", 40)] })).toEqual({
      rule: "step_goal",
      type: "self_care",
      title: "Move “Save for a trip” forward",
      description: expect.any(String),
      reason: "It's 40% of the way there.",
    });
    expect(stepOf("step_goal", { goals: [goal("Date night", 10, { shared: true })] })?.type).toBe("connection");
    const finished = [goal("Done", 100), goal("Closed", 50, { completedAt: YESTERDAY })];
    expect(stepOf("step_goal", { goals: finished })).toMatchObject({
      title: "Set a shared goal",
      reason: "You have no goal in progress right now.",
    });
    // Goals not read by the caller: the suggestion does not claim there are none.
    expect(stepOf("step_goal", { goals: undefined })?.reason).toBe("A goal gives small steps a direction.");
  });

  test("today's mood only when none is logged today", () => {
    expect(rules({ moods: [mood(YESTERDAY)] })).toContain("step_mood");
    expect(stepOf("step_mood", { moods: [] })).toMatchObject({ title: "Log today's mood", type: "self_care" });
    expect(rules({ moods: [mood(TODAY_10AM)] })).not.toContain("step_mood");
  });
});

describe("rotation by local day", () => {
  test("rotate starts at day mod length and wraps", () => {
    expect(rotate([1, 2, 3, 4], 0)).toEqual([1, 2, 3, 4]);
    expect(rotate([1, 2, 3, 4], 5)).toEqual([2, 3, 4, 1]);
    expect(rotate([1, 2, 3], -1)).toEqual([3, 1, 2]);
    expect(rotate([], 3)).toEqual([]);
  });

  test("the day number moves at local midnight, not at UTC midnight, and by one across DST", () => {
    const day = (iso: string) => rotationDay({ now: new Date(iso), timeZone: NY });
    // 9 March is already EDT (UTC−4): its local day ends at 04:00 UTC on the 10th.
    expect(day("2026-03-10T03:59:00Z")).toBe(day("2026-03-09T12:00:00Z"));
    expect(day("2026-03-10T04:00:00Z")).toBe(day("2026-03-09T12:00:00Z") + 1);
    expect(day("2026-03-09T12:00:00Z")).toBe(day("2026-03-07T12:00:00Z") + 2); // across the 23-hour day
  });

  test("same day, same steps, whatever the hour; the next day, a different list", () => {
    const all = input({ moods: [], checkins: [], rituals: [ritual("Walk")], goals: [] });
    const on = (now: Date) => nextSteps({ ...all, clock: { now, timeZone: NY } }, [], 3);
    const evening = on(NOW);
    expect(on(new Date(NOW.getTime() - 10 * MS_PER_HOUR)).map((s) => s.rule)).toEqual(evening.map((s) => s.rule));
    expect(on(atHourOf(NOW, 1, 23)).map((s) => s.rule)).not.toEqual(evening.map((s) => s.rule));
    expect(evening).toHaveLength(3);
  });

  test("a step that repeats a spec rule on the card is left out; count is respected", () => {
    const open = input({ moods: [], checkins: [], rituals: [ritual("Walk")] });
    const all = nextSteps(open, [], 10).map((s) => s.rule);
    expect(all).toHaveLength(6);
    const without = nextSteps(open, ["few_checkins", "low_completion"], 10).map((s) => s.rule);
    expect(without).not.toContain("step_checkin");
    expect(without).not.toContain("step_ritual");
    expect(nextSteps(open, [], 2)).toHaveLength(2);
    expect(nextSteps(open, [], 0)).toEqual([]);
  });
});

test("property: always at least 3 candidates, each rule once, whatever the state", () => {
  const arbAt = fc.integer({ min: 0, max: 3 * MS_PER_DAY }).map((ms) => new Date(NOW.getTime() - ms));
  const arbStep = fc.constantFrom(
    ...COACHING_PROGRAMS.flatMap((p) => p.steps.map((s) => ({ programId: p.id, stepId: s.id }))),
  );
  fc.assert(
    fc.property(
      fc.array(arbAt.map(mood), { maxLength: 4 }),
      fc.array(arbAt.map(checkin), { maxLength: 3 }),
      fc.array(
        fc.tuple(fc.string({ minLength: 1 }), fc.array(arbAt, { maxLength: 2 })).map(([t, c]) => ritual(t, c)),
        { maxLength: 3 },
      ),
      fc.boolean(),
      fc.option(fc.array(arbStep, { maxLength: 40 }), { nil: undefined }),
      fc.integer({ min: 0, max: 400 }),
      (moods, checkins, rituals, hasPartner, coachingSteps, days) => {
        const now = new Date(NOW.getTime() + days * MS_PER_DAY);
        const candidates = nextStepCandidates({
          ...engaged,
          clock: { now, timeZone: NY },
          moods,
          checkins,
          rituals,
          hasPartner,
          coachingSteps,
        });
        expect(candidates.length).toBeGreaterThanOrEqual(3);
        expect(new Set(candidates.map((s) => s.rule)).size).toBe(candidates.length);
        for (const s of candidates) expect(s.title.length).toBeGreaterThan(0);
      },
    ),
  );
});

test("a program's kind: self-compassion is self-care, every other program connection", () => {
  const kinds = new Map<string, string>();
  for (let day = 0; day < 12; day++) {
    const step = stepOf("step_program", { clock: { now: new Date(NOW.getTime() + day * MS_PER_DAY), timeZone: NY } })!;
    kinds.set(step.title, step.type);
  }
  for (const [title, type] of kinds) expect(type).toBe(title.includes("Self-compassion") ? "self_care" : "connection");
  expect(kinds.size).toBe(COACHING_PROGRAMS.length);
});
