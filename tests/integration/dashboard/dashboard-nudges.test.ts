import { existsSync } from "node:fs";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { PartnerAlertSection } from "@/app/dashboard/_components/partner-alert-section";
import { db } from "@/db/client";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { PARTNER_ALERT_ROUTES } from "@/lib/domain/partner-alert";
import { MIN_RECOMMENDATIONS, RECOMMENDATION_RULES } from "@/lib/domain/recommendations";
import { loadDashboardInput } from "@/lib/services/dashboard/load-dashboard-input";
import { logMood } from "@/lib/services/moods/log-mood";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { moodLogSchema, partnerCheckinSchema } from "@/lib/validation/entries";
import { seedCouple } from "../../../scripts/bench/couple-seed";
import { ALL_GRANTS_ON, couple, setGrants, setMoodConsent, setPartnerSharing } from "../../helpers/couples";
import { markupText } from "../../helpers/static-markup";

/**
 * Issue #32, point 3: the partner's low mood or high stress on top of the dashboard, by first name and only under
 * their mood consent, until the user checks in with them; and recommendations that never go silent for an active
 * person, each pointing at a page that exists.
 */

const PRIVATE_NOTE = `robin-private-${randomUUID()}`;

const alertSeenBy = async (viewer: string) =>
  DASHBOARD_CARDS.partnerAlert(await loadDashboardInput({ userId: viewer, now: new Date() }));

const hardDay = (userId: string) =>
  logMood({
    userId,
    input: moodLogSchema.parse({ moodValue: -2, keywords: ["stressed", "tired"], contextNotes: PRIVATE_NOTE }),
  });

const checkInWith = (userId: string) =>
  logPartnerCheckin({ userId, input: partnerCheckinSchema.parse({ feeling: "supported", connectionScore: 1 }) });

/** The app's page for a route ("/checkin" → app/checkin/page.tsx), fragment dropped. */
const pageExists = (route: string) => existsSync(join(process.cwd(), "app", route.split("#")[0]!, "page.tsx"));

describe("the partner alert", () => {
  test("shows the partner's hard day by first name, under their mood consent only, until the user checks in", async () => {
    const { viewer: jamie, partner: robin } = await couple({
      viewer: { displayName: "Jamie Lee" },
      partner: { displayName: "Robin Alvarez" },
    });
    // Even with every grant on (notes included), the alert says nothing of her note.
    await setGrants(robin, ALL_GRANTS_ON);
    await setMoodConsent(robin, true);
    await hardDay(robin);

    const alert = await alertSeenBy(jamie);
    expect(alert?.message).toMatch(
      /^Robin logged a difficult mood and high stress (this \w+|last night|yesterday \w+|early yesterday|recently)\.$/,
    );
    expect(alert?.actions.map((a) => [a.label, a.href])).toEqual([
      ["Check in with Robin", "/checkin"],
      ["Send a kind word", "/checkin#gratitude-note"],
    ]);
    const json = JSON.stringify(alert);
    expect(json).not.toContain("Alvarez");
    expect(json).not.toContain(PRIVATE_NOTE);

    // The section renders it on the page (no script: links only).
    const html = renderToStaticMarkup(await PartnerAlertSection({ userId: jamie }));
    expect(markupText(html)).toContain("Robin logged a difficult mood and high stress");
    expect(html).toContain('href="/checkin"');
    expect(html).not.toContain("Alvarez");
    expect(html).not.toContain(PRIVATE_NOTE);

    // Her consent revoked: gone at once, and back when she gives it again.
    await setMoodConsent(robin, false);
    expect(await alertSeenBy(jamie)).toBeNull();
    expect(renderToStaticMarkup(await PartnerAlertSection({ userId: jamie }))).toBe("");
    await setMoodConsent(robin, true);
    expect(await alertSeenBy(jamie)).not.toBeNull();
    // Jamie's own sharing switch off: Jamie does not see her moods, so no alert either.
    await setPartnerSharing(jamie, false);
    expect(await alertSeenBy(jamie)).toBeNull();
    await setPartnerSharing(jamie, true);

    // Robin never sees an alert about herself, and Jamie's check-in answers it.
    expect(await alertSeenBy(robin)).toBeNull();
    await checkInWith(jamie);
    expect(await alertSeenBy(jamie)).toBeNull();

    // A new hard mood after that check-in is news again.
    await hardDay(robin);
    expect(await alertSeenBy(jamie)).not.toBeNull();
  });

  test("a good mood is no alert; nor is a partner who has not logged one", async () => {
    const { viewer, partner } = await couple();
    await setMoodConsent(partner, true);
    expect(await alertSeenBy(viewer)).toBeNull();
    await logMood({ userId: partner, input: moodLogSchema.parse({ moodValue: 1, keywords: ["happy"] }) });
    expect(await alertSeenBy(viewer)).toBeNull();
  });

  test("every route it offers is a page of the app", () => {
    for (const route of Object.values(PARTNER_ALERT_ROUTES)) expect(pageExists(route), route).toBe(true);
  });
});

describe("recommendations never go silent", () => {
  test("the year-long couple each get at least 3, each going to a page that exists", async () => {
    const now = new Date();
    const { viewer, partner } = await seedCouple(db(), {
      runId: randomUUID(),
      now,
      years: 1,
      timeZone: "America/New_York",
    });
    for (const person of [viewer, partner]) {
      const input = await loadDashboardInput({ userId: person.id, now });
      const { recommendations } = DASHBOARD_CARDS.recommendations(input);
      expect(recommendations.length, person.displayName).toBeGreaterThanOrEqual(MIN_RECOMMENDATIONS);
      for (const r of recommendations) expect(pageExists(r.route), r.route).toBe(true);
    }
  });

  test("every rule's route is a page of the app", () => {
    for (const [rule, { route }] of Object.entries(RECOMMENDATION_RULES)) expect(pageExists(route), rule).toBe(true);
  });
});
