/** The two worked examples of docs/achievements.md, through the public entry point. */
import { describe, expect, test } from "vitest";
import { evaluateAchievements, mergeByTime, summarizeAchievements, type ActivityEvent } from "./index";

const at = (iso: string) => new Date(iso);
const list = (earned: { key: string; earnedAt: Date }[]) => earned.map((a) => [a.key, a.earnedAt.toISOString()]);

describe("worked example 1: Maya's first week across the spring-forward change (America/New_York)", () => {
  // Moods at 21:00 local 03-03..03-09 (EST until 03-08 02:00, then EDT), notes on 03-05; partner check-ins at 21:30
  // local 03-03..03-08 (six days); one personal check-in; partner link the evening before.
  const moods: ActivityEvent[] = [
    "2026-03-04T02:00:00Z",
    "2026-03-05T02:00:00Z",
    "2026-03-06T02:00:00Z",
    "2026-03-07T02:00:00Z",
    "2026-03-08T02:00:00Z",
    "2026-03-09T01:00:00Z",
    "2026-03-10T01:00:00Z",
  ].map((iso) => ({ kind: "mood", at: at(iso), hasNotes: iso === "2026-03-06T02:00:00Z" }));
  const checkins: ActivityEvent[] = [
    "2026-03-04T02:30:00Z",
    "2026-03-05T02:30:00Z",
    "2026-03-06T02:30:00Z",
    "2026-03-07T02:30:00Z",
    "2026-03-08T02:30:00Z",
    "2026-03-09T01:30:00Z",
  ].map((iso) => ({ kind: "partner_checkin", at: at(iso), score: 1 }));
  const others: ActivityEvent[] = [
    { kind: "partner_linked", at: at("2026-03-03T01:00:00Z") },
    { kind: "personal_checkin", at: at("2026-03-04T13:00:00Z") },
  ];
  const events = () => mergeByTime(others, moods, checkins);

  test("earns six achievements; six check-in days are one short of Connection Champion", () => {
    expect(list(evaluateAchievements({ timeZone: "America/New_York", events: events() }))).toEqual([
      ["first_partner_link", "2026-03-03T01:00:00.000Z"],
      ["first_mood", "2026-03-04T02:00:00.000Z"],
      ["first_partner_checkin", "2026-03-04T02:30:00.000Z"],
      ["first_personal_checkin", "2026-03-04T13:00:00.000Z"],
      ["first_reflection", "2026-03-06T02:00:00.000Z"],
      ["mood_streak_7", "2026-03-10T01:00:00.000Z"],
    ]);
  });

  test("the dashboard and screen models on Tuesday 03-10 at 11:00 local", () => {
    const achievements = evaluateAchievements({ timeZone: "America/New_York", events: events() });
    const s = summarizeAchievements({
      clock: { now: at("2026-03-10T15:00:00Z"), timeZone: "America/New_York" },
      achievements,
    });
    expect(s).toMatchObject({
      total: 6,
      thisWeek: 3,
      thisMonth: 6,
      coachingProgress: 2,
      thisWeekBadge: "+3 This Week",
    });
    expect(s.recent3.items.map((a) => a.key)).toEqual(["mood_streak_7", "first_reflection", "first_personal_checkin"]);
    expect(s.recent3.moreLabel).toBe("+3 more achievements");
    expect(s.tabs.map((t) => t.count)).toEqual([6, 2, 1, 2, 1]);
    expect(s.list15.items[0]).toMatchObject({ key: "mood_streak_7", isLatest: true });
  });
});

describe("worked example 2: Sam's missed day, ritual streak and shared goal (Europe/London, re-run)", () => {
  // Moods at 08:00 BST on 04-01..04-05 and 04-07..04-13 (04-06 missed); ritual r1 at 19:00 BST 04-01..04-07 with
  // streaks 1..7; a private goal on 04-03 and a shared one on 04-10 at 12:00 BST. first_mood was stored by an
  // earlier run.
  const moodDays = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13];
  const pad = (d: number) => String(d).padStart(2, "0");
  const moods: ActivityEvent[] = moodDays.map((d) => ({
    kind: "mood",
    at: at(`2026-04-${pad(d)}T07:00:00Z`),
    hasNotes: false,
  }));
  const rituals: ActivityEvent[] = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
    kind: "ritual_completed",
    at: at(`2026-04-${pad(d)}T18:00:00Z`),
    streak: d,
    ritualId: "r1",
  }));
  const goals: ActivityEvent[] = [
    { kind: "goal_completed", at: at("2026-04-03T11:00:00Z"), shared: false },
    { kind: "goal_completed", at: at("2026-04-10T11:00:00Z"), shared: true },
  ];
  const run = () =>
    evaluateAchievements({
      timeZone: "Europe/London",
      events: mergeByTime(moods, rituals, goals),
      alreadyEarned: ["first_mood"],
    });

  test("earns four; the week's freeze bridges the missed day, so the mood streak completes on 04-08", () => {
    expect(list(run())).toEqual([
      ["first_ritual", "2026-04-01T18:00:00.000Z"],
      ["ritual_master", "2026-04-07T18:00:00.000Z"],
      ["mood_streak_7", "2026-04-08T07:00:00.000Z"],
      ["first_shared_goal", "2026-04-10T11:00:00.000Z"],
    ]);
  });

  test("running it again gives the same rows, so the writer's insert is a no-op", () => {
    expect(list(run())).toEqual(list(run()));
    const stored = run().map((a) => a.key);
    expect(
      evaluateAchievements({
        timeZone: "Europe/London",
        events: mergeByTime(moods, rituals, goals),
        alreadyEarned: ["first_mood", ...stored],
      }),
    ).toEqual([]);
  });
});
