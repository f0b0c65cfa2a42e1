import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, newPage } from "./harness";
import { signInAs } from "./session";

/**
 * The cards issue #13 adds to the dashboard (spec 2 §2.4, §2.5): each is on the page in its loaded state, for a
 * couple (Alex and Sam share everything in the seed) and for someone alone (Riley), and the pages pass axe with them.
 * The server is shared with every other e2e file, so the assertions look at titles and states, never at counts.
 */
const shotsDir = path.join(artifactsDir, "dashboard-cards");
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const SLOW = 90_000;

const card = (page: Page, title: string | RegExp): Locator =>
  page.getByRole("region", { name: title, exact: typeof title === "string" });

async function logMood(page: Page) {
  const response = await page.request.post("/api/v1/moods", {
    data: { moodValue: 1, keywords: ["calm"], contextNotes: `cards e2e ${randomUUID().slice(0, 8)}` },
    headers: { "Idempotency-Key": randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

describe("a couple (Alex, sharing with Sam)", () => {
  test("every card of the column is there, and an achievement opens its celebration", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone });
    await signInAs(page, "admin");
    // Logging a mood awards 'First Mood Logged' if Alex had none yet; either way there is one to open.
    await logMood(page);
    await page.goto("/dashboard");

    for (const title of [
      "AI-Generated Relationship Insights",
      "Mood Trends (Last 7 Days)",
      "Connection Trends (Last 7 Days)",
      "Relationship Patterns",
      /^Sam.*Wellbeing Insight$/,
      "Personalized Recommendations",
      "Achievements",
    ]) {
      await card(page, title).waitFor();
    }
    await card(page, "AI-Generated Relationship Insights").getByText("Relationship Coach Insights").waitFor();
    await card(page, "AI-Generated Relationship Insights").getByRole("button", { name: "Refresh Insights" }).waitFor();
    await expectAccessible(page, "/dashboard (couple)");

    const achievements = card(page, "Achievements");
    await achievements.getByRole("button", { name: /First Mood Logged/ }).click();
    const dialog = page.getByRole("dialog", { name: "Congratulations!" });
    await dialog.getByText("First Mood Logged").waitFor();
    await expectAccessible(page, "/dashboard celebration dialog");
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, "celebration-390x844.png") });
    await dialog.getByRole("button", { name: "Keep Going!" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.screenshot({ path: path.join(shotsDir, "couple-390x844.png"), fullPage: true });
    await page.setViewportSize(desktop);
    await page.screenshot({ path: path.join(shotsDir, "couple-1280x800.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(desktop.width);
  });

  test("/achievements: the stats, the category tabs and the newest first", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone });
    await signInAs(page, "admin");
    await logMood(page);
    await page.goto("/achievements");
    await page.getByRole("heading", { level: 1, name: "Achievements" }).waitFor();
    await page.getByText("First Mood Logged").first().waitFor();
    await page.getByText("Latest", { exact: true }).first().waitFor();
    // Sam's achievements are there only as Sam's grant allows: the list, or a sentence saying they are not shared.
    await page.getByRole("region", { name: "Sam's Achievements" }).waitFor();
    await expectAccessible(page, "/achievements");
    await page.screenshot({ path: path.join(shotsDir, "achievements-390x844.png"), fullPage: true });

    await page
      .getByRole("link", { name: /^Relationship/ })
      .first()
      .click();
    await page.waitForURL(/tab=relationship/);
    await expectAccessible(page, "/achievements?tab=relationship");
    await page.setViewportSize(desktop);
    await page.screenshot({ path: path.join(shotsDir, "achievements-1280x800.png"), fullPage: true });
  });
});

async function checkIn(page: Page) {
  const body = { kind: "partner", connectionScore: 2, feeling: "loved", gratitudeNote: `cards e2e ${randomUUID()}` };
  const response = await page.request.post("/api/v1/checkins", {
    data: body,
    headers: { "Idempotency-Key": randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

describe("the messages, patterns and recommendations (Alex)", () => {
  test(
    "'Your Messages to Sam' with View All / Show Less, the trend graph's Refresh, Take Action",
    { timeout: SLOW },
    async () => {
      const page = await newPage({ viewport: phone });
      await signInAs(page, "admin");
      // Four check-ins make more messages than the 3 shown until expanded, whatever the shared seed holds.
      for (let i = 0; i < 4; i++) await checkIn(page);
      await page.goto("/dashboard");

      await card(page, /^Messages From Sam/).waitFor();
      const mine = card(page, /^Your Messages to Sam/);
      const toggle = mine.getByRole("button", { name: /^View All Messages \(\d+\)$/ });
      await toggle.waitFor();
      const recent = mine.getByRole("list", { name: "Recent messages" }).getByRole("listitem");
      expect(await recent.count()).toBe(3);
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await toggle.click();
      const less = mine.getByRole("button", { name: "Show Less" });
      await less.waitFor();
      expect(await less.getAttribute("aria-expanded")).toBe("true");
      expect(await recent.count()).toBeGreaterThan(3);
      await expectAccessible(page, "/dashboard messages expanded");
      await less.click();
      await toggle.waitFor();

      // The trend graph's own Refresh recalculates and reloads it.
      const trends = card(page, /^(Couple's|Relationship) Health Trends$/);
      await trends.getByRole("button", { name: "Refresh", exact: true }).click();
      await page.locator("[data-sonner-toast]").getByText("Score Updated", { exact: true }).first().waitFor();

      // 'Take Action' records the recommendation and goes where the server says.
      const recommendations = card(page, "Personalized Recommendations");
      const take = recommendations.getByRole("button", { name: /^Take Action/ });
      if ((await take.count()) > 0) {
        await take.first().click();
        await page.waitForURL((url) => url.pathname !== "/dashboard");
      }
    },
  );
});

describe("someone alone (Riley)", () => {
  test("the partner cards invite to connect; the others show their empty states", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone });
    await signInAs(page, "solo");
    const wellbeing = card(page, /Wellbeing Insight$/);
    await wellbeing.getByText("Connect with your partner to see personalized insights and recommendations.").waitFor();
    expect(await wellbeing.getByRole("link", { name: "Go to Settings" }).getAttribute("href")).toBe("/settings");
    await card(page, "Connection Trends (Last 7 Days)")
      .getByText("Start logging connection check-ins to see trends here")
      .waitFor();
    await card(page, "Personalized Recommendations").waitFor();
    // Riley has no partner: no messages, no patterns, no 'Did you know?' cards.
    expect(await page.getByRole("region", { name: /^Messages From/ }).count()).toBe(0);
    expect(await card(page, "Relationship Patterns").count()).toBe(0);
    // The optional suggestion under the quick actions: today's mood first, then connecting a partner.
    const suggestion = page.getByRole("region", { name: /^(How are you feeling today\?|Attune is better together)$/ });
    await suggestion.waitFor();
    const next = suggestion.getByRole("link", { name: /^(Log Mood|Go to Settings)$/ });
    expect(["/mood-log", "/settings"]).toContain(await next.getAttribute("href"));
    await expectAccessible(page, "/dashboard (alone)");
    await page.screenshot({ path: path.join(shotsDir, "alone-390x844.png"), fullPage: true });
  });
});

describe("the health card (Alex)", () => {
  test(
    "scores for 7 and 30 days, Update and Full Refresh with their toasts, the trend graph",
    { timeout: SLOW },
    async () => {
      const page = await newPage({ viewport: phone });
      await signInAs(page, "admin");
      await logMood(page);
      await page.goto("/dashboard");
      // Sam's mood-summaries grant decides the view: 'Relationship Health' with it, 'Individual Health' without.
      const health = card(page, /^(Relationship|Individual) Health$/);
      await health.getByRole("link", { name: "7 Days" }).waitFor();
      expect(await health.getByRole("link", { name: "7 Days" }).getAttribute("aria-current")).toBeTruthy();
      await card(page, /^(Couple's|Relationship) Health Trends$/).waitFor();
      await expectAccessible(page, "/dashboard health cards");

      await health.getByRole("button", { name: "Update 7-Day Scores" }).click();
      await page.locator("[data-sonner-toast]").getByText("Scores Updated", { exact: true }).first().waitFor();

      await health.getByRole("link", { name: "30 Days" }).click();
      await page.waitForURL(/timeframe=30/);
      await health.getByRole("button", { name: "Update 30-Day Scores" }).waitFor();
      await health.getByRole("button", { name: "Full Refresh" }).click();
      await page.locator("[data-sonner-toast]").getByText("Full Refresh Complete", { exact: true }).first().waitFor();
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: path.join(shotsDir, "health-390x844.png") });
      await page.setViewportSize(desktop);
      await page.screenshot({ path: path.join(shotsDir, "health-1280x800.png") });
    },
  );
});
