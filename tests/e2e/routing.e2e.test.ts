import { randomUUID } from "node:crypto";
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { baseURL, newPage } from "./harness";
import { PROTECTED } from "./routes";
import { DEMO, DEMO_PASSWORD, signInAs } from "./session";

const phone = { viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions;
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const sessions: Partial<Record<"admin" | "member", StorageState>> = {};

/** A page already signed in as `who` (one real sign-in per role per file, then the cookie is reused). */
async function signedIn(who: "admin" | "member", options: BrowserContextOptions = phone): Promise<Page> {
  return newPage({ ...options, storageState: sessions[who] });
}

async function heading(page: Page, name: string) {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
}

beforeAll(async () => {
  for (const who of ["admin", "member"] as const) {
    const page = await newPage();
    await signInAs(page, who);
    sessions[who] = await page.context().storageState();
    await page.context().close();
  }
});

describe("signed out", () => {
  test("every protected route (and /dev-tools) answers with a redirect to /auth", async () => {
    const page = await newPage();
    for (const path of [...PROTECTED.map(([path]) => path), "/dev-tools"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
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
    await page.getByLabel("Email").fill(DEMO.member.email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/mood-log?from=test");
    // Signed in, /auth?next= goes straight on; a next pointing off the site is ignored.
    await page.goto(`/auth?next=${encodeURIComponent("/settings")}`);
    await page.waitForURL("**/settings");
    await page.goto(`/auth?next=${encodeURIComponent("//evil.example/")}`);
    await page.waitForURL("**/dashboard");
  });

  test("/ and unknown paths go to /onboarding; unknown /api paths are a plain 404", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.waitForURL("**/onboarding");
    const unknown = await page.request.get("/no/such/page", { maxRedirects: 0 });
    expect(unknown.status()).toBe(307);
    expect(unknown.headers().location).toMatch(/\/onboarding$/);
    await page.goto("/definitely-not-a-page");
    await page.waitForURL("**/onboarding");
    expect((await page.request.get("/api/no-such-endpoint", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("notFound() from a real page still shows a 404 page, not the onboarding redirect", async () => {
    const page = await newPage(phone);
    const response = await page.goto(`/dev/mailbox/${randomUUID()}`);
    expect(response?.status()).toBe(404);
    await heading(page, "Not found");
    await expectAccessible(page);
  });

  // proxy.ts lets any request that carries a session cookie through (it never decodes it), so a bogus cookie makes
  // the request reach the page exactly as if the proxy were not there at all: only the page's own requireUser()
  // stands between it and the content.
  test("a protected page is still protected when the proxy steps aside (bogus session cookie)", async () => {
    const page = await newPage();
    await page.context().addCookies([{ name: "attune.session-token", value: "forged", url: baseURL }]);
    const first = await page.request.get("/settings", { maxRedirects: 0 });
    expect(first.status(), "the proxy did not redirect: the page itself decides").not.toBe(307);
    await page.goto("/settings");
    await page.waitForURL("**/auth");
    expect(await page.getByRole("heading", { name: "Settings" }).count()).toBe(0);
  });

  test("/accept-invite: no token shows the invalid view; a token sends the visitor to sign in", async () => {
    const page = await newPage(phone);
    await page.goto("/accept-invite");
    await page.getByText("This invitation link is invalid, expired, or has already been used.").waitFor();
    await page.getByText("Please ask your partner to send a new invitation.").waitFor();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Go Home" }).click();
    await page.waitForURL("**/onboarding");

    await page.goto("/accept-invite?token=abc");
    await page.waitForURL("**/auth?token=abc&from=invite");
  });

  test("sign-in from an invite: invite wording, banner, stored handoff, then on to the invitation", async () => {
    const page = await newPage(phone);
    await page.goto("/auth?token=abc&from=invite");
    await heading(page, "Sign in to join your partner");
    await page.getByText("You're joining Attune through your partner's invitation.").waitFor();
    await expectAccessible(page);
    expect(
      await page.evaluate(() => [
        localStorage.getItem("attune_invite_token"),
        localStorage.getItem("attune_auth_redirect"),
      ]),
    ).toEqual(["abc", "/accept-invite?token=abc"]);

    // A detour that drops the query (e.g. a password reset) still ends at the invitation: the handoff is stored.
    await page.goto("/auth");
    await heading(page, "Welcome back");
    await signInAs(page, "member", { expectUrl: "**/accept-invite?token=abc" });
    await heading(page, "Partner Invitation");
    // "abc" is no invitation anyone sent: the invalid view, with the spec's not-found reason.
    await page.getByText("Invitation token not found in database.").waitFor();
    expect(
      await page.evaluate(() => [
        localStorage.getItem("attune_invite_token"),
        localStorage.getItem("attune_auth_redirect"),
      ]),
    ).toEqual([null, null]);
  });

  test("a forged redirect in storage is ignored", async () => {
    const page = await newPage();
    await page.goto("/auth");
    await page.evaluate(() => localStorage.setItem("attune_auth_redirect", "https://evil.example/"));
    await signInAs(page, "member");
  });
});

describe("signed in", () => {
  test.each(PROTECTED)("%s renders %s inside the shell, accessibly at 390x844", async (path, title) => {
    const page = await signedIn("member");
    await page.goto(path);
    await heading(page, title);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await expectAccessible(page);
  });

  test("/dev-tools: a member is sent to /dashboard, an admin sees it", async () => {
    const member = await signedIn("member");
    await member.goto("/dev-tools");
    await member.waitForURL("**/dashboard");
    await heading(member, "Welcome, Sam");

    const admin = await signedIn("admin");
    await admin.goto("/dev-tools");
    await heading(admin, "Developer Tools");
    await expectAccessible(admin);
  });

  test("/ and /auth go to /dashboard; /auth with an invite token goes to the invitation", async () => {
    const page = await signedIn("member");
    await page.goto("/");
    await page.waitForURL("**/dashboard");
    await page.goto("/auth");
    await page.waitForURL("**/dashboard");
    await page.goto("/auth?token=abc&from=invite");
    await page.waitForURL("**/accept-invite?token=abc");
    await heading(page, "Partner Invitation");
    await expectAccessible(page);
  });

  test("unknown paths still go through /onboarding (which sends a signed-in user home)", async () => {
    const page = await signedIn("member");
    const hop = await page.request.get("/no/such/page", { maxRedirects: 0 });
    expect(hop.headers().location).toMatch(/\/onboarding$/);
    await page.goto("/no/such/page");
    await page.waitForURL("**/dashboard");
  });

  test("/advanced-features presets its tab from ?tab= and keeps the choice in the URL", async () => {
    const page = await signedIn("member");
    await page.goto("/advanced-features?tab=ai-analysis");
    const analysis = page.getByRole("tab", { name: "AI Analysis" });
    expect(await analysis.getAttribute("aria-selected")).toBe("true");
    await page.getByRole("heading", { level: 2, name: "AI Analysis" }).waitFor();
    await page.getByRole("tab", { name: "Coaching" }).click();
    await page.waitForURL("**/advanced-features?tab=coaching");
    await page.getByRole("heading", { level: 2, name: "Coaching" }).waitFor();
    await expectAccessible(page);
  });

  test("/icon-generator links download each icon size", async () => {
    const page = await signedIn("member");
    await page.goto("/icon-generator");
    for (const size of [180, 192, 512, 1024]) {
      const link = page.getByRole("link", { name: `${size} × ${size} PNG` });
      expect(await link.getAttribute("href")).toBe(`/icons/icon-${size}.png`);
      expect(await link.getAttribute("download")).toBe(`attune-icon-${size}.png`);
    }
  });
});
