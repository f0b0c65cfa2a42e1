import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { emotionalCorrelationInsights, partnerCheckins } from "@/db/schema";
import { dismissCorrelationAction } from "@/lib/actions/insights";
import {
  addCorrelationOccurrences,
  listCorrelationCardRows,
  countCorrelationPatterns,
  listCorrelationPatterns,
} from "@/lib/data/correlation-insights";
import { writeMood } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { correlationCards, type CorrelationRow } from "@/lib/domain/correlations";
import type { PartnerCheckinFeeling } from "@/lib/domain/emotions";
import { logger } from "@/lib/logger";
import { acceptPartnerInvitation } from "@/lib/services/partners/accept-partner-invitation";
import { disconnectPartner } from "@/lib/services/partners/disconnect-partner";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { loadRelationshipPatterns } from "@/lib/services/analytics/load-relationship-patterns";
import { logPersonalCheckin } from "@/lib/services/checkins/log-personal-checkin";
import { partnerCheckinSchema, personalCheckinSchema } from "@/lib/validation/entries";
import { couple, person, setMoodConsent, setPartnerSharing, unlink, type Couple } from "../../helpers/couples";
import { invitationTo } from "../../helpers/invitations";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * emotional_correlation_insights (spec 2 §3, §4.8, §7): written when a check-in is written, from the partner's moods
 * only with mood consent; the card query (match_count ≥ 3, top 3) and the patterns query; dismissals that stay the
 * caller's own; and a correlation failure that never costs the person their check-in.
 */

const T0 = new Date("2026-05-10T12:00:00Z");
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);

async function partnerMood(userId: string, at: Date, keywords: string[]): Promise<void> {
  await writeMood({
    userId,
    value: -1,
    keywords,
    emotionMetadata: [],
    notes: null,
    at,
    idempotencyKey: null,
    metrics: null,
  });
}

function checkIn(userId: string, at: Date, feeling: PartnerCheckinFeeling = "distant", key: string = randomUUID()) {
  return logPartnerCheckin({
    userId,
    input: partnerCheckinSchema.parse({ connectionScore: -1, feeling }),
    idempotencyKey: key,
    now: at,
  });
}

async function storedRows(userId: string) {
  return db()
    .select({
      tags: emotionalCorrelationInsights.partnerMoodTags,
      feeling: emotionalCorrelationInsights.checkinFeeling,
      count: emotionalCorrelationInsights.matchCount,
      last: emotionalCorrelationInsights.lastOccurrence,
      dismissedAt: emotionalCorrelationInsights.dismissedAt,
    })
    .from(emotionalCorrelationInsights)
    .where(eq(emotionalCorrelationInsights.userId, userId))
    .orderBy(asc(emotionalCorrelationInsights.checkinFeeling), asc(emotionalCorrelationInsights.partnerMoodTags));
}

const summary = async (userId: string) =>
  (await storedRows(userId)).map((r) => `${r.tags.join("+")}>${r.feeling}:${r.count}`);

const access = async (userId: string) => resolvePartnerAccess(userId, db());

const row = (tag: string, feeling: string, matchCount: number, lastOccurrence = T0): CorrelationRow => ({
  partnerMoodTags: [tag],
  checkinFeeling: feeling,
  matchCount,
  lastOccurrence,
});

let pair: Couple;

beforeEach(async () => {
  pair = await couple({ partner: { displayName: "Alex Partner" } });
  await setMoodConsent(pair.partner, true);
});

describe("a partner check-in writes the patterns its 24 hours show", () => {
  test("one row per partner tag in the window; later matches add up and move last_occurrence", async () => {
    await partnerMood(pair.partner, hours(-2), ["Tired", "stressed"]);
    await partnerMood(pair.partner, hours(-1), ["tired"]);
    await checkIn(pair.viewer, T0);
    expect(await summary(pair.viewer)).toEqual(["stressed>distant:1", "tired>distant:1"]);

    await partnerMood(pair.partner, hours(30), ["tired"]);
    await checkIn(pair.viewer, hours(31));
    const rows = await storedRows(pair.viewer);
    expect(rows.map((r) => `${r.tags.join("+")}>${r.feeling}:${r.count}`)).toEqual([
      "stressed>distant:1",
      "tired>distant:2",
    ]);
    expect(rows.find((r) => r.tags[0] === "tired")!.last).toEqual(hours(31));
    expect(rows.find((r) => r.tags[0] === "stressed")!.last).toEqual(T0);
    // Only the viewer's patterns: the partner wrote no check-in.
    expect(await storedRows(pair.partner)).toEqual([]);
  });

  test("a mood more than 24 hours before, or after the check-in, does not count; one at exactly 24 hours does", async () => {
    await partnerMood(pair.partner, new Date(hours(-24).getTime() - 1), ["early"]);
    await partnerMood(pair.partner, hours(-24), ["edge"]);
    await partnerMood(pair.partner, T0, ["same-instant"]);
    await partnerMood(pair.partner, new Date(T0.getTime() + 1), ["after"]);
    await checkIn(pair.viewer, T0);
    expect(await summary(pair.viewer)).toEqual(["edge>distant:1", "same-instant>distant:1"]);
  });

  test("a replayed check-in (same idempotency key) counts once", async () => {
    await partnerMood(pair.partner, hours(-1), ["tired"]);
    const key = randomUUID();
    expect((await checkIn(pair.viewer, T0, "distant", key)).created).toBe(true);
    expect((await checkIn(pair.viewer, T0, "distant", key)).created).toBe(false);
    expect(await summary(pair.viewer)).toEqual(["tired>distant:1"]);
  });

  test("a personal check-in feeds the patterns too, with its emotion as the feeling", async () => {
    await partnerMood(pair.partner, new Date(Date.now() - 3_600_000), ["stressed"]);
    await logPersonalCheckin({ userId: pair.viewer, input: personalCheckinSchema.parse({ emotion: "anxious" }) });
    expect(await summary(pair.viewer)).toEqual(["stressed>anxious:1"]);
  });

  test("without a partner a check-in writes nothing", async () => {
    const single = await person();
    await logPersonalCheckin({ userId: single, input: personalCheckinSchema.parse({ emotion: "calm" }) });
    expect(await storedRows(single)).toEqual([]);
  });
});

describe("the partner's moods are used only with mood consent (spec 2 §4.3, §6)", () => {
  test("without the partner's consent_mood_sharing a check-in adds nothing, and does not add it later", async () => {
    await setMoodConsent(pair.partner, false);
    await partnerMood(pair.partner, hours(-1), ["tired"]);
    await checkIn(pair.viewer, T0);
    expect(await storedRows(pair.viewer)).toEqual([]);

    await setMoodConsent(pair.partner, true);
    await partnerMood(pair.partner, hours(47), ["tired"]);
    await checkIn(pair.viewer, hours(48));
    expect(await summary(pair.viewer)).toEqual(["tired>distant:1"]);
  });

  test("with the viewer's partner_sharing_enabled off a check-in adds nothing", async () => {
    await setPartnerSharing(pair.viewer, false);
    await partnerMood(pair.partner, hours(-1), ["tired"]);
    await checkIn(pair.viewer, T0);
    expect(await storedRows(pair.viewer)).toEqual([]);
    // The check-in itself is stored (privately, since sharing is off).
    const written = await db().select().from(partnerCheckins).where(eq(partnerCheckins.userId, pair.viewer));
    expect(written).toHaveLength(1);
  });

  test("revoking consent hides stored patterns from both readers; restoring it shows them again", async () => {
    for (let day = 0; day < 3; day++) {
      await partnerMood(pair.partner, hours(day * 24 - 1), ["tired"]);
      await checkIn(pair.viewer, hours(day * 24));
    }
    expect(await listCorrelationCardRows(await access(pair.viewer))).toHaveLength(1);
    await setMoodConsent(pair.partner, false);
    expect(await listCorrelationCardRows(await access(pair.viewer))).toEqual([]);
    expect(await listCorrelationPatterns(await access(pair.viewer))).toEqual([]);
    await setMoodConsent(pair.partner, true);
    expect(await listCorrelationPatterns(await access(pair.viewer))).toHaveLength(1);
    expect(await listCorrelationCardRows(null)).toEqual([]);
  });
});

describe("patterns belong to one partnership", () => {
  test("disconnecting forgets both people's patterns", async () => {
    await partnerMood(pair.partner, hours(-1), ["tired"]);
    await checkIn(pair.viewer, T0);
    expect(await summary(pair.viewer)).toEqual(["tired>distant:1"]);
    await disconnectPartner({ userId: pair.partner, input: { confirmation: "DISCONNECT" } });
    expect(await summary(pair.viewer)).toEqual([]);
  });

  test("a new partnership starts with none, even when the earlier partner simply went away", async () => {
    await partnerMood(pair.partner, hours(-1), ["tired"]);
    await checkIn(pair.viewer, T0);
    // The earlier partnership ends without a disconnect (as when the partner deletes their account).
    await unlink(pair.linkId);
    expect(await summary(pair.viewer)).toEqual(["tired>distant:1"]);
    const next = await person();
    await acceptPartnerInvitation({ userId: next, token: await invitationTo(pair.viewer, next) });
    expect(await summary(pair.viewer)).toEqual([]);
  });
});

describe("the card and patterns queries (spec 2 §4.8, §7)", () => {
  test("three matches make a card, two do not; strength is 20 per match", async () => {
    for (let day = 0; day < 3; day++) {
      await partnerMood(pair.partner, hours(day * 24 - 1), day < 2 ? ["tired", "sad"] : ["tired"]);
      await checkIn(pair.viewer, hours(day * 24));
    }
    expect(await summary(pair.viewer)).toEqual(["sad>distant:2", "tired>distant:3"]);
    const rows = await listCorrelationCardRows(await access(pair.viewer));
    expect(rows).toEqual([row("tired", "distant", 3, hours(48))]);
    const cards = correlationCards(rows, { partnerName: "Alex" });
    expect(cards.map((c) => [c.id, c.strength])).toEqual([["tired>distant", 60]]);
  });

  test("the card query keeps the top 3 by match count; the patterns query lists all, most matches first", async () => {
    const viewer = pair.viewer;
    await addCorrelationOccurrences(viewer, [
      row("a", "distant", 5),
      row("b", "distant", 3),
      row("c", "distant", 4),
      row("d", "distant", 6),
      row("e", "distant", 1),
    ]);
    const cardRows = await listCorrelationCardRows(await access(viewer));
    expect(cardRows.map((r) => `${r.partnerMoodTags[0]}:${r.matchCount}`)).toEqual(["d:6", "a:5", "c:4"]);
    const patterns = await listCorrelationPatterns(await access(viewer));
    expect(patterns.map((r) => `${r.partnerMoodTags[0]}:${r.matchCount}`)).toEqual(["d:6", "a:5", "c:4", "b:3", "e:1"]);
    // The dashboard's read: the first N in the same order, and how many there are in all; the 'Show all' view: all.
    const firstTwo = await listCorrelationPatterns(await access(viewer), 2);
    expect(firstTwo.map((r) => r.partnerMoodTags[0])).toEqual(["d", "a"]);
    expect(await countCorrelationPatterns(await access(viewer))).toBe(5);
    expect(await loadRelationshipPatterns({ userId: viewer })).toEqual(patterns);
    await setMoodConsent(pair.partner, false);
    expect(await countCorrelationPatterns(await access(viewer))).toBe(0);
    expect(await loadRelationshipPatterns({ userId: viewer })).toEqual([]);
  });

  test("equal counts: the most recent first, then feeling and tag in code-unit order", async () => {
    await addCorrelationOccurrences(pair.viewer, [
      row("b", "loved", 3, T0),
      row("a", "loved", 3, T0),
      row("z", "distant", 3, T0),
      row("old", "distant", 3, hours(-5)),
    ]);
    const rows = await listCorrelationCardRows(await access(pair.viewer));
    expect(rows.map((r) => `${r.partnerMoodTags[0]}>${r.checkinFeeling}`)).toEqual(["z>distant", "a>loved", "b>loved"]);
  });
});

describe("dismissing a 'Did you know?' card", () => {
  async function threeCards(userId: string) {
    await addCorrelationOccurrences(userId, [
      row("tired", "distant", 5),
      row("stressed", "distant", 4),
      row("sad", "distant", 3),
      row("busy", "distant", 3, hours(-1)),
    ]);
  }

  const cardIds = async (userId: string) =>
    correlationCards(await listCorrelationCardRows(await access(userId))).map((c) => c.id);

  afterEach(() => actAs(null));

  test("is remembered: the card stays hidden, the next pattern takes its place, and the pattern keeps counting", async () => {
    await threeCards(pair.viewer);
    expect(await cardIds(pair.viewer)).toEqual(["tired>distant", "stressed>distant", "sad>distant"]);

    await actAs(pair.viewer);
    expect(await dismissCorrelationAction({ id: "tired>distant" })).toEqual({ ok: true, data: undefined });
    expect(await cardIds(pair.viewer)).toEqual(["stressed>distant", "sad>distant", "busy>distant"]);

    // A new occurrence counts, but does not bring the card back.
    await partnerMood(pair.partner, hours(1), ["tired"]);
    await checkIn(pair.viewer, hours(2));
    const tired = (await storedRows(pair.viewer)).find((r) => r.tags[0] === "tired")!;
    expect(tired.count).toBe(6);
    expect(tired.dismissedAt).not.toBeNull();
    expect(await cardIds(pair.viewer)).not.toContain("tired>distant");
    // The full list still has it.
    expect((await listCorrelationPatterns(await access(pair.viewer)))[0]!.partnerMoodTags).toEqual(["tired"]);

    // Dismissing again is not an error and keeps the first time.
    const first = tired.dismissedAt;
    expect((await dismissCorrelationAction({ id: "tired>distant" })).ok).toBe(true);
    expect((await storedRows(pair.viewer)).find((r) => r.tags[0] === "tired")!.dismissedAt).toEqual(first);
  });

  test("is the caller's own: the partner or a stranger sending my card id changes nothing of mine", async () => {
    await threeCards(pair.viewer);
    const stranger = await person();
    for (const caller of [pair.partner, stranger]) {
      await actAs(caller);
      // The owner field is not an input: a userId in the payload is stripped.
      const result = await dismissCorrelationAction({ id: "tired>distant", userId: pair.viewer });
      expect(result.ok ? null : result.error.code).toBe("NOT_FOUND");
    }
    expect((await storedRows(pair.viewer)).every((r) => r.dismissedAt === null)).toBe(true);
    expect(await cardIds(pair.viewer)).toContain("tired>distant");

    // With a pattern of the same key of their own, the partner dismisses theirs, not mine.
    await addCorrelationOccurrences(pair.partner, [row("tired", "distant", 3)]);
    await actAs(pair.partner);
    expect((await dismissCorrelationAction({ id: "tired>distant" })).ok).toBe(true);
    expect((await storedRows(pair.partner))[0]!.dismissedAt).not.toBeNull();
    expect((await storedRows(pair.viewer)).every((r) => r.dismissedAt === null)).toBe(true);
  });

  test("needs a signed-in caller and a card id", async () => {
    await threeCards(pair.viewer);
    await actAs(null);
    const anonymous = await dismissCorrelationAction({ id: "tired>distant" });
    expect(anonymous.ok ? null : anonymous.error.code).toBe("UNAUTHENTICATED");
    await actAs(pair.viewer);
    const empty = await dismissCorrelationAction({ id: "  " });
    expect(empty.ok ? null : empty.error.code).toBe("VALIDATION");
    expect((await storedRows(pair.viewer)).every((r) => r.dismissedAt === null)).toBe(true);
  });
});

describe("a failed correlation update never fails the check-in", () => {
  async function refuseCorrelationWrites(refuse: boolean): Promise<void> {
    if (refuse) {
      await db().execute(sql`create or replace function refuse_correlations() returns trigger language plpgsql as $$
        begin raise exception 'correlations are down'; end $$`);
      await db().execute(sql`create trigger refuse_correlations before insert on emotional_correlation_insights
        for each row execute function refuse_correlations()`);
    } else {
      await db().execute(sql`drop trigger if exists refuse_correlations on emotional_correlation_insights`);
    }
  }

  test("the check-in is stored and the failure logged; later check-ins count again", async () => {
    await partnerMood(pair.partner, hours(-1), ["tired"]);
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await refuseCorrelationWrites(true);
    try {
      const result = await checkIn(pair.viewer, T0);
      expect(result.created).toBe(true);
      const [stored] = await db().select().from(partnerCheckins).where(eq(partnerCheckins.id, result.checkinId));
      expect(stored).toBeDefined();
      expect(errors).toHaveBeenCalledWith(
        "correlations.update_failed",
        expect.objectContaining({ userId: pair.viewer, kind: "partner_checkin" }),
      );
    } finally {
      await refuseCorrelationWrites(false);
      errors.mockRestore();
    }
    expect(await storedRows(pair.viewer)).toEqual([]);
    await checkIn(pair.viewer, hours(1));
    expect(await summary(pair.viewer)).toEqual(["tired>distant:1"]);
  });
});
