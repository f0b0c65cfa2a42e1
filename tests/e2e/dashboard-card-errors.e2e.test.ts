import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, baseURL, newPage } from "./harness";
import { signInAs } from "./session";

/**
 * Each dashboard card's error state (spec 2 §8), on the production build: the server fails the reads a test names in
 * the attune-faults cookie (lib/http/faults.ts, decision 032), the way a dropped query would. A failing card keeps
 * its title, says so in the spec's words with its Retry, and passes axe; the cards around it still load, and Retry
 * brings it back once the read works again.
 */
const shotsDir = path.join(artifactsDir, "dashboard-card-errors");
const phone = { width: 390, height: 844 };
const SLOW = 90_000;

const UNEXPECTED = "An unexpected error occurred.";

/**
 * Every card's read (app/dashboard/_components/dashboard-input.ts), its title for Alex, its words and its button. Sam
 * does not share mood summaries in the seed, so Alex has the individual health card and its words (spec 2 §8); the
 * couple card's are rendered in components/dashboard/health-card.test.tsx.
 */
const COUPLE_CARDS = [
  {
    read: "health",
    title: "Individual Health",
    text: "Unable to calculate relationship health score",
    retry: "Try Again",
  },
  { read: "healthTrends", title: "Relationship Health Trends", text: "Failed to load trend data", retry: "Retry" },
  { read: "insights", title: "AI-Generated Relationship Insights", text: "Failed to load relationship insights" },
  { read: "moodChart", title: "Mood Trends (Last 7 Days)", text: UNEXPECTED },
  { read: "connectionChart", title: "Connection Trends (Last 7 Days)", text: "Failed to load trend data" },
  {
    read: "messagesFromPartner",
    title: /^Messages From /,
    text: "Unable to load messages from your partner. Please try again later.",
  },
  {
    read: "messagesToPartner",
    title: /^Your Messages to /,
    text: "Unable to load your messages. Please try again later.",
  },
  { read: "moodTags", title: "Your Recent Mood Tags (Last 7 Days)", text: UNEXPECTED },
  { read: "reflection", title: "Weekly Emotional Reflection", text: UNEXPECTED },
  { read: "privateThoughts", title: "Mood Log Private Thoughts", text: UNEXPECTED },
  { read: "relationshipPatterns", title: "Relationship Patterns", text: UNEXPECTED },
  { read: "weeklySummary", title: "Weekly Emotional Summary", text: UNEXPECTED },
  { read: "wellbeing", title: /Wellbeing Insight$/, text: /^Unable to load .*'s insights at the moment\.$/ },
  { read: "recommendations", title: "Personalized Recommendations", text: UNEXPECTED },
  { read: "achievements", title: "Achievements", text: UNEXPECTED },
] as const;

/** The bonus cards: when their read fails they show nothing rather than an error (spec 2 §4.8). */
const SILENT_READS = ["correlations", "suggestion", "recommendationStats"];

const card = (page: Page, title: string | RegExp): Locator =>
  page.getByRole("region", { name: title, exact: typeof title === "string" });

async function failReads(page: Page, reads: readonly string[]) {
  await page.context().addCookies([{ name: "attune-faults", value: reads.join("|"), url: baseURL }]);
}

async function expectErrorState(page: Page, spec: (typeof COUPLE_CARDS)[number] | undefined) {
  if (!spec) throw new Error("unknown card");
  const alert = card(page, spec.title).getByRole("alert");
  await alert.getByText(spec.text).waitFor();
  await alert.getByRole("button", { name: "retry" in spec ? spec.retry : "Retry", exact: true }).waitFor();
}

describe("a couple's dashboard when reads fail", () => {
  test(
    "every card failing at once: each says so in its words, with Retry, and the page stays whole",
    {
      timeout: SLOW,
    },
    async () => {
      const page = await newPage({ viewport: phone });
      await signInAs(page, "admin");
      await failReads(page, [...COUPLE_CARDS.map((c) => c.read), ...SILENT_READS]);
      await page.goto("/dashboard");

      for (const spec of COUPLE_CARDS) await expectErrorState(page, spec);
      expect(
        await page
          .getByRole("alert")
          .filter({ has: page.getByRole("button") })
          .count(),
      ).toBe(COUPLE_CARDS.length);
      // What reads nothing still works: the heading, the quick actions and the export card.
      await page.getByRole("heading", { level: 1, name: /^Welcome, Alex/ }).waitFor();
      await page.getByRole("link", { name: "Log Mood" }).first().waitFor();
      await expectAccessible(page, "/dashboard (every card failing)");
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: path.join(shotsDir, "all-failing-390x844.png"), fullPage: true });
    },
  );

  test("one card failing leaves the others loaded, and Retry brings it back", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone });
    await signInAs(page, "admin");
    await failReads(page, ["insights", "healthTrends"]);
    await page.goto("/dashboard");

    await expectErrorState(
      page,
      COUPLE_CARDS.find((c) => c.read === "insights"),
    );
    await expectErrorState(
      page,
      COUPLE_CARDS.find((c) => c.read === "healthTrends"),
    );
    // Its neighbours, which share the same read of the records, are filled.
    await card(page, "Individual Health")
      .getByRole("button", { name: /^Update \d+-Day Scores$/ })
      .waitFor();
    await card(page, "Mood Trends (Last 7 Days)").waitFor();
    expect(await card(page, "Mood Trends (Last 7 Days)").getByRole("alert").count()).toBe(0);
    await expectAccessible(page, "/dashboard (one card failing)");

    // The read works again: Retry reloads the page's data and the card fills in place.
    await page.context().clearCookies({ name: "attune-faults" });
    const insights = card(page, "AI-Generated Relationship Insights");
    await insights.getByRole("button", { name: "Retry", exact: true }).click();
    await insights.getByRole("button", { name: "Refresh Insights" }).waitFor();
    expect(await insights.getByRole("alert").count()).toBe(0);
  });
});

describe("a slow card", () => {
  test(
    "holds its place with its title and a busy skeleton, while the others load, then fills in",
    {
      timeout: SLOW,
    },
    async () => {
      const page = await newPage({ viewport: phone });
      await signInAs(page, "admin");
      await failReads(page, ["weeklySummary:slow"]);
      await page.goto("/dashboard", { waitUntil: "commit" });

      const summary = card(page, "Weekly Emotional Summary");
      await page.locator('[data-card="weekly-summary"][aria-busy="true"]').waitFor();
      // The cards around it do not wait for it.
      await card(page, "AI-Generated Relationship Insights")
        .getByRole("button", { name: "Refresh Insights" })
        .waitFor();
      expect(await summary.getAttribute("aria-busy")).toBe("true");
      await expectAccessible(page, "/dashboard (one card loading)");
      await page.locator('[data-card="weekly-summary"][aria-busy="true"]').waitFor({ state: "detached" });
      await summary.getByRole("link", { name: /^Continue Your Journey/ }).waitFor();
    },
  );
});

describe("someone alone when the scores fail", () => {
  test(
    "the individual card's words: 'Unable to calculate relationship health score' with Try Again",
    {
      timeout: SLOW,
    },
    async () => {
      const page = await newPage({ viewport: phone });
      await signInAs(page, "solo");
      await failReads(page, ["health", "healthTrends"]);
      await page.goto("/dashboard");

      const health = card(page, "Individual Health").getByRole("alert");
      await health.getByText("Unable to calculate relationship health score").waitFor();
      await health.getByRole("button", { name: "Try Again", exact: true }).waitFor();
      const trends = card(page, "Relationship Health Trends").getByRole("alert");
      await trends.getByText("Failed to load trend data").waitFor();
      await expectAccessible(page, "/dashboard (solo, scores failing)");
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: path.join(shotsDir, "solo-scores-failing-390x844.png"), fullPage: true });
    },
  );
});
