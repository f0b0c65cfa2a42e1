import { PARTNER_CHECKIN_FEELINGS } from "../emotions";
import { MS_PER_DAY, MS_PER_HOUR } from "../time";
import type {
  BiometricRecord,
  MoodRecord,
  PartnerCheckinRecord,
  PersonalCheckinRecord,
  RitualKind,
  RitualRecord,
} from "../types";

/**
 * A deterministic history of daily entries: the one generator behind the dashboard-model tests, the domain and
 * dashboard benchmarks, the e2e seed and /demo-setup (planDemoHistory in ./plan.ts shapes it for one real account).
 * Each person logs a mood most days (sometimes two), a partner check-in most days, a personal check-in some days,
 * sleep and stress nightly, and completes a handful of rituals. Values wander slowly (a random walk with pull to a
 * mean) so trends, streaks and insights actually fire. Randomness is a seeded PRNG, never Math.random: the same seed
 * gives the same history on every machine, so a test can name what it expects.
 */

/** mulberry32: tiny, fast, and the same sequence for the same seed on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PersonHistory {
  id: string;
  name: string;
  moods: MoodRecord[];
  biometrics: BiometricRecord[];
  checkins: PartnerCheckinRecord[];
  personalCheckins: PersonalCheckinRecord[];
  rituals: RitualRecord[];
}

export interface CoupleHistory {
  user: PersonHistory;
  partner: PersonHistory;
  linkedAt: Date;
}

const TAGS_BY_TONE = {
  up: ["happy", "grateful", "loved", "excited", "content", "hopeful", "energetic", "peaceful"],
  flat: ["calm", "content", "tired", "busy"],
  down: ["sad", "anxious", "stressed", "frustrated", "overwhelmed", "tired", "lonely"],
} as const;
const NOTES = [
  "Lovely dinner together, felt really close.",
  "Work was stressful and I felt overwhelmed.",
  "Quiet day, a bit tired but okay.",
  "Grateful for a long walk and a good talk.",
  "We argued about chores; I feel unheard.",
  "",
];
const RITUAL_KINDS: RitualKind[] = ["self-care", "intimacy", "repair", "connection", "other"];
/** Rituals per person; the demo keeps the first few (./plan.ts). */
export const HISTORY_RITUALS = 8;

export interface PersonHistoryOptions {
  id: string;
  name: string;
  /** Who their partner check-ins are about (null: nobody linked). */
  partnerId: string | null;
  /** How many days, oldest first. */
  days: number;
  /**
   * The instant day `index` starts: UTC midnights for the fixture (the engines re-bucket into a zone), the person's
   * local midnights for the demo. Entries are placed at fixed hours after it.
   */
  dayStart: (index: number) => number;
  seed: number;
}

/**
 * One person's history. The order of the PRNG draws is part of the contract: changing it changes every seeded
 * history, and with it the numbers the tests and benchmarks were written against.
 */
export function personHistory({ id, name, partnerId, days, dayStart, seed }: PersonHistoryOptions): PersonHistory {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const history: PersonHistory = {
    id,
    name,
    moods: [],
    biometrics: [],
    checkins: [],
    personalCheckins: [],
    rituals: [],
  };
  let level = 0.5;
  const ritualCompletions: Date[][] = Array.from({ length: HISTORY_RITUALS }, () => []);
  const at = (midnight: number, hours: number) => new Date(midnight + hours * MS_PER_HOUR);

  for (let day = 0; day < days; day++) {
    const midnight = dayStart(day);
    level = Math.max(-2.5, Math.min(2.5, level * 0.9 + (rand() - 0.45) * 1.2));
    const logs = rand() < 0.1 ? 0 : rand() < 0.2 ? 2 : 1;
    for (let i = 0; i < logs; i++) {
      const loggedAt = at(midnight, 7 + rand() * 15);
      const value = Math.max(-3, Math.min(3, Math.round(level + (rand() - 0.5) * 2)));
      const tone = value >= 1 ? "up" : value <= -1 ? "down" : "flat";
      const keywords = [...new Set([pick(TAGS_BY_TONE[tone]), pick(TAGS_BY_TONE[tone])])];
      const note = rand() < 0.4 ? pick(NOTES) : "";
      history.moods.push({
        value,
        keywords,
        notes: note || null,
        emotionMetadata:
          rand() < 0.3
            ? [
                {
                  emotionId: "thankful",
                  emotionName: "Thankful",
                  categoryId: "positive",
                  categoryName: "Positive",
                  mappedKeyword: "grateful",
                  intensity: 3,
                },
              ]
            : null,
        at: loggedAt,
      });
    }
    history.biometrics.push({
      sleepHours: Math.round((6 + rand() * 3) * 4) / 4,
      stressLevel: Math.max(1, Math.min(10, Math.round(5 - level * 1.5 + (rand() - 0.5) * 3))),
      at: at(midnight, 7),
    });
    if (rand() < 0.8) {
      const score = Math.max(-3, Math.min(3, Math.round(level + (rand() - 0.4) * 2)));
      history.checkins.push({
        id: `${id}-c${day}`,
        authorId: id,
        subjectId: partnerId,
        score,
        feeling: score >= 0 ? pick(PARTNER_CHECKIN_FEELINGS.slice(0, 6)) : pick(PARTNER_CHECKIN_FEELINGS.slice(6)),
        note: rand() < 0.3 ? "Thank you for listening to me tonight." : null,
        shared: rand() < 0.7,
        at: at(midnight, 21),
      });
    }
    if (rand() < 0.3) {
      history.personalCheckins.push({
        score: Math.round(level),
        emotion: level >= 0 ? "calm" : "anxious",
        note: null,
        at: at(midnight, 12),
      });
    }
    for (let r = 0; r < HISTORY_RITUALS; r++) {
      if (rand() < 0.35) ritualCompletions[r]!.push(at(midnight, 20));
    }
  }

  // Two moods on one day are drawn at random hours; the store returns every list in time order.
  history.moods.sort((a, b) => a.at.getTime() - b.at.getTime());
  const start = dayStart(0);
  history.rituals = ritualCompletions.map((completions, r) => ({
    id: `${id}-r${r}`,
    title: `Ritual ${r + 1}`,
    type: RITUAL_KINDS[r % RITUAL_KINDS.length]!,
    createdAt: new Date(start + r * 30 * MS_PER_DAY),
    deletedAt: null,
    streakCount: 1,
    lastCompletedAt: completions.at(-1) ?? null,
    completions,
  }));
  return history;
}

/** `years` of history ending the day before `end` (UTC days; the engines re-bucket into the user's zone). */
export function syntheticCouple({ years, end, seed = 42 }: { years: number; end: Date; seed?: number }): CoupleHistory {
  const days = Math.round(years * 365.25);
  const start = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate()) - days * MS_PER_DAY;
  const dayStart = (index: number) => start + index * MS_PER_DAY;
  return {
    user: personHistory({ id: "user-a", name: "Alex Rivera", partnerId: "user-b", days, dayStart, seed }),
    partner: personHistory({ id: "user-b", name: "Sam Rivera", partnerId: "user-a", days, dayStart, seed: seed + 1 }),
    linkedAt: new Date(start),
  };
}
