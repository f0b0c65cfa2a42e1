import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { formHydrated } from "./harness";
import { emailedLink } from "./mailbox";

/** The accounts scripts/seed.ts creates before the e2e server starts (see global-setup.ts). */
export const DEMO_PASSWORD = "attune-demo-2026";
export const DEMO = {
  admin: { email: "alex@attune.local", firstName: "Alex" },
  member: { email: "sam@attune.local", firstName: "Sam" },
  /** No partner: for the gates and individual views. Alex and Sam are partners (see scripts/seed.ts). */
  solo: { email: "riley@attune.local", firstName: "Riley" },
  /** A couple of their own (seeded with --e2e) for the tests that change what a partner shares. */
  jordan: { email: "jordan@attune.local", firstName: "Jordan" },
  // A year of synthetic history each, linked and sharing everything (scripts/seed.ts --e2e); read-only for tests.
  morgan: { email: "morgan@attune.local", firstName: "Morgan" },
  casey: { email: "casey@attune.local", firstName: "Casey" },
  /** Goals and rituals only (seeded with --e2e): their partner events stay away from Jordan and Casey's pages. */
  quinn: { email: "quinn@attune.local", firstName: "Quinn" },
  avery: { email: "avery@attune.local", firstName: "Avery" },
} as const;

/** Signs in through the real sign-in screen and waits for wherever the app sends a signed-in person. */
export async function signInAs(page: Page, who: keyof typeof DEMO, { expectUrl = "**/dashboard" } = {}) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(DEMO[who].email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(expectUrl);
}

/**
 * A new account, registered straight from the funnel's registration step (no plan chosen, nothing paid) and not
 * verified yet; ends on "Check Your Email". `name` is the full name; the email is unique per call.
 */
export async function signUp(page: Page, { name, prefix }: { name: string; prefix: string }): Promise<string> {
  const email = `e2e.${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/onboarding?payment=success&step=registration");
  await formHydrated(page);
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("harbour-lantern-47");
  for (const box of [/Terms and Conditions/, /Privacy Policy/, "I am 18 or older"]) {
    await page.getByRole("checkbox", { name: box }).click();
  }
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
  return email;
}

/** signUp, then verified from the dev mailbox in the same browser; ends on its dashboard. */
export async function signUpAndVerify(page: Page, { name, prefix }: { name: string; prefix: string }): Promise<string> {
  const email = await signUp(page, { name, prefix });
  await page.goto(await emailedLink(page, email, /verify/i, "/verify-email"));
  await page.waitForURL("**/dashboard");
  await page.getByRole("heading", { level: 1, name: `Welcome, ${name.split(" ")[0]}` }).waitFor();
  return email;
}
