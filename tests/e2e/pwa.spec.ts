import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, reviewShots } from "./fixtures";

/**
 * The installable app (issue #17, decision 039): the manifest and service worker make it installable, the worker
 * precaches the static shell only, shows the offline page when a navigation cannot reach the network, never caches a
 * page or an API answer of anyone's, empties its other caches on sign-out, and shows pushes as notifications.
 *
 * Every test claims its own people; the service worker is allowed in each context here (the config blocks it
 * everywhere else).
 */

const shot = reviewShots("pwa");
const withWorker = { ...phone, serviceWorkers: "allow" } as const;

/** Waits until the service worker is active and controls `page` (clientsClaim: no reload needed). */
async function controlledBy(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scope;
}

interface CachedEntry {
  cache: string;
  url: string;
  contentType: string | null;
}

/** Every entry of every cache of the origin, with the content type it was stored with. */
function cachedEntries(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, contentType: response?.headers.get("content-type") ?? null });
      }
    }
    return entries;
  });
}

/** What the precache may hold: Next's hashed files, the app icons and the badge, and the offline page. */
const SHELL_PATH = /^\/(?:_next\/static\/.+\.(?:js|css|woff2)|icons\/(?:icon-(?:180|192|512)|badge-96)\.png|offline)$/;

/**
 * Chrome never offers to install from an incognito profile, which is what a Playwright `newContext()` is
 * (Page.getInstallabilityErrors says "in-incognito"), so installability is judged in a persistent profile, as a
 * person's browser is. The fixtures' CSP watch is replaced here by a console watch with the same meaning.
 */
async function persistentProfile(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "attune-pwa-profile-"));
  const context = await playwright.chromium.launchPersistentContext(dir, {
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    baseURL,
    ...phone,
    // Playwright Test gives every context it sees the config's options (and timeouts), this one too: the config
    // blocks service workers, and this profile's whole point is its worker.
    serviceWorkers: "allow",
  });
  const violations: string[] = [];
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
  };
}

test.describe("installable", () => {
  test("no installability errors on /onboarding or, signed in, on /dashboard", async ({
    playwright,
    baseURL,
    people,
    sessionOf,
  }) => {
    const riley = people.solo();
    const { context, close } = await persistentProfile(playwright, baseURL!);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      // Chrome fetches the manifest after the page has loaded: until then it reports "no-manifest", so both checks
      // wait for the verdict to settle.
      const installabilityErrors = async () =>
        (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors.map((error) => error.errorId);
      await page.goto("/onboarding");
      await controlledBy(page);
      await expect.poll(installabilityErrors).toEqual([]);
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);

      // Signed in with the session's cookie (a persistent profile takes no storageState).
      await context.addCookies((await sessionOf(riley)).cookies);
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${riley.firstName}` })).toBeVisible();
      await expect.poll(installabilityErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("a push shows its notification; a payload that is not JSON, or names another site, falls back safely", async ({
    playwright,
    baseURL,
  }) => {
    const { context, close } = await persistentProfile(playwright, baseURL!);
    try {
      await context.grantPermissions(["notifications"], { origin: baseURL });
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/onboarding");
      await controlledBy(page);
      const cdp = await context.newCDPSession(page);
      const registrations: string[] = [];
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
        registrations.push(...updated.filter((r) => !r.isDeleted).map((r) => r.registrationId));
      });
      const workerStates: string[] = [];
      cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
        workerStates.push(...versions.map((v) => `${v.registrationId}:${v.runningStatus}:${v.status}`));
      });
      cdp.on("ServiceWorker.workerErrorReported", ({ errorMessage }) => {
        workerStates.push(`error: ${errorMessage.errorMessage}`);
      });
      await cdp.send("ServiceWorker.enable");
      // ServiceWorker.enable reports the (already active) registration at once.
      await expect.poll(() => registrations.length).toBeGreaterThan(0);
      const push = (data: string) =>
        cdp.send("ServiceWorker.deliverPushMessage", { origin: baseURL!, registrationId: registrations[0]!, data });

      const shown = async () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data as unknown,
            icon: new URL(n.icon).pathname,
            badge: new URL(n.badge).pathname,
          })),
        );
      const icons = { icon: "/icons/icon-192.png", badge: "/icons/badge-96.png" };
      const cases = [
        {
          data: JSON.stringify({ title: "Time to check in", body: "How are you feeling?", url: "/mood-log", tag: "a" }),
          expected: { title: "Time to check in", body: "How are you feeling?", tag: "a", data: { url: "/mood-log" } },
        },
        {
          data: "not json",
          expected: { title: "Attune", body: "You have a new notification.", tag: "", data: { url: "/dashboard" } },
        },
        {
          data: JSON.stringify({ title: "Elsewhere", body: "Open me", url: "https://evil.example/", tag: "b" }),
          expected: { title: "Elsewhere", body: "Open me", tag: "b", data: { url: "/dashboard" } },
        },
      ];
      // One at a time, each seen before the next is sent. DevTools' test delivery is occasionally lost on a busy
      // machine (the worker handles every payload the same way each time: see lib/validation/service-worker.ts), so
      // a push that shows nothing within 5 s is sent once more before the test fails.
      for (const { data, expected } of cases) {
        const arrived = async () =>
          (await shown()).some(
            (n) =>
              n.title === expected.title &&
              n.body === expected.body &&
              n.tag === expected.tag &&
              (n.data as { url?: unknown } | null)?.url === expected.data.url &&
              n.icon === icons.icon &&
              n.badge === icons.badge,
          );
        let seen = false;
        for (let attempt = 0; attempt < 2 && !seen; attempt++) {
          await push(data);
          seen = await expect
            .poll(arrived, { timeout: 5_000 })
            .toBe(true)
            .then(() => true)
            .catch(() => false);
        }
        expect(seen, `${data} → ${JSON.stringify(await shown())} (worker: ${workerStates.join(", ")})`).toBe(true);
      }
    } finally {
      await close();
    }
  });
});

test.describe("the service worker", () => {
  test("/sw.js is a worker script with its own policy; /offline is prerendered and public", async ({ request }) => {
    const worker = await request.get("/sw.js", { maxRedirects: 0 });
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-type"]).toMatch(/^application\/javascript/);
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    // Not a page's policy (no nonce, no hashes): proxy.ts leaves /sw.js alone.
    expect(worker.headers()["content-security-policy"]).toBe("default-src 'self'; object-src 'none'; base-uri 'none'");

    const [first, second] = [
      await request.get("/offline", { maxRedirects: 0 }),
      await request.get("/offline", { maxRedirects: 0 }),
    ];
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain("You&#x27;re offline");
    const policy = first.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(second.headers()["content-security-policy"]).toBe(policy);
  });

  test("it registers, controls the page, and precaches the static shell only", async ({ openPage, baseURL }) => {
    const page = await openPage(withWorker);
    await page.goto("/onboarding");
    expect(await controlledBy(page)).toBe(`${baseURL}/`);
    const entries = await cachedEntries(page);
    const paths = entries.map((entry) => new URL(entry.url).pathname);
    expect(paths).toContain("/offline");
    expect(paths).toContain("/icons/icon-192.png");
    expect(paths.some((p) => p.endsWith(".woff2"))).toBe(true);
    expect(paths.filter((p) => !SHELL_PATH.test(p))).toEqual([]);
  });

  test("offline, a signed-in page shows the offline page in its place; Try again brings it back", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const riley = people.solo();
    const page = await signIn(riley, withWorker);
    await page.goto("/dashboard");
    await controlledBy(page);
    const context = page.context();

    await context.setOffline(true);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    // The address stays the page asked for, so Try again reloads that page.
    expect(new URL(page.url()).pathname).toBe("/settings");
    await expect(page).toHaveTitle("You're offline · Attune");
    await expect(page.getByText("Moods and check-ins you save on a page that's already open are kept")).toBeVisible();
    await expectAccessible(page, "offline page (390×844)");
    await shot(page, "offline", { fullPage: true });
    await page.setViewportSize(laptop.viewport);
    await expectAccessible(page, "offline page (1280×800)");
    await shot(page, "offline", { fullPage: true });

    // A link in the app (a client-side navigation): its RSC request fails, Next falls back to a full navigation, and
    // that gets the offline page in the same way.
    await context.setOffline(false);
    await page.setViewportSize(phone.viewport);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${riley.firstName}` })).toBeVisible();
    await hydrated(page);
    await context.setOffline(true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Goals" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/goals");

    await hydrated(page);
    await context.setOffline(false);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shared Goals" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/goals");
  });

  test("browsing signed in caches no page, no RSC payload and no API answer", async ({ people, signIn }) => {
    const riley = people.solo();
    const page = await signIn(riley, withWorker);
    await page.goto("/dashboard");
    await controlledBy(page);
    // The dashboard (streamed, with its card reads and the notification bell's /api call), then other pages, by
    // address and by the app's own links (RSC payloads).
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${riley.firstName}` })).toBeVisible();
    for (const route of ["/mood-log", "/settings", "/dashboard"]) {
      await page.goto(route);
      await expect(page.locator("h1").first()).toBeVisible();
    }
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Rituals" }).click();
    await page.waitForURL("**/rituals");
    await expect(page.locator("h1").first()).toBeVisible();

    const entries = await cachedEntries(page);
    expect(entries.length).toBeGreaterThan(0);
    const offending = entries.filter((entry) => {
      const url = new URL(entry.url);
      const html = entry.contentType?.startsWith("text/html") ?? false;
      return (
        url.pathname.startsWith("/api/") ||
        url.searchParams.has("_rsc") ||
        (html && url.pathname !== "/offline") ||
        !SHELL_PATH.test(url.pathname)
      );
    });
    expect(offending).toEqual([]);
  });

  test("sign-out empties every cache but the precache", async ({ people, signIn }) => {
    // A person of its own: signing out ends every session of the account (decision 002).
    const riley = people.solo();
    const page = await signIn(riley, withWorker);
    await page.goto("/dashboard");
    await controlledBy(page);

    // A runtime cache of any kind (nothing of ours makes one: this stands in for whatever might) must not outlive
    // the session on this device.
    await page.evaluate(() => caches.open("attune-runtime-probe").then((c) => c.put("/probe", new Response("x"))));
    const precache = (await page.evaluate(() => caches.keys())).filter((name) => name !== "attune-runtime-probe");
    expect(precache).toHaveLength(1);
    await hydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL("**/auth");
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(precache);
    // The static shell stays: the offline page still works after sign-out.
    const entries = await cachedEntries(page);
    expect(entries.some((entry) => new URL(entry.url).pathname === "/offline")).toBe(true);
  });
});
