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
  // The trail records the kind of message and a masked number (lib/services/dev-tools/send-test-sms.ts), never its text.
  await expect(panel(page).getByText(text)).toHaveCount(0);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(address)}`);
  await expect(page.locator("li").filter({ hasText: address })).toHaveCount(4);
  await page.goto("/dev/mailbox?to=%2B14155550142");
  await expect(page.locator("li").filter({ hasText: "+14155550142" }).first()).toBeVisible();
});

test("Start Monitoring: the first monitored fetch comes 5 s after Start, then the tab's 10 s", async ({
  people,
  signIn,
}) => {
  const [alex] = people.adminCouple();
  const page = await signIn(alex);
  // The page's clock (spec 3 §2, §9: statistics fetched 5 s after start; System refreshes every 10 s).
  const start = Date.now();
  await page.clock.install({ time: start });
  const isSystem = (url: string) => new URL(url).pathname === "/api/admin/dev-tools/system";
  let fetches = 0;
  let finished = 0;
  page.on("request", (request) => void (isSystem(request.url()) && (fetches += 1)));
  page.on("requestfinished", (request) => void (isSystem(request.url()) && (finished += 1)));
  await openDevTools(page);
  await expect(
    panel(page)
      .getByText(/Measured at/i)
      .first(),
  ).toBeVisible();
  await expect.poll(() => fetches).toBe(1);

  // From here on the page's time moves only when the test moves it.
  await page.clock.pauseAt(start + 10 * 60_000);
  await page.getByRole("button", { name: "Start Monitoring" }).click();
  const status = page.getByText(/^Monitoring(: | off)/);
  await expect(status).toHaveText("Monitoring: starting…");
  await page.clock.runFor(4_999);
  await expect(status).toHaveText("Monitoring: starting…");
  await expect.poll(() => fetches).toBe(1);
  await page.clock.runFor(1);
  await expect(status).toHaveText("Monitoring: refreshing");
  await expect.poll(() => fetches).toBe(2);
  // Then the tab's interval, counted from when that fetch settled (react-query restarts it then, in real time): the
  // page's clock is moved on a quarter second at a time until the next fetch, which takes 10 s of it.
  await expect.poll(() => finished).toBe(2);
  let advanced = 0;
  while (fetches < 3 && advanced < 12_000) {
    await page.clock.runFor(250);
    advanced += 250;
    // A round trip to the page, so a fetch it started has been reported before the next step.
    await page.evaluate(() => undefined);
  }
  expect(fetches).toBe(3);
  expect(advanced).toBeGreaterThanOrEqual(10_000);

  await page.getByRole("button", { name: "Stop Monitoring" }).click();
  await expect(status).toHaveText("Monitoring off");
  await page.clock.runFor(30_000);
  await expect.poll(() => fetches).toBe(3);
});

test("Debug Utils: Test Console Logging writes every level; Force Page Reload loads the page again", async ({
  people,
  signIn,
}) => {
  const [alex] = people.adminCouple();
  const page = await signIn(alex);
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("[Attune] console.")) lines.push(message.type());
  });
  await openDevTools(page);
  await tab(page, "Utilities").click();
  const debug = panel(page).getByRole("region", { name: "Debug Utils" });
  await debug.getByRole("button", { name: "Test Console Logging" }).click();
  await expect(page.getByText("Console test logged")).toBeVisible();
  await expect.poll(() => lines).toEqual(["log", "info", "warning", "error", "debug"]);

  // A mark on this document: a reload gives a new one without it.
  await page.evaluate(() => Object.assign(window, { __beforeReload: true }));
  await debug.getByRole("button", { name: "Force Page Reload" }).click();
  await expect.poll(() => page.evaluate(() => "__beforeReload" in window)).toBe(false);
  await expect(page.getByRole("heading", { level: 1, name: "Developer Tools" })).toBeVisible();
});

test("generate-daily-suggestion shows the admin's own daily suggestion, as the dashboard would", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const [alex, sam] = people.adminCouple();
  const page = await signIn(alex);
  await openDevTools(page);
  await tab(page, "Utilities").click();
  const runner = panel(page).getByRole("region", { name: "Daily Suggestion Test" });
  await runner.getByRole("button", { name: "Generate Daily Suggestion" }).click();
  await expect(page.getByText("Daily suggestion generated")).toBeVisible();
  // A fresh couple with no check-in yet: the dashboard's suggestion is the first check-in with the partner.
  const suggestion = runner.getByRole("region", { name: `Check in with ${sam.firstName}` });
  await expect(suggestion).toContainText(`Your first check-in with ${sam.firstName} takes a minute.`);
  await expect(suggestion.getByRole("link", { name: "Partner Check-in" })).toHaveAttribute("href", "/checkin");
  await expect(runner.getByText(/^Generated at \d{4}-\d\d-\d\dT/)).toBeVisible();
  await expectAccessible(page, "dev-tools daily suggestion");
});
