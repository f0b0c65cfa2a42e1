import { describe, expect, test } from "vitest";
import type { RitualRecord } from "../types";
import { actionsAnalytics, type AnalyticsGoal } from "./actions";

const clock = { now: new Date("2026-06-30T15:00:00Z"), timeZone: "America/New_York" };
const daysAgo = (n: number) => new Date(clock.now.getTime() - n * 86_400_000);

const ritual = (over: Partial<RitualRecord> & { id: string }): RitualRecord => ({
  title: over.id,
  type: "connection",
  createdAt: daysAgo(100),
  deletedAt: null,
  streakCount: 0,
  lastCompletedAt: null,
  completions: [],
  ...over,
});

const goal = (over: Partial<AnalyticsGoal> & { id: string }): AnalyticsGoal => ({
  title: over.id,
  createdAt: daysAgo(50),
  completedAt: null,
  progress: 0,
  shared: true,
  createdByMe: true,
  ...over,
});

const empty = { states: [], offered: [], rituals: [], goals: [] };

describe("actionsAnalytics", () => {
  test("recommendations taken and set aside count inside the range only; the rate uses the range", () => {
    const states = [
      { key: "low_mood", status: "completed" as const, updatedAt: daysAgo(3) },
      { key: "timing", status: "completed" as const, updatedAt: daysAgo(20) },
      { key: "connection", status: "dismissed" as const, updatedAt: daysAgo(2) },
    ];
    const offered = [{ id: "ritual" }];
    const week = actionsAnalytics({ ...empty, clock, range: 7, states, offered });
    expect(week.recommendations).toEqual({ taken: 1, setAside: 1, offeredNow: 1, completionRate: 50 });
    const month = actionsAnalytics({ ...empty, clock, range: 30, states, offered });
    // Two taken in 30 days, one offered now and not taken: 2 of 3.
    expect(month.recommendations).toMatchObject({ taken: 2, completionRate: 67 });
    expect(actionsAnalytics({ ...empty, clock, range: 7 }).recommendations.completionRate).toBeNull();
  });

  test("rituals: live ones only, longest current streak first, completed in the range by their last completion", () => {
    const model = actionsAnalytics({
      ...empty,
      clock,
      range: 7,
      rituals: [
        ritual({ id: "walk", streakCount: 2, lastCompletedAt: daysAgo(1) }),
        ritual({ id: "tea", streakCount: 9, lastCompletedAt: daysAgo(10) }),
        ritual({ id: "gone", streakCount: 30, deletedAt: daysAgo(1) }),
        ritual({ id: "new" }),
      ],
    });
    // Tea's nine days ended ten days ago (lib/domain/rituals/standing.ts): no streak now, as /rituals shows it.
    expect(model.rituals.rows.map((r) => [r.id, r.streak, r.completedInRange, r.lastCompletedDay])).toEqual([
      ["walk", 2, true, "2026-06-29"],
      ["new", 0, false, null],
      ["tea", 0, false, "2026-06-20"],
    ]);
    expect(model.rituals.rows.map((r) => r.standing)).toEqual([
      "2-day streak · Last completed Jun 29",
      "Not completed yet",
      "Last completed Jun 20",
    ]);
    expect(model.rituals).toMatchObject({ completedInRange: 1, longestStreak: 2 });
  });

  test("goals: active newest first with their average progress; completed ones counted in the range", () => {
    const model = actionsAnalytics({
      ...empty,
      clock,
      range: 30,
      goals: [
        goal({ id: "old", createdAt: daysAgo(60), progress: 20 }),
        goal({ id: "recent", createdAt: daysAgo(5), progress: 70, shared: false }),
        goal({ id: "done", completedAt: daysAgo(3), progress: 100 }),
        goal({ id: "done-long-ago", completedAt: daysAgo(90), progress: 100 }),
      ],
    });
    expect(model.goals.active.map((g) => g.id)).toEqual(["recent", "old"]);
    expect(model.goals.completed.map((g) => g.id)).toEqual(["done", "done-long-ago"]);
    expect(model.goals).toMatchObject({ completedInRange: 1, averageProgress: 45 });
  });

  test("nothing yet: every section empty, no rate, no average", () => {
    const model = actionsAnalytics({ ...empty, clock, range: 365 });
    expect(model).toEqual({
      range: 365,
      recommendations: { taken: 0, setAside: 0, offeredNow: 0, completionRate: null },
      rituals: { rows: [], completedInRange: 0, longestStreak: 0 },
      goals: { active: [], completed: [], completedInRange: 0, averageProgress: null },
    });
  });
});
