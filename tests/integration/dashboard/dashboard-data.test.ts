import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { achievements } from "@/db/schema";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { loadDashboardInput } from "@/lib/services/dashboard/load-dashboard-input";
import { logMood } from "@/lib/services/moods/log-mood";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { moodLogSchema, partnerCheckinSchema } from "@/lib/validation/entries";
import {
  ALL_GRANTS_ON,
  NO_GRANTS,
  couple,
  link,
  person,
  setGrants,
  setMoodConsent,
  setPartnerSharing,
  unlink,
} from "../../helpers/couples";
import { dashboardOf } from "../../helpers/dashboard";

/**
 * What the dashboard may read of the partner (spec 2 §4.3, §6), decided in lib/services/dashboard/load-dashboard-input.ts: shared
 * check-ins only, the partner's moods only with the viewer's partner_sharing_enabled AND the partner's
 * consent_mood_sharing, nothing at all from a former partner.
 */

const checkin = (userId: string, note: string, feeling = "loved") =>
  logPartnerCheckin({
    userId,
    input: partnerCheckinSchema.parse({ feeling, connectionScore: 2, gratitudeNote: note }),
  });

const mood = (userId: string, note: string) =>
  logMood({ userId, input: moodLogSchema.parse({ moodValue: 2, keywords: ["happy"], contextNotes: note }) });

const sharedNotesSeenBy = async (viewer: string) =>
  (await loadDashboardInput({ userId: viewer, now: new Date() })).partner?.sharedCheckins.map((c) => c.note) ?? null;

describe("partner check-ins on the dashboard", () => {
  test("the partner sees a check-in only when it was shared", async () => {
    const { viewer: author, partner: reader } = await couple();
    await setPartnerSharing(author, true);
    await checkin(author, "shared one");
    await setPartnerSharing(author, false);
    await checkin(author, "private one");

    // Sharing is off now: what was shared before is withdrawn too (consent is revocable).
    expect(await sharedNotesSeenBy(reader)).toEqual([]);
    await setPartnerSharing(author, true);
    // On again: the one written while sharing was on comes back; the one written while off stays private.
    expect(await sharedNotesSeenBy(reader)).toEqual(["shared one"]);
    // The author always sees both of their own.
    const own = await loadDashboardInput({ userId: author, now: new Date() });
    expect(own.user.checkins.map((c) => c.note).sort()).toEqual(["private one", "shared one"]);
    // Neither of the author's own check-ins is "from the partner" on the author's dashboard.
    expect(own.partner!.sharedCheckins).toEqual([]);
  });

  test("the reader's own sharing switch does not hide what the author shared", async () => {
    const { viewer: author, partner: reader } = await couple();
    await setPartnerSharing(reader, false);
    await checkin(author, "still visible");
    expect(await sharedNotesSeenBy(reader)).toEqual(["still visible"]);
  });

  test("a shared check-in reaches the model's messages from the partner", async () => {
    const { viewer: author, partner: reader } = await couple();
    await checkin(author, "thank you for dinner", "appreciated");
    const model = await dashboardOf(reader);
    expect(JSON.stringify(model.messagesFromPartner)).toContain("thank you for dinner");
    const authorsModel = await dashboardOf(author);
    expect(JSON.stringify(authorsModel.messagesFromPartner)).not.toContain("thank you for dinner");
  });

  test("a former partner's check-ins disappear after unlinking, and stay hidden with a new partner", async () => {
    const { viewer: former, partner: reader, linkId } = await couple();
    await checkin(former, "from before");
    expect(await sharedNotesSeenBy(reader)).toEqual(["from before"]);

    await unlink(linkId);
    const alone = await loadDashboardInput({ userId: reader, now: new Date() });
    expect(alone.partner).toBeNull();
    expect(JSON.stringify(alone)).not.toContain("from before");

    const next = await person();
    await link(next, reader);
    await checkin(next, "from the new partner");
    expect(await sharedNotesSeenBy(reader)).toEqual(["from the new partner"]);
  });
});

describe("partner moods need the viewer's sharing switch AND the partner's consent", () => {
  const combos: { sharing: boolean | "missing"; consent: boolean; visible: boolean }[] = [
    { sharing: true, consent: true, visible: true },
    { sharing: true, consent: false, visible: false },
    { sharing: false, consent: true, visible: false },
    { sharing: false, consent: false, visible: false },
    { sharing: "missing", consent: true, visible: true },
  ];
  for (const { sharing, consent, visible } of combos) {
    test(`viewer sharing ${String(sharing)}, partner consent ${consent}: ${visible ? "shown" : "hidden"}`, async () => {
      const { viewer, partner } = await couple();
      await mood(partner, "partner's private note");
      await mood(viewer, "viewer's own note");
      await setPartnerSharing(viewer, sharing);
      await setMoodConsent(partner, consent);
      // The other side's switches must not matter.
      await setPartnerSharing(partner, sharing === true ? false : true);
      await setMoodConsent(viewer, !consent);

      const input = await loadDashboardInput({ userId: viewer, now: new Date() });
      expect(input.user.moods.map((m) => m.notes)).toEqual(["viewer's own note"]);
      if (visible) expect(input.partner!.moods!.map((m) => [m.value, m.keywords])).toEqual([[2, ["happy"]]]);
      else expect(input.partner!.moods).toBeNull();
      // The note is a detailed entry: without that grant it is never read, whatever the mood consent.
      expect(JSON.stringify(input)).not.toContain("partner's private note");

      const model = await dashboardOf(viewer);
      expect(model.moodChart.showPartnerLine).toBe(visible);
      expect(model.moodChart.hasPartnerData).toBe(visible);
    });
  }

  test("the partner's notes come with their detailed-entries grant, and only with it (spec 1 §6, spec 2 §7)", async () => {
    const { viewer, partner } = await couple();
    await mood(partner, "a detailed entry");
    await setMoodConsent(partner, true);
    expect((await loadDashboardInput({ userId: viewer, now: new Date() })).partner!.moods!.map((m) => m.notes)).toEqual(
      [null],
    );
    await setGrants(partner, { ...NO_GRANTS, shareDetailedEntries: true });
    expect((await loadDashboardInput({ userId: viewer, now: new Date() })).partner!.moods!.map((m) => m.notes)).toEqual(
      ["a detailed entry"],
    );
  });

  test("the wellbeing card never quotes the partner's notes without the detailed-entries grant", async () => {
    const { viewer, partner } = await couple();
    await setMoodConsent(partner, true);
    for (let i = 0; i < 3; i++) {
      await logMood({
        userId: partner,
        input: moodLogSchema.parse({ moodValue: -2, keywords: [], contextNotes: `so overwhelmed, total panic ${i}` }),
      });
    }
    const withoutGrant = JSON.stringify((await dashboardOf(viewer)).wellbeing);
    expect(withoutGrant).not.toMatch(/overwhelmed|panic/);
    await setGrants(partner, { ...NO_GRANTS, shareDetailedEntries: true });
    // The same moods with the grant: the note's stress words are the insight's evidence, so the test can fail.
    expect(JSON.stringify((await dashboardOf(viewer)).wellbeing)).toMatch(/overwhelmed|panic/);
  });

  test("the connection chart's partner line needs the partner's mood consent; their messages do not", async () => {
    const { viewer, partner } = await couple();
    await checkin(partner, "shared with you");
    await setMoodConsent(partner, false);
    const hidden = await dashboardOf(viewer);
    expect(hidden.connectionChart.showPartnerLine).toBe(false);
    expect(hidden.connectionChart.points.every((p) => p.partner_connection === null)).toBe(true);
    expect(hidden.messagesFromPartner?.totalMessages).toBe(1);
    await setMoodConsent(partner, true);
    const shown = await dashboardOf(viewer);
    expect(shown.connectionChart.showPartnerLine).toBe(true);
    expect(shown.connectionChart.points.some((p) => p.partner_connection === 2)).toBe(true);
  });

  test("a mood-summaries grant does not expose the partner's moods without consent", async () => {
    const { viewer, partner } = await couple();
    await mood(partner, "summary only");
    await setMoodConsent(partner, false);
    await setGrants(partner, ALL_GRANTS_ON);
    const input = await loadDashboardInput({ userId: viewer, now: new Date() });
    expect(input.partner!.moods).toBeNull();
  });

  test("revoking consent hides the partner's moods on the next read", async () => {
    const { viewer, partner } = await couple();
    await mood(partner, "now you see me");
    await setMoodConsent(partner, true);
    expect((await loadDashboardInput({ userId: viewer, now: new Date() })).partner!.moods).toHaveLength(1);
    await setMoodConsent(partner, false);
    expect((await loadDashboardInput({ userId: viewer, now: new Date() })).partner!.moods).toBeNull();
  });

  test("without a partner there is no partner view at all", async () => {
    const solo = await person();
    await mood(solo, "just me");
    const input = await loadDashboardInput({ userId: solo, now: new Date() });
    expect(input.partner).toBeNull();
    expect(input.user.moods.map((m) => m.notes)).toEqual(["just me"]);
    expect((await dashboardOf(solo)).moodChart.showPartnerLine).toBe(false);
  });
});

describe("names and achievements", () => {
  test("the viewer and the partner are named from their own profiles; a former partner is not named at all", async () => {
    const { viewer, partner, linkId } = await couple({
      viewer: { displayName: "Vera Viewer" },
      partner: { displayName: "Pat Partner" },
    });
    const input = await loadDashboardInput({ userId: viewer, now: new Date() });
    expect(input.user.displayName).toBe("Vera Viewer");
    expect(input.partner!.displayName).toBe("Pat Partner");
    expect((await loadDashboardInput({ userId: partner, now: new Date() })).partner!.displayName).toBe("Vera Viewer");

    await unlink(linkId);
    expect(JSON.stringify(await loadDashboardInput({ userId: viewer, now: new Date() }))).not.toContain("Pat Partner");
  });

  test("the partnership's start comes with the partner: a new couple's suggestion is a first check-in", async () => {
    const before = new Date();
    const { viewer } = await couple();
    await mood(viewer, "today");
    const input = await loadDashboardInput({ userId: viewer, now: new Date() });
    expect(input.partner!.linkedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1_000);
    expect(DASHBOARD_CARDS.suggestion(input)?.text).toMatch(/^Your first check-in with /);
  });

  test("achievements are the viewer's own, newest first, whatever the partner has earned", async () => {
    const { viewer, partner } = await couple();
    const award = (userId: string, title: string, earnedAt: string) =>
      db()
        .insert(achievements)
        .values({
          userId,
          type: "wellness",
          category: "test",
          icon: "star",
          title,
          description: title,
          earnedAt: new Date(earnedAt),
        });
    await award(viewer, "older", "2026-01-01T00:00:00Z");
    await award(viewer, "newer", "2026-02-01T00:00:00Z");
    await award(partner, "the partner's", "2026-03-01T00:00:00Z");

    const input = await loadDashboardInput({ userId: viewer, now: new Date() });
    expect(input.achievements.map((a) => a.title)).toEqual(["newer", "older"]);
  });
});
