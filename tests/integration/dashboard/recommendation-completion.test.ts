import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { recommendationState } from "@/db/schema";
import { completeRecommendationAction } from "@/lib/actions/recommendations";
import { userExportSections, type ExportRow } from "@/lib/data/user-export";
import { recommendationCompletionRate } from "@/lib/domain/recommendations";
import { completeRecommendation } from "@/lib/services/recommendations/complete-recommendation";
import { loadRecommendationStats } from "@/lib/services/recommendations/load-recommendation-stats";
import { completeRecommendationSchema } from "@/lib/validation/recommendations";
import { person } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * 'Take Action' on a recommendation (spec 2 §2.4, decision 029): the form posts the id, the action records the
 * completion in recommendation_state (one row per user and key) and redirects to the route the server finds for the
 * id; the card's 7-day completion rate is computed from those rows.
 */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** Posts the card's form as React's useActionState does: (previous state, form data). */
const takeAction = (fields: Record<string, string>) => completeRecommendationAction(null, form(fields));

/** The redirect Next would follow: the action ends in redirect(), which throws Next's signal with the target. */
const redirectsTo = (route: string) =>
  expect.objectContaining({ digest: expect.stringMatching(new RegExp(`^NEXT_REDIRECT;[a-z]+;${route};`)) });

async function storedRows(userId: string) {
  return db()
    .select({
      key: recommendationState.recommendationKey,
      status: recommendationState.status,
      updatedAt: recommendationState.updatedAt,
    })
    .from(recommendationState)
    .where(eq(recommendationState.userId, userId))
    .orderBy(asc(recommendationState.recommendationKey));
}

afterEach(() => actAs(null));

describe("completing a recommendation", () => {
  test("records it completed and redirects to the route of the id's rule", async () => {
    const me = await person();
    await actAs(me);
    const before = Date.now();
    await expect(takeAction({ id: "rec-few_checkins" })).rejects.toEqual(redirectsTo("/checkin"));
    const rows = await storedRows(me);
    expect(rows.map(({ key, status }) => ({ key, status }))).toEqual([
      { key: "rec-few_checkins", status: "completed" },
    ]);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.updatedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    await expect(takeAction({ id: "rec-low_mood" })).rejects.toEqual(redirectsTo("/emotional-checkin"));
    expect((await storedRows(me)).map((r) => r.key)).toEqual(["rec-few_checkins", "rec-low_mood"]);
  });

  test("is idempotent: completing again keeps one row per key and moves its time to the latest completion", async () => {
    const me = await person();
    const first = new Date("2026-05-01T10:00:00Z");
    const again = new Date("2026-05-03T08:30:00Z");
    const input = completeRecommendationSchema.parse({ id: "rec-no_rituals" });
    expect(await completeRecommendation({ userId: me, input, now: first })).toEqual({ route: "/rituals" });
    expect(await completeRecommendation({ userId: me, input, now: first })).toEqual({ route: "/rituals" });
    expect(await storedRows(me)).toEqual([{ key: "rec-no_rituals", status: "completed", updatedAt: first }]);
    await completeRecommendation({ userId: me, input, now: again });
    expect(await storedRows(me)).toEqual([{ key: "rec-no_rituals", status: "completed", updatedAt: again }]);

    // Through the action too: still the one row.
    await actAs(me);
    await expect(takeAction({ id: "rec-no_rituals" })).rejects.toEqual(redirectsTo("/rituals"));
    const rows = await storedRows(me);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(again.getTime());
  });

  test("a dismissed recommendation that is completed becomes completed", async () => {
    const me = await person();
    await db()
      .insert(recommendationState)
      .values({ userId: me, recommendationKey: "rec-best_time", status: "dismissed", updatedAt: new Date(0) });
    const now = new Date("2026-05-01T10:00:00Z");
    await completeRecommendation({ userId: me, input: { id: "rec-best_time" }, now });
    expect(await storedRows(me)).toEqual([{ key: "rec-best_time", status: "completed", updatedAt: now }]);
  });

  test("the route is the server's: a route, URL or owner in the payload changes nothing", async () => {
    const me = await person();
    const other = await person();
    await actAs(me);
    await expect(
      takeAction({ id: "rec-no_rituals", route: "https://evil.example/", userId: other, status: "dismissed" }),
    ).rejects.toEqual(redirectsTo("/rituals"));
    expect((await storedRows(me)).map(({ key, status }) => [key, status])).toEqual([["rec-no_rituals", "completed"]]);
    expect(await storedRows(other)).toEqual([]);
  });

  test("an id no rule gives is refused (VALIDATION) and nothing is written", async () => {
    const me = await person();
    await actAs(me);
    for (const id of ["rec-unknown", "rec-constructor", "low_mood", "self_care:low_mood", "/rituals", "   "]) {
      const result = await takeAction({ id });
      expect(result.ok ? null : result.error.code, id).toBe("VALIDATION");
      if (!result.ok && id.trim() !== "") {
        expect(result.error.message).toBe("This recommendation is no longer available.");
        expect(result.error.fieldErrors).toEqual({ id: ["This recommendation is no longer available."] });
      }
    }
    const missing = await takeAction({});
    expect(missing.ok ? null : missing.error.code).toBe("VALIDATION");
    expect(await storedRows(me)).toEqual([]);
  });

  test("needs a signed-in caller; nothing is written for anyone", async () => {
    const me = await person();
    await actAs(null);
    const result = await takeAction({ id: "rec-no_rituals" });
    expect(result.ok ? null : result.error.code).toBe("UNAUTHENTICATED");
    expect(await storedRows(me)).toEqual([]);
  });

  test("each person's rows are their own: the same key for two people is two rows, each changed only by its owner", async () => {
    const [me, other] = [await person(), await person()];
    const mine = new Date("2026-05-01T10:00:00Z");
    await completeRecommendation({ userId: me, input: { id: "rec-no_rituals" }, now: mine });

    await actAs(other);
    await expect(takeAction({ id: "rec-no_rituals" })).rejects.toEqual(redirectsTo("/rituals"));
    await expect(takeAction({ id: "rec-low_mood", userId: me })).rejects.toEqual(redirectsTo("/emotional-checkin"));

    expect(await storedRows(me)).toEqual([{ key: "rec-no_rituals", status: "completed", updatedAt: mine }]);
    expect((await storedRows(other)).map((r) => r.key)).toEqual(["rec-low_mood", "rec-no_rituals"]);
    expect((await loadRecommendationStats({ userId: me })).states).toEqual([
      { key: "rec-no_rituals", status: "completed", updatedAt: mine },
    ]);
  });
});

describe("the completion rate from stored rows", () => {
  // 12:00 in New York (EDT) on Wednesday 13 May 2026: the last 7 local days began at 00:00 EDT on Thursday 7 May.
  const now = new Date("2026-05-13T16:00:00Z");
  const weekStart = new Date("2026-05-07T04:00:00Z");
  const clock = { now, timeZone: "America/New_York" };
  const offered = ["rec-no_rituals", "rec-few_checkins", "rec-low_mood"].map((id) => ({ id }));

  async function rateOf(userId: string, offer = offered) {
    const { states } = await loadRecommendationStats({ userId });
    return recommendationCompletionRate({ clock, states, offered: offer });
  }

  const complete = (userId: string, id: string, at: Date) => completeRecommendation({ userId, input: { id }, now: at });

  test("completed in the last 7 local days ÷ (those + offered and not completed); the week starts at local midnight", async () => {
    const me = await person();
    expect(await rateOf(me)).toBe(0);
    expect(await rateOf(me, [])).toBeNull();

    // A millisecond before the week: not this week's.
    await complete(me, "rec-no_rituals", new Date(weekStart.getTime() - 1));
    expect(await rateOf(me)).toBe(0);
    // Completing it again at the first instant of the week moves it in.
    await complete(me, "rec-no_rituals", weekStart);
    expect(await rateOf(me)).toBe(33);
    // One no longer offered still counts: 2 completed of 4 considered.
    await complete(me, "rec-best_time", new Date("2026-05-12T20:00:00Z"));
    expect(await rateOf(me)).toBe(50);
    // Nothing offered now, two completed this week.
    expect(await rateOf(me, [])).toBe(100);
  });

  test("someone else's completions never count towards mine", async () => {
    const [me, other] = [await person(), await person()];
    await complete(other, "rec-no_rituals", now);
    await complete(other, "rec-few_checkins", now);
    expect(await rateOf(me)).toBe(0);
    expect(await rateOf(other)).toBe(67);
  });
});

test("the data export still carries the person's recommendation states, and only theirs", async () => {
  const [me, other] = [await person(), await person()];
  const at = new Date("2026-05-01T10:00:00Z");
  await completeRecommendation({ userId: me, input: { id: "rec-no_rituals" }, now: at });
  await completeRecommendation({ userId: other, input: { id: "rec-low_mood" }, now: at });
  const section = userExportSections(me).find((s) => s.name === "recommendationState")!;
  const rows: ExportRow[] = [];
  if (section.kind === "list") for await (const row of section.read()) rows.push(row);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ recommendationKey: "rec-no_rituals", status: "completed" });
  expect(new Date(rows[0]!.updatedAt as string | Date).getTime()).toBe(at.getTime());
});
