import { openSync, closeSync, mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";
import { coupleAt, POOL_SIZE, soloAt, YEAR_COUPLE, type Person, type PoolKind } from "./support/pool";

export { expect };
export type { Person };

/**
 * Screenshots for reviewing a screen by eye: `shot(page, "plan")` writes tests/e2e/artifacts/<area>/plan-390x844.png
 * (git-ignored), named by the page's viewport. Taken only when E2E_SCREENSHOTS=1 (`npm run test:e2e:screens`): no
 * assertion reads them, and each is a software raster of the page, which on a two-core CI host cost more than the
 * tests' own waits. A failed test is screenshotted regardless (playwright.config.ts).
 */
export function reviewShots(area: string) {
  return async (target: Page | Locator, name: string, { fullPage = false } = {}) => {
    if (process.env.E2E_SCREENSHOTS !== "1") return;
    const page = "viewportSize" in target ? target : target.page();
    const { width, height } = page.viewportSize()!;
    const file = path.join("tests/e2e/artifacts", area, `${name}-${width}x${height}.png`);
    await ("viewportSize" in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
  };
}

/** The phone and laptop every screen is built for. */
export const phone = { viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions;
export const laptop = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions;

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export interface People {
  /** A fresh person on their own (verified, on a plan, no partner). */
  solo(): Person;
  /** A fresh linked couple sharing moods; the first sent the invitation and holds the plan. */
  couple(): [Person, Person];
  /** As couple(), and the first is an administrator. */
  adminCouple(): [Person, Person];
  /** The year-long couple: read-only, shared by every test that reads a year of history. */
  readonly yearCouple: [Person, Person];
}

interface Fixtures {
  /** A page in a fresh context of its own (cookies, storage), closed after the test. */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** openPage, signed in as `who` (through Auth.js's endpoint, not the form: the form has tests of its own). */
  signIn: (who: Person, options?: BrowserContextOptions) => Promise<Page>;
  /** The signed-in cookies of `who`, for a context the test makes itself. */
  sessionOf: (who: Person) => Promise<StorageState>;
  /** axe-core on the page as it is now: no serious or critical violation (issue #3). Once per state a test reaches. */
  expectAccessible: (page: Page, state?: string) => Promise<void>;
}

interface WorkerFixtures {
  people: People;
  sessions: Map<string, StorageState>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Every context of every test is also a CSP test (issue #11): the built-in one and those openPage makes.
  context: async ({ context }, use) => {
    const violations = await watchContentSecurityPolicy(context);
    await use(context);
    // A page that works only because the browser ignored a refused script is broken for real users.
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },

  // Worker-scoped so a worker fixture may claim too; every call still claims someone new.
  people: [
    async ({}, use) => {
      await use({
        solo: () => soloAt(claim("solo")),
        couple: () => coupleAt("couple", claim("couple")),
        adminCouple: () => coupleAt("admin-couple", claim("admin-couple")),
        yearCouple: YEAR_COUPLE,
      });
    },
    { scope: "worker" },
  ],

  openPage: async ({ browser }, use) => {
    const opened: { context: BrowserContext; violations: string[] }[] = [];
    await use(async (options = {}) => {
      // browser.newContext() inside a test takes the config's `use` options (baseURL, timeouts, service workers).
      const context = await browser.newContext(options);
      opened.push({ context, violations: await watchContentSecurityPolicy(context) });
      return context.newPage();
    });
    // Closing after the test lets Playwright capture the pages of a failed one first.
    await Promise.all(opened.map(({ context }) => context.close()));
    expect(
      opened.flatMap(({ violations }) => violations),
      "Content-Security-Policy violations",
    ).toEqual([]);
  },

  sessions: [async ({}, use) => use(new Map()), { scope: "worker" }],

  sessionOf: async ({ playwright, baseURL, sessions }, use) => {
    await use(async (who) => {
      let state = sessions.get(who.email);
      if (!state) {
        const api = await playwright.request.newContext({ baseURL });
        try {
          state = await signInOverHttp(api, who);
        } finally {
          await api.dispose();
        }
        sessions.set(who.email, state);
      }
      return state;
    });
  },

  signIn: async ({ openPage, sessionOf }, use) => {
    await use(async (who, options = {}) => openPage({ ...options, storageState: await sessionOf(who) }));
  },

  expectAccessible: async ({}, use, testInfo) => {
    await use(async (page, state = page.url()) => {
      // Toasts fade in and out; judged mid-animation their text is translucent and "fails" contrast. Reduced motion
      // makes sonner drop its transitions, so every toast jumps to where it is going.
      await page.emulateMedia({ reducedMotion: "reduce" });
      try {
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll("[data-sonner-toast]")].every(
                (toast) => toast.getAnimations({ subtree: true }).length === 0,
              ),
            ),
          )
          .toBe(true);
        // Only violations are collected (passes with every node they matched are most of the work), and axe runs in
        // the page itself: the default runs it per frame and merges in a blank page opened for each check. The app's
        // only frame is the dev mailbox's same-origin preview, which axe.run covers too.
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .options({ resultTypes: ["violations"] })
          .setLegacyMode(true)
          .analyze();
        const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        if (blocking.length > 0) {
          await testInfo.attach(`axe ${state}`, {
            body: JSON.stringify(blocking, null, 2),
            contentType: "application/json",
          });
        }
        const report = blocking.map(
          (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
        expect(report, `axe violations on ${state}`).toEqual([]);
      } finally {
        await page.emulateMedia({ reducedMotion: null });
      }
    });
  },
});

/**
 * Resolves once every control on the page is React's: each button, link, field and form outside a hidden streaming
 * placeholder carries the fiber React attaches when it hydrates that element. Before that a click does nothing and
 * typed text never reaches state, so a test calls this after each navigation and before its first interaction.
 * Streamed parts hydrate as they arrive, so it also waits for the document to finish loading.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.readyState !== "complete") return false;
    // Hidden inputs take no input, and those React writes for a server action's form ($ACTION_…) never get a fiber.
    const controls = document.body.querySelectorAll(
      "button, input:not([type=hidden]), select, textarea, a[href], form, [role=switch]",
    );
    return [...controls].every(
      (control) =>
        control.closest("[hidden], template") !== null ||
        Object.keys(control).some((key) => key.startsWith("__reactFiber$")),
    );
  });
}

/**
 * Waits until the toast region's code has arrived: it is fetched after the page is interactive
 * (components/shell/toasts.tsx), so a test that cuts the network and then expects a toast must wait for it first.
 */
export async function toastRegionReady(page: Page): Promise<void> {
  await expect(page.locator("section[aria-label^='Notifications']")).toBeAttached();
}

/** The toast with exactly this text, wherever sonner stacks it. */
export function toast(page: Page, text: string | RegExp) {
  return page
    .locator("[data-sonner-toast]")
    .getByText(text, { exact: typeof text === "string" })
    .first();
}

/**
 * Claims the first free slot of a kind for this test. Claims are files created exclusively in the run's directory,
 * so workers (separate processes) never hand out the same person twice.
 */
function claim(kind: PoolKind): number {
  const dir = path.join(process.env.ATTUNE_E2E_RUN_DIR!, "claims");
  mkdirSync(dir, { recursive: true });
  for (let slot = nextSlot[kind]; slot < POOL_SIZE[kind]; slot++) {
    try {
      closeSync(openSync(path.join(dir, `${kind}-${slot}`), "wx"));
      nextSlot[kind] = slot + 1;
      return slot;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error(
    `The e2e pool has no ${kind} left (${POOL_SIZE[kind]}): raise E2E_POOL_SIZE (a factor, 1 by default).`,
  );
}
const nextSlot: Record<PoolKind, number> = { solo: 0, couple: 0, "admin-couple": 0 };

/** Auth.js's credentials endpoint, as the sign-in form's action calls it: csrf token, then the form post. */
async function signInOverHttp(api: APIRequestContext, who: Person): Promise<StorageState> {
  const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await api.post("/api/auth/callback/password", {
    form: { email: who.email, password: who.password, csrfToken, callbackUrl: "/dashboard" },
    maxRedirects: 0,
  });
  const location = response.headers().location ?? "";
  if (response.status() !== 302 || /[?&](error|code)=/.test(location)) {
    throw new Error(`Signing in ${who.email} failed: ${response.status()} ${location}`);
  }
  return api.storageState();
}

/** Collects the context's CSP violations: Chromium reports each as a console error and a DOM event. */
async function watchContentSecurityPolicy(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
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
  return seen;
}
