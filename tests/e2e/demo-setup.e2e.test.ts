import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, newPage } from "./harness";
import { signUpAndVerify } from "./session";
import { callAction, serverAction } from "./server-actions";

/**
 * /demo-setup (issue #19): a brand-new account generates demo data, sees the label and the counts, finds its
 * dashboard filled (the health score, the mood chart, its notes, achievements), then removes the demo behind the
 * confirmation and is back to an empty account. The account is this run's own, so nothing here depends on, or
 * changes, what other files use.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const shotsDir = path.join(artifactsDir, "demo-setup");
/** A sign-up (argon2), a verification email and a few production pages: generous, as the other sign-up tests are. */
const SLOW = 120_000;

const card = (page: Page, title: string | RegExp): Locator =>
  page.getByRole("region", { name: title, exact: typeof title === "string" });

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").getByText(text, { exact: true }).first().waitFor();
}

async function openDemoSetup(page: Page) {
  await page.goto("/demo-setup");
  await page.getByRole("heading", { level: 1, name: "Demo Data" }).waitFor();
}

/** The count shown next to a kind's label. */
async function countOf(page: Page, label: string): Promise<number> {
  const row = page.getByRole("term").filter({ hasText: label }).locator("xpath=..");
  return Number(await row.getByRole("definition").textContent());
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe("demo setup", () => {
  test("a new account generates demo data, sees it on the dashboard and removes it", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone });
    await signUpAndVerify(page, { name: "Dale Moss", prefix: "demo" });

    await openDemoSetup(page);
    await page.getByRole("heading", { name: "What will be generated" }).waitFor();
    await page.getByText(/can be removed in one click/).waitFor();
    expect(await page.getByText("This account holds demo data").count()).toBe(0);
    await expectAccessible(page, "/demo-setup before generating (390×844)");
    await noSidewaysScroll(page, phone.width);

    // 'Generating...' while the action runs: its request (a POST to this page) is held until the state is seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/demo-setup", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Generate demo data" }).click();
    const busy = page.getByRole("button", { name: "Generating..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await toast(page, "Demo data generated");
    await page.unroute("**/demo-setup");

    await page.getByRole("heading", { name: "This account holds demo data" }).waitFor();
    for (const label of ["Moods with feelings and notes", "Sleep and stress entries", "Partner check-ins", "Rituals"]) {
      expect(await countOf(page, label), label).toBeGreaterThan(0);
    }
    expect(await countOf(page, "Shared goal")).toBe(1);
    expect(await page.getByRole("button", { name: "Generate demo data" }).count()).toBe(0);
    await expectAccessible(page, "/demo-setup with demo data (390×844)");
    await noSidewaysScroll(page, phone.width);
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, "demo-setup-390x844.png"), fullPage: true });
    await page.setViewportSize(desktop);
    await expectAccessible(page, "/demo-setup with demo data (1280×800)");
    await page.screenshot({ path: path.join(shotsDir, "demo-setup-1280x800.png"), fullPage: true });
    await page.setViewportSize(phone);

    // A reload shows the same: the label and counts come from the server, not from the page's memory.
    await openDemoSetup(page);
    await page.getByRole("heading", { name: "This account holds demo data" }).waitFor();

    await page.getByRole("link", { name: "Open your dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { level: 1, name: "Welcome, Dale" }).waitFor();
    // The score was recalculated with the demo in it before the page was opened.
    const gauge = card(page, /^(Relationship|Individual) Health$/)
      .getByRole("meter")
      .first();
    await gauge.waitFor();
    expect(Number(await gauge.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    await card(page, "Mood Trends (Last 7 Days)")
      .getByRole("img", { name: /^Daily average mood/ })
      .waitFor();
    const notes = card(page, "Mood Log Private Thoughts").getByRole("list", { name: "Your notes, newest first" });
    // The cards stream in: wait for the list rather than count what has arrived so far.
    await notes.getByRole("listitem").first().waitFor();
    // The three newest of what the demo's history earned.
    await card(page, "Achievements").getByRole("listitem").first().waitFor();
    await page.screenshot({ path: path.join(shotsDir, "dashboard-with-demo-390x844.png"), fullPage: true });

    // Removal asks first; Cancel keeps everything.
    await openDemoSetup(page);
    await page.getByRole("button", { name: "Remove demo data" }).click();
    let dialog = page.getByRole("dialog", { name: "Remove demo data?" });
    await dialog.getByText(/anything else you logged yourself stay/).waitFor();
    await expectAccessible(page, "/demo-setup removal dialog (390×844)");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "This account holds demo data" }).waitFor();

    await page.setViewportSize(desktop);
    await page.getByRole("button", { name: "Remove demo data" }).click();
    dialog = page.getByRole("dialog", { name: "Remove demo data?" });
    await expectAccessible(page, "/demo-setup removal dialog (1280×800)");
    await dialog.getByRole("button", { name: "Remove demo data" }).click();
    await toast(page, "Demo data removed");
    await page.getByRole("button", { name: "Generate demo data" }).waitFor();
    expect(await page.getByText("This account holds demo data").count()).toBe(0);
    await expectAccessible(page, "/demo-setup after removal (1280×800)");

    await page.goto("/dashboard");
    await card(page, "Mood Log Private Thoughts")
      .getByText(/^No private thoughts in the last 30 days/)
      .waitFor();
    await card(page, "Mood Trends (Last 7 Days)").getByText("Start logging moods to see trends here").waitFor();
  });
});

describe("server actions called directly (POST with the action id)", () => {
  const actions = [
    ["generateDemoDataAction", [{ weeks: 1 }]],
    ["removeDemoDataAction", []],
  ] as const;

  test.each(actions)("%s refuses a caller without a live session", async (name, args) => {
    const result = await callAction(serverAction("lib/actions/demo.ts", name), [...args]);
    expect(result.result, `status ${result.status}`).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
  });
});
