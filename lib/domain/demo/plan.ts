import { evaluateAchievements, type ActivityEvent, type EarnedAchievement } from "../achievements";
import {
  describeEmotions,
  EMOTION_CATEGORIES,
  POSITIVE_PARTNER_FEELINGS,
  type PartnerCheckinFeeling,
  type PersonalCheckinEmotion,
} from "../emotions";
import { GOAL_EXAMPLES } from "../goals";
import { RITUAL_LIBRARY, type LibraryRitual } from "../rituals/library";
import { streakFromDays } from "../streak";
import { addDays, localDayKey, MS_PER_HOUR, startOfLocalDay, type DayKey } from "../time";
import type { BiometricRecord, MoodRecord, RitualKind } from "../types";
import { personHistory, prng } from "./history";
import { DEMO_SEED, DEMO_WEEKS, DEMO_WEEKS_MAX, DEMO_WEEKS_MIN } from "./kinds";

/**
 * One account's demo history for /demo-setup: the seeded generator of ./history.ts laid on the person's own local
 * days (the last `weeks` weeks, ending today, nothing after `now`), then given what a real entry carries. Feelings,
 * their names and intensities come from the emotions catalogue (describeEmotions), rituals from the curated library,
 * and streaks from the completion days (streakFromDays), exactly as the write paths derive them; achievements are
 * what the award tracker gives for this history. Who the rows belong to, and whether check-ins are shared, is the
 * service's business: nothing here knows about accounts.
 */

export interface DemoPartnerCheckin {
  score: number;
  feeling: PartnerCheckinFeeling;
  note: string | null;
  at: Date;
}

export interface DemoPersonalCheckin {
  score: number;
  emotion: PersonalCheckinEmotion;
  note: string | null;
  at: Date;
}

export interface DemoRitual {
  title: string;
  description: string;
  type: RitualKind;
  createdAt: Date;
  /** Oldest first; at most one per local day (ritual_completions is unique per ritual and day). */
  completions: { at: Date; day: DayKey }[];
  streakCount: number;
  lastCompletedAt: Date | null;
}

export interface DemoGoal {
  title: string;
  description: string;
  progress: number;
  targetDate: DayKey;
  createdAt: Date;
}

export interface DemoHistory {
  moods: MoodRecord[];
  biometrics: BiometricRecord[];
  partnerCheckins: DemoPartnerCheckin[];
  personalCheckins: DemoPersonalCheckin[];
  rituals: DemoRitual[];
  goal: DemoGoal;
  achievements: EarnedAchievement[];
}

export interface PlanDemoHistoryOptions {
  now: Date;
  timeZone: string;
  weeks?: number;
  /** With a partner every library ritual fits; alone, only those made for one person. */
  partnered: boolean;
  seed?: number;
}

/** How many of the generator's rituals the demo keeps: enough for the rituals card, few enough to read. */
export const DEMO_RITUALS = 4;

const CHECKIN_NOTES = {
  warm: [
    "Thank you for listening to me tonight.",
    "Loved our walk after dinner.",
    "Thanks for making coffee this morning.",
    "I felt really supported today.",
  ],
  hurt: [
    "I wish we had talked more today.",
    "Felt a bit distant this evening.",
    "I'd like us to plan some time together.",
  ],
};
const GRATITUDE_NOTES = [
  "Grateful for a slow morning.",
  "A good chat with a friend.",
  "Sunshine on the way home.",
  "Finished something I'd put off.",
];
const EMOTIONS_BY_SCORE: Record<number, readonly PersonalCheckinEmotion[]> = {
  3: ["excited", "happy", "grateful"],
  2: ["happy", "grateful", "calm"],
  1: ["calm", "happy", "grateful"],
  0: ["calm"],
  [-1]: ["anxious", "frustrated", "sad"],
  [-2]: ["sad", "overwhelmed", "anxious"],
  [-3]: ["overwhelmed", "sad"],
};
const CATALOGUE = EMOTION_CATEGORIES.flatMap((category) => category.emotions);

export function clampDemoWeeks(weeks: number): number {
  return Math.max(DEMO_WEEKS_MIN, Math.min(DEMO_WEEKS_MAX, Math.trunc(weeks)));
}

export function planDemoHistory({
  now,
  timeZone,
  weeks = DEMO_WEEKS,
  partnered,
  seed = DEMO_SEED,
}: PlanDemoHistoryOptions): DemoHistory {
  const days = clampDemoWeeks(weeks) * 7;
  const today = localDayKey(now, timeZone);
  const first = addDays(today, -(days - 1));
  const dayStart = (index: number) => startOfLocalDay(addDays(first, index), timeZone).getTime();
  const core = personHistory({ id: "demo", name: "", partnerId: null, days, dayStart, seed });
  // The demo's own draws come from a second stream, so the core history stays the one the tests know.
  const rand = prng(seed ^ 0x5bd1e995);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const past = <T extends { at: Date }>(items: readonly T[]) => items.filter((item) => item.at <= now);

  const moods = past(core.moods).map((mood) => {
    // The generator marks which moods had the detailed picker open; the feeling chosen matches one of the mood's tags.
    const fitting = mood.emotionMetadata ? CATALOGUE.filter((e) => mood.keywords.includes(e.mappedKeyword)) : [];
    const chosen = fitting.length > 0 ? describeEmotions([pick(fitting).id], mood.value) : [];
    // `+ 0` turns the generator's -0 (Math.round of a small negative) into the 0 a form would send.
    return { ...mood, value: mood.value + 0, emotionMetadata: chosen.length > 0 ? chosen : null };
  });

  const partnerCheckins = past(core.checkins).map(({ score, feeling, note, at }) => ({
    score,
    feeling,
    note: note === null ? null : pick(POSITIVE_PARTNER_FEELINGS.has(feeling) ? CHECKIN_NOTES.warm : CHECKIN_NOTES.hurt),
    at,
  }));

  const personalCheckins = past(core.personalCheckins).map(({ score, at }) => ({
    score: score + 0,
    emotion: pick(EMOTIONS_BY_SCORE[score] ?? EMOTIONS_BY_SCORE[0]!),
    note: rand() < 0.35 ? pick(GRATITUDE_NOTES) : null,
    at,
  }));

  const createdAt = new Date(dayStart(0) + 8 * MS_PER_HOUR);
  const rituals = pickRituals(partnered, pick).map((ritual, index) =>
    demoRitual(ritual, core.rituals[index]!.completions, { createdAt, now, today, timeZone }),
  );

  const goal: DemoGoal = {
    title: pick(GOAL_EXAMPLES),
    // Not "shared": with a partner the demo goal is written private (decision 043) and its card says so (issue #32).
    description: "A sample goal from the demo data. Remove the demo data any time to take it away.",
    progress: 10 * (2 + Math.floor(rand() * 5)),
    targetDate: addDays(today, 28),
    createdAt,
  };

  const biometrics = past(core.biometrics);
  return {
    moods,
    biometrics,
    partnerCheckins,
    personalCheckins,
    rituals,
    goal,
    achievements: demoAchievements({ moods, partnerCheckins, personalCheckins, rituals, timeZone }),
  };
}

/** DEMO_RITUALS library rituals of different kinds where the library allows, none repeated. */
function pickRituals(partnered: boolean, pick: <T>(list: readonly T[]) => T): LibraryRitual[] {
  const fitting = RITUAL_LIBRARY.filter((ritual) => partnered || ritual.solo);
  const chosen: LibraryRitual[] = [];
  while (chosen.length < DEMO_RITUALS && chosen.length < fitting.length) {
    const kinds = new Set(chosen.map((r) => r.kind));
    const unused = fitting.filter((r) => !chosen.includes(r));
    const newKind = unused.filter((r) => !kinds.has(r.kind));
    chosen.push(pick(newKind.length > 0 ? newKind : unused));
  }
  return chosen;
}

function demoRitual(
  ritual: LibraryRitual,
  completedAt: readonly Date[],
  { createdAt, now, today, timeZone }: { createdAt: Date; now: Date; today: DayKey; timeZone: string },
): DemoRitual {
  const completions = completedAt
    .filter((at) => at >= createdAt && at <= now)
    .map((at) => ({ at, day: localDayKey(at, timeZone) }));
  return {
    title: ritual.title,
    description: ritual.description,
    type: ritual.kind,
    createdAt,
    completions,
    streakCount: streakFromDays(
      completions.map((c) => c.day),
      today,
    ).streak,
    lastCompletedAt: completions.at(-1)?.at ?? null,
  };
}

/** What the award tracker gives for the demo's entries alone, each at the moment it was earned. */
function demoAchievements({
  moods,
  partnerCheckins,
  personalCheckins,
  rituals,
  timeZone,
}: Pick<DemoHistory, "moods" | "partnerCheckins" | "personalCheckins" | "rituals"> & {
  timeZone: string;
}): EarnedAchievement[] {
  const events: ActivityEvent[] = [
    ...moods.map((m) => ({ kind: "mood" as const, at: m.at, hasNotes: m.notes !== null })),
    ...partnerCheckins.map((c) => ({ kind: "partner_checkin" as const, at: c.at, score: c.score })),
    ...personalCheckins.map((c) => ({ kind: "personal_checkin" as const, at: c.at })),
    ...rituals.flatMap((ritual) =>
      ritual.completions.map((completion, index) => ({
        kind: "ritual_completed" as const,
        at: completion.at,
        // The streak as the ritual service answered it after this completion.
        streak: streakFromDays(
          ritual.completions.slice(0, index + 1).map((c) => c.day),
          completion.day,
        ).streak,
      })),
    ),
  ];
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return evaluateAchievements({ timeZone, events });
}
