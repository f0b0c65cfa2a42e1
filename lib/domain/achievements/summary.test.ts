import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ACHIEVEMENT_DEFINITIONS, type AchievementType } from "./rules";
import {
  ACHIEVEMENTS_SCREEN_EMPTY_TITLE,
  ACHIEVEMENT_TABS,
  ACHIEVEMENT_TYPE_LABELS,
  achievementCelebration,
  achievementsScreenEmptyState,
  filterAchievements,
  moreAchievementsLabel,
  summarizeAchievements,
  thisWeekBadgeLabel,
} from "./summary";

const NY = "America/New_York";
// Tuesday 2026-03-10, 11:00 EDT: the last 7 local days are 03-04..03-10, the last 30 are 02-09..03-10.
const clock = { now: new Date("2026-03-10T15:00:00Z"), timeZone: NY };

interface Item {
  id: string;
  type: AchievementType;
  earnedAt: Date;
  title: string;
}
let seq = 0;
const item = (type: AchievementType, iso: string): Item => ({
  id: `a${String(++seq).padStart(3, "0")}`,
  type,
  earnedAt: new Date(iso),
  title: `t${seq}`,
});
/** `n` wellness items, one a day going back from 2026-01-31 (outside both windows). */
const older = (n: number) =>
  Array.from({ length: n }, (_, i) => item("wellness", new Date(Date.UTC(2026, 0, 31 - i, 12)).toISOString()));

describe("spec constants and strings", () => {
  test("verbatim texts", () => {
    expect(moreAchievementsLabel(4)).toBe("+4 more achievements");
    expect(moreAchievementsLabel(1)).toBe("+1 more achievements");
    expect(thisWeekBadgeLabel(2)).toBe("+2 This Week");
    expect(thisWeekBadgeLabel(1)).toBe("+1 This Week");
    expect(thisWeekBadgeLabel(0)).toBeNull();
  });
  test("tabs and type labels", () => {
    expect(ACHIEVEMENT_TABS.map((t) => t.label)).toEqual([
      "All",
      "Coaching Progress",
      "Relationship",
      "Wellness",
      "Special",
    ]);
    // The badge of each filter tab reads the same as the tab.
    for (const tab of ACHIEVEMENT_TABS.filter((t) => t.id !== "all")) {
      expect(ACHIEVEMENT_TYPE_LABELS[tab.id as AchievementType]).toBe(tab.label);
    }
  });
});

describe("summarizeAchievements", () => {
  test("empty", () => {
    const s = summarizeAchievements({ clock, achievements: [] });
    expect(s).toMatchObject({ total: 0, thisWeek: 0, thisMonth: 0, coachingProgress: 0, thisWeekBadge: null });
    expect(s.isEmpty).toBe(true);
    expect(s.recent3).toEqual({ items: [], moreCount: 0, moreLabel: null });
    expect(s.list15).toEqual({ items: [], moreCount: 0, moreLabel: null });
    expect(s.tabs.map((t) => t.count)).toEqual([0, 0, 0, 0, 0]);
    expect(s.stats).toEqual([
      { label: "Total", value: 0 },
      { label: "This Week", value: 0 },
      { label: "This Month", value: 0 },
      { label: "Coaching Progress", value: 0 },
    ]);
  });

  test("this week = the last 7 local days: boundary at local midnight of 03-04 (05:00Z in New York)", () => {
    const s = summarizeAchievements({
      clock,
      achievements: [item("wellness", "2026-03-04T05:00:00.000Z"), item("wellness", "2026-03-04T04:59:59.999Z")],
    });
    expect(s.thisWeek).toBe(1);
    expect(s.thisMonth).toBe(2);
    expect(s.thisWeekBadge).toBe("+1 This Week");
    // In UTC both instants fall on 03-04, inside the week.
    expect(summarizeAchievements({ clock: { ...clock, timeZone: "UTC" }, achievements: s.sorted }).thisWeek).toBe(2);
  });

  test("this month = the last 30 local days: boundary at local midnight of 02-09", () => {
    const s = summarizeAchievements({
      clock,
      achievements: [item("special", "2026-02-09T05:00:00.000Z"), item("special", "2026-02-09T04:59:59.999Z")],
    });
    expect(s).toMatchObject({ total: 2, thisWeek: 0, thisMonth: 1, thisWeekBadge: null });
  });

  test("the rest of today counts; a future-dated item counts only in the total", () => {
    const s = summarizeAchievements({
      clock,
      achievements: [item("wellness", "2026-03-11T03:59:59.999Z"), item("wellness", "2026-03-11T04:00:00.000Z")],
    });
    expect(s).toMatchObject({ total: 2, thisWeek: 1, thisMonth: 1 });
  });

  test("counts per tab; 'other' only under All; coaching progress = therapy", () => {
    const list = [
      item("therapy", "2026-03-01T12:00:00Z"),
      item("therapy", "2026-03-02T12:00:00Z"),
      item("relationship", "2026-03-03T12:00:00Z"),
      item("wellness", "2026-03-05T12:00:00Z"),
      item("special", "2026-03-06T12:00:00Z"),
      item("other", "2026-03-07T12:00:00Z"),
    ];
    const s = summarizeAchievements({ clock, achievements: list });
    expect(s.tabs).toEqual([
      { id: "all", label: "All", count: 6 },
      { id: "therapy", label: "Coaching Progress", count: 2 },
      { id: "relationship", label: "Relationship", count: 1 },
      { id: "wellness", label: "Wellness", count: 1 },
      { id: "special", label: "Special", count: 1 },
    ]);
    expect(s.coachingProgress).toBe(2);
    expect(s.thisWeek).toBe(3);
    expect(s.thisMonth).toBe(6);
    expect(filterAchievements(list, "therapy").map((a) => a.earnedAt.toISOString())).toEqual([
      "2026-03-02T12:00:00.000Z",
      "2026-03-01T12:00:00.000Z",
    ]);
    expect(filterAchievements(list, "all")).toHaveLength(6);
  });

  test.each([
    [2, 2, 0, null],
    [3, 3, 0, null],
    [4, 3, 1, "+1 more achievements"],
    [9, 3, 6, "+6 more achievements"],
  ])("dashboard card with %i: shows %i, %i more (%s)", (n, shown, more, label) => {
    const s = summarizeAchievements({ clock, achievements: older(n) });
    expect(s.recent3.items).toHaveLength(shown);
    expect(s.recent3.moreCount).toBe(more);
    expect(s.recent3.moreLabel).toBe(label);
    expect(s.recent3.items[0]!.earnedAt.toISOString()).toBe("2026-01-31T12:00:00.000Z");
  });

  test.each([
    [14, 14, 0, null],
    [15, 15, 0, null],
    [16, 15, 1, "+1 more achievements"],
  ])("screen list with %i: shows %i, %i more (%s)", (n, shown, more, label) => {
    const s = summarizeAchievements({ clock, achievements: older(n) });
    expect(s.list15.items).toHaveLength(shown);
    expect(s.list15.moreCount).toBe(more);
    expect(s.list15.moreLabel).toBe(label);
    expect(s.list15.items.map((a) => a.isLatest)).toEqual([true, ...Array<boolean>(shown - 1).fill(false)]);
    expect(s.sorted).toHaveLength(n);
  });

  test("equal instants are ordered by id, whatever the input order", () => {
    const a = { id: "b", type: "wellness" as const, earnedAt: new Date("2026-03-01T00:00:00Z") };
    const b = { id: "a", type: "special" as const, earnedAt: new Date("2026-03-01T00:00:00Z") };
    expect(summarizeAchievements({ clock, achievements: [a, b] }).sorted.map((x) => x.id)).toEqual(["a", "b"]);
    expect(summarizeAchievements({ clock, achievements: [b, a] }).sorted.map((x) => x.id)).toEqual(["a", "b"]);
  });

  test("does not mutate its input", () => {
    const list = older(5).reverse();
    const copy = [...list];
    summarizeAchievements({ clock, achievements: list });
    expect(list).toEqual(copy);
  });
});

describe("summary properties", () => {
  const types: AchievementType[] = ["therapy", "relationship", "wellness", "special", "other"];
  const listArb = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 6 }),
      type: fc.constantFrom(...types),
      earnedAt: fc.integer({ min: Date.UTC(2025, 11, 1), max: Date.UTC(2026, 2, 20) }).map((ms) => new Date(ms)),
    }),
    { selector: (a) => a.id, maxLength: 40 },
  );

  test("invariants: week ≤ month ≤ total, tab counts partition the total, caps hold", () => {
    fc.assert(
      fc.property(listArb, (achievements) => {
        const s = summarizeAchievements({ clock, achievements });
        expect(s.thisWeek).toBeLessThanOrEqual(s.thisMonth);
        expect(s.thisMonth).toBeLessThanOrEqual(s.total);
        const others = achievements.filter((a) => a.type === "other").length;
        expect(s.tabs.slice(1).reduce((n, t) => n + t.count, 0) + others).toBe(s.total);
        expect(s.recent3.items.length + s.recent3.moreCount).toBe(s.total);
        expect(s.list15.items.length + s.list15.moreCount).toBe(s.total);
        expect(s.recent3.items.length).toBeLessThanOrEqual(3);
        expect(s.list15.items.length).toBeLessThanOrEqual(15);
        for (let i = 1; i < s.sorted.length; i++) {
          expect(s.sorted[i - 1]!.earnedAt.getTime()).toBeGreaterThanOrEqual(s.sorted[i]!.earnedAt.getTime());
        }
      }),
    );
  });

  test("the summary does not depend on input order", () => {
    fc.assert(
      fc.property(
        listArb.chain((l) => fc.tuple(fc.constant(l), fc.shuffledSubarray(l, { minLength: l.length }))),
        ([l, shuffled]) => {
          expect(summarizeAchievements({ clock, achievements: shuffled })).toEqual(
            summarizeAchievements({ clock, achievements: l }),
          );
        },
      ),
    );
  });
});

describe("achievementCelebration", () => {
  test("dialog with the milestone's title and description", () => {
    expect(achievementCelebration({ title: "Ritual Master", description: "d" })).toEqual({
      heading: "Congratulations!",
      title: "Ritual Master",
      description: "d",
      buttonLabel: "Keep Going!",
    });
  });
});

describe("achievementsScreenEmptyState (issue #32: no 'Coming Soon')", () => {
  test("names the first achievement and how to earn it, from the catalogue", () => {
    const first = ACHIEVEMENT_DEFINITIONS.find((d) => d.key === "first_mood")!;
    const state = achievementsScreenEmptyState(false);
    expect(state.title).toBe(ACHIEVEMENTS_SCREEN_EMPTY_TITLE);
    expect(state.title).toBe("Your first achievement is one mood away");
    expect(state.title).not.toMatch(/coming soon/i);
    expect(state.text).toContain(`Log how you feel today to earn “${first.title}”.`);
    expect(state.action).toEqual({ label: "Log your mood", href: "/mood-log" });
  });

  test("keeps the spec's topics (mood, rituals, the partner); the partner only for someone without one", () => {
    expect(achievementsScreenEmptyState(false).text).toBe(
      "Log how you feel today to earn “First Mood Logged”. Then keep going: keep a 7-day mood streak for " +
        "“7-Day Mood Streak”, complete a ritual for “First Ritual Completed” and connect with your partner for " +
        "“Partners Connected”.",
    );
    expect(achievementsScreenEmptyState(true).text).toBe(
      "Log how you feel today to earn “First Mood Logged”. Then keep going: keep a 7-day mood streak for " +
        "“7-Day Mood Streak” and complete a ritual for “First Ritual Completed”.",
    );
  });

  test("every title it quotes is a real achievement", () => {
    const titles = new Set(ACHIEVEMENT_DEFINITIONS.map((d) => d.title));
    for (const quoted of achievementsScreenEmptyState(false).text.matchAll(/“([^”]+)”/g)) {
      expect(titles.has(quoted[1]!)).toBe(true);
    }
  });
});
