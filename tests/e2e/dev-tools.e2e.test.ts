import { mkdirSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, baseURL, newPage } from "./harness";
import { signInAs } from "./session";

/**
 * /dev-tools (issue #19): members are sent away; an admin sees figures that move as the app is used, sends test SMS
 * and emails that land in the dev mailbox, and finds each action in the audit trail. Every tab is checked with axe.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const shotsDir = path.join(artifactsDir, "dev-tools");

async function shot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: path.join(shotsDir, `${name}-${width}x${height}.png`), fullPage: true });
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const panel = (page: Page) => page.getByRole("tabpanel");

/** The request count of one route in the Performance tab's server latency table (0 when not listed yet). */
async function requestsOf(table: Locator, route: string): Promise<number> {
  const row = table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name: route, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole("cell").nth(3).textContent())!.replace(/\D/g, ""));
}

test("a member is sent to the dashboard", async () => {
  const page = await newPage();
  await signInAs(page, "member");
  await page.goto("/dev-tools");
  await page.waitForURL("**/dashboard");
});

describe.each(VIEWPORTS)("an admin at $width×$height", (viewport) => {
  test("every tab shows measured figures, with no accessibility violations", async () => {
    const page = await newPage({ viewport });
    await signInAs(page, "admin");
    await page.goto("/dev-tools");
    await page.getByRole("heading", { level: 1, name: "Developer Tools" }).waitFor();
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
      await panel(page)
        .getByText(/Measured at|Latency|Audit|Notifications|Caches|cache/i)
        .first()
        .waitFor();
      await expectAccessible(page, `dev-tools ${name}`);
      await shot(page, name.toLowerCase().replace(/\s+/g, "-"));
    }
    expect(await page.getByText("25,000+").count()).toBe(0);
    expect(await page.getByRole("button", { name: /Warm Critical Caches/i }).count()).toBe(0);
  }, 150_000);
});

test("the request counts move as the app is used", async () => {
  const page = await newPage();
  await signInAs(page, "admin");
  await page.goto("/dev-tools");
  await tab(page, "Performance").click();
  const table = panel(page).getByRole("table", { name: "Server latency by route" });
  await table.waitFor();
  const before = await requestsOf(table, "GET /api/health");
  for (let i = 0; i < 5; i++) await (await fetch(new URL("/api/health", baseURL))).body?.cancel();
  await panel(page).getByRole("button", { name: "Refresh" }).first().click();
  await expect.poll(() => requestsOf(table, "GET /api/health"), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 5);
});

test("test SMS and emails land in the dev mailbox, and the audit trail lists them", async () => {
  const page = await newPage({ timezoneId: "America/New_York" });
  await signInAs(page, "admin");
  await page.goto("/dev-tools");
  await tab(page, "Utilities").click();

  const sms = panel(page).getByRole("region", { name: "SMS Testing" });
  await sms.getByLabel("Phone number").fill("(415) 555-0142");
  await sms.getByText("Custom", { exact: true }).click();
  const text = `Test ${randomUUID().slice(0, 8)}`;
  await sms.getByLabel("Custom message").fill(text);
  await sms.getByText(`${text.length}/160`).waitFor();
  await sms.getByRole("button", { name: "Send Test SMS" }).click();
  await page.getByText("SMS Test Successful!").waitFor();
  await page.getByText("Test message sent to (415) 555-0142").waitFor();

  const address = `e2e.devtools.${randomUUID().slice(0, 8)}@example.com`;
  const email = panel(page).getByRole("region", { name: "Email Testing Suite" });
  await email.getByLabel("Test email address").fill(address);
  await email.getByRole("button", { name: "Send all" }).click();
  await page.getByText("All email tests completed!").waitFor();

  await tab(page, "Audit trail").click();
  await panel(page).getByRole("cell", { name: "Test SMS sent" }).first().waitFor();
  await panel(page).getByRole("cell", { name: "Test email sent" }).first().waitFor();
  expect(await panel(page).getByText(text).count()).toBe(0);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(address)}`);
  expect(await page.locator("li").filter({ hasText: address }).count()).toBe(4);
  await page.goto("/dev/mailbox?to=%2B14155550142");
  await page.locator("li").filter({ hasText: "+14155550142" }).first().waitFor();
});
