import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, phone, test, reviewShots } from "./fixtures";
import { moodsOnDays } from "./support/history";
import { baseURL } from "./support/base-url";

/**
 * Each dashboard card's error state (spec 2 §8), on the production build: the server fails the reads a test names in
 * the attune-faults cookie (lib/http/faults.ts, decision 032), the way a dropped query would. A failing card keeps
 * its title, says so in the spec's words with its Retry, and passes axe; the cards around it still load, and Retry
 * brings it back once the read works again.
 */
const shot = reviewShots("dashboard-card-errors");

const UNEXPECTED = "An unexpected error occurred.";

/**
 * Every card's read (app/dashboard/_components/dashboard-input.ts), its title for Alex, its words and its button. Sam
 * does not share mood summaries (the pool's couples share moods, not summaries), so Alex has the individual health
 * card and its words (spec 2 §8); the couple card's are rendered in components/dashboard/health-card.test.tsx.
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
const SILENT_READS = ["correlations", "suggestion", "recommendationStats", "partnerAlert"];

const card = (page: Page, title: string | RegExp): Locator =>
  page.getByRole("region", { name: title, exact: typeof title === "string" });

async function failReads(page: Page, reads: readonly string[]) {
  await page.context().addCookies([{ name: "attune-faults", value: reads.join("|"), url: baseURL }]);
}

/**
 * Notes, from the page's first byte, each change in the state of the weekly summary and the insights cards (absent,
 * loading: its busy skeleton, filled), outside the hidden segments React streams in before it moves them into place.
 * The page sees every state it shows, however short; a test polling from outside may not.
 */
async function recordCardStates(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __cardStates: log });
    const state = (id: string) => {
      const shown = [...document.querySelectorAll(`[data-card="${id}"]`)].filter((el) => !el.closest("[hidden]"));
      if (shown.length === 0) return "absent";
      return shown.some((el) => el.getAttribute("aria-busy") === "true") ? "loading" : "filled";
    };
    new MutationObserver(() => {
      const now = `summary ${state("weekly-summary")}, insights ${state("relationship-insights")}`;
      if (log.at(-1) !== now) log.push(now);
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-busy", "hidden"],
    });
  });
}

async function cardStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cardStates: string[] }).__cardStates);
}

async function expectErrorState(page: Page, spec: (typeof COUPLE_CARDS)[number] | undefined) {
  if (!spec) throw new Error("unknown card");
  const alert = card(page, spec.title).getByRole("alert");
  await expect(alert.getByText(spec.text)).toBeVisible();
  await expect(alert.getByRole("button", { name: "retry" in spec ? spec.retry : "Retry", exact: true })).toBeVisible();
}

test.describe("a couple's dashboard when reads fail", () => {
  test("every card failing at once: each says so in its words, with Retry, and the page stays whole", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [alex] = people.adminCouple();
    const page = await signIn(alex, phone);
    await failReads(page, [...COUPLE_CARDS.map((c) => c.read), ...SILENT_READS]);
    await page.goto("/dashboard");

    for (const spec of COUPLE_CARDS) await expectErrorState(page, spec);
    await expect(page.getByRole("alert").filter({ has: page.getByRole("button") })).toHaveCount(COUPLE_CARDS.length);
    // What reads nothing still works: the heading, the quick actions and the export card.
    await expect(
      page.getByRole("heading", { level: 1, name: new RegExp(`^Welcome, ${alex.firstName}`) }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Log Mood" }).first()).toBeVisible();
    await expectAccessible(page, "/dashboard (every card failing)");
    await shot(page, "all-failing", { fullPage: true });
  });

  test("one card failing leaves the others loaded, and Retry brings it back", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [alex] = people.adminCouple();
    const page = await signIn(alex, phone);
    // Three days of moods: the health card has a score to show, with its buttons (decision 048).
    await moodsOnDays(page, 3);
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
    await expect(
      card(page, "Individual Health").getByRole("button", { name: /^Update \d+-Day Scores$/ }),
    ).toBeVisible();
    const moodTrends = card(page, "Mood Trends (Last 7 Days)");
    await expect(moodTrends).toBeVisible();
    // Streamed in (its skeleton is the only busy state it has), and not as an error.
    await expect(moodTrends).not.toHaveAttribute("aria-busy", "true");
    await expect(moodTrends.getByRole("alert")).toHaveCount(0);
    await expectAccessible(page, "/dashboard (one card failing)");

    // The read works again: Retry reloads the page's data and the card fills in place.
    await page.context().clearCookies({ name: "attune-faults" });
    const insights = card(page, "AI-Generated Relationship Insights");
    await hydrated(page);
    await insights.getByRole("button", { name: "Retry", exact: true }).click();
    // Filled in: the card, or (with too little to go on yet) its one unlock line (decision 049), and no alert.
    const filled = page.locator('[data-card="relationship-insights"]:not([aria-busy="true"])');
    await expect(filled.getByRole("alert")).toHaveCount(0);
    await expect(filled).toBeVisible();
  });
});

test.describe("a card that keeps failing", () => {
  test("three failed retries in a row: 'Maximum retries exceeded' (spec 1 §8, spec 2 §8)", async ({
    people,
    signIn,
  }) => {
    const [alex] = people.adminCouple();
    const page = await signIn(alex, phone);
    await failReads(page, ["insights"]);
    await page.goto("/dashboard");
    await expectErrorState(
      page,
      COUPLE_CARDS.find((c) => c.read === "insights"),
    );
    await hydrated(page);
    const retry = card(page, "AI-Generated Relationship Insights").getByRole("button", { name: "Retry", exact: true });
    const toast = page.getByText("Maximum retries exceeded");
    const refreshed = () =>
      page.waitForResponse((r) => r.request().headers()["rsc"] === "1" && new URL(r.url()).pathname === "/dashboard");
    for (let attempt = 1; attempt <= 3; attempt++) {
      // A click waits for the button to be enabled again, that is for the previous retry to have settled.
      const response = refreshed();
      await retry.click();
      await response;
      // No toast while fewer than three retries have failed (one raised early would still be showing here).
      if (attempt < 3) await expect(toast).toHaveCount(0);
    }
    await expect(toast).toBeVisible();
    await expect(page.getByText("Please refresh the page and try again")).toBeVisible();
  });
});

test.describe("a slow card", () => {
  test("holds its place with its title and a busy skeleton, while the others load, then fills in", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [alex] = people.adminCouple();
    const page = await signIn(alex, phone);
    await recordCardStates(page);
    await failReads(page, ["weeklySummary:slow"]);
    await page.goto("/dashboard", { waitUntil: "commit" });

    const skeleton = page.locator('[data-card="weekly-summary"][aria-busy="true"]');
    // The cards around it do not wait for it (with no moods yet, the insights are their one unlock line).
    await expect(page.locator('[data-card="relationship-insights"][data-unlock]')).toBeVisible();
    await expectAccessible(page, "/dashboard (one card loading)");
    await expect(skeleton).toHaveCount(0);
    await expect(page.locator('[data-card="weekly-summary"][data-unlock]')).toContainText("No moods logged this week");
    // As the page saw it: the summary's skeleton held its place while the insights were already filled in, and then
    // the summary filled in. (Polled from here, a skeleton that lasts the read's 2 s on a busy host can be missed.)
    const states = await cardStates(page);
    expect(states).toContain("summary loading, insights filled");
    expect(states.at(-1)).toBe("summary filled, insights filled");
  });
});

test.describe("someone alone when the scores fail", () => {
  test("the individual card's words: 'Unable to calculate relationship health score' with Try Again", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const riley = people.solo();
    const page = await signIn(riley, phone);
    await failReads(page, ["health", "healthTrends"]);
    await page.goto("/dashboard");

    const health = card(page, "Individual Health").getByRole("alert");
    await expect(health.getByText("Unable to calculate relationship health score")).toBeVisible();
    await expect(health.getByRole("button", { name: "Try Again", exact: true })).toBeVisible();
    const trends = card(page, "Relationship Health Trends").getByRole("alert");
    await expect(trends.getByText("Failed to load trend data")).toBeVisible();
    await expectAccessible(page, "/dashboard (solo, scores failing)");
    await shot(page, "solo-scores-failing", { fullPage: true });
  });
});
