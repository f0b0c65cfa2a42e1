import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { recommendationState, rituals, sharedGoals } from "@/db/schema";
import { loadActionsAnalytics } from "@/lib/services/analytics/load-actions-analytics";
import { ALL_GRANTS_ON, NO_GRANTS, couple, link, person, setGrants, unlink } from "../../helpers/couples";

/**
 * The Actions & Rituals page's loader (issue #14) on a real database: the goals it may show (the user's own, and the
 * partner's shared ones only under their goals grant; never a private one, never a former partner's), the stored
 * recommendation states in the range, and the rituals with their streaks.
 */
const NOW = new Date("2026-06-30T15:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

async function goal(createdBy: string, other: string | null, title: string, visibility: "shared" | "private") {
  await db()
    .insert(sharedGoals)
    .values({ user1Id: createdBy, user2Id: other, createdBy, title, visibility, progress: 40, createdAt: daysAgo(3) });
}

const goalTitles = async (userId: string) => {
  const model = await loadActionsAnalytics({ userId, range: 30, now: NOW });
  return model.goals.active.map((g) => g.title).sort();
};

describe("loadActionsAnalytics", () => {
  test("goals: own ones always; the partner's shared ones only under their goals grant; private and former never", async () => {
    const { viewer, partner } = await couple();
    const ex = await person();
    const mark = randomUUID().slice(0, 6);
    await goal(viewer, partner, `mine shared ${mark}`, "shared");
    await goal(viewer, partner, `mine private ${mark}`, "private");
    await goal(partner, viewer, `theirs shared ${mark}`, "shared");
    await goal(partner, viewer, `theirs private ${mark}`, "private");
    await goal(ex, viewer, `ex shared ${mark}`, "shared");

    await setGrants(partner, NO_GRANTS);
    expect(await goalTitles(viewer)).toEqual([`mine private ${mark}`, `mine shared ${mark}`]);
    await setGrants(partner, ALL_GRANTS_ON);
    expect(await goalTitles(viewer)).toEqual([`mine private ${mark}`, `mine shared ${mark}`, `theirs shared ${mark}`]);
    // The partner sees their own two and the viewer's shared one only once the viewer grants goals.
    await setGrants(viewer, NO_GRANTS);
    expect(await goalTitles(partner)).toEqual([`theirs private ${mark}`, `theirs shared ${mark}`]);
  });

  test("a former partner's shared goals leave with the link", async () => {
    const a = await person();
    const b = await person();
    const linkId = await link(a, b);
    await setGrants(b, ALL_GRANTS_ON);
    await goal(b, a, "ours", "shared");
    expect(await goalTitles(a)).toEqual(["ours"]);
    await unlink(linkId);
    expect(await goalTitles(a)).toEqual([]);
  });

  test("recommendations taken in the range, and rituals by streak", async () => {
    const userId = await person();
    await db()
      .insert(recommendationState)
      .values([
        { userId, recommendationKey: "low_mood", status: "completed", updatedAt: daysAgo(2) },
        { userId, recommendationKey: "timing", status: "completed", updatedAt: daysAgo(40) },
        { userId, recommendationKey: "connection", status: "dismissed", updatedAt: daysAgo(1) },
      ]);
    await db()
      .insert(rituals)
      .values([
        { userId, title: "Tea together", type: "connection", streakCount: 4, lastCompletedAt: daysAgo(1) },
        { userId, title: "Walk", type: "self-care", streakCount: 1, lastCompletedAt: daysAgo(60) },
      ]);
    const model = await loadActionsAnalytics({ userId, range: 30, now: NOW });
    expect(model.recommendations).toMatchObject({ taken: 1, setAside: 1 });
    // Walk's one day was 60 days ago: no streak now, by the rule /rituals uses too (decision 050).
    expect(model.rituals.rows.map((r) => [r.title, r.streak, r.completedInRange])).toEqual([
      ["Tea together", 4, true],
      ["Walk", 0, false],
    ]);
    const year = await loadActionsAnalytics({ userId, range: 365, now: NOW });
    expect(year.recommendations.taken).toBe(2);
  });
});
