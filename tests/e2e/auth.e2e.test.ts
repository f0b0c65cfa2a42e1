import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, formHydrated, newPage } from "./harness";
import { emailedLink } from "./mailbox";
import { signUp, signUpAndVerify } from "./session";

const email = `e2e.${Date.now()}@example.com`;
const firstPassword = "lantern-orchard-58";
const secondPassword = "copper-meadow-91";

/** The newest link of a kind in this journey's mailbox. */
function mailedLink(page: Page, path: "/verify-email" | "/reset-password"): Promise<string> {
  return emailedLink(page, email, path === "/verify-email" ? /verify/i : /reset/i, path);
}

async function signIn(page: Page, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

// One person's journey, in order: each step starts from where the previous one left off.
test("sign up, verify by email, sign out, fail a sign-in, reset the password, sign in again", async () => {
  const page = await newPage();

  // Straight to the funnel's registration step, the way a visitor returns from the payment page.
  await page.goto("/onboarding?payment=success&step=registration");
  await formHydrated(page);
  await page.getByLabel("Full Name").fill("Ann Lee");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(firstPassword);
  const create = page.getByRole("button", { name: "Create Account" });
  expect(await create.isDisabled()).toBe(true); // Terms and Privacy not ticked yet
  await page.getByRole("checkbox", { name: /Terms and Conditions/ }).click();
  await page.getByRole("checkbox", { name: /Privacy Policy/ }).click();
  await page.getByRole("checkbox", { name: "I am 18 or older" }).click();
  await create.click();
  await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
  await page.getByText("Account Created! 🎉").waitFor();

  await page.goto(await mailedLink(page, "/verify-email"));
  await page.waitForURL("**/dashboard");
  await page.getByRole("heading", { name: "Welcome, Ann" }).waitFor();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("**/auth");
  await page.goto("/dashboard");
  await page.waitForURL("**/auth?next=%2Fdashboard"); // the session is gone, not merely hidden

  await signIn(page, "not-my-password");
  await page.getByText("Invalid email or password. Please check your credentials and try again.").waitFor();
  expect(await page.getByLabel("Password").inputValue()).toBe("");

  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const dialog = page.getByRole("dialog");
  expect(await dialog.getByLabel("Email").inputValue()).toBe(email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await dialog.getByRole("heading", { name: "Email Sent" }).waitFor();
  await page.getByText("Reset email sent!").waitFor();

  await page.goto(await mailedLink(page, "/reset-password"));
  await page.getByLabel("New password", { exact: true }).fill(secondPassword);
  await page.getByLabel("Confirm new password").fill(secondPassword);
  await page.getByRole("button", { name: "Update Password" }).click();
  await page.waitForURL("**/auth?reset=success");

  await signIn(page, firstPassword);
  await page.getByText("Invalid email or password. Please check your credentials and try again.").waitFor();
  await signIn(page, secondPassword);
  await page.waitForURL("**/dashboard");
  await page.getByRole("heading", { name: "Welcome, Ann" }).waitFor();
});

test("a protected page without a session goes to sign-in, even when the proxy is told to step aside", async () => {
  const page = await newPage({ extraHTTPHeaders: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" } });
  const response = await page.goto("/dashboard");
  // Whichever answers — the proxy (which keeps the page as next) or the page's own guard — it is sign-in.
  await page.waitForURL(/\/auth(\?next=%2Fdashboard)?$/);
  expect(response?.ok()).toBe(true);
  expect(await page.getByRole("heading", { name: "Dashboard" }).count()).toBe(0);
});

// Issue #30: opening someone else's verification link while signed in used to sign the browser into their account
// (login CSRF). Now the address is verified and the session stays whose it was.
test("a verification link for another account, opened while signed in, keeps the session", async () => {
  const page = await newPage();
  await signUpAndVerify(page, { name: "Jamie Rivera", prefix: "csrf-victim" });
  const elsewhere = await newPage();
  const attacker = await signUp(elsewhere, { name: "Mallory Stone", prefix: "csrf-attacker" });

  await page.goto(await emailedLink(page, attacker, /verify/i, "/verify-email"));
  await page
    .getByRole("status")
    .filter({ hasText: `${attacker} is verified.` })
    .waitFor();
  await page.getByText("You are still signed in as Jamie Rivera").waitFor();
  await expectAccessible(page, "/verify-email, another account's link");
  await page.screenshot({ path: `${artifactsDir}/verify-email-other-account-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifactsDir}/verify-email-other-account-390.png` });
  await page.getByRole("link", { name: "Stay signed in as Jamie Rivera" }).click();
  await page.getByRole("heading", { level: 1, name: "Welcome, Jamie" }).waitFor();
});
