import type { PlaywrightTestConfig } from "@playwright/test";

/**
 * How every Playwright run here drives the browser (playwright.config.ts and playwright.instances.config.ts): Debian's
 * Chromium, the viewport, timeouts, traces and screenshots. Each config adds its own baseURL and servers.
 */
export const CHROMIUM_USE: PlaywrightTestConfig["use"] = {
  // Debian's Chromium, not a Playwright-downloaded build: nothing may be fetched from outside the package
  // registries.
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  },
  headless: true,
  viewport: { width: 1280, height: 800 },
  // Every context is a first visit, so a service worker would install mid-test everywhere and download the whole
  // precache each time (decision 039), and page.route() cannot see requests a worker answers. pwa.spec.ts allows it.
  serviceWorkers: "block",
  // Long enough for a page to hydrate on a host twice as slow as a busy CI machine (issue #42), short enough that a
  // missing element fails with Playwright's message rather than the test's timeout.
  actionTimeout: 15_000,
  navigationTimeout: 30_000,
  // A failed test keeps its trace: every action with the DOM before and after it, the network and the console.
  // Not the screencast: encoding a frame for every paint was a seventh of the suite's CPU on a two-core host, and
  // the DOM snapshots (plus the failure screenshot below) show the same pages.
  trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
  screenshot: { mode: "only-on-failure", fullPage: true },
};
