import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";

/** Where the production server started by global-setup.ts listens, e.g. http://127.0.0.1:41234. */
export const baseURL: string = inject("e2eBaseURL");

export const artifactsDir = path.resolve(import.meta.dirname, "artifacts");

// Debian's Chromium, not a Playwright-downloaded build: nothing may be fetched from outside the package registries.
const launchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

let browser: Promise<Browser> | undefined;
let open: BrowserContext[] = [];
const cspViolations = new WeakMap<BrowserContext, string[]>();

/**
 * A page in a fresh browser context (own cookies and storage) with relative URLs resolved against baseURL. The
 * context is closed after the test, with a screenshot of each of its pages if the test failed (see setup.ts).
 *
 * The service worker is off unless a test asks for it (`serviceWorkers: "allow"`, as pwa.e2e.test.ts does): every
 * context is a first visit, so the worker would install mid-test everywhere and download the whole precache each
 * time (decision 039), and page.route() cannot see requests a worker answers.
 */
export async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  browser ??= chromium.launch(launchOptions);
  const context = await (await browser).newContext({ baseURL, serviceWorkers: "block", ...options });
  // Shorter than the test timeout so a missing element fails with Playwright's message, not a bare timeout; long
  // enough for a page to hydrate on a host twice as slow as a busy CI machine (issue #42).
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await watchContentSecurityPolicy(context);
  open.push(context);
  return context.newPage();
}

/**
 * Every page of every e2e test is also a CSP test (issue #11): Chromium reports each violation as a
 * securitypolicyviolation event and a console error, and setup.ts fails the test that produced any.
 */
async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  const seen: string[] = [];
  cspViolations.set(context, seen);
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`${message.page()?.url()}: ${message.text()}`);
  });
  await context.exposeBinding("__attuneCspViolation", ({ page }, text: string) => {
    seen.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __attuneCspViolation?: (text: string) => void }).__attuneCspViolation;
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}${where} (${event.sample})`);
    });
  });
}

/** The CSP violations the context's pages reported so far. */
export function cspViolationsOf(context: BrowserContext): readonly string[] {
  return cspViolations.get(context) ?? [];
}

/** Hands the contexts opened since the last call to the caller, which closes them. */
export function takeOpenContexts(): BrowserContext[] {
  const taken = open;
  open = [];
  return taken;
}

export async function closeBrowser(): Promise<void> {
  const launched = browser;
  browser = undefined;
  if (launched) await (await launched).close();
}

/**
 * Waits until the toast region's code has arrived: it is fetched after the page is interactive
 * (components/shell/toasts.tsx), so a test that cuts the network and then expects a toast must wait for it first.
 * Losing it to the network is a test of its own (shell.e2e.test.ts).
 */
export async function toastRegionReady(page: Page): Promise<void> {
  await page.locator("section[aria-label^='Notifications']").waitFor({ state: "attached" });
}

/**
 * Waits until a registration form's own code runs (it marks itself `data-hydrated`, see
 * components/forms/prehydration-values.ts). The funnel fetches a step's code as it is reached, so a page opened on a
 * form shows it before the form can take a click.
 */
export async function formHydrated(page: Page): Promise<void> {
  await page.locator("form[data-hydrated]").waitFor();
}
