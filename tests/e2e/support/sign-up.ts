import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { hydrated } from "../fixtures";
import { emailedLink } from "./mailbox";

/**
 * A new account, registered straight from the funnel's registration step (no plan chosen, nothing paid) and not
 * verified yet; ends on "Check Your Email". `name` is the full name; the email is unique per call. For the journeys
 * that are about signing up: every other test takes its people from the pool (fixtures.ts).
 */
export async function signUp(page: Page, { name, prefix }: { name: string; prefix: string }): Promise<string> {
  const email = `e2e.${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/onboarding?payment=success&step=registration");
  await hydrated(page);
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("harbour-lantern-47");
  for (const box of [/Terms and Conditions/, /Privacy Policy/, "I am 18 or older"]) {
    await page.getByRole("checkbox", { name: box }).click();
  }
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  return email;
}

/** signUp, then verified from the dev mailbox in the same browser; ends on its dashboard. */
export async function signUpAndVerify(page: Page, { name, prefix }: { name: string; prefix: string }): Promise<string> {
  const email = await signUp(page, { name, prefix });
  await page.goto(await emailedLink(page, email, /verify/i, "/verify-email"));
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${name.split(" ")[0]}` })).toBeVisible();
  return email;
}
