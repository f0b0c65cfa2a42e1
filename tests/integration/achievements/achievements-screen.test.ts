import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { achievements } from "@/db/schema";
import { listPartnerAchievements } from "@/lib/data/achievements";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { PARTNER_ACHIEVEMENTS_LIMIT, type AchievementType } from "@/lib/domain/achievements";
import { loadAchievements } from "@/lib/services/achievements/load-achievements";
import { ALL_GRANTS_ON, couple, link, NO_GRANTS, person, setGrants, unlink } from "../../helpers/couples";

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

/**
 * Issue #13: the partner's part of the screen follows the partner's achievements grant (spec 1 §6, a separate grant),
 * read afresh on every load, and only ever names the current partner.
 */
describe("loadAchievements: the partner's achievements", () => {
  const titles = async (userId: string) => {
    const { partner } = await loadAchievements({ userId, now });
    return partner?.shared ? partner.achievements.map((a) => a.title) : partner;
  };

  test("granted: the partner's newest achievements, by first name; none of the viewer's own", async () => {
    const { viewer, partner } = await couple();
    await setGrants(partner, { ...NO_GRANTS, shareAchievements: true });
    await award(viewer, "special", "2026-03-10T12:00:00Z", "the viewer's own");
    const theirs: string[] = [];
    for (let day = 1; day <= PARTNER_ACHIEVEMENTS_LIMIT + 2; day++) {
      theirs.push(await award(partner, "wellness", `2026-02-${String(day).padStart(2, "0")}T12:00:00Z`));
    }

    const model = await loadAchievements({ userId: viewer, now });
    expect(model.partner).toMatchObject({ name: "Partner", shared: true });
    expect(await titles(viewer)).toEqual([...theirs].reverse().slice(0, PARTNER_ACHIEVEMENTS_LIMIT));
    // The rows carry what the row shows, the description told about the partner (issue #32: a title outside the
    // catalogue gets a sentence from its title); the viewer's own list is untouched by the partner's.
    expect(model.partner?.shared && model.partner.achievements[0]).toMatchObject({
      description: `Partner earned “${theirs.at(-1)}”.`,
      icon: "Star",
      type: "wellness",
      category: "wellness category",
      earnedAt: new Date("2026-02-07T12:00:00Z"),
    });
    expect(model.list.items.map((a) => a.title)).toEqual(["the viewer's own"]);
    expect(model.total).toBe(1);
  });

  test("the partner's achievements in the third person, not the stored 'You …' (issue #32)", async () => {
    const { viewer, partner } = await couple();
    await setGrants(partner, { ...NO_GRANTS, shareAchievements: true });
    await award(partner, "wellness", "2026-03-09T12:00:00Z", "7-Day Mood Streak");
    const model = await loadAchievements({ userId: viewer, now });
    expect(model.partner?.shared && model.partner.achievements.map((a) => [a.title, a.description])).toEqual([
      ["7-Day Mood Streak", "Partner reached a 7-day mood streak."],
    ]);
  });

  test("without the grant, or once it is revoked: shared false and no rows, from the loader and the reader", async () => {
    const { viewer, partner } = await couple();
    await award(partner, "relationship", "2026-03-01T12:00:00Z", "the partner's");
    // Every other grant, and the viewer's own achievements grant, do not stand in for the partner's.
    await setGrants(partner, { ...ALL_GRANTS_ON, shareAchievements: false });
    await setGrants(viewer, ALL_GRANTS_ON);
    expect((await loadAchievements({ userId: viewer, now })).partner).toEqual({ name: "Partner", shared: false });
    const access = await resolvePartnerAccess(viewer, db());
    expect(await listPartnerAchievements(access!)).toEqual([]);

    await setGrants(partner, ALL_GRANTS_ON);
    expect(await titles(viewer)).toEqual(["the partner's"]);

    await setGrants(partner, NO_GRANTS);
    expect((await loadAchievements({ userId: viewer, now })).partner).toEqual({ name: "Partner", shared: false });
  });

  test("shared with nothing earned: shared, empty; no display name: 'Your Partner'", async () => {
    const { viewer, partner } = await couple({ partner: { displayName: "" } });
    await setGrants(partner, ALL_GRANTS_ON);
    expect((await loadAchievements({ userId: viewer, now })).partner).toEqual({
      name: "Your Partner",
      shared: true,
      achievements: [],
    });
  });

  test("no linked partner: null, even when someone unlinked had granted it", async () => {
    expect((await loadAchievements({ userId: await person(), now })).partner).toBeNull();

    const { viewer, partner, linkId } = await couple();
    await setGrants(partner, ALL_GRANTS_ON);
    await award(partner, "special", "2026-03-01T12:00:00Z");
    await unlink(linkId);
    expect((await loadAchievements({ userId: viewer, now })).partner).toBeNull();
  });

  test("a former partner's achievements never show, not even beside a new partner who shares", async () => {
    const { viewer, partner: ex, linkId } = await couple({ partner: { displayName: "Xavier Ex" } });
    await setGrants(ex, ALL_GRANTS_ON);
    await award(ex, "special", "2026-03-09T12:00:00Z", "the ex's");
    expect(await titles(viewer)).toEqual(["the ex's"]);
    await unlink(linkId);

    const current = await person({ displayName: "Casey Current" });
    await link(current, viewer);
    expect((await loadAchievements({ userId: viewer, now })).partner).toEqual({ name: "Casey", shared: false });

    await setGrants(current, ALL_GRANTS_ON);
    await award(current, "wellness", "2026-03-01T12:00:00Z", "the current partner's");
    expect(await titles(viewer)).toEqual(["the current partner's"]);
  });
});
