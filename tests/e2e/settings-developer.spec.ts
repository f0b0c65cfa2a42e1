import type { Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, reviewShots } from "./fixtures";

/**
 * Settings' developer 'rerun onboarding' (spec 3 §2, decision 063): an admin opens /onboarding from Settings and
 * walks the funnel again, still signed in and with their data where it was; a member has no such action, and
 * /onboarding?rerun=true still sends them to the dashboard.
 */
const shot = reviewShots("settings-developer");

const heading = (page: Page, name: string) => expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

for (const viewport of [phone.viewport, laptop.viewport]) {
  test(`an admin reruns onboarding from Settings at ${viewport.width}×${viewport.height}`, async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [alex] = people.adminCouple();
    const page = await signIn(alex, { viewport });
    await page.goto("/settings");
    const developer = page.getByRole("region", { name: "Developer", exact: true });
    await expect(developer).toBeVisible();
    await expectAccessible(page, "/settings (admin)");
    await shot(developer, "card");

    await developer.getByRole("link", { name: "Rerun onboarding" }).click();
    await page.waitForURL("**/onboarding?rerun=true");
    await heading(page, "Understand each other better, one day at a time");
    const banner = page.getByRole("complementary", { name: "Rerunning onboarding" });
    await expect(banner).toContainText(`signed in as ${alex.firstName}`);
    await expectAccessible(page, "/onboarding?rerun=true");
    await shot(page, "landing");

    await hydrated(page);
    await page.getByRole("button", { name: "Start Free Trial" }).click();
    await heading(page, "Welcome to Attune");
    await expect.poll(() => new URL(page.url()).search).toBe("?rerun=true&step=welcome");
    await page.getByRole("button", { name: "Continue" }).click();
    await heading(page, "Why couples choose Attune");
    // A reload mid-rerun stays in the funnel, on its step.
    await page.reload();
    await heading(page, "Why couples choose Attune");
    await expect(banner).toBeVisible();

    // Still signed in, with nothing lost: back to Settings, their own account is there.
    await banner.getByRole("link", { name: "Back to Settings" }).click();
    await page.waitForURL("**/settings");
    await expect(page.getByRole("region", { name: "Developer", exact: true })).toBeVisible();
  });
}

test("a member has no developer action, and rerun=true does not keep them on /onboarding", async ({
  people,
  signIn,
}) => {
  const [, sam] = people.couple();
  const page = await signIn(sam, phone);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Legal", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Developer", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Rerun onboarding" })).toHaveCount(0);
  await page.goto("/onboarding?rerun=true");
  await page.waitForURL("**/dashboard");
});
