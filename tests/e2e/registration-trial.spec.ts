import { randomUUID } from "node:crypto";
import { expect, hydrated, phone, test, reviewShots } from "./fixtures";
import { emailedLink } from "./support/mailbox";

/**
 * Issue #35 (decision 064): a link straight to the registration step, without passing the plan page, gives the same
 * 7-day trial as the funnel does. Before, Settings said "No plan — You don't have a plan yet." right after the page
 * promised the trial. Every other path is in tests/integration/registration-trial.test.ts.
 */

const shot = reviewShots("registration-trial");

/** "December 3, 2026": a date `days` from now as the Subscription card writes it (the page runs in UTC). */
const longDateInDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "long" });

test("/onboarding?step=registration: the trial it promises is on Settings", async ({ openPage, expectAccessible }) => {
  // An argon2 sign-up, the verification link and two axe runs on a loaded host.
  test.setTimeout(150_000);
  const email = `direct.${randomUUID().slice(0, 8)}@example.com`;
  const page = await openPage({ viewport: phone.viewport, timezoneId: "UTC" });
  await page.goto("/onboarding?step=registration");
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect(page.getByText("Create your account to start your 7-day free trial.")).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Full Name").fill("Dana Direct");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("lantern-orchard-58");
  await page.getByRole("checkbox", { name: /Terms and Conditions/ }).click();
  await page.getByRole("checkbox", { name: /Privacy Policy/ }).click();
  await page.getByRole("checkbox", { name: "I am 18 or older" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();

  await page.goto(await emailedLink(page, email, /verify/i, "/verify-email"));
  await page.waitForURL("**/dashboard");
  await page.goto("/settings");
  const card = page.getByTestId("subscription-summary");
  await expect(card.getByText("Free trial", { exact: true })).toBeVisible();
  await expect(card.getByText("Annual plan after your trial")).toBeVisible();
  await expect(card.getByText(`Trial ends ${longDateInDays(7)}`)).toBeVisible();
  await expect(card.getByText("No plan")).toHaveCount(0);
  await hydrated(page);
  await expectAccessible(page, "settings: the trial of a direct registration");
  await shot(page, "settings-trial", { fullPage: true });
});
