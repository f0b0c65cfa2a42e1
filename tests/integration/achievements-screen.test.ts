import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { achievements } from "@/db/schema";
import type { AchievementType } from "@/lib/domain/achievements";
import { loadAchievements } from "@/lib/services/load-achievements";
import { couple, person } from "../helpers/couples";

/**
 * The /achievements screen's loader (spec 2 §2.5): the user's own stored rows, summarised in the zone of their
 * profile; the category tab and "show all" come from the page's URL.
 */

const NY = "America/New_York";
// Tuesday 2026-03-10, 11:00 EDT: "This Week" is local 03-04..03-10, "This Month" 02-09..03-10.
const now = new Date("2026-03-10T15:00:00Z");

let seq = 0;
async function award(userId: string, type: AchievementType, earnedAt: string, title = `Achievement ${++seq}`) {
  await db()
    .insert(achievements)
    .values({
      userId,
      type,
      category: `${type} category`,
      icon: "Star",
      title,
      description: `About ${title}`,
      earnedAt: new Date(earnedAt),
    });
  return title;
}

describe("loadAchievements", () => {
  test("counts, badge, tiles and tab counts in the user's zone; only the user's own rows", async () => {
    const { viewer, partner } = await couple({ viewer: { timezone: NY } });
    await award(viewer, "therapy", "2026-03-09T12:00:00Z"); // this week
    await award(viewer, "therapy", "2026-02-20T12:00:00Z"); // this month
    // 03-04 at 01:00 in New York: the first day of the week, counted.
    await award(viewer, "relationship", "2026-03-04T06:00:00Z");
    // 03-03 at 22:00 in New York, though 03-04 in UTC: outside the week.
    await award(viewer, "wellness", "2026-03-04T03:00:00Z");
    await award(viewer, "special", "2026-01-01T12:00:00Z");
    await award(viewer, "other", "2026-03-10T12:00:00Z");
    await award(partner, "special", "2026-03-10T12:00:00Z", "the partner's");

    const model = await loadAchievements({ userId: viewer, now });
    expect(model).toMatchObject({
      timeZone: NY,
      total: 6,
      thisWeek: 3,
      thisWeekBadge: "+3 This Week",
      tab: "all",
      showAll: false,
      isEmpty: false,
    });
    expect(model.stats).toEqual([
      { label: "Total", value: 6 },
      { label: "This Week", value: 3 },
      { label: "This Month", value: 5 },
      { label: "Coaching Progress", value: 2 },
    ]);
    expect(model.tabs.map((t) => [t.label, t.count, t.selected])).toEqual([
      ["All", 6, true],
      ["Coaching Progress", 2, false],
      ["Relationship", 1, false],
      ["Wellness", 1, false],
      ["Special", 1, false],
    ]);
    expect(model.list.items.map((a) => a.title)).not.toContain("the partner's");
    // Every column a row shows is read.
    expect(model.list.items[0]).toMatchObject({
      title: expect.any(String),
      description: expect.stringMatching(/^About /),
      icon: "Star",
      type: "other",
      category: "other category",
      earnedAt: new Date("2026-03-10T12:00:00Z"),
      isLatest: true,
    });
  });

  test("a tab lists its own type, newest first, 'Latest' on the first", async () => {
    const userId = await person({ timezone: NY });
    const older = await award(userId, "therapy", "2026-01-05T12:00:00Z");
    await award(userId, "wellness", "2026-03-01T12:00:00Z");
    const newer = await award(userId, "therapy", "2026-02-05T12:00:00Z");

    const model = await loadAchievements({ userId, now, tab: "therapy" });
    expect(model.tab).toBe("therapy");
    expect(model.tabs.find((t) => t.selected)?.id).toBe("therapy");
    expect(model.list.items.map((a) => [a.title, a.isLatest])).toEqual([
      [newer, true],
      [older, false],
    ]);
    expect((await loadAchievements({ userId, now, tab: "special" })).list).toEqual({
      items: [],
      moreCount: 0,
      moreLabel: null,
    });
  });

  test("the 15 newest and '+N more achievements'; show all lists every row", async () => {
    const userId = await person({ timezone: NY });
    const titles: string[] = [];
    for (let day = 1; day <= 18; day++) {
      titles.push(await award(userId, "wellness", `2026-01-${String(day).padStart(2, "0")}T12:00:00Z`));
    }
    const newestFirst = [...titles].reverse();

    const firstPage = await loadAchievements({ userId, now });
    expect(firstPage.list.items.map((a) => a.title)).toEqual(newestFirst.slice(0, 15));
    expect(firstPage.list.items.filter((a) => a.isLatest).map((a) => a.title)).toEqual([newestFirst[0]]);
    expect(firstPage.list).toMatchObject({ moreCount: 3, moreLabel: "+3 more achievements" });
    expect(firstPage.showAll).toBe(false);

    const all = await loadAchievements({ userId, now, showAll: true });
    expect(all.showAll).toBe(true);
    expect(all.list.items.map((a) => a.title)).toEqual(newestFirst);
    expect(all.list).toMatchObject({ moreCount: 0, moreLabel: null });
  });

  test("nothing earned: the empty screen, no badge, zeros", async () => {
    const userId = await person();
    const model = await loadAchievements({ userId, now });
    expect(model).toMatchObject({ timeZone: "UTC", total: 0, thisWeekBadge: null, isEmpty: true });
    expect(model.list).toEqual({ items: [], moreCount: 0, moreLabel: null });
    expect(model.stats.map((s) => s.value)).toEqual([0, 0, 0, 0]);
    expect(model.tabs.map((t) => t.count)).toEqual([0, 0, 0, 0, 0]);
  });
});
