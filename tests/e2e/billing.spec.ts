import type { Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, reviewShots } from "./fixtures";
import { signUpAndVerify } from "./support/sign-up";

/**
 * The Subscription card with payments on (a local Stripe stand-in, tests/e2e/support/server.ts): someone without a
 * plan chooses one from Settings and comes back to it managed at Stripe; a covered partner sees who pays. The funnel's
 * own checkout is in onboarding.spec.ts.
 */

const VIEWPORTS = [phone.viewport, laptop.viewport] as const;
const shot = reviewShots("billing");

/** The card itself, for reviewing by eye (git-ignored): Settings is a long page. */
/** The Subscription card, which the screenshots frame. */
const subscriptionCard = (page: Page) => page.locator("section[aria-labelledby=subscription-title]");

for (const viewport of VIEWPORTS) {
  test.describe(`the Subscription card at ${viewport.width}×${viewport.height}`, () => {
    // Everyone in the people pool is on a comped plan: a trial with no card behind it takes a new account, so this one
    // signs up (every registration starts the trial, decision 064).
    test("a new account's trial: choose a plan in Settings, pay on Stripe's page, come back to it with Manage", async ({
      openPage,
      expectAccessible,
    }) => {
      // A sign-up (an argon2 hash), two axe runs over the whole of Settings (a long page: over ten seconds each on a
      // busy host) and a round trip through the payment page: more than the default when the machine is loaded.
      test.setTimeout(180_000);
      const page = await openPage({ viewport, timezoneId: "UTC" });
      await signUpAndVerify(page, { name: "Noa Planless", prefix: "billing" });
      await page.goto("/settings");
      const card = page.getByTestId("subscription-summary");
      await expect(card.getByText("Free trial")).toBeVisible();
      await expect(
        card.getByText("Add payment details to keep Attune after your trial.", { exact: false }),
      ).toBeVisible();
      await expect(card.getByRole("group", { name: "Choose a plan" })).toBeVisible();
      await expectAccessible(page, "settings on the registration trial");
      await shot(subscriptionCard(page), "trial");

      await hydrated(page);
      await card.getByRole("button", { name: "Annual, $79.99/year" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Stub checkout" })).toBeVisible();
      // What is left of the registration's trial, not a second one and not a charge now.
      await expect(page.getByText("Free trial until", { exact: false })).toBeVisible();
      await page.getByRole("button", { name: "Start trial" }).click();
      await page.waitForURL("**/settings**");
      await expect(page.getByText("Thank you!")).toBeVisible();
      await expect(card.getByRole("button", { name: "Manage" })).toBeVisible();
      await expect(card.getByText("Annual plan after your trial")).toBeVisible();
      // The one-off flag left the address: a reload does not thank anyone twice.
      await page.waitForURL((url) => !url.search.includes("payment="));
      await expectAccessible(page, "settings with the plan just chosen");
      await shot(subscriptionCard(page), "plan-chosen");
    });

    test("a covered partner sees who pays and manages the plan, and no Manage", async ({
      people,
      signIn,
      expectAccessible,
    }) => {
      const [quinn, avery] = people.couple();
      const page = await signIn(avery, { viewport });
      await page.goto("/settings");
      const card = page.getByTestId("subscription-summary");
      await expect(card.getByText(`Covered by ${quinn.firstName}'s plan`)).toBeVisible();
      await expect(card.getByText(`${quinn.firstName} manages this plan. You don't pay anything.`)).toBeVisible();
      // The card is rendered whole on the server, so with its words on screen a Manage would be too.
      await expect(card.getByRole("button", { name: "Manage" }), "a covered partner got Manage").toHaveCount(0);
      await expectAccessible(page, "settings for a covered partner");
      await shot(subscriptionCard(page), "covered-partner");
    });
  });
}
