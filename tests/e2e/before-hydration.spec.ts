import { test as base, expect, type Person } from "./fixtures";
import { protectedRoutes, PUBLIC } from "./support/routes";

/**
 * Every page as the server sent it, before any of its scripts has run: what a slow phone shows until it hydrates,
 * and what a busy CI run's axe check once caught (the developer tools' tab list, which scrolls sideways at 390 px,
 * had no tab stop until Radix hydrated). Pages must be accessible from the first paint, not only once React has
 * taken over. The app's scripts are refused; the inline ones that reveal streamed content still run.
 */
/**
 * The pages refuse every script here, so nothing a test does can write: one administrator per worker looks at all of
 * them, instead of 46 claimed from the pool.
 */
const test = base.extend<object, { viewer: Person }>({
  viewer: [async ({ people }, use) => use(people.adminCouple()[0]), { scope: "worker" }],
});

const signedInPaths = [...protectedRoutes(...placeholderCouple()).map(([path]) => path), "/dev-tools"];
const pages = [
  ...PUBLIC.map((path) => ({ path, signedIn: false })),
  ...signedInPaths.map((path) => ({ path, signedIn: true })),
];

for (const width of [390, 1280]) {
  test.describe(`before hydration, at ${width} px`, () => {
    for (const { path, signedIn: asAdmin } of pages) {
      test(`${path} is accessible as the server sent it`, async ({ viewer, openPage, sessionOf, expectAccessible }) => {
        const storageState = asAdmin ? await sessionOf(viewer) : undefined;
        const page = await openPage({ viewport: { width, height: 844 }, storageState });
        let refused = 0;
        await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => {
          refused += 1;
          return route.abort();
        });
        await page.goto(path);
        expect(refused, "the page's scripts were refused").toBeGreaterThan(0);
        await expectAccessible(page, `${path} at ${width} px before hydration`);
      });
    }
  });
}

/** Only the paths are needed here; the titles (which name the people) are checked in routing.spec.ts. */
function placeholderCouple() {
  const someone = { email: "", password: "", firstName: "", fullName: "" };
  return [someone, someone] as const;
}
