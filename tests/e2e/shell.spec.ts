import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, phone, test, toast, toastRegionReady } from "./fixtures";
import { serverLog } from "./support/base-url";

/** Spec 1 §4: back online, the badge says "Reconnecting..." for 2 s, then nothing. */
const RECONNECTING_SPEC_MS = 2_000;

/**
 * What a page saw while the network came back, by its own clock (ms since it loaded): the browser's online and
 * offline events, and each label the connectivity badge showed. Timed from the test, the badge was once gone 263 ms
 * after setOffline() resolved, in a CI run, with nothing to say why (it was lazy code lost to the network taking the
 * page down, the next test); a failure now says whether the page was loaded again, the badge rendered anew, or the
 * browser reported the network gone again. The page's clock is Playwright's (page.clock), paused while the badge
 * shows, so the log's times are exactly the ones the page's own timers ran on.
 */
type ConnectivityLog = {
  events: string[];
  labels: { at: number; label: string }[];
  /** False once the badge's element has left the page, i.e. it was rendered anew and lost its state. */
  attached: boolean;
};
type Watched = { connectivityLog: Omit<ConnectivityLog, "attached">; connectivityBadge: Element };

/** Starts the page's log; `badge` is the badge's live region. */
async function watchConnectivity(badge: Locator): Promise<void> {
  await badge.evaluate((status) => {
    const log: Watched["connectivityLog"] = { events: [], labels: [] };
    Object.assign(window, { connectivityLog: log, connectivityBadge: status } satisfies Watched);
    for (const type of ["online", "offline"]) window.addEventListener(type, () => log.events.push(type));
    new MutationObserver(() => {
      const label = status.textContent ?? "";
      if (log.labels.at(-1)?.label !== label) log.labels.push({ at: performance.now(), label });
    }).observe(status, { subtree: true, childList: true, characterData: true });
  });
}

/** The page's log as it is now; undefined if the page was loaded again (the log went with it). */
function readConnectivity(page: Page): Promise<ConnectivityLog | undefined> {
  return page.evaluate((): ConnectivityLog | undefined => {
    const { connectivityLog: log, connectivityBadge: badge } = window as unknown as Partial<Watched>;
    return log && badge ? { ...log, attached: badge.isConnected } : undefined;
  });
}

/** The log once the badge has said Reconnecting... and moved on (or left); undefined if the page was loaded again. */
async function untilBadgeMovesOn(page: Page): Promise<ConnectivityLog | undefined> {
  await expect
    .poll(async () => {
      const log = await readConnectivity(page);
      if (!log?.attached) return "gone";
      const labels = log.labels.map((change) => change.label);
      return labels.includes("Reconnecting...") && labels.at(-1) !== "Reconnecting..." ? "moved on" : "waiting";
    })
    .not.toBe("waiting");
  return readConnectivity(page);
}

test.describe("signed-in shell", () => {
  test("header, footer and the member's bottom navigation (no Dev)", async ({ people, signIn }) => {
    const [, sam] = people.couple();
    const page = await signIn(sam, phone);
    await page.goto("/goals");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Attune" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Coach safety" })).toHaveAttribute("href", "/coach-safety");
    await expect(footer.getByText(`© ${new Date().getFullYear()} Attune. All rights reserved.`)).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "Mood",
      "Check-in",
      "Partner",
      "Questions",
      "Rituals",
      "Goals",
      "Advanced",
      "Settings",
    ]);
    await expect(nav.getByRole("link", { name: "Goals" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);

    await hydrated(page);
    await nav.getByRole("link", { name: "Mood" }).click();
    await page.waitForURL("**/mood-log");
    await expect(page.getByRole("heading", { level: 1, name: "How are you feeling?" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Mood" })).toHaveAttribute("aria-current", "page");
  });

  test("a navigation that waits shows the loading screen over the page being left, then the next page", async ({
    people,
    signIn,
  }) => {
    const [, sam] = people.couple();
    const page = await signIn(sam, phone);
    await page.goto("/goals");
    // A first load paints the page itself: no loading screen in it (decision 085).
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-navigation-loading]")).toHaveCount(0);
    await hydrated(page);

    // The next page's data held back until the loading screen has been seen (no timing: released by the test).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/settings",
      async (route) => {
        if (route.request().headers()["rsc"] === "1") await released;
        await route.continue();
      },
    );
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    const loading = page.locator("[data-navigation-loading]");
    await expect(loading.getByRole("status")).toContainText("Loading your space...");
    await expect(loading).toBeVisible();
    // The quick exit stays in reach above it (the safety rule: nothing covers it).
    const exit = page.getByRole("link", { name: /Exit this page/ });
    const [exitBox, loadingBox] = [await exit.boundingBox(), await loading.boundingBox()];
    expect(loadingBox!.y).toBeGreaterThanOrEqual(exitBox!.y + exitBox!.height);
    // The page being left is still there underneath, unchanged, until the next one arrives.
    expect(page.url()).toMatch(/\/goals$/);

    release();
    await page.waitForURL("**/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test("the admin also gets Dev, and all eight items stay reachable at 320 px", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [alex] = people.adminCouple();
    const page = await signIn(alex, { viewport: { width: 320, height: 640 } });
    await page.goto("/dashboard");
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links.last()).toHaveText("Dev");
    const dev = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dev" });
    await hydrated(page);
    // Keyboard: tabbing to an item off to the side scrolls the bar so the item is fully visible.
    await dev.focus();
    // The bar may scroll smoothly: wait for it to settle with the item inside the viewport.
    await expect
      .poll(async () => {
        const box = (await dev.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= 320.5;
      })
      .toBe(true);
    await dev.click();
    await page.waitForURL("**/dev-tools");
    await expect(page.getByRole("heading", { level: 1, name: "Developer Tools" })).toBeVisible();
    await expect(dev).toHaveAttribute("aria-current", "page");
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectAccessible(page, "/dev-tools at 320 px");
  });

  test("offline badge and toasts; Reconnecting... for 2 s after coming back", async ({ people, signIn }) => {
    const [, sam] = people.couple();
    const page = await signIn(sam, phone);
    // The badge's 2 s is the page's own timer: Playwright's clock runs it, so the test decides when 2 s have passed
    // instead of measuring a window on a busy host. It runs as usual until paused below.
    await page.clock.install();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: `Welcome, ${sam.firstName}` })).toBeVisible();
    const header = page.getByRole("banner");
    // The dashboard streams its cards after the heading: cutting the network before the document has finished
    // loading breaks that stream (the error page, a different test), so the connection goes once it has.
    await page.waitForLoadState("load");
    await toastRegionReady(page);

    // From here on no timer of the page runs unless the test lets it. A minute ahead of the host's clock, which the
    // page's has followed since it was installed: pausing at "now" loses the race on a loaded host ("Cannot
    // fast-forward to the past"). Paused while still online, so the jump fires none of the timers the test is about
    // (the toasts' own 4 s among them).
    await page.clock.pauseAt(Date.now() + 60_000);

    await page.context().setOffline(true);
    const badge = header.getByRole("status").filter({ hasText: "Offline" });
    await expect(badge).toBeVisible();
    // sonner puts a toast on screen from a zero-delay timer, which the paused clock holds until time moves.
    await page.clock.runFor(0);
    await expect(toast(page, "Connection Lost")).toBeVisible();
    await expect(
      toast(page, "You're currently offline. Changes will be saved when connection is restored."),
    ).toBeVisible();

    await watchConnectivity(badge);
    await page.context().setOffline(false);
    const reconnecting = header.getByRole("status").filter({ hasText: "Reconnecting..." });
    await expect(reconnecting).toBeVisible();
    // A moment short of the spec's 2 s (by the page's clock, however long the host takes): still reconnecting.
    await page.clock.runFor(RECONNECTING_SPEC_MS - 1);
    await expect(toast(page, "Connection Restored")).toBeVisible();
    await expect(toast(page, "You're back online. Syncing any pending changes...")).toBeVisible();
    await expect(reconnecting).toBeVisible();
    await page.clock.runFor(1);
    const log = await untilBadgeMovesOn(page);

    expect(log, "the page was loaded again while the network came back").toBeDefined();
    expect(log!.attached, "the badge was rendered anew, losing its state").toBe(true);
    expect(log!.events, "the browser's own events").toEqual(["online"]);
    expect(
      log!.labels.map((change) => change.label),
      "Offline, then Reconnecting..., then nothing",
    ).toEqual(["Reconnecting...", ""]);
    // By the page's paused clock: exactly the spec's 2 s, not a moment before (the check above) or after.
    const shownFor = log!.labels[1]!.at - log!.labels[0]!.at;
    expect(shownFor).toBe(RECONNECTING_SPEC_MS);
    await expect(header.getByText("Offline", { exact: true })).toHaveCount(0);
  });

  test("code the network dropped after the page loaded leaves the page working, and arrives once back online", async ({
    people,
    signIn,
  }) => {
    // Morgan's dashboard fetches the toast region's code after it is interactive. Refuse every such fetch
    // (Turbopack's own retry and the app's too), as a network gone in that moment would: a busy CI run once found the
    // whole app an "App Error", and a failed chart plot (when plots were fetched) replaced the page with "Something
    // went wrong". Morgan is the shared year-long couple: this test only reads.
    const [morgan] = people.yearCouple;
    const page = await signIn(morgan, phone);
    let html = "";
    let dropped = true;
    const refusals = new Map<string, number>();
    // The scripts the document names are the page's own; the rest are fetched later.
    await page.route(
      (url) => url.pathname === "/dashboard",
      async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (route.request().resourceType() === "document") html = body;
        return route.fulfill({ response, body });
      },
    );
    // Refused until the network is seen gone and back (the event below), not for a set time.
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!dropped || html.includes(path)) return route.continue();
      refusals.set(path, (refusals.get(path) ?? 0) + 1);
      return route.abort("internetdisconnected");
    });
    await page.goto("/dashboard");
    // Three tries of the toast region's code: Turbopack's two, then the page's own, a second after the last failed.
    // Without that retry, the second failure reached an error boundary.
    await expect.poll(() => [...refusals.values()].filter((tries) => tries >= 3).length).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${morgan.firstName}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: /App Error|Something went wrong/ })).toHaveCount(0);
    // The charts need no code of their own: drawn on the server (decision 058), they are there with the scripts gone.
    const trend = page.locator('[data-card="health-trends"] path[data-line]').first();
    await trend.scrollIntoViewIfNeeded();
    await expect(trend).toBeVisible();

    const header = page.getByRole("banner");
    await page.context().setOffline(true);
    await expect(header.getByText("Offline", { exact: true })).toBeVisible();
    dropped = false;
    await page.context().setOffline(false);
    // Raised before the region could show it, and shown once its code has arrived.
    await expect(toast(page, "Connection Restored")).toBeVisible();
  });

  test("the page's first paint and time to first byte reach the vitals endpoint, measured after it loaded", async ({
    people,
    signIn,
  }) => {
    const [alex] = people.couple();
    const page = await signIn(alex, phone);
    const sent: { name: string; value: number; route: string }[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/vitals")
        sent.push(request.postDataJSON() as (typeof sent)[number]);
    });
    await page.goto("/goals");
    // FCP and TTFB are final at load; the library reads them from the browser's buffer though it starts late.
    await expect.poll(() => sent.map((metric) => metric.name).sort()).toEqual(expect.arrayContaining(["FCP", "TTFB"]));
    for (const metric of sent) {
      expect(metric.route).toBe("/goals");
      expect(metric.value).toBeGreaterThanOrEqual(0);
    }
  });

  test("the scroll-to-top button appears after 100 px and scrolls back up", async ({ people, signIn }) => {
    const [, sam] = people.couple();
    // A short window makes the page long enough to scroll.
    const page = await signIn(sam, { viewport: { width: 390, height: 300 } });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: `Welcome, ${sam.firstName}` })).toBeVisible();
    await hydrated(page);
    // In the header's row of buttons, not floating over the page (decision 053).
    const button = page.getByRole("banner").getByRole("button", { name: "Scroll to top" });
    await expect(button).toHaveCount(0);

    // Past the threshold first: the button showing proves the page is listening to its scrolling, so its going again
    // at exactly 100 px is the threshold's doing, not a listener that was not there yet.
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(button, "exactly 100 px is not past the threshold").toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(button).toBeVisible();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(button).toHaveCount(0);
  });
});

test.describe("error reports", () => {
  test("a browser error report is logged on the server under the same Error ID", async ({ request }) => {
    const errorId = `c-e2e${Date.now().toString(16)}${randomUUID().slice(0, 8)}`;
    const accepted = await request.post("/api/client-errors", {
      data: { errorId, message: "Boom in a test", path: "/dashboard", kind: "render" },
    });
    expect(accepted.status()).toBe(204);
    const refused = await request.post("/api/client-errors", { data: { errorId: "bad id", message: 1 } });
    expect(refused.status()).toBe(400);

    // The server's log (tests/e2e/support/server.ts) is written as the server gets to it, not before it answers.
    const logged = () =>
      readFileSync(serverLog, "utf8")
        .split("\n")
        .find((line) => line.includes(errorId));
    await expect.poll(logged, { message: "the server log has a line with the Error ID" }).toBeDefined();
    expect(JSON.parse(logged()!)).toMatchObject({ event: "client.render_error", errorId, message: "Boom in a test" });
  });
});
