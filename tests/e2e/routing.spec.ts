import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, hydrated, phone, test, type Person } from "./fixtures";
import { protectedRoutes } from "./support/routes";

async function heading(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
}

/** Fills the sign-in form already on the page and waits for wherever the app sends `who`. */
async function submitSignIn(page: Page, who: Person, expectUrl: string) {
  await hydrated(page);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(expectUrl);
}

/** Signs in through the real sign-in screen (these tests are about where it leads), as the old harness's signInAs. */
async function signInWithForm(page: Page, who: Person, { expectUrl = "**/dashboard" } = {}) {
  await page.goto("/auth");
  await submitSignIn(page, who, expectUrl);
}

/** The invitation handoff the sign-in screen keeps in localStorage. */
function storedHandoff(page: Page) {
  return page.evaluate(() => [
    localStorage.getItem("attune_invite_token"),
    localStorage.getItem("attune_auth_redirect"),
  ]);
}

/**
 * The route map with stand-ins for the names, for the tests' titles: each test claims its own couple, and the titles
 * their pages show (which name them) come from protectedRoutes(me, partner) inside it.
 */
const routeMap = protectedRoutes(stranger("{me}"), stranger("{partner}"));
function stranger(firstName: string): Person {
  return { email: "", password: "", firstName, fullName: firstName };
}

test.describe("signed out", () => {
  test("every protected route (and /dev-tools) answers with a redirect to /auth", async ({
    people,
    page,
    request,
    baseURL,
  }) => {
    const [, sam] = people.couple();
    for (const path of [...routeMap.map(([path]) => path), "/dev-tools"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const location = new URL(response.headers().location ?? "", baseURL);
      // The page asked for rides along (next), so signing in comes back to it.
      expect([response.status(), location.pathname, location.searchParams.get("next")], path).toEqual([
        307,
        "/auth",
        path,
      ]);
    }
    await page.goto("/mood-log?from=test");
    await page.waitForURL(/\/auth\?next=/);
    await heading(page, "Welcome back");
    await submitSignIn(page, sam, "**/mood-log?from=test");
    // Signed in, /auth?next= goes straight on; a next pointing off the site is ignored.
    await page.goto(`/auth?next=${encodeURIComponent("/settings")}`);
    await page.waitForURL("**/settings");
    await page.goto(`/auth?next=${encodeURIComponent("//evil.example/")}`);
    await page.waitForURL("**/dashboard");
  });

  test("/ and unknown paths go to /onboarding; unknown /api paths are a plain 404", async ({ page, request }) => {
    await page.goto("/");
    await page.waitForURL("**/onboarding");
    const unknown = await request.get("/no/such/page", { maxRedirects: 0 });
    expect(unknown.status()).toBe(307);
    expect(unknown.headers().location).toMatch(/\/onboarding$/);
    await page.goto("/definitely-not-a-page");
    await page.waitForURL("**/onboarding");
    expect((await request.get("/api/no-such-endpoint", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("notFound() from a real page still shows a 404 page, not the onboarding redirect", async ({
    openPage,
    expectAccessible,
  }) => {
    const page = await openPage(phone);
    const response = await page.goto(`/dev/mailbox/${randomUUID()}`);
    expect(response?.status()).toBe(404);
    await heading(page, "Not found");
    await expectAccessible(page);
  });

  // proxy.ts lets any request that carries a session cookie through (it never decodes it), so a bogus cookie makes
  // the request reach the page exactly as if the proxy were not there at all: only the page's own requireUser()
  // stands between it and the content.
  test("a protected page is still protected when the proxy steps aside (bogus session cookie)", async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "attune.session-token", value: "forged", url: baseURL }]);
    const first = await page.request.get("/settings", { maxRedirects: 0 });
    // The page itself decides: its guard's redirect to /auth, sent as the response's status now that nothing of the
    // page is sent before it (no loading screen first, decision 085); the proxy's would carry ?next=/settings.
    expect(first.status()).toBe(307);
    expect(first.headers()["location"], "the proxy did not redirect: the page itself decides").toBe("/auth");
    await page.goto("/settings");
    await page.waitForURL("**/auth");
    await expect(page.getByRole("heading", { name: "Settings" })).toHaveCount(0);
  });

  test("/accept-invite: no token shows the invalid view; so does an unknown one, before any sign-in", async ({
    openPage,
    expectAccessible,
  }) => {
    const page = await openPage(phone);
    await page.goto("/accept-invite");
    await expect(page.getByText("This invitation link is invalid, expired, or has already been used.")).toBeVisible();
    await expect(page.getByText("Please ask your partner to send a new invitation.")).toBeVisible();
    await expectAccessible(page);
    await hydrated(page);
    await page.getByRole("link", { name: "Go Home" }).click();
    await page.waitForURL("**/onboarding");

    // Issue #35: a dead link says so at once; a live one still goes to sign in (invite-dead-link.spec.ts).
    await page.goto("/accept-invite?token=abc");
    await expect(page.getByText("Invitation token not found in database.")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/accept-invite");
  });

  test("sign-in from an invite: invite wording, banner, stored handoff, then on to the invitation", async ({
    people,
    openPage,
    expectAccessible,
  }) => {
    const [, sam] = people.couple();
    const page = await openPage(phone);
    await page.goto("/auth?token=abc&from=invite");
    await heading(page, "Sign in to join your partner");
    await expect(page.getByText("You're joining Attune through your partner's invitation.")).toBeVisible();
    await expectAccessible(page);
    await expect.poll(() => storedHandoff(page)).toEqual(["abc", "/accept-invite?token=abc"]);

    // A detour that drops the query (e.g. a password reset) still ends at the invitation: the handoff is stored.
    await page.goto("/auth");
    await heading(page, "Welcome back");
    await signInWithForm(page, sam, { expectUrl: "**/accept-invite?token=abc" });
    await heading(page, "Partner Invitation");
    // "abc" is no invitation anyone sent: the invalid view, with the spec's not-found reason.
    await expect(page.getByText("Invitation token not found in database.")).toBeVisible();
    await expect.poll(() => storedHandoff(page)).toEqual([null, null]);
  });

  test("a forged redirect in storage is ignored", async ({ people, page }) => {
    const [, sam] = people.couple();
    await page.goto("/auth");
    await page.evaluate(() => localStorage.setItem("attune_auth_redirect", "https://evil.example/"));
    await signInWithForm(page, sam);
  });
});

test.describe("signed in", () => {
  for (const [path, title] of routeMap) {
    test(`${path} renders ${title} inside the shell, accessibly at 390x844`, async ({
      people,
      signIn,
      expectAccessible,
    }) => {
      const [alex, sam] = people.couple();
      const page = await signIn(sam, phone);
      await page.goto(path);
      await heading(page, protectedRoutes(sam, alex).find(([route]) => route === path)![1]);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("/dev-tools: a member is sent to /dashboard, an admin sees it", async ({ people, signIn, expectAccessible }) => {
    const [alex, sam] = people.adminCouple();
    const member = await signIn(sam, phone);
    await member.goto("/dev-tools");
    await member.waitForURL("**/dashboard");
    await heading(member, `Welcome, ${sam.firstName}`);

    const admin = await signIn(alex, phone);
    await admin.goto("/dev-tools");
    await heading(admin, "Developer Tools");
    await expectAccessible(admin);
  });

  test("/ and /auth go to /dashboard; /auth with an invite token goes to the invitation", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [, sam] = people.couple();
    const page = await signIn(sam, phone);
    await page.goto("/");
    await page.waitForURL("**/dashboard");
    await page.goto("/auth");
    await page.waitForURL("**/dashboard");
    await page.goto("/auth?token=abc&from=invite");
    await page.waitForURL("**/accept-invite?token=abc");
    await heading(page, "Partner Invitation");
    await expectAccessible(page);
  });

  test("unknown paths still go through /onboarding (which sends a signed-in user home)", async ({ people, signIn }) => {
    const [, sam] = people.couple();
    const page = await signIn(sam, phone);
    const hop = await page.request.get("/no/such/page", { maxRedirects: 0 });
    expect(hop.headers().location).toMatch(/\/onboarding$/);
    await page.goto("/no/such/page");
    await page.waitForURL("**/dashboard");
  });

  test("/advanced-features presets its tab from ?tab= and keeps the choice in the URL", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [, sam] = people.couple();
    const page = await signIn(sam, phone);
    await page.goto("/advanced-features?tab=ai-analysis");
    await expect(page.getByRole("tab", { name: "AI Analysis" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: "AI Analysis" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("tab", { name: "Coaching" }).click();
    await page.waitForURL("**/advanced-features?tab=coaching");
    await expect(page.getByRole("heading", { level: 2, name: "Coaching" })).toBeVisible();
    await expectAccessible(page);
  });

  test("/icon-generator links download each icon size", async ({ people, signIn }) => {
    const [, sam] = people.couple();
    const page = await signIn(sam, phone);
    await page.goto("/icon-generator");
    for (const size of [180, 192, 512, 1024]) {
      const link = page.getByRole("link", { name: `${size} × ${size} PNG` });
      await expect(link).toHaveAttribute("href", `/icons/icon-${size}.png`);
      await expect(link).toHaveAttribute("download", `attune-icon-${size}.png`);
    }
  });
});
