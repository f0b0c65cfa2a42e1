import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { partnerViews, users } from "@/db/schema";
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
