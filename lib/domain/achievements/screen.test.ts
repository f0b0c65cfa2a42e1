import { describe, expect, test } from "vitest";
import type { AchievementType } from "./rules";
import {
  achievementListForTab,
  achievementsScreen,
  parseAchievementTab,
  parseShowAll,
  type AchievementView,
} from "./screen";

const NY = "America/New_York";
// Tuesday 2026-03-10, 11:00 EDT: the last 7 local days are 03-04..03-10.
const clock = { now: new Date("2026-03-10T15:00:00Z"), timeZone: NY };

let seq = 0;
const view = (type: AchievementType, iso: string): AchievementView => {
  seq++;
  return {
    id: `a${String(seq).padStart(3, "0")}`,
    title: `t${seq}`,
    description: `d${seq}`,
    icon: "Star",
    type,
    category: "c",
    earnedAt: new Date(iso),
  };
};
/** `n` items of a type, one a day going back from 2026-01-31 (outside both windows): the first is the newest. */
const days = (n: number, type: AchievementType = "wellness") =>
  Array.from({ length: n }, (_, i) => view(type, new Date(Date.UTC(2026, 0, 31 - i, 12)).toISOString()));

describe("parseAchievementTab / parseShowAll", () => {
  test("known tab ids, the first of repeated values, All for anything else", () => {
    expect(parseAchievementTab("therapy")).toBe("therapy");
    expect(parseAchievementTab(["special", "wellness"])).toBe("special");
    expect(parseAchievementTab("other")).toBe("all");
    expect(parseAchievementTab("Therapy")).toBe("all");
    expect(parseAchievementTab(undefined)).toBe("all");
  });
  test("show all only for 1 or true", () => {
    expect(parseShowAll("1")).toBe(true);
    expect(parseShowAll(["true"])).toBe(true);
    expect(parseShowAll("0")).toBe(false);
    expect(parseShowAll(undefined)).toBe(false);
  });
});

describe("achievementListForTab", () => {
  test("the 15 newest, 'Latest' on the first, '+N more achievements' for the rest", () => {
    const all = days(18);
    const page = achievementListForTab([...all].reverse(), "all");
    expect(page.items.map((a) => a.id)).toEqual(all.slice(0, 15).map((a) => a.id));
    expect(page.items.map((a) => a.isLatest)).toEqual([true, ...Array(14).fill(false)]);
    expect(page).toMatchObject({ moreCount: 3, moreLabel: "+3 more achievements" });
  });

  test("show all: every row, nothing left out", () => {
    const page = achievementListForTab(days(18), "all", true);
    expect(page.items).toHaveLength(18);
    expect(page).toMatchObject({ moreCount: 0, moreLabel: null });
  });

  test("a tab lists its type only; 'Latest' marks the newest of that tab; 'other' is under All only", () => {
    const therapy = view("therapy", "2026-03-01T12:00:00Z");
    const newest = view("relationship", "2026-03-09T12:00:00Z");
    const other = view("other", "2026-03-05T12:00:00Z");
    const items = [therapy, newest, other];
    expect(achievementListForTab(items, "therapy").items).toEqual([{ ...therapy, isLatest: true }]);
    expect(achievementListForTab(items, "all").items.map((a) => a.id)).toEqual([newest.id, other.id, therapy.id]);
    for (const tab of ["therapy", "relationship", "wellness", "special"] as const) {
      expect(achievementListForTab(items, tab).items.map((a) => a.id)).not.toContain(other.id);
    }
    expect(achievementListForTab(items, "special")).toEqual({ items: [], moreCount: 0, moreLabel: null });
  });
});

describe("achievementsScreen", () => {
  test("counts, badge, tiles and tabs with the chosen one selected", () => {
    const items = [
      view("therapy", "2026-03-09T12:00:00Z"), // this week
      view("therapy", "2026-02-20T12:00:00Z"), // this month
      view("relationship", "2026-03-04T06:00:00Z"), // 03-04 01:00 EST: inside the week
      view("special", "2026-01-01T12:00:00Z"),
      view("other", "2026-03-10T12:00:00Z"), // this week
    ];
    const s = achievementsScreen({ clock, achievements: items, tab: "therapy" });
    expect(s).toMatchObject({ timeZone: NY, total: 5, thisWeek: 3, thisWeekBadge: "+3 This Week", isEmpty: false });
    expect(s.stats).toEqual([
      { label: "Total", value: 5 },
      { label: "This Week", value: 3 },
      { label: "This Month", value: 4 },
      { label: "Coaching Progress", value: 2 },
    ]);
    expect(s.tabs).toEqual([
      { id: "all", label: "All", count: 5, selected: false },
      { id: "therapy", label: "Coaching Progress", count: 2, selected: true },
      { id: "relationship", label: "Relationship", count: 1, selected: false },
      { id: "wellness", label: "Wellness", count: 0, selected: false },
      { id: "special", label: "Special", count: 1, selected: false },
    ]);
    expect(s.tab).toBe("therapy");
    expect(s.list.items.map((a) => a.title)).toEqual([items[0]!.title, items[1]!.title]);
  });

  test("show all applies only when the tab has more than 15", () => {
    const items = [...days(16, "wellness"), ...days(3, "special")];
    expect(achievementsScreen({ clock, achievements: items, showAll: true })).toMatchObject({ showAll: true });
    const wellness = achievementsScreen({ clock, achievements: items, tab: "wellness", showAll: true });
    expect(wellness.showAll).toBe(true);
    expect(wellness.list.items).toHaveLength(16);
    const special = achievementsScreen({ clock, achievements: items, tab: "special", showAll: true });
    expect(special.showAll).toBe(false);
    expect(special.list.items).toHaveLength(3);
    const firstPage = achievementsScreen({ clock, achievements: items });
    expect(firstPage).toMatchObject({ showAll: false, list: { moreCount: 4, moreLabel: "+4 more achievements" } });
  });

  test("nothing earned: empty, no badge, zero tiles and tabs", () => {
    const s = achievementsScreen({ clock, achievements: [] });
    expect(s).toMatchObject({ total: 0, thisWeekBadge: null, isEmpty: true, tab: "all", showAll: false });
    expect(s.list).toEqual({ items: [], moreCount: 0, moreLabel: null });
    expect(s.tabs.every((t) => t.count === 0)).toBe(true);
    expect(s.stats.every((t) => t.value === 0)).toBe(true);
  });
});
