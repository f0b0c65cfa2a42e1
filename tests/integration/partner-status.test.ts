import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { moods } from "@/db/schema";
import { findLatestPartnerMood } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { loadPartnerStatus } from "@/lib/services/load-partner-status";
import { couple, person, setMoodConsent, setPartnerSharing, setTimeZone, unlink } from "../helpers/couples";

/** /partner-dashboard (spec 2 §2.6): no partner, consent on/off, no mood today, the latest mood of today. */

const NOW = new Date("2025-06-15T18:00:00Z");

async function logMood(userId: string, value: number, at: Date) {
  await db().insert(moods).values({ userId, moodValue: value, timestamp: at });
}

async function sharingCouple() {
  const c = await couple();
  await setMoodConsent(c.partner, true);
  return c;
}

describe("loadPartnerStatus", () => {
  test("no partner: the connect card", async () => {
    expect(await loadPartnerStatus({ userId: await person(), now: NOW })).toEqual({ state: "none" });
  });

  test("the partner's newest mood of today, as emoji and label", async () => {
    const { viewer, partner } = await sharingCouple();
    await logMood(partner, -2, new Date("2025-06-15T08:00:00Z"));
    await logMood(partner, 2, new Date("2025-06-15T17:55:00Z"));
    await logMood(partner, -3, new Date("2025-06-14T23:00:00Z"));
    // "Partner Person" by first name: the card's heading and sentences (issue #32).
    expect(await loadPartnerStatus({ userId: viewer, now: NOW })).toEqual({
      state: "mood",
      partnerName: "Partner",
      mood: { value: 2, label: "Great", emoji: "😊" },
      at: new Date("2025-06-15T17:55:00Z"),
    });
  });

  test("no mood today (only yesterday's): hasn't logged yet", async () => {
    const { viewer, partner } = await sharingCouple();
    await logMood(partner, 1, new Date("2025-06-14T20:00:00Z"));
    expect(await loadPartnerStatus({ userId: viewer, now: NOW })).toEqual({
      state: "no-mood-today",
      partnerName: "Partner",
    });
  });

  test("today is the partner's local day", async () => {
    const { viewer, partner } = await sharingCouple();
    await setTimeZone(partner, "Pacific/Auckland"); // UTC+12: 18:00Z on the 15th is 06:00 on the 16th there
    await logMood(partner, 1, new Date("2025-06-15T10:00:00Z")); // 22:00 on the 15th in Auckland: yesterday
    expect(await loadPartnerStatus({ userId: viewer, now: NOW })).toMatchObject({ state: "no-mood-today" });
    await logMood(partner, 3, new Date("2025-06-15T12:30:00Z")); // 00:30 on the 16th in Auckland
    expect(await loadPartnerStatus({ userId: viewer, now: NOW })).toMatchObject({
      state: "mood",
      mood: { value: 3 },
    });
  });

  test("the partner's consent off, or the viewer's sharing off: not sharing, and no mood is read", async () => {
    const { viewer, partner } = await couple();
    await logMood(partner, 2, new Date("2025-06-15T12:00:00Z"));
    expect(await loadPartnerStatus({ userId: viewer, now: NOW })).toEqual({
      state: "not-sharing",
      partnerName: "Partner",
    });
    await setMoodConsent(partner, true);
    expect(await loadPartnerStatus({ userId: viewer, now: NOW })).toMatchObject({ state: "mood" });
    await setPartnerSharing(viewer, false);
    expect(await loadPartnerStatus({ userId: viewer, now: NOW })).toMatchObject({ state: "not-sharing" });
    await setPartnerSharing(viewer, true);
    await setMoodConsent(partner, false);
    expect(await loadPartnerStatus({ userId: viewer, now: NOW })).toMatchObject({ state: "not-sharing" });
  });

  test("the data read itself refuses without mood access", async () => {
    const { viewer, partner } = await couple();
    await logMood(partner, 2, new Date("2025-06-15T12:00:00Z"));
    const access = (await resolvePartnerAccess(db(), viewer))!;
    const window = { from: new Date("2025-06-15T00:00:00Z"), to: new Date("2025-06-16T00:00:00Z") };
    expect(await findLatestPartnerMood(access, window)).toBeNull();
    await setMoodConsent(partner, true);
    const allowed = (await resolvePartnerAccess(db(), viewer))!;
    expect(await findLatestPartnerMood(allowed, window)).toMatchObject({ value: 2 });
  });

  test("after a disconnect the ex-partner sees the connect card", async () => {
    const { viewer, partner, linkId } = await sharingCouple();
    await logMood(partner, 2, new Date("2025-06-15T12:00:00Z"));
    await unlink(linkId);
    expect(await loadPartnerStatus({ userId: viewer, now: NOW })).toEqual({ state: "none" });
  });
});
