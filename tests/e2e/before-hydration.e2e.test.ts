import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { newPage } from "./harness";
import { PROTECTED, PUBLIC } from "./routes";
import { signInAs } from "./session";

/**
 * Every page as the server sent it, before any of its scripts has run: what a slow phone shows until it hydrates,
 * and what a busy CI run's axe check once caught (the developer tools' tab list, which scrolls sideways at 390 px,
 * had no tab stop until Radix hydrated). Pages must be accessible from the first paint, not only once React has
 * taken over. The app's scripts are refused; the inline ones that reveal streamed content still run.
 */
let admin: Awaited<ReturnType<BrowserContext["storageState"]>>;

beforeAll(async () => {
  const page = await newPage();
  await signInAs(page, "admin");
  admin = await page.context().storageState();
  await page.context().close();
});

const pages = [
  ...PUBLIC.map((path) => ({ path, signedIn: false })),
  ...[...PROTECTED.map(([path]) => path), "/dev-tools"].map((path) => ({ path, signedIn: true })),
];

describe.each([390, 1280])("before hydration, at %i px", (width) => {
  test.each(pages)("$path is accessible as the server sent it", async ({ path, signedIn }) => {
    const page = await newPage({ viewport: { width, height: 844 }, storageState: signedIn ? admin : undefined });
    let refused = 0;
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => {
      refused += 1;
      return route.abort();
    });
    await page.goto(path);
    expect(refused, "the page's scripts were refused").toBeGreaterThan(0);
    await expectAccessible(page, `${path} at ${width} px before hydration`);
  });
});
