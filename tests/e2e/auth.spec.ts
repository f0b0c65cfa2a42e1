import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, hydrated, phone, reviewShots, test, type Person } from "./fixtures";
import { emailedLink } from "./support/mailbox";
import { signUp } from "./support/sign-up";

const firstPassword = "lantern-orchard-58";
const secondPassword = "copper-meadow-91";
const shot = reviewShots("auth");

/** Signs in through the sign-in form itself: these tests are about it (every other test signs in over HTTP). */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

// One person's journey, in order: each step starts from where the previous one left off.
test("sign up, verify by email, sign out, fail a sign-in, reset the password, sign in again", async ({ page }) => {
  // A sign-up, a password reset and three sign-ins through the form, each an argon2 hash or check on the server, and
  // a dozen page loads: more than the default when the machine is loaded (1.2 min of it on a host loaded thirty deep).
  test.setTimeout(180_000);
  const email = `e2e.${randomUUID().slice(0, 8)}@example.com`;
  /** The newest link of a kind in this journey's mailbox. */
  const mailedLink = (linkPath: "/verify-email" | "/reset-password") =>
    emailedLink(page, email, linkPath === "/verify-email" ? /verify/i : /reset/i, linkPath);

  // Straight to the funnel's registration step, the way a visitor returns from the payment page.
  await page.goto("/onboarding?payment=success&step=registration");
  await hydrated(page);
  await page.getByLabel("Full Name").fill("Ann Lee");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(firstPassword);
  const create = page.getByRole("button", { name: "Create Account" });
  await expect(create).toBeDisabled(); // Terms and Privacy not ticked yet
  await page.getByRole("checkbox", { name: /Terms and Conditions/ }).click();
  await page.getByRole("checkbox", { name: /Privacy Policy/ }).click();
  await page.getByRole("checkbox", { name: "I am 18 or older" }).click();
  await create.click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText("Account Created! 🎉")).toBeVisible();

  await page.goto(await mailedLink("/verify-email"));
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Ann" })).toBeVisible();

  await hydrated(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("**/auth");
  await page.goto("/dashboard");
  await page.waitForURL("**/auth?next=%2Fdashboard"); // the session is gone, not merely hidden

  // The same link again (issue #33): verified, and the way on is signing in; the used link signs nobody in.
  await page.goto(await mailedLink("/verify-email"));
  await expect(
    page.getByRole("status").filter({ hasText: "Your email is already verified. Sign in to continue." }),
  ).toBeVisible();
  await expect(page.getByText("This link is invalid or has already been used.")).toHaveCount(0);
  await hydrated(page);
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/auth");

  // A wrong password (issue #33): the email stays, only the password is cleared, and the box carries no error of its
  // own ("Password must be at least 6 characters" used to sit under it): the toast says what went wrong.
  await signInWithForm(page, email, "not-my-password");
  await expect(page.getByText("Invalid email or password. Please check your credentials and try again.")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "false");
  await expect(page.getByText(/^Password (must be at least|is required)/)).toHaveCount(0);

  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByRole("heading", { name: "Email Sent" })).toBeVisible();
  await expect(page.getByText("Reset email sent!")).toBeVisible();

  await page.goto(await mailedLink("/reset-password"));
  await hydrated(page);
  await page.getByLabel("New password", { exact: true }).fill(secondPassword);
  await page.getByLabel("Confirm new password").fill(secondPassword);
  await page.getByRole("button", { name: "Update Password" }).click();
  await page.waitForURL("**/auth?reset=success");

  await signInWithForm(page, email, firstPassword);
  await expect(page.getByText("Invalid email or password. Please check your credentials and try again.")).toBeVisible();
  await signInWithForm(page, email, secondPassword);
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Ann" })).toBeVisible();
});

test("a protected page without a session goes to sign-in, even when the proxy is told to step aside", async ({
  openPage,
}) => {
  const page = await openPage({ extraHTTPHeaders: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" } });
  const response = await page.goto("/dashboard");
  // Whichever answers — the proxy (which keeps the page as next) or the page's own guard — it is sign-in.
  await page.waitForURL(/\/auth(\?next=%2Fdashboard)?$/);
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
});

// Issue #30: opening someone else's verification link while signed in used to sign the browser into their account
// (login CSRF). Now the address is verified and the session stays whose it was.
test("a verification link for another account, opened while signed in, keeps the session", async ({
  people,
  signIn,
  openPage,
  expectAccessible,
}) => {
  const victim = people.solo();
  const page = await signIn(victim);
  // The attacker's account is new and not verified yet: only a sign-up makes one.
  const elsewhere = await openPage();
  const attacker = await signUp(elsewhere, { name: "Mallory Stone", prefix: "csrf-attacker" });

  await page.goto(await emailedLink(page, attacker, /verify/i, "/verify-email"));
  await expect(page.getByRole("status").filter({ hasText: `${attacker} is verified.` })).toBeVisible();
  await expect(page.getByText(`You are still signed in as ${victim.fullName}`)).toBeVisible();
  await expectAccessible(page, "/verify-email, another account's link");
  await shot(page, "verify-email-other-account");
  await page.setViewportSize(phone.viewport);
  await shot(page, "verify-email-other-account");
  await hydrated(page);
  await page.getByRole("link", { name: `Stay signed in as ${victim.fullName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${victim.firstName}` })).toBeVisible();
});

/**
 * Signs in through the form and measures the way to the dashboard (issue #33: it took 4.0–5.8 s). The time is from the
 * submit event to the first animation frame in which "Welcome, <first name>" is visible, both read in the page on one
 * clock (timeOrigin + now, kept in sessionStorage so even a full page load would be measured). The way is counted from
 * the network between the click and the moment every card has streamed in (by then the router has settled, so a
 * second read of the dashboard would have been asked for): page loads, HTTP redirects, and the dashboard's own
 * server-component reads (prefetches aside).
 */
async function signInAndMeasure(page: Page, who: Person) {
  await page.goto("/auth");
  await hydrated(page);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  const way = { pageLoads: [] as string[], redirects: [] as string[], dashboardReads: 0 };
  page.on("request", (request) => {
    if (request.isNavigationRequest()) way.pageLoads.push(request.url());
    const url = new URL(request.url());
    const headers = request.headers();
    if (url.pathname === "/dashboard" && headers.rsc === "1" && !headers["next-router-prefetch"]) way.dashboardReads++;
  });
  page.on("response", (response) => {
    const prefetch = !!response.request().headers()["next-router-prefetch"];
    if (!prefetch && response.status() >= 300 && response.status() < 400) {
      way.redirects.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.evaluate(() => {
    const stamp = () => sessionStorage.setItem("e2e-submitted-at", String(performance.timeOrigin + performance.now()));
    document.addEventListener("submit", stamp, { capture: true, once: true });
    // Gone after a full page load, however the dashboard was reached.
    document.documentElement.dataset.e2eSignInPage = "kept";
  });
  await page.getByRole("button", { name: "Sign In" }).click();
  const shown = await page.waitForFunction(
    (name) => {
      const submittedAt = Number(sessionStorage.getItem("e2e-submitted-at"));
      const heading = [...document.querySelectorAll("h1")].find(
        (h) => h.textContent?.trim() === name && h.checkVisibility(),
      );
      return submittedAt > 0 && heading ? performance.timeOrigin + performance.now() - submittedAt : null;
    },
    `Welcome, ${who.firstName}`,
    { polling: "raf", timeout: 30_000 },
  );
  const ms = Math.round(Number(await shown.jsonValue())); // resolved only once truthy: never null here

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${who.firstName}` })).toBeVisible();
  await expect(page.locator('[data-card][aria-busy="true"]')).toHaveCount(0);
  // The same document all the way: the dashboard came by the client router, not by a page load.
  await expect(page.locator("html")).toHaveAttribute("data-e2e-sign-in-page", "kept");
  return { ms, way };
}

/**
 * The target (under 1.5 s on an idle two-core machine, decision 052) is reported, not asserted: only the way is. The
 * sign-in action, then one read of the dashboard by the client router: no redirect, no page load, and no second read
 * (the router's refresh of a dashboard that had just arrived, the last of the old chain, decision 052).
 */
function expectOneNavigation({ way }: Awaited<ReturnType<typeof signInAndMeasure>>) {
  expect(way.pageLoads, "full page loads after submitting").toEqual([]);
  expect(way.redirects, "HTTP redirects after submitting").toEqual([]);
  expect(way.dashboardReads, "reads of the dashboard's server components").toBe(1);
}

test("sign-in through the form, a new person: one navigation to the dashboard, time reported", async ({
  people,
  openPage,
}) => {
  const person = people.solo();
  const measured = await signInAndMeasure(await openPage(), person);
  test.info().annotations.push({ type: "sign-in ms", description: String(measured.ms) });
  console.log(`sign-in ms (submit to "Welcome, ${person.firstName}" visible): ${measured.ms}`);
  expectOneNavigation(measured);
});

test("sign-in through the form as Morgan (a year of data): one navigation to the dashboard, time reported", async ({
  people,
  openPage,
}) => {
  const [morgan] = people.yearCouple;
  const measured = await signInAndMeasure(await openPage(), morgan);
  test.info().annotations.push({ type: "sign-in ms (a year of data)", description: String(measured.ms) });
  console.log(`sign-in ms, a year of data (submit to "Welcome, ${morgan.firstName}" visible): ${measured.ms}`);
  expectOneNavigation(measured);
});
