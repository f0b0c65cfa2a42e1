import type { Locator, Page, Request } from "@playwright/test";
import { expect, hydrated, laptop, phone, reviewShots, test, toastRegionReady } from "./fixtures";
import { E2E_SAFE_EXIT_URL } from "./support/safe-exit";

/**
 * Quick exit (issue #38 items 1 and 5, decision 075): on every signed-in page, /onboarding and /safety, a button
 * named "Emergency Exit this page" that Tab reaches first, that stays on screen however far the page scrolls, that no
 * toast covers, and that — like Escape pressed twice — replaces the page with SAFE_EXIT_URL (location.replace: the
 * tab's history does not grow, and Back does not return to the page left).
 */

const shot = reviewShots("quick-exit");
const WEATHER = "<!doctype html><html lang=en><title>Weather</title><h1>Today's weather</h1></html>";

const exitButton = (page: Page) => page.getByRole("link", { name: "Emergency Exit this page", exact: true });

/** Answers the neutral site here (nothing leaves the machine) and keeps the requests made to it. */
async function serveNeutralSite(page: Page, url: string): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(url, (route) => {
    requests.push(route.request());
    return route.fulfill({ contentType: "text/html", body: WEATHER });
  });
  return requests;
}

/** Opens `path` after a page of another kind (/test), so that Back has somewhere to go that is not `path`. */
async function openAfterAnotherPage(page: Page, path: string): Promise<number> {
  await page.goto("/test");
  await page.goto(path);
  await hydrated(page);
  return page.evaluate(() => history.length);
}

/** The page left for `url` in place of the one it was on: same history length, and Back skips it. */
async function expectReplacedWith(page: Page, url: string, historyBefore: number, requests: Request[]) {
  await page.waitForURL(url);
  await expect(page.getByRole("heading", { name: "Today's weather" })).toBeVisible();
  expect(await page.evaluate(() => history.length), "location.replace adds no history entry").toBe(historyBefore);
  // The neutral site is not told where the person came from.
  expect(requests.at(-1)?.headers().referer).toBeUndefined();
  await page.goBack();
  expect(new URL(page.url()).pathname, "Back skips the page that was left").toBe("/test");
}

/** Tab from the top of the page reaches quick exit first. */
async function expectFirstInTabOrder(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Tab");
  await expect(exitButton(page)).toBeFocused();
}

/** Scrolled to the very bottom, the button is still wholly on screen, at the top. */
async function expectStaysInView(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  expect(await page.evaluate(() => window.scrollY), "the page scrolls").toBeGreaterThan(0);
  await expect(exitButton(page)).toBeInViewport({ ratio: 1 });
  expect((await exitButton(page).boundingBox())!.y).toBeLessThan(40);
}

/**
 * Nothing is painted over the button while `covering` is on screen: no overlap of boxes, and a hit at its centre and
 * near each corner (6 px in, inside its rounded corners) is the button.
 */
async function expectNotCovered(page: Page, covering: Locator) {
  await expect(covering).toBeVisible();
  const button = (await exitButton(page).boundingBox())!;
  // Frame by frame for a while (a toast slides in and out): it never rises to the button.
  const highest = await covering.evaluate(async (element) => {
    let top = Infinity;
    const until = performance.now() + 600;
    while (performance.now() < until) {
      top = Math.min(top, element.getBoundingClientRect().top);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return top;
  });
  expect(highest, "the toast's highest point, frame by frame").toBeGreaterThanOrEqual(button.y + button.height);
  const other = (await covering.boundingBox())!;
  const overlapX = Math.min(button.x + button.width, other.x + other.width) - Math.max(button.x, other.x);
  const overlapY = Math.min(button.y + button.height, other.y + other.height) - Math.max(button.y, other.y);
  expect(overlapX > 0.5 && overlapY > 0.5, `toast ${JSON.stringify(other)} over ${JSON.stringify(button)}`).toBe(false);
  const hits = await exitButton(page).evaluate((link) => {
    const { left, top, right, bottom } = link.getBoundingClientRect();
    const points = [
      [(left + right) / 2, (top + bottom) / 2],
      [left + 6, top + 6],
      [right - 6, top + 6],
      [left + 6, bottom - 6],
      [right - 6, bottom - 6],
    ];
    return points.map(([x, y]) => link.contains(document.elementFromPoint(x!, y!)));
  });
  expect(hits).toEqual([true, true, true, true, true]);
}

test.describe("quick exit on a signed-in page", () => {
  for (const [size, options] of [
    ["390×844", phone],
    ["1280×800", laptop],
  ] as const) {
    test(`at ${size}: first by Tab, on screen while scrolling, and the button leaves by replace`, async ({
      people,
      signIn,
      expectAccessible,
    }) => {
      const page = await signIn(people.solo(), options);
      const requests = await serveNeutralSite(page, E2E_SAFE_EXIT_URL);
      const before = await openAfterAnotherPage(page, "/settings");
      // The server's SAFE_EXIT_URL reaches the page as the link's address.
      await expect(exitButton(page)).toHaveAttribute("href", E2E_SAFE_EXIT_URL);
      await expectFirstInTabOrder(page);
      await shot(page, "settings-top");
      await expectAccessible(page, `/settings at ${size} with quick exit`);

      await expectStaysInView(page);
      await shot(page, "settings-scrolled");
      await exitButton(page).click();
      await expectReplacedWith(page, E2E_SAFE_EXIT_URL, before, requests);
    });
  }

  test("Escape twice from a text field leaves; the mood log's draft is kept, and its toast does not cover the button", async ({
    people,
    signIn,
  }) => {
    const page = await signIn(people.solo(), phone);
    const requests = await serveNeutralSite(page, E2E_SAFE_EXIT_URL);
    const before = await openAfterAnotherPage(page, "/mood-log");
    const note = page.getByLabel("Context notes");
    await note.fill("Writing this before anyone comes home");
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

    // One press arms quick exit (the button says so, and a screen reader is told how to finish): nothing else.
    await note.press("Escape");
    await expect(exitButton(page)).toHaveAttribute("data-armed", "");
    await expect(page.locator("[data-quick-exit] [role=status]")).toHaveText("Press Escape again to exit this page.");
    expect(new URL(page.url()).pathname).toBe("/mood-log");
    await note.press("Escape");
    await expectReplacedWith(page, E2E_SAFE_EXIT_URL, before, requests);

    // Nothing stored was lost: opening the mood log again offers the draft back, in a toast that leaves the way out
    // uncovered.
    await page.goto("/mood-log");
    await toastRegionReady(page);
    await expectNotCovered(page, page.locator("[data-sonner-toast]").filter({ hasText: "Draft restored" }));
    await shot(page, "mood-log-toast");
    await expect(page.getByLabel("Context notes")).toHaveValue("Writing this before anyone comes home");
  });

  test("an Escape that closes the coach does not count: the next one arms, the one after leaves", async ({
    people,
    signIn,
  }) => {
    const page = await signIn(people.solo(), phone);
    const requests = await serveNeutralSite(page, E2E_SAFE_EXIT_URL);
    const before = await openAfterAnotherPage(page, "/dashboard");
    await page.getByRole("banner").getByRole("button", { name: "Open the coach" }).click();
    const panel = page.getByRole("dialog", { name: "Attune Coach" });
    await expect(panel.getByRole("link", { name: "How the coach keeps you safe" })).toBeVisible();
    // The panel opens below the header's row, not over quick exit's bar.
    expect((await panel.boundingBox())!.y).toBeGreaterThan((await exitButton(page).boundingBox())!.y + 32);
    await panel.getByLabel("Message the coach").press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(exitButton(page)).not.toHaveAttribute("data-armed");

    await page.keyboard.press("Escape");
    await expect(exitButton(page)).toHaveAttribute("data-armed", "");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.keyboard.press("Escape");
    await expectReplacedWith(page, E2E_SAFE_EXIT_URL, before, requests);
  });

  test("an admin's bar at 390×844 shows its current item (Dev, the last), and Tab still reaches quick exit first", async ({
    people,
    signIn,
  }) => {
    // Nine items do not fit 390 px: the bar scrolls to the current one, without moving where Tab starts from.
    const [admin] = people.adminCouple();
    const page = await signIn(admin, phone);
    await page.goto("/dev-tools");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dev" })).toBeInViewport({
      ratio: 1,
    });
    await expectFirstInTabOrder(page);
  });

  test("the footer links to /safety, and /safety's link to Settings → Safety lands clear of the header", async ({
    people,
    signIn,
  }) => {
    const page = await signIn(people.solo(), phone);
    await page.goto("/dashboard");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Your safety" })).toHaveAttribute(
      "href",
      "/safety",
    );
    await page.goto("/safety");
    await hydrated(page);
    await page.getByRole("link", { name: "Settings → Safety" }).click();
    await page.waitForURL("**/settings#safety");
    const safety = page.getByRole("region", { name: "Safety", exact: true });
    await expect(safety.getByRole("heading", { name: "Safety", exact: true })).toBeInViewport();
    await expect(safety.getByRole("link", { name: /^Your safety/ })).toHaveAttribute("href", "/safety");
    await expect(safety).toContainText("It does not hide");
    // The card's title is below the whole sticky header (quick exit's bar and the header's row), not under it.
    const header = (await page.getByRole("banner").boundingBox())!;
    const title = (await safety.getByRole("heading", { name: "Safety", exact: true }).boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(header.y + header.height);
    await shot(page, "settings-safety");
  });
});

test.describe("quick exit on /onboarding", () => {
  test("first by Tab, not under the funnel's toast, on screen while scrolling, and it leaves by replace", async ({
    openPage,
    expectAccessible,
  }) => {
    const page = await openPage(phone);
    await page.goto("/onboarding?payment=cancelled");
    await hydrated(page);
    await expectFirstInTabOrder(page);
    await expectNotCovered(page, page.locator("[data-sonner-toast]").filter({ hasText: "Payment Cancelled" }));
    await shot(page, "onboarding-toast");
    await expectAccessible(page, "/onboarding with quick exit");

    // The landing (the cancelled payment moved the funnel on to its plan step, a page of its own in history).
    const requests = await serveNeutralSite(page, E2E_SAFE_EXIT_URL);
    const before = await openAfterAnotherPage(page, "/onboarding");
    await expectStaysInView(page);
    await exitButton(page).click();
    await expectReplacedWith(page, E2E_SAFE_EXIT_URL, before, requests);
  });
});

test.describe("/safety", () => {
  for (const [size, options] of [
    ["390×844", phone],
    ["1280×800", laptop],
  ] as const) {
    test(`at ${size}: public and prerendered, what it covers, help lines said to be unconfirmed, quick exit first`, async ({
      openPage,
      expectAccessible,
    }) => {
      const page = await openPage(options);
      const response = await page.goto("/safety");
      expect(response?.status()).toBe(200);
      // Prerendered like the legal pages: a fixed document, its scripts allowed by hash (decision 025).
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await expect(page.getByRole("heading", { level: 1, name: "Your safety" })).toBeVisible();
      await expect(page.locator("main section > h2")).toHaveText([
        "1. Signs that your phone or apps may be monitored",
        "2. Using Attune more safely",
        "3. Quick exit",
        "4. The quiet pause",
        "5. Where to get help",
      ]);
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: "Settings → Safety" })).toHaveAttribute("href", "/settings#safety");
      await expect(main.getByRole("heading", { name: "United States" })).toBeVisible();
      await expect(
        main.getByRole("link", { name: "National Domestic Violence Hotline: call 18007997233" }),
      ).toHaveAttribute("href", "tel:18007997233");
      await expect(main.getByRole("heading", { name: "Everywhere else" })).toBeVisible();
      await expect(main).toContainText("have not yet confirmed each one with the service itself");
      await expect(main).toContainText("It does not sign you out");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Your safety" })).toHaveAttribute(
        "href",
        "/safety",
      );
      await hydrated(page);
      await expectFirstInTabOrder(page);
      await shot(page, "safety");
      await expectAccessible(page, `/safety at ${size}`);
      for (const section of ["quick-exit", "help"]) {
        await page.evaluate((id) => window.scrollTo({ top: document.getElementById(id)!.offsetTop - 100 }), section);
        await shot(page, `safety-${section}`);
      }

      // Prerendered, it carries the address the build saw (the default unless the build set SAFE_EXIT_URL).
      const href = (await exitButton(page).getAttribute("href"))!;
      expect(href).toMatch(/^https:\/\//);
      const requests = await serveNeutralSite(page, href);
      const before = await openAfterAnotherPage(page, "/safety");
      await expectStaysInView(page);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await expectReplacedWith(page, href, before, requests);
    });
  }
});
