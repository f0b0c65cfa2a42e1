import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { partnerViews, sharingGrants, users } from "@/db/schema";
import { loadCounsellorReport } from "@/lib/services/analytics/load-counsellor-report";
import { loadCheckUpPage } from "@/lib/services/check-up/load-check-up-page";
import { takeCheckUp } from "@/lib/services/check-up/take-check-up";
import { takeCheckUpSchema } from "@/lib/validation/check-up";
import { loadRelationshipAnalytics } from "@/lib/services/analytics/load-relationship-analytics";
import { loadDashboardInput } from "@/lib/services/dashboard/load-dashboard-input";
import { logMood } from "@/lib/services/moods/log-mood";
import { loadPartnerScreen } from "@/lib/services/partners/load-partner-screen";
import { loadPartnerViews } from "@/lib/services/safety/load-partner-views";
import { setQuietPause } from "@/lib/services/safety/set-quiet-pause";
import { moodLogSchema } from "@/lib/validation/entries";
import { couple, setGrants, setMoodConsent, NO_GRANTS } from "../../helpers/couples";

/**
 * Who looked (issue #38 item 3, decision 079): the partner's reads of the owner's shared data are logged once per
 * kind and owner's day, the owner sees what the partner can see now and what they viewed, and the log goes with
 * either account.
 */

let owner: string;
let partner: string;

beforeEach(async () => {
  ({ viewer: owner, partner } = await couple({
    viewer: { displayName: "Sam Owner" },
    partner: { displayName: "Robin Reader" },
  }));
  await setMoodConsent(owner, true);
  await setGrants(owner, { ...NO_GRANTS, shareGoals: true });
  await logMood({ userId: owner, input: moodLogSchema.parse({ moodValue: 1 }) });
});

const rows = () => db().select().from(partnerViews).where(eq(partnerViews.ownerId, owner));

/** The check-up trend grant (decision 081), mutual: the other's trend shows only while both share. */
const shareCheckUps = (userId: string, on: boolean) =>
  db()
    .insert(sharingGrants)
    .values({ userId, ...NO_GRANTS, shareCheckUps: on })
    .onConflictDoUpdate({ target: sharingGrants.userId, set: { shareCheckUps: on } });

const CSI4_TEN = { happiness: 4, warm: 2, rewarding: 2, satisfied: 2 };

describe("the view log", () => {
  test("a partner's reads are logged once per kind and day, and shown to the owner by day", async () => {
    const tuesday = new Date("2026-11-24T09:00:00Z");
    await loadPartnerScreen({ userId: partner, now: tuesday });
    await loadPartnerScreen({ userId: partner, now: new Date("2026-11-24T20:00:00Z") });
    const logged = await rows();
    // Moods (consent), check-ins (partner sharing on by default), goals (the grant), activity ("Visible to your
    // partner", on by default); nothing under the grants the owner does not give.
    expect(logged.map((r) => r.kind).sort()).toEqual(["activity", "checkins", "goals", "moods"]);
    expect(logged.every((r) => r.day === "2026-11-24" && r.viewerId === partner)).toBe(true);
    expect(logged[0]!.lastViewedAt.getTime()).toBe(new Date("2026-11-24T20:00:00Z").getTime());

    const view = await loadPartnerViews({ userId: owner, timeZone: "UTC", now: new Date("2026-11-29T12:00:00Z") });
    expect(view.partnerName).toBe("Robin");
    expect(view.log).toEqual([
      {
        day: "2026-11-24",
        text: "Robin viewed your moods, your check-ins about them, your shared goals and whether you were active on Tuesday",
      },
    ]);
    expect(view.canSee).toContain("Your moods (how you felt and when), without their feelings or notes.");
    expect(view.canSee).toContain("Not your health score.");
    // The owner reading their own log writes nothing, and the partner's own view of the owner is not logged as theirs.
    expect(await rows()).toHaveLength(4);
  });

  test("the partner's dashboard logs the moods and check-ins its cards show, and nothing without mood consent", async () => {
    const monday = new Date("2026-11-23T09:00:00Z");
    await loadDashboardInput({ userId: partner, now: monday });
    expect((await rows()).map((r) => [r.kind, r.day]).sort()).toEqual([
      ["checkins", "2026-11-23"],
      ["moods", "2026-11-23"],
    ]);
    await setMoodConsent(owner, false);
    await loadDashboardInput({ userId: partner, now: new Date("2026-11-24T09:00:00Z") });
    expect((await rows()).filter((r) => r.day === "2026-11-24").map((r) => r.kind)).toEqual(["checkins"]);
  });

  test("Relationship Insights logs the health score only under the mood-summaries grant", async () => {
    await loadRelationshipAnalytics({ userId: partner, range: 30, now: new Date("2026-11-23T09:00:00Z") });
    expect((await rows()).map((r) => r.kind)).not.toContain("summaries");
    await setGrants(owner, { ...NO_GRANTS, shareMoodSummaries: true });
    await loadRelationshipAnalytics({ userId: partner, range: 30, now: new Date("2026-11-24T09:00:00Z") });
    expect((await rows()).filter((r) => r.day === "2026-11-24").map((r) => r.kind)).toEqual(["summaries"]);
  });

  test("the check-up trend: logged once a day while both share, never for the person's own trend", async () => {
    await takeCheckUp({
      userId: owner,
      timeZone: "UTC",
      input: takeCheckUpSchema.parse({ csi4: CSI4_TEN, phq4: null }),
      now: new Date("2026-11-20T09:00:00Z"),
    });
    const tuesday = new Date("2026-11-24T09:00:00Z");
    // Only the owner shares: the partner's page draws no trend of theirs, and logs nothing.
    await shareCheckUps(owner, true);
    await loadCheckUpPage({ userId: partner, timeZone: "UTC", now: tuesday });
    expect((await rows()).map((r) => r.kind)).not.toContain("check_ups");

    await shareCheckUps(partner, true);
    await loadCheckUpPage({ userId: partner, timeZone: "UTC", now: tuesday });
    await loadCheckUpPage({ userId: partner, timeZone: "UTC", now: new Date("2026-11-24T21:00:00Z") });
    expect((await rows()).filter((r) => r.kind === "check_ups").map((r) => [r.viewerId, r.day])).toEqual([
      [partner, "2026-11-24"],
    ]);
    // The owner's own page shows their own trend (not logged) and the partner's (logged as the partner's, not theirs).
    const before = (await rows()).length;
    await loadCheckUpPage({ userId: owner, timeZone: "UTC", now: tuesday });
    expect(await rows()).toHaveLength(before);
    const theirs = await db().select().from(partnerViews).where(eq(partnerViews.ownerId, partner));
    expect(theirs.map((r) => [r.viewerId, r.kind])).toEqual([[owner, "check_ups"]]);

    const view = await loadPartnerViews({ userId: owner, timeZone: "UTC", now: new Date("2026-11-29T12:00:00Z") });
    expect(view.log).toEqual([{ day: "2026-11-24", text: "Robin viewed your check-ups on Tuesday" }]);
    expect(view.canSee).toContain("Your check-up trend, while you both share it (never your personal check-in).");
  });

  test("the check-up trend's views are logged during the owner's quiet pause, as the other kinds are", async () => {
    await shareCheckUps(owner, true);
    await shareCheckUps(partner, true);
    await setQuietPause({ userId: owner, input: { paused: true } });
    await loadPartnerScreen({ userId: partner });
    await loadCheckUpPage({ userId: partner, timeZone: "UTC" });
    const kinds = (await rows()).map((r) => r.kind);
    expect(kinds).toContain("moods");
    expect(kinds).toContain("check_ups");
  });

  test("the counsellor report logs what its partner section holds, and that a report was made", async () => {
    await setGrants(owner, { ...NO_GRANTS, shareMoodSummaries: true });
    await shareCheckUps(owner, true);
    await shareCheckUps(partner, true);
    const now = new Date("2026-11-24T09:00:00Z");
    await loadCounsellorReport({ userId: partner, period: { weeks: 4 }, includeNotes: false, now });
    await loadCounsellorReport({ userId: partner, period: { weeks: 4 }, includeNotes: false, now });
    expect((await rows()).map((r) => r.kind).sort()).toEqual(["check_ups", "moods", "report"]);
    // The person's own report logs nothing of theirs.
    await db().delete(partnerViews).where(eq(partnerViews.viewerId, partner));
    await loadCounsellorReport({ userId: owner, period: { weeks: 4 }, includeNotes: false, now });
    expect(await rows()).toHaveLength(0);
    const view = await loadPartnerViews({ userId: partner, timeZone: "UTC", now });
    // Robin gives no mood consent: Sam's report held only Robin's check-ups.
    expect(view.log[0]?.text).toBe("Sam viewed your check-ups and a counsellor report with what you share today");
  });

  test("what the partner can see now says so while a quiet pause runs", async () => {
    await setQuietPause({ userId: owner, input: { paused: true } });
    const view = await loadPartnerViews({ userId: owner, timeZone: "UTC" });
    expect(view.canSee[0]).toMatch(/^Nothing new: your quiet pause is on/);
  });

  test("the log goes with the owner's account, and with the viewer's", async () => {
    await loadPartnerScreen({ userId: partner });
    expect(await rows()).not.toHaveLength(0);
    await db().delete(users).where(eq(users.id, partner));
    expect(await rows()).toHaveLength(0);
  });
});
