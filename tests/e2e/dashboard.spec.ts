import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BrowserContextOptions, Locator, Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, toast, type People, type Person, reviewShots } from "./fixtures";
import { created } from "./support/api";

/**
 * The first dashboard cards (issue #5, spec 2 §2.4): moods logged through the JSON API show up on the cards, the
 * export (in Settings since decision 049) downloads both files, and a person without moods sees the empty states. The server and database are shared
 * with every other e2e file, so each assertion looks for this test's own unique note and tag, never for counts.
 */
const shot = reviewShots("dashboard");

const card = (page: Page, title: string): Locator => page.getByRole("region", { name: title, exact: true });

const logMood = (page: Page, data: Record<string, unknown>) => created(page, "/api/v1/moods", data);

async function downloadAs(page: Page, label: "CSV" | "JSON") {
  const exportCard = card(page, "Export Your Data");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exportCard.getByRole("button", { name: label }).click(),
  ]);
  const file = await download.path();
  return { filename: download.suggestedFilename(), content: readFileSync(file, "utf8") };
}

/**
 * A couple of the test's own with moods: two of the first's, with this test's unique note and tag, and one of the
 * partner's. Returns the first's page (on a phone, not navigated yet) and what the test looks for.
 */
async function coupleWithMoods(
  people: People,
  signIn: (who: Person, options?: BrowserContextOptions) => Promise<Page>,
) {
  const [alex, sam] = people.adminCouple();
  const id = randomUUID().slice(0, 8);
  const note = `Dashboard e2e note ${id}: a calm walk, then "tea", then bed`;
  // Custom feelings are at most 20 characters, stored lower-cased.
  const tag = `e2e-${id}`;
  const page = await signIn(alex, phone);
  await logMood(page, { moodValue: 2, keywords: [tag, "grateful"], contextNotes: note });
  await logMood(page, { moodValue: 1, keywords: [tag], contextNotes: `${note} (second)` });
  // Sam (Alex's partner, both sharing) logs one too, so the partner's dashed line has a point today.
  const partner = await signIn(sam);
  await logMood(partner, { moodValue: -1, keywords: ["tired"] });
  await partner.context().close();
  return { alex, page, note, tag };
}

test.describe("with moods (Alex)", () => {
  // Each test now does what the old file's beforeAll did once, with its own 90 s (two sign-ins, three moods logged),
  // before its own work (a production dashboard, axe, screenshots): on a loaded host the two together took up to 66 s.
  test.describe.configure({ timeout: 180_000 });

  test("the logged moods appear on the cards and the chart has data", async ({ people, signIn, expectAccessible }) => {
    const { alex, page, note, tag } = await coupleWithMoods(people, signIn);
    // The chart is rendered on the server and hydrated: a mismatch would show up as a React error in the console.
    const reactErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /react|hydrat/i.test(message.text())) reactErrors.push(message.text());
    });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${alex.firstName}` })).toBeVisible();

    const thoughts = card(page, "Mood Log Private Thoughts");
    await expect(thoughts.getByText(note, { exact: true })).toBeVisible();
    await expect(thoughts.getByText(`${note} (second)`, { exact: true })).toBeVisible();

    // The chip reads "<tag>, used 2 times" to a screen reader; the tag itself is what this test owns.
    await expect(
      card(page, "Your Recent Mood Tags (Last 7 Days)").getByRole("listitem").filter({ hasText: tag }),
    ).toBeVisible();

    // The chart is drawn on the server (decision 058): its text alternative, lines and dots are in the HTML.
    const chart = card(page, "Mood Trends (Last 7 Days)").getByRole("img", { name: /^Daily average mood/ });
    // The summary reads "… You: Mon +2 (Great), …, Sun +1.5 (Great). Partner: …": today is the last day of "You",
    // and a day with a value ends in its word in brackets where an empty one says "no mood logged".
    await expect(chart, "today has a value").toHaveAttribute("aria-label", / You: .*\)\. Partner: /);
    // Alex and Sam share moods with each other, so the partner's line is there too, dashed.
    await expect(chart).toHaveAttribute("aria-label", / Partner: /);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator("svg [data-dots] circle").first()).toBeVisible();
    await expect(chart.locator("svg path[data-line]")).toHaveCount(2);
    await expect(chart.locator('svg path[data-line="Partner"][stroke-dasharray="6 4"]')).toBeAttached();
    // What a tooltip said: each day's values in words, today's with a value of Alex's.
    await expect(chart.locator("svg title").last()).toHaveText(/^\w{3}: You [+-]?[\d.]+ \([^)]+\), Partner /);

    await expect(
      card(page, "Weekly Emotional Summary").getByRole("link", { name: "Continue Your Journey" }),
    ).toBeVisible();
    const actions = page.getByRole("navigation", { name: "Quick actions" });
    for (const [name, href] of [
      ["Log Mood", "/mood-log"],
      ["Partner Check-in", "/checkin"],
      ["View Goals", "/goals"],
    ] as const) {
      await expect(actions.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    await expectAccessible(page, "/dashboard (with moods)");
    await shot(page, "dashboard", { fullPage: true });
    await page.setViewportSize(laptop.viewport);
    await expect(chart.locator("svg [data-dots] circle").first()).toBeVisible();
    await shot(page, "dashboard", { fullPage: true });
    expect(reactErrors).toEqual([]);
    // Nothing may spill sideways at either width.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(laptop.viewport.width);
  });

  test("CSV and JSON downloads hold the moods; busy and failure states", async ({ people, signIn }) => {
    const { page, note, tag } = await coupleWithMoods(people, signIn);
    // The mood export lives in Settings (decision 049), no longer mid-dashboard.
    await page.goto("/settings");
    await hydrated(page);
    const csv = await downloadAs(page, "CSV");
    expect(csv.filename).toBe("mood-data.csv");
    expect(csv.content).toContain(tag);
    // RFC 4180: the note has a comma and quotes, so it is quoted with the quotes doubled.
    expect(csv.content).toContain(`"${note.replace(/"/g, '""')}"`);
    await expect(toast(page, "Export successful")).toBeVisible();

    // Busy state: while the request is held, both buttons wait.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/moods/export?format=json", async (route) => {
      await held;
      await route.continue();
    });
    const exportCard = card(page, "Export Your Data");
    const downloaded = page.waitForEvent("download");
    await exportCard.getByRole("button", { name: "JSON" }).click();
    await expect(exportCard.locator('button[aria-busy="true"]')).toBeVisible();
    await expect(exportCard.getByRole("button", { name: "CSV" })).toBeDisabled();
    release();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe("mood-data.json");
    const records = JSON.parse(readFileSync(await download.path(), "utf8")) as { context_notes: string | null }[];
    expect(records.map((r) => r.context_notes)).toContain(note);
    await page.unroute("**/api/v1/moods/export?format=json");
    await expect(exportCard.getByRole("button", { name: "JSON" })).toBeEnabled();

    // A server failure: the spec's failure toast, and no file.
    await page.route("**/api/v1/moods/export?format=csv", (route) => route.fulfill({ status: 500, body: "{}" }));
    await exportCard.getByRole("button", { name: "CSV" }).click();
    await expect(toast(page, "Export failed")).toBeVisible();
    await expect(page.getByText("Failed to export mood data. Please try again.")).toBeVisible();
  });
});

test.describe("without moods (Riley)", () => {
  test("empty states, and exporting says there is nothing to export", async ({ people, signIn, expectAccessible }) => {
    const riley = people.solo();
    const page = await signIn(riley, phone);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${riley.firstName}` })).toBeVisible();

    // Cards with nothing to show are one line each, in the spec's empty words (decision 049).
    const unlock = (id: string) => page.locator(`[data-card=${id}][data-unlock]`);
    await expect(unlock("mood-trends")).toHaveText("Start logging moods to see trends here");
    await expect(page.locator("[data-card=mood-trends] [role=img]")).toHaveCount(0);
    await expect(unlock("mood-tags")).toContainText(/^No mood tags in the last 7 days/);
    await expect(unlock("weekly-reflection")).toContainText("after 3 moods this week: 0 of 3");
    await expect(unlock("private-thoughts")).toContainText(/^No private thoughts in the last 30 days/);
    await expect(unlock("weekly-summary")).toContainText(/^No moods logged this week yet/);
    await expectAccessible(page, "/dashboard (no moods)");
    await shot(page, "dashboard-empty", { fullPage: true });

    let downloads = 0;
    page.on("download", () => (downloads += 1));
    await page.goto("/settings");
    await hydrated(page);
    await card(page, "Export Your Data").getByRole("button", { name: "CSV" }).click();
    await expect(toast(page, "No data to export")).toBeVisible();
    await card(page, "Export Your Data").getByRole("button", { name: "JSON" }).click();
    await expect(page.locator("[data-sonner-toast]").getByText("No data to export")).toHaveCount(2);
    // Both answers are in (two toasts), so a download, had either started one, would have been seen.
    expect(downloads).toBe(0);
    await expectAccessible(page, "/settings (nothing to export)");
  });
});
