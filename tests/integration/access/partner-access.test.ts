import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { partnerCheckins, partnerLinks, profiles, userSettings } from "@/db/schema";
import { isAppError } from "@/lib/errors";
import {
  requirePartnerAccess,
  resolvePartnerAccess,
  sharedCheckinsVisibleTo,
  type PartnerGrant,
} from "@/lib/data/partner-access";
import {
  ALL_GRANTS_ON,
  couple,
  invite,
  link,
  person,
  setGrants,
  setMoodConsent,
  setPartnerSharing,
  type Grants,
} from "../../helpers/couples";

async function forbidden(work: Promise<unknown>): Promise<void> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isAppError(error) && error.code).toBe("FORBIDDEN");
}

const ALL_GRANTS: PartnerGrant[] = ["linked", "moods", "moodSummaries", "detailedEntries", "goals", "achievements"];

describe("without an accepted partner", () => {
  test("no link at all: no access, every grant forbidden", async () => {
    const viewer = await person();
    expect(await resolvePartnerAccess(viewer, db())).toBeNull();
    for (const grant of ALL_GRANTS) await forbidden(requirePartnerAccess(viewer, grant, db()));
  });

  test("a pending or declined link grants nothing, to either side, even with every consent given", async () => {
    const viewer = await person();
    const partner = await person();
    await setMoodConsent(partner, true);
    await setMoodConsent(viewer, true);
    await setGrants(partner, ALL_GRANTS_ON);
    const linkId = await invite(viewer);
    // A pending link that already names the invitee (as an invite-by-account flow might).
    await db().update(partnerLinks).set({ partnerId: partner }).where(eq(partnerLinks.id, linkId));
    expect(await resolvePartnerAccess(viewer, db())).toBeNull();
    expect(await resolvePartnerAccess(partner, db())).toBeNull();
    await db().update(partnerLinks).set({ status: "declined" }).where(eq(partnerLinks.id, linkId));
    expect(await resolvePartnerAccess(viewer, db())).toBeNull();
    expect(await resolvePartnerAccess(partner, db())).toBeNull();
  });

  test("a denormalised profiles.partner_uid alone grants nothing", async () => {
    const viewer = await person();
    const partner = await person();
    await db().update(profiles).set({ partnerUid: partner }).where(eq(profiles.id, viewer));
    await setMoodConsent(partner, true);
    expect(await resolvePartnerAccess(viewer, db())).toBeNull();
  });

  test("an accepted link whose memberships were never written grants nothing", async () => {
    const viewer = await person();
    const partner = await person();
    const linkId = await invite(viewer);
    await db().update(partnerLinks).set({ status: "accepted", partnerId: partner }).where(eq(partnerLinks.id, linkId));
    expect(await resolvePartnerAccess(viewer, db())).toBeNull();
    expect(await resolvePartnerAccess(partner, db())).toBeNull();
  });
});

describe("canSeeMoods needs the viewer's partner_sharing_enabled AND the partner's consent_mood_sharing", () => {
  const combos: { sharing: boolean | "missing"; consent: boolean; expected: boolean }[] = [
    { sharing: true, consent: true, expected: true },
    { sharing: true, consent: false, expected: false },
    { sharing: false, consent: true, expected: false },
    { sharing: false, consent: false, expected: false },
    // No settings row: the spec's default (on) applies to the viewer's own choice.
    { sharing: "missing", consent: true, expected: true },
    { sharing: "missing", consent: false, expected: false },
  ];
  for (const { sharing, consent, expected } of combos) {
    test(`viewer sharing ${String(sharing)}, partner consent ${consent} -> ${expected}`, async () => {
      const { viewer, partner } = await couple();
      await setPartnerSharing(viewer, sharing);
      await setMoodConsent(partner, consent);
      // The other side's settings must not matter: give them the opposite values.
      await setPartnerSharing(partner, sharing === true ? false : true);
      await setMoodConsent(viewer, !consent);

      const access = await resolvePartnerAccess(viewer, db());
      expect(access).not.toBeNull();
      expect(access!.partnerId).toBe(partner);
      expect(access!.viewerId).toBe(viewer);
      expect(access!.canSeeMoods).toBe(expected);
      if (expected)
        await expect(requirePartnerAccess(viewer, "moods", db())).resolves.toMatchObject({ partnerId: partner });
      else await forbidden(requirePartnerAccess(viewer, "moods", db()));
    });
  }

  test("a partner with no profile row has not consented", async () => {
    const viewer = await person();
    const partner = await person({ profile: false });
    await link(viewer, partner);
    await setPartnerSharing(viewer, true);
    const access = await resolvePartnerAccess(viewer, db());
    expect(access!.canSeeMoods).toBe(false);
  });
});

describe("canSeeActivity is the partner's partner_visible (decision 061)", () => {
  const combos: { visible: boolean | "missing"; expected: boolean }[] = [
    { visible: true, expected: true },
    { visible: false, expected: false },
    // No settings row: fail closed, like every other thing the partner shares.
    { visible: "missing", expected: false },
  ];
  for (const { visible, expected } of combos) {
    test(`partner visible ${String(visible)} -> ${expected}`, async () => {
      const { viewer, partner } = await couple();
      await db().delete(userSettings).where(eq(userSettings.userId, partner));
      if (visible !== "missing") await db().insert(userSettings).values({ userId: partner, partnerVisible: visible });
      // The viewer's own switch must not matter: give it the opposite value.
      await db().delete(userSettings).where(eq(userSettings.userId, viewer));
      await db().insert(userSettings).values({ userId: viewer, partnerVisible: !expected });
      expect((await resolvePartnerAccess(viewer, db()))!.canSeeActivity).toBe(expected);
    });
  }
});

describe("separate grants come from the partner's sharing_grants", () => {
  const names = ["shareMoodSummaries", "shareDetailedEntries", "shareGoals", "shareAchievements"] as const;
  const flags = {
    shareMoodSummaries: ["canSeeMoodSummaries", "moodSummaries"],
    shareDetailedEntries: ["canSeeDetailedEntries", "detailedEntries"],
    shareGoals: ["canSeeGoals", "goals"],
    shareAchievements: ["canSeeAchievements", "achievements"],
  } as const;

  test("no sharing_grants row: nothing granted, but the link itself is visible", async () => {
    const { viewer, partner } = await couple();
    const access = await resolvePartnerAccess(viewer, db());
    expect(access).toMatchObject({
      partnerId: partner,
      canSeeMoodSummaries: false,
      canSeeDetailedEntries: false,
      canSeeGoals: false,
      canSeeAchievements: false,
    });
    await expect(requirePartnerAccess(viewer, "linked", db())).resolves.toMatchObject({ partnerId: partner });
  });

  // All 16 combinations, each checked through both the flags and requirePartnerAccess.
  for (let mask = 0; mask < 16; mask++) {
    const grants = Object.fromEntries(names.map((name, i) => [name, (mask & (1 << i)) !== 0])) as Grants;
    test(`partner grants ${names.filter((n) => grants[n]).join(", ") || "nothing"}`, async () => {
      const { viewer, partner } = await couple();
      await setGrants(partner, grants);
      // The viewer's own grants describe what the partner sees, so they must not leak into the viewer's access.
      const inverse = Object.fromEntries(names.map((n) => [n, !grants[n]])) as Grants;
      await setGrants(viewer, inverse);

      const access = await resolvePartnerAccess(viewer, db());
      for (const name of names) {
        const [flag, grant] = flags[name];
        expect(access![flag], flag).toBe(grants[name]);
        if (grants[name]) await requirePartnerAccess(viewer, grant, db());
        else await forbidden(requirePartnerAccess(viewer, grant, db()));
      }
      const reverse = await resolvePartnerAccess(partner, db());
      for (const name of names) expect(reverse![flags[name][0]]).toBe(inverse[name]);
    });
  }
});

describe("revocation takes effect on the next call", () => {
  test("mood consent, the viewer's sharing switch, and each grant", async () => {
    const { viewer, partner } = await couple();
    await setPartnerSharing(viewer, true);
    await setMoodConsent(partner, true);
    const all = ALL_GRANTS_ON;
    await setGrants(partner, all);
    expect(await resolvePartnerAccess(viewer, db())).toMatchObject({
      canSeeMoods: true,
      canSeeMoodSummaries: true,
      canSeeDetailedEntries: true,
      canSeeGoals: true,
      canSeeAchievements: true,
    });

    await setMoodConsent(partner, false);
    expect((await resolvePartnerAccess(viewer, db()))!.canSeeMoods).toBe(false);
    await setMoodConsent(partner, true);
    await setPartnerSharing(viewer, false);
    expect((await resolvePartnerAccess(viewer, db()))!.canSeeMoods).toBe(false);
    await setPartnerSharing(viewer, true);
    expect((await resolvePartnerAccess(viewer, db()))!.canSeeMoods).toBe(true);

    await setGrants(partner, { ...all, shareGoals: false });
    const afterRevoke = await resolvePartnerAccess(viewer, db());
    expect(afterRevoke!.canSeeGoals).toBe(false);
    expect(afterRevoke!.canSeeAchievements).toBe(true);
    await forbidden(requirePartnerAccess(viewer, "goals", db()));
  });

  test("disconnecting (deleting the link) ends access for both sides", async () => {
    const { viewer, partner, linkId } = await couple();
    await setMoodConsent(partner, true);
    expect(await resolvePartnerAccess(viewer, db())).not.toBeNull();
    await db().delete(partnerLinks).where(eq(partnerLinks.id, linkId));
    expect(await resolvePartnerAccess(viewer, db())).toBeNull();
    expect(await resolvePartnerAccess(partner, db())).toBeNull();
    await forbidden(requirePartnerAccess(viewer, "linked", db()));
  });

  test("works inside a transaction and sees that transaction's own changes", async () => {
    const { viewer, partner } = await couple();
    await setMoodConsent(partner, false);
    await db().transaction(async (tx) => {
      await tx.update(profiles).set({ consentMoodSharing: true }).where(eq(profiles.id, partner));
      expect((await resolvePartnerAccess(viewer, tx))!.canSeeMoods).toBe(true);
    });
  });
});

describe("sharedCheckinsVisibleTo", () => {
  test("only the current partner's check-ins about the viewer that they chose to share", async () => {
    const { viewer, partner } = await couple();
    const stranger = await person();
    const row = (userId: string, partnerUid: string | null, shared: boolean, note: string) => ({
      userId,
      partnerUid,
      partnerConnectionScore: 1,
      partnerEmotionTag: "supported" as const,
      partnerGratitudeNote: note,
      isSharedWithPartner: shared,
    });
    await db()
      .insert(partnerCheckins)
      .values([
        row(partner, viewer, true, "shared by partner"),
        row(partner, viewer, false, "private to partner"),
        row(partner, null, true, "partner, no subject"),
        row(viewer, partner, true, "viewer's own"),
        row(stranger, viewer, true, "from a stranger"),
      ]);

    const access = await resolvePartnerAccess(viewer, db());
    const visible = await db().select().from(partnerCheckins).where(sharedCheckinsVisibleTo(access!));
    expect(visible.map((c) => c.partnerGratitudeNote)).toEqual(["shared by partner"]);

    // The partner sees the viewer's shared check-in about them, and nothing else.
    const reverse = await resolvePartnerAccess(partner, db());
    const theirs = await db().select().from(partnerCheckins).where(sharedCheckinsVisibleTo(reverse!));
    expect(theirs.map((c) => c.partnerGratitudeNote)).toEqual(["viewer's own"]);
  });

  test("un-sharing a check-in hides it on the next read", async () => {
    const { viewer, partner } = await couple();
    const [checkin] = await db()
      .insert(partnerCheckins)
      .values({
        userId: partner,
        partnerUid: viewer,
        partnerConnectionScore: 2,
        partnerEmotionTag: "loved",
        isSharedWithPartner: true,
      })
      .returning();
    const access = await resolvePartnerAccess(viewer, db());
    expect(await db().select().from(partnerCheckins).where(sharedCheckinsVisibleTo(access!))).toHaveLength(1);
    await db().update(partnerCheckins).set({ isSharedWithPartner: false }).where(eq(partnerCheckins.id, checkin!.id));
    expect(await db().select().from(partnerCheckins).where(sharedCheckinsVisibleTo(access!))).toHaveLength(0);
  });

  test("the author turning partner sharing off hides what they shared before; on again shows it", async () => {
    const { viewer, partner } = await couple();
    await db().insert(partnerCheckins).values({
      userId: partner,
      partnerUid: viewer,
      partnerConnectionScore: 2,
      partnerEmotionTag: "loved",
      isSharedWithPartner: true,
    });
    const visible = async () => {
      const access = await resolvePartnerAccess(viewer, db());
      return db().select().from(partnerCheckins).where(sharedCheckinsVisibleTo(access!));
    };
    expect(await visible()).toHaveLength(1);
    await setPartnerSharing(partner, false);
    expect((await resolvePartnerAccess(viewer, db()))!.canSeeSharedCheckins).toBe(false);
    expect(await visible()).toHaveLength(0);
    // The viewer's own switch is about what the viewer sees of moods, not about what the partner shares.
    await setPartnerSharing(viewer, false);
    await setPartnerSharing(partner, true);
    expect(await visible()).toHaveLength(1);
    // A missing settings row takes the spec's default (on), like the write path does.
    await setPartnerSharing(partner, "missing");
    expect(await visible()).toHaveLength(1);
  });

  test("after a new partnership, check-ins from the former partner are no longer visible", async () => {
    const { viewer, partner: former, linkId } = await couple();
    await db().insert(partnerCheckins).values({
      userId: former,
      partnerUid: viewer,
      partnerConnectionScore: 2,
      partnerEmotionTag: "loved",
      isSharedWithPartner: true,
    });
    await db().delete(partnerLinks).where(eq(partnerLinks.id, linkId));
    const next = await person();
    await link(next, viewer);
    const access = await resolvePartnerAccess(viewer, db());
    expect(access!.partnerId).toBe(next);
    expect(await db().select().from(partnerCheckins).where(sharedCheckinsVisibleTo(access!))).toHaveLength(0);
  });
});
