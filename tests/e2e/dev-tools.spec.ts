import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, reviewShots } from "./fixtures";

/**
 * /dev-tools (issue #19): members are sent away; an admin sees figures that move as the app is used, sends test SMS
 * and emails that land in the dev mailbox, and finds each action in the audit trail. Every tab is checked with axe.
 */

const VIEWPORTS = [phone.viewport, laptop.viewport] as const;
const shot = reviewShots("dev-tools");

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const panel = (page: Page) => page.getByRole("tabpanel");

async function openDevTools(page: Page) {
  await page.goto("/dev-tools");
  await expect(page.getByRole("heading", { level: 1, name: "Developer Tools" })).toBeVisible();
  await hydrated(page);
}

/** The request count of one route in the Performance tab's server latency table (0 when not listed yet). */
async function requestsOf(table: Locator, route: string): Promise<number> {
  const row = table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name: route, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole("cell").nth(3).textContent())!.replace(/\D/g, ""));
}

test("a member is sent to the dashboard", async ({ people, signIn }) => {
  const [, sam] = people.couple();
  const page = await signIn(sam);
  await page.goto("/dev-tools");
  await page.waitForURL("**/dashboard");
});

for (const viewport of VIEWPORTS) {
  test.describe(`an admin at ${viewport.width}×${viewport.height}`, () => {
    test("every tab shows measured figures, with no accessibility violations", async ({
      people,
      signIn,
      expectAccessible,
    }) => {
      // Eight tabs, each with an axe check (and, when reviewing, a full-page screenshot).
      test.setTimeout(150_000);
      const [alex] = people.adminCouple();
      const page = await signIn(alex, { viewport });
      await openDevTools(page);
      for (const name of [
        "System",
        "Performance",
        "Database",
        "Backend",
        "Cache",
        "Network",
        "Utilities",
        "Audit trail",
      ]) {
        await tab(page, name).click();
        // Each tab settles on its figures (or says plainly what this server cannot measure), never a spinner.
        await expect(
          panel(page)
            .getByText(/Measured at|Latency|Audit|Notifications|Caches|cache/i)
            .first(),
        ).toBeVisible();
        await expectAccessible(page, `dev-tools ${name}`);
        await shot(page, name.toLowerCase().replace(/\s+/g, "-"), { fullPage: true });
      }
      await expect(page.getByText("25,000+")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /Warm Critical Caches/i })).toHaveCount(0);
    });
  });
}

test("the request counts move as the app is used", async ({ people, signIn, request }) => {
  const [alex] = people.adminCouple();
  const page = await signIn(alex);
  await openDevTools(page);
  await tab(page, "Performance").click();
  const table = panel(page).getByRole("table", { name: "Server latency by route" });
  await expect(table).toBeVisible();
  // Other tests use the same server at the same time: the count can only have grown by at least these five.
  const before = await requestsOf(table, "GET /api/health");
  for (let i = 0; i < 5; i++) await (await request.get("/api/health")).dispose();
  await panel(page).getByRole("button", { name: "Refresh" }).first().click();
  await expect.poll(() => requestsOf(table, "GET /api/health")).toBeGreaterThanOrEqual(before + 5);
});

test("test SMS and emails land in the dev mailbox, and the audit trail lists them", async ({ people, signIn }) => {
  const [alex] = people.adminCouple();
  const page = await signIn(alex, { timezoneId: "America/New_York" });
  await openDevTools(page);
  await tab(page, "Utilities").click();

  const sms = panel(page).getByRole("region", { name: "SMS Testing" });
  await sms.getByLabel("Phone number").fill("(415) 555-0142");
  await sms.getByText("Custom", { exact: true }).click();
  const text = `Test ${randomUUID().slice(0, 8)}`;
  await sms.getByLabel("Custom message").fill(text);
  await expect(sms.getByText(`${text.length}/160`)).toBeVisible();
  await sms.getByRole("button", { name: "Send Test SMS" }).click();
  await expect(page.getByText("SMS Test Successful!")).toBeVisible();
  await expect(page.getByText("Test message sent to (415) 555-0142")).toBeVisible();

  const address = `e2e.devtools.${randomUUID().slice(0, 8)}@example.com`;
  const email = panel(page).getByRole("region", { name: "Email Testing Suite" });
  await email.getByLabel("Test email address").fill(address);
  await email.getByRole("button", { name: "Send all" }).click();
  await expect(page.getByText("All email tests completed!")).toBeVisible();

  await tab(page, "Audit trail").click();
  await expect(panel(page).getByRole("cell", { name: "Test SMS sent" }).first()).toBeVisible();
  await expect(panel(page).getByRole("cell", { name: "Test email sent" }).first()).toBeVisible();
  // The trail records the kind of message and a masked number (lib/services/send-test-sms.ts), never its text.
  await expect(panel(page).getByText(text)).toHaveCount(0);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(address)}`);
  await expect(page.locator("li").filter({ hasText: address })).toHaveCount(4);
  await page.goto("/dev/mailbox?to=%2B14155550142");
  await expect(page.locator("li").filter({ hasText: "+14155550142" }).first()).toBeVisible();
});
