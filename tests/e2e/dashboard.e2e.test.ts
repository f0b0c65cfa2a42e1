import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, newPage } from "./harness";
import { signInAs } from "./session";

/**
 * The first dashboard cards (issue #5, spec 2 §2.4): moods logged through the JSON API show up on the cards, the
 * export downloads both files, and a person without moods sees the empty states. The server and database are shared
 * with every other e2e file, so each assertion looks for this run's own unique note and tag, never for counts.
 */
const shotsDir = path.join(artifactsDir, "dashboard");
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
/** Two sign-ins (argon2) and a production page or two: generous, for a machine that is building in parallel. */
const SLOW = 90_000;
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

const card = (page: Page, title: string): Locator => page.getByRole("region", { name: title, exact: true });

async function logMood(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post("/api/v1/moods", {
    data,
    headers: { "Idempotency-Key": randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").getByText(text, { exact: true }).first().waitFor();
}

async function downloadAs(page: Page, label: "CSV" | "JSON") {
  const exportCard = card(page, "Export Your Data");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exportCard.getByRole("button", { name: label }).click(),
  ]);
  const file = await download.path();
  return { filename: download.suggestedFilename(), content: readFileSync(file, "utf8") };
}

describe("with moods (Alex)", () => {
  const id = randomUUID().slice(0, 8);
  const note = `Dashboard e2e note ${id}: a calm walk, then "tea", then bed`;
  // Custom feelings are at most 20 characters, stored lower-cased.
  const tag = `e2e-${id}`;
  let alex: StorageState;

  beforeAll(async () => {
    const page = await newPage();
    await signInAs(page, "admin");
    await logMood(page, { moodValue: 2, keywords: [tag, "grateful"], contextNotes: note });
    await logMood(page, { moodValue: 1, keywords: [tag], contextNotes: `${note} (second)` });
    alex = await page.context().storageState();
    // Sam (Alex's partner, both sharing) logs one too, so the partner's dashed line has a point today.
    const sam = await newPage();
    await signInAs(sam, "member");
    await logMood(sam, { moodValue: -1, keywords: ["tired"] });
    await Promise.all([page.context().close(), sam.context().close()]);
  }, SLOW);

  test("the logged moods appear on the cards and the chart has data", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone, storageState: alex });
    // The chart is rendered on the server and hydrated: a mismatch would show up as a React error in the console.
    const reactErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /react|hydrat/i.test(message.text())) reactErrors.push(message.text());
    });
    await page.goto("/dashboard");
    await page.getByRole("heading", { level: 1, name: "Welcome, Alex" }).waitFor();

    const thoughts = card(page, "Mood Log Private Thoughts");
    await thoughts.getByText(note, { exact: true }).waitFor();
    await thoughts.getByText(`${note} (second)`, { exact: true }).waitFor();

    // The chip reads "<tag>, used 2 times" to a screen reader; the tag itself is what this run owns.
    await card(page, "Your Recent Mood Tags (Last 7 Days)").getByRole("listitem").filter({ hasText: tag }).waitFor();

    // The chart box is in the server HTML with its text alternative; the lines are drawn in the browser once the box
    // comes near the viewport (components/dashboard/chart-box.tsx), so the test scrolls to it.
    const chart = card(page, "Mood Trends (Last 7 Days)").getByRole("img", { name: /^Daily average mood/ });
    const summary = (await chart.getAttribute("aria-label")) ?? "";
    const yours = summary.split(" You: ")[1]!.split(". Partner:")[0]!;
    expect(yours.split(", ").at(-1), "today has a value").not.toContain("no mood logged");
    // Alex and Sam share moods with each other, so the partner's line is there too, dashed.
    expect(summary).toContain(" Partner: ");
    await chart.scrollIntoViewIfNeeded();
    await chart.locator("svg .recharts-line-dot").first().waitFor();
    expect(await chart.locator("svg .recharts-line").count()).toBe(2);
    expect(await chart.locator('svg [stroke-dasharray="6 4"]').count()).toBeGreaterThan(0);

    await card(page, "Weekly Emotional Summary").getByRole("link", { name: "Continue Your Journey" }).waitFor();
    const actions = page.getByRole("navigation", { name: "Quick actions" });
    for (const [name, href] of [
      ["Log Mood", "/mood-log"],
      ["Partner Check-in", "/checkin"],
      ["View Goals", "/goals"],
    ]) {
      expect(await actions.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }

    await expectAccessible(page);
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, "dashboard-390x844.png"), fullPage: true });
    await page.setViewportSize(desktop);
    await chart.locator("svg .recharts-line-dot").first().waitFor();
    await page.screenshot({ path: path.join(shotsDir, "dashboard-1280x800.png"), fullPage: true });
    expect(reactErrors).toEqual([]);
    // Nothing may spill sideways at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(desktop.width);
  });

  test("CSV and JSON downloads hold the moods; busy and failure states", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone, storageState: alex });
    await page.goto("/dashboard");
    const csv = await downloadAs(page, "CSV");
    expect(csv.filename).toBe("mood-data.csv");
    expect(csv.content).toContain(tag);
    // RFC 4180: the note has a comma and quotes, so it is quoted with the quotes doubled.
    expect(csv.content).toContain(`"${note.replace(/"/g, '""')}"`);
    await toast(page, "Export successful");

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
    await exportCard.locator('button[aria-busy="true"]').waitFor();
    expect(await exportCard.getByRole("button", { name: "CSV" }).isDisabled()).toBe(true);
    release();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe("mood-data.json");
    const records = JSON.parse(readFileSync(await download.path(), "utf8")) as { context_notes: string | null }[];
    expect(records.map((r) => r.context_notes)).toContain(note);
    await page.unroute("**/api/v1/moods/export?format=json");
    expect(await exportCard.getByRole("button", { name: "JSON" }).isEnabled()).toBe(true);

    // A server failure: the spec's failure toast, and no file.
    await page.route("**/api/v1/moods/export?format=csv", (route) => route.fulfill({ status: 500, body: "{}" }));
    await exportCard.getByRole("button", { name: "CSV" }).click();
    await toast(page, "Export failed");
    await page.getByText("Failed to export mood data. Please try again.").waitFor();
  });
});

describe("without moods (Riley)", () => {
  test("empty states, and exporting says there is nothing to export", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone });
    await signInAs(page, "solo");
    await page.getByRole("heading", { level: 1, name: "Welcome, Riley" }).waitFor();

    await card(page, "Mood Trends (Last 7 Days)").getByText("Start logging moods to see trends here").waitFor();
    expect(await card(page, "Mood Trends (Last 7 Days)").locator("svg.recharts-surface").count()).toBe(0);
    await card(page, "Your Recent Mood Tags (Last 7 Days)")
      .getByText(/^No mood tags in the last 7 days/)
      .waitFor();
    await card(page, "Weekly Emotional Reflection").getByText("Log at least 3 moods this week...").waitFor();
    await card(page, "Mood Log Private Thoughts")
      .getByText(/^No private thoughts in the last 30 days/)
      .waitFor();
    await card(page, "Weekly Emotional Summary")
      .getByText(/^No moods logged this week yet/)
      .waitFor();
    await card(page, "Weekly Emotional Summary").getByRole("link", { name: "Continue Your Journey" }).waitFor();

    await expectAccessible(page);
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, "dashboard-empty-390x844.png"), fullPage: true });

    let downloads = 0;
    page.on("download", () => (downloads += 1));
    await card(page, "Export Your Data").getByRole("button", { name: "CSV" }).click();
    await toast(page, "No data to export");
    await card(page, "Export Your Data").getByRole("button", { name: "JSON" }).click();
    await expect.poll(() => page.locator("[data-sonner-toast]").getByText("No data to export").count()).toBe(2);
    expect(downloads).toBe(0);
    await expectAccessible(page);
  });
});
