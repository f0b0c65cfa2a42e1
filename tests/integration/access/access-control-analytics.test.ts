import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import ActionsPage from "@/app/dashboard/actions/page";
import GrowthPage from "@/app/dashboard/growth/page";
import MoodAnalyticsPage from "@/app/dashboard/mood/page";
import RelationshipInsightsPage from "@/app/dashboard/relationship/page";
import { db } from "@/db/client";
import { recommendationState, rituals, sharedGoals } from "@/db/schema";
import { insertPartnerCheckin } from "@/lib/data/checkins";
import { writeMood } from "@/lib/data/moods";
import { loadActionsAnalytics } from "@/lib/services/analytics/load-actions-analytics";
import { loadRelationshipAnalytics } from "@/lib/services/analytics/load-relationship-analytics";
import { ACTOR_NAMES, buildWorld, prepareActor, type World } from "../../helpers/actors";

/**
 * The analytics pages of issue #14 in the access-control matrix: nobody signed in is sent to sign-in before anything
 * is read, and what Actions & Rituals shows of the owner reaches her partner only as her goals grant allows (her
 * shared goals), never her private goals, rituals or recommendation history, and nothing at all reaches anyone else.
 */
const PAGES = [ActionsPage, GrowthPage, MoodAnalyticsPage, RelationshipInsightsPage];
const PRIVATE_GOAL = `private-goal-${randomUUID()}`;
const SHARED_GOAL = `shared-goal-${randomUUID()}`;
const RITUAL = `ritual-${randomUUID()}`;
let world: World;

beforeAll(async () => {
  world = await buildWorld();
  const { owner, partner } = world;
  await db()
    .insert(sharedGoals)
    .values([
      { user1Id: owner, user2Id: partner, createdBy: owner, title: PRIVATE_GOAL, visibility: "private" },
      { user1Id: owner, user2Id: partner, createdBy: owner, title: SHARED_GOAL, visibility: "shared" },
    ]);
  await db().insert(rituals).values({ userId: owner, title: RITUAL, streakCount: 3, lastCompletedAt: new Date() });
  await db().insert(recommendationState).values({ userId: owner, recommendationKey: "low_mood", status: "completed" });
  // Her mood today (so she has a score history) and a shared rating of her current partner: −3, unlike anyone else's.
  await writeMood({
    userId: owner,
    value: 2,
    keywords: [],
    emotionMetadata: [],
    notes: null,
    at: new Date(),
    idempotencyKey: null,
    metrics: null,
  });
  await insertPartnerCheckin(
    {
      userId: owner,
      partnerId: partner,
      score: -3,
      feeling: "distant",
      note: null,
      shared: true,
      at: new Date(),
      idempotencyKey: null,
    },
    db(),
  );
});

describe.each(ACTOR_NAMES)("actor: %s", (name) => {
  test("the analytics pages: sign-in first; the owner's actions only as her grants allow", async () => {
    const id = await prepareActor(world, name);
    if (id === null) {
      for (const Page of PAGES) {
        await expect(Page({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
          digest: expect.stringMatching(/^NEXT_REDIRECT/),
        });
      }
      return;
    }
    const model = await loadActionsAnalytics({ userId: id, range: 365 });
    const seen = JSON.stringify(model);
    if (name === "self") {
      for (const mine of [PRIVATE_GOAL, SHARED_GOAL, RITUAL]) expect(seen).toContain(mine);
      expect(model.recommendations.taken).toBe(1);
      return;
    }
    // Her partner with her consent (the goals grant on) sees her shared goal; nobody else sees any of it.
    expect(seen.includes(SHARED_GOAL)).toBe(name === "partnerWithConsent");
    for (const hers of [PRIVATE_GOAL, RITUAL]) expect(seen).not.toContain(hers);
    expect(model.recommendations.taken).toBe(0);
  });
});

describe.each(ACTOR_NAMES.filter((name) => name !== "anonymous"))("Relationship Insights, actor: %s", (name) => {
  test("her score history and her ratings reach only her partner, and only with her consent", async () => {
    const id = (await prepareActor(world, name))!;
    const model = await loadRelationshipAnalytics({ userId: id, range: 30 });
    const partnerHistory = model.history.series.some((p) => p.partner !== null);
    const consented = name === "partnerWithConsent";
    if (name === "self") {
      // The partner by first name (issue #32): the page's sentences and chart labels use it.
      expect(model.partnerName).toBe("Pat");
      expect(model.history.realDays).toBe(1);
      expect(model.connection).toMatchObject({ mineCount: 1, mineAverage: -3 });
      return;
    }
    expect(model.partnerName).toBe(name.startsWith("partner") ? "Olive" : null);
    expect(partnerHistory).toBe(consented);
    expect(model.history.partnerShown).toBe(consented);
    expect(model.couple !== null).toBe(consented);
    expect(model.connection.partnerShown).toBe(consented);
    expect(model.connection.partnerAverage).toBe(consented ? -3 : null);
  });
});
