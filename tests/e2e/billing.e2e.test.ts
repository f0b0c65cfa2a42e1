import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, newPage } from "./harness";
import { signInAs, signUpAndVerify } from "./session";

/**
 * The Subscription card with payments on (a local Stripe stand-in, tests/e2e/global-setup.ts): someone without a plan
 * chooses one from Settings and comes back to it managed at Stripe; a covered partner sees who pays. The funnel's own
 * checkout is in onboarding.e2e.test.ts.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const shotsDir = path.join(artifactsDir, "billing");

/** The card itself, for reviewing by eye (git-ignored): Settings is a long page. */
async function shot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  const { width, height } = page.viewportSize()!;
  await page
    .locator("section[aria-labelledby=subscription-title]")
    .screenshot({ path: path.join(shotsDir, `${name}-${width}x${height}.png`) });
}

describe.each(VIEWPORTS)("the Subscription card at $width×$height", (viewport) => {
  test("no plan: choose one in Settings, pay on Stripe's page, come back to it with Manage", async () => {
    const page = await newPage({ viewport, timezoneId: "UTC" });
    await signUpAndVerify(page, { name: "Noa Planless", prefix: "billing" });
    await page.goto("/settings");
    const card = page.getByTestId("subscription-summary");
    await card.getByText("You don't have a plan yet.").waitFor();
    await card.getByText("stays yours to read, export or delete", { exact: false }).waitFor();
    await card.getByRole("group", { name: "Choose a plan" }).waitFor();
    await expectAccessible(page, "settings without a plan");
    await shot(page, "no-plan");

    await card.getByRole("button", { name: "Annual, $79.99/year" }).click();
    await page.getByRole("heading", { level: 1, name: "Stub checkout" }).waitFor();
    await page.getByText("7-day free trial", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Start trial" }).click();
    await page.waitForURL("**/settings**");
    await page.getByText("Thank you!").waitFor();
    await card.getByRole("button", { name: "Manage" }).waitFor();
    await card.getByText("Annual plan after your trial").waitFor();
    // The one-off flag left the address: a reload does not thank anyone twice.
    await page.waitForURL((url) => !url.search.includes("payment="));
    await expectAccessible(page, "settings with the plan just chosen");
    await shot(page, "plan-chosen");
  });
});

test("a covered partner sees who pays and manages the plan, and no Manage", async () => {
  for (const viewport of VIEWPORTS) {
    const page = await newPage({ viewport });
    await signInAs(page, "avery");
    await page.goto("/settings");
    const card = page.getByTestId("subscription-summary");
    await card.getByText("Covered by Quinn's plan").waitFor();
    await card.getByText("Quinn manages this plan. You don't pay anything.").waitFor();
    if (await card.getByRole("button", { name: "Manage" }).count()) throw new Error("a covered partner got Manage");
    await expectAccessible(page, "settings for a covered partner");
    await shot(page, "covered-partner");
  }
});
