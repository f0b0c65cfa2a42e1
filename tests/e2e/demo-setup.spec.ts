import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, toast, reviewShots } from "./fixtures";
import { callAction, serverAction } from "./support/server-actions";

/**
 * /demo-setup (issue #19): a brand-new account generates demo data, sees the label and the counts, finds its
 * dashboard filled (the health score, the mood chart, its notes, achievements), then removes the demo behind the
 * confirmation and is back to an empty account. The account is this test's own (a fresh person from the pool: no
 * partner, nothing logged yet), so nothing here depends on, or changes, what other tests use.
 */

const shot = reviewShots("demo-setup");

const card = (page: Page, title: string | RegExp): Locator =>
  page.getByRole("region", { name: title, exact: typeof title === "string" });

async function openDemoSetup(page: Page) {
  await page.goto("/demo-setup");
  await expect(page.getByRole("heading", { level: 1, name: "Demo Data" })).toBeVisible();
  await hydrated(page);
}

/** The count shown next to a kind's label. */
const countOf = (page: Page, label: string): Locator =>
  page.getByRole("term").filter({ hasText: label }).locator("xpath=..").getByRole("definition");

async function noSidewaysScroll(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe("demo setup", () => {
  test("a new account generates demo data, sees it on the dashboard and removes it", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    // Six axe checks at two sizes, three full-page screenshots and a dashboard of streamed cards.
    test.slow();
    const dale = people.solo();
    const page = await signIn(dale, phone);

    await openDemoSetup(page);
    await expect(page.getByRole("heading", { name: "What will be generated" })).toBeVisible();
    await expect(page.getByText(/can be removed in one click/)).toBeVisible();
    await expect(page.getByText("This account holds demo data")).toHaveCount(0);
    await expectAccessible(page, "/demo-setup before generating (390×844)");
    await noSidewaysScroll(page, phone.viewport.width);

    // 'Generating...' while the action runs: its request (a POST to this page) is held until the state is seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/demo-setup", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Generate demo data" }).click();
    const busy = page.getByRole("button", { name: "Generating..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(toast(page, "Demo data generated")).toBeVisible();
    await page.unroute("**/demo-setup");

    await expect(page.getByRole("heading", { name: "This account holds demo data" })).toBeVisible();
    for (const label of ["Moods with feelings and notes", "Sleep and stress entries", "Partner check-ins", "Rituals"]) {
      await expect(countOf(page, label), label).toHaveText(/^[1-9]\d*$/);
    }
    await expect(countOf(page, "Shared goal")).toHaveText("1");
    await expect(page.getByRole("button", { name: "Generate demo data" })).toHaveCount(0);
    await expectAccessible(page, "/demo-setup with demo data (390×844)");
    await noSidewaysScroll(page, phone.viewport.width);
    await shot(page, "demo-setup", { fullPage: true });
    await page.setViewportSize(laptop.viewport);
    await expectAccessible(page, "/demo-setup with demo data (1280×800)");
    await shot(page, "demo-setup", { fullPage: true });
    await page.setViewportSize(phone.viewport);

    // A reload shows the same: the label and counts come from the server, not from the page's memory.
    await openDemoSetup(page);
    await expect(page.getByRole("heading", { name: "This account holds demo data" })).toBeVisible();

    await page.getByRole("link", { name: "Open your dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${dale.firstName}` })).toBeVisible();
    // The score was recalculated with the demo in it before the page was opened.
    const gauge = card(page, /^(Relationship|Individual) Health$/)
      .getByRole("meter")
      .first();
    await expect(gauge).toBeVisible();
    await expect.poll(async () => Number(await gauge.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    await expect(
      card(page, "Mood Trends (Last 7 Days)").getByRole("img", { name: /^Daily average mood/ }),
    ).toBeVisible();
    const notes = card(page, "Mood Log Private Thoughts").getByRole("list", { name: "Your notes, newest first" });
    // The cards stream in: wait for the list rather than count what has arrived so far.
    await expect(notes.getByRole("listitem").first()).toBeVisible();
    // The three newest of what the demo's history earned.
    await expect(card(page, "Achievements").getByRole("listitem").first()).toBeVisible();
    await shot(page, "dashboard-with-demo", { fullPage: true });

    // Removal asks first; Cancel keeps everything.
    await openDemoSetup(page);
    await page.getByRole("button", { name: "Remove demo data" }).click();
    let dialog = page.getByRole("dialog", { name: "Remove demo data?" });
    await expect(dialog.getByText(/anything else you logged yourself stay/)).toBeVisible();
    await expectAccessible(page, "/demo-setup removal dialog (390×844)");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).not.toBeAttached();
    await expect(page.getByRole("heading", { name: "This account holds demo data" })).toBeVisible();

    await page.setViewportSize(laptop.viewport);
    await page.getByRole("button", { name: "Remove demo data" }).click();
    dialog = page.getByRole("dialog", { name: "Remove demo data?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "/demo-setup removal dialog (1280×800)");
    await dialog.getByRole("button", { name: "Remove demo data" }).click();
    await expect(toast(page, "Demo data removed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate demo data" })).toBeVisible();
    await expect(page.getByText("This account holds demo data")).toHaveCount(0);
    await expectAccessible(page, "/demo-setup after removal (1280×800)");

    await page.goto("/dashboard");
    // Back to nothing: each card is its one unlock line (decision 049).
    await expect(page.locator('[data-card="private-thoughts"][data-unlock]')).toContainText(
      /^No private thoughts in the last 30 days/,
    );
    await expect(page.locator('[data-card="mood-trends"][data-unlock]')).toHaveText(
      "Start logging moods to see trends here",
    );
  });
});

test.describe("server actions called directly (POST with the action id)", () => {
  const actions = [
    ["generateDemoDataAction", [{ weeks: 1 }]],
    ["removeDemoDataAction", []],
  ] as const;

  for (const [name, args] of actions) {
    test(`${name} refuses a caller without a live session`, async () => {
      const result = await callAction(serverAction("lib/actions/demo.ts", name), [...args]);
      expect(result.result, `status ${result.status}`).toMatchObject({
        ok: false,
        error: { code: "UNAUTHENTICATED" },
      });
    });
  }
});
