import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import { insertPartnerCheckin } from "@/lib/data/checkins";
import { writeMood } from "@/lib/data/moods";
import { loadGrowthAnalytics } from "@/lib/services/analytics/load-growth-analytics";
import { loadMoodAnalytics } from "@/lib/services/analytics/load-mood-analytics";
import { loadRelationshipAnalytics } from "@/lib/services/analytics/load-relationship-analytics";
import { ACTOR_NAMES, buildWorld, prepareActor, type World } from "../../helpers/actors";
import { setPartnerSharing } from "../../helpers/couples";
import { logQueries, tablesOf, type LoggedQuery } from "../../helpers/query-log";

/**
 * The daily rollups in the access-control matrix (house rule 2, decision 067): the analytics pages read each
 * person's own rollups only, and the ratings a partner shared only through resolvePartnerAccess with the grants the
 * check-ins themselves need. The owner rates her current partner and, while they were linked, her former one; her
 * own rollups hold moods only she may see.
 */

const OWN_TABLES = ["daily_rollups", "daily_rollup_zones"];
let world: World;

beforeAll(async () => {
  world = await buildWorld({
    whileLinkedToEx: async (owner, exPartner) => {
      await insertPartnerCheckin(
        {
          userId: owner,
          partnerId: exPartner,
          score: 3,
          feeling: "loved",
          note: null,
          shared: true,
          at: new Date(),
          idempotencyKey: null,
        },
        db(),
      );
    },
  });
  const { owner, partner } = world;
  await writeMood({
    userId: owner,
    value: -2,
    keywords: ["owner-only"],
    emotionMetadata: [],
    notes: null,
    at: new Date(),
    idempotencyKey: null,
    metrics: { sleepHours: 4, stressLevel: 9 },
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

/**
 * Every page's loader as this person, at a year, with what each asked the database: the second time, so a first
 * visit's rebuild and health-score update are not what is looked at.
 */
async function pagesAs(userId: string) {
  await loadRelationshipAnalytics({ userId, range: 365 });
  await loadMoodAnalytics({ userId, range: 365 });
  return logQueries(async () => ({
    relationship: await loadRelationshipAnalytics({ userId, range: 365 }),
    mood: await loadMoodAnalytics({ userId, range: 365 }),
    growth: await loadGrowthAnalytics({ userId, range: 365 }),
  }));
}

const reading = (queries: LoggedQuery[], table: string) =>
  queries.filter((q) => /^\s*select/i.test(q.sql) && tablesOf(q.sql).has(table));

describe.each(ACTOR_NAMES.filter((name) => name !== "anonymous"))("actor: %s", (name) => {
  test("reads only their own rollups, and the owner's ratings of them only under her grants", async () => {
    const id = (await prepareActor(world, name))!;
    const { result, queries } = await pagesAs(id);

    for (const table of OWN_TABLES) {
      expect(reading(queries, table).length, table).toBeGreaterThan(0);
      for (const query of reading(queries, table)) {
        expect(query.params, `${table}: ${query.sql}`).toContain(id);
        if (id !== world.owner) expect(query.params, `${table}: ${query.sql}`).not.toContain(world.owner);
      }
    }
    // The pages never go back to the rows: the rollups are all they read of moods and health figures.
    for (const table of ["moods", "biometric_data", "emotional_checkins"]) expect(reading(queries, table)).toEqual([]);

    const ratings = reading(queries, "daily_partner_ratings");
    const seesRatings = name === "partnerWithConsent";
    expect(ratings.length > 0).toBe(seesRatings);
    for (const query of ratings) expect(query.params.slice(0, 2)).toEqual([id, world.owner]);
    expect(result.relationship.connection.partnerAverage).toBe(seesRatings ? -3 : null);
    if (name !== "self") expect(JSON.stringify(result)).not.toContain("owner-only");
  });
});

test("with her mood consent but her sharing off, her partner is told, and nothing of hers is read", async () => {
  await prepareActor(world, "partnerWithConsent");
  await setPartnerSharing(world.owner, false);
  const { result, queries } = await pagesAs(world.partner);
  expect(result.relationship.connection).toMatchObject({ partnerShown: true, partnerCount: 0, partnerAverage: null });
  expect(reading(queries, "daily_partner_ratings")).toEqual([]);
});
