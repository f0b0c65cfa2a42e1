import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import GoalsPage from "@/app/goals/page";
import { db } from "@/db/client";
import { achievements, liveEvents, sharedGoals } from "@/db/schema";
import { changeGoalProgressAction, completeGoalAction, createGoalAction, deleteGoalAction } from "@/lib/actions/goals";
import { changeGoalProgress } from "@/lib/services/goals/change-goal-progress";
import { loadGoals } from "@/lib/services/goals/load-goals";
import {
  ACTOR_NAMES,
  bait as baitFor,
  buildWorld,
  denied,
  prepareActor,
  type ActorName,
  type World,
} from "../../helpers/actors";
import { ALL_GRANTS_ON, couple, person, setGrants } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

/**
 * Issue #16 access-control matrix for shared goals (decision 036), seen from the owner: the owner sees and acts on
 * all their goals; the current partner sees and acts on the owner's shared goals only while the owner's goals grant
 * is on, never a private one; an ex-partner, a stranger and an admin see none and touch none. A denied action
 * leaves the goal exactly as it was. Concurrent steps from both partners all count.
 */

let world: World;
const prepare = (name: ActorName) => prepareActor(world, name);

async function createAs(userId: string, title: string, visibility: "shared" | "private"): Promise<string> {
  await actAs(userId);
  const result = await createGoalAction({ title, description: `about ${title}`, targetDate: "2027-03-01", visibility });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data.id;
}

const snapshot = async (goalId: string) =>
  (await db().select().from(sharedGoals).where(eq(sharedGoals.id, goalId)))[0] ?? null;

/** Who may act on the owner's shared goal, and on their private one. */
const mayActOnShared: Record<ActorName, boolean> = {
  anonymous: false,
  self: true,
  partnerWithConsent: true,
  partnerWithoutConsent: false,
  exPartner: false,
  stranger: false,
  admin: false,
};

beforeAll(async () => {
  world = await buildWorld();
});

describe.each(ACTOR_NAMES)("%s", (name) => {
  test("sees the owner's goals only as allowed", async () => {
    const shared = await createAs(world.owner, `shared-${randomUUID()}`, "shared");
    const secret = await createAs(world.owner, `private-${randomUUID()}`, "private");
    const actor = await prepare(name);
    if (actor === null) {
      // The page is the only reader: no session, no list (redirect to sign-in).
      await expect(GoalsPage()).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
      return;
    }
    const { active } = await loadGoals({ userId: actor });
    const ids = active.map((goal) => goal.id);
    expect(ids.includes(shared), "shared").toBe(mayActOnShared[name]);
    expect(ids.includes(secret), "private").toBe(name === "self");
    if (name === "partnerWithConsent") {
      expect(active.find((goal) => goal.id === shared)).toMatchObject({
        createdByPartner: true,
        due: "Due Mar 1, 2027",
      });
    }
  });

  test("steps, completes and deletes the owner's goals only as allowed; a refusal changes nothing", async () => {
    for (const visibility of ["shared", "private"] as const) {
      const allowed = visibility === "shared" ? mayActOnShared[name] : name === "self";
      const goalId = await createAs(world.owner, `${visibility}-${randomUUID()}`, visibility);
      const before = await snapshot(goalId);
      const actor = await prepare(name);

      const stepped = await changeGoalProgressAction({ goalId, delta: 10, ...baitFor(world) });
      const completed = await completeGoalAction({ goalId });
      if (!allowed) {
        expect(stepped).toMatchObject(denied(actor, "NOT_FOUND"));
        expect(completed).toMatchObject(denied(actor, "NOT_FOUND"));
        expect(await deleteGoalAction({ goalId })).toMatchObject(denied(actor, "NOT_FOUND"));
        expect(await snapshot(goalId)).toEqual(before);
        continue;
      }
      expect(stepped).toEqual({ ok: true, data: { progress: 10 } });
      expect(completed).toMatchObject({ ok: true, data: { banner: expect.stringMatching(/completed!$/) } });
      expect((await snapshot(goalId))!.completedAt).not.toBeNull();
      // Complete: no more steps.
      expect(await changeGoalProgressAction({ goalId, delta: 10 })).toMatchObject(denied(actor, "CONFLICT"));
      expect(await deleteGoalAction({ goalId })).toEqual({ ok: true, data: undefined });
      expect(await snapshot(goalId)).toBeNull();
    }
  });
});

describe("creating", () => {
  test("the creator is the session user and the other side their partner, whatever the payload says", async () => {
    await actAs(world.partner);
    const result = await createGoalAction({ title: "Sunday walks", visibility: "shared", ...baitFor(world) });
    const row = await snapshot(result.ok ? result.data.id : "");
    expect(row).toMatchObject({ createdBy: world.partner, user1Id: world.partner, user2Id: world.owner, progress: 0 });
  });

  test("shared by default; a blank title and an impossible date are refused with field errors", async () => {
    await actAs(world.owner);
    const made = await createGoalAction({ title: "Cook together" });
    expect((await snapshot(made.ok ? made.data.id : ""))!.visibility).toBe("shared");
    const refused = await createGoalAction({ title: "  ", targetDate: "2027-02-30" });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: "VALIDATION",
        fieldErrors: { title: ["Goal Title is required"], targetDate: ["Please choose a valid date"] },
      },
    });
  });

  test("alone, a goal is the creator's own until they link", async () => {
    const { viewer } = await couple();
    const loner = await person();
    const goalId = await createAs(loner, "Read more", "shared");
    expect((await snapshot(goalId))!.user2Id).toBeNull();
    expect((await loadGoals({ userId: viewer })).active.map((g) => g.id)).not.toContain(goalId);
    expect((await loadGoals({ userId: loner })).hasPartner).toBe(false);
  });
});

test("both partners stepping at once: every click counts, clamped at 100", async () => {
  await prepare("partnerWithConsent");
  const goalId = await createAs(world.owner, `busy-${randomUUID()}`, "shared");
  // The service directly: the request context is one per test, and these run in parallel as two people.
  const click = (userId: string) => changeGoalProgress({ userId, input: { goalId, delta: 10 } });
  await Promise.all(Array.from({ length: 6 }, (_, i) => click(i % 2 ? world.owner : world.partner)));
  expect((await snapshot(goalId))!.progress).toBe(60);
  await Promise.all(Array.from({ length: 8 }, () => click(world.owner)));
  expect((await snapshot(goalId))!.progress).toBe(100);
});

test("completing a shared goal awards both partners 'First Shared Goal Completed', once; a private one awards nothing", async () => {
  const { viewer, partner } = await couple();
  await actAs(viewer);
  const secret = await createGoalAction({ title: "Read more", visibility: "private" });
  await completeGoalAction({ goalId: secret.ok ? secret.data.id : "" });
  expect(await titlesOf(viewer)).not.toContain("First Shared Goal Completed");

  const shared = await createGoalAction({ title: "Walk on Sundays" });
  const goalId = shared.ok ? shared.data.id : "";
  await completeGoalAction({ goalId });
  await completeGoalAction({ goalId });
  for (const person of [viewer, partner]) {
    expect((await titlesOf(person)).filter((t) => t === "First Shared Goal Completed")).toHaveLength(1);
  }
});

async function titlesOf(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ title: achievements.title })
    .from(achievements)
    .where(eq(achievements.userId, userId));
  return rows.map((r) => r.title);
}

test("a change to a shared goal tells the partner live; a private goal tells nobody", async () => {
  const { viewer, partner } = await couple();
  const shared = await createAs(viewer, "Cook on Fridays", "shared");
  const secret = await createAs(viewer, "Journal", "private");
  await changeGoalProgress({ userId: viewer, input: { goalId: shared, delta: 10 } });
  await changeGoalProgress({ userId: viewer, input: { goalId: secret, delta: 10 } });
  const told = await db().select().from(liveEvents).where(eq(liveEvents.recipientId, partner));
  expect(told.map((e) => [e.kind, e.refId])).toEqual([
    ["partner_goal_changed", shared],
    ["partner_goal_changed", shared],
  ]);
});

describe("the screen's words (issue #32)", () => {
  test("a shared goal is private to neither partner; completing the first names it for the celebration", async () => {
    const { viewer, partner } = await couple();
    await setGrants(viewer, ALL_GRANTS_ON);
    const goalId = await createAs(viewer, "Walk on Sundays", "shared");
    const mine = (await loadGoals({ userId: viewer })).active.find((g) => g.id === goalId);
    const theirs = (await loadGoals({ userId: partner })).active.find((g) => g.id === goalId);
    expect(mine).toMatchObject({ private: false, createdByPartner: false });
    expect(theirs).toMatchObject({ private: false, createdByPartner: true });
    expect((await loadGoals({ userId: viewer })).lastCompletedTitle).toBeNull();

    await actAs(viewer);
    expect(await completeGoalAction({ goalId })).toMatchObject({ ok: true });
    for (const who of [viewer, partner]) {
      const model = await loadGoals({ userId: who });
      expect(model).toMatchObject({ active: [], lastCompletedTitle: "Walk on Sundays" });
      expect(model.completed.map((g) => g.id)).toEqual([goalId]);
    }
  });
});
