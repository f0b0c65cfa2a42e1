import type { Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, reviewShots } from "./fixtures";
import { created } from "./support/api";

/**
 * The first-week guide at the top of the dashboard (issue #32): five steps ticked from what the person has done,
 * the next one offered, dismissible, and gone for good once dismissed.
 */
const shot = reviewShots("first-week");
const guideOf = (page: Page) => page.getByRole("region", { name: "Your first week" });

test("alone on day one: invite first, steps tick from data, Dismiss hides it for good", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const page = await signIn(people.solo(), phone);
  await page.goto("/dashboard");
  const guide = guideOf(page);
  await expect(guide.getByText("0 of 5 done")).toBeVisible();
  const next = guide.locator("[data-status=next]");
  await expect(next).toHaveAttribute("data-step", "invite");
  await expect(next.getByRole("link", { name: "Start: Invite your partner" })).toHaveAttribute(
    "href",
    "/settings#partner-section-title",
  );
  // Choosing what to share waits for a partner; it is never offered as the next step alone.
  await expect(guide.locator("[data-step=share]")).toHaveAttribute("data-status", "waiting");
  await expectAccessible(page, "/dashboard first-week guide (alone)");
  await shot(page, "alone", { fullPage: true });

  await created(page, "/api/v1/moods", { moodValue: 1, keywords: ["calm"] });
  await page.reload();
  await expect(guide.getByText("1 of 5 done")).toBeVisible();
  await expect(guide.locator("[data-step=mood]")).toHaveAttribute("data-status", "done");
  await expect(guide.locator("[data-step=mood]")).toContainText("Done:");

  await hydrated(page);
  await guide.getByRole("button", { name: "Dismiss the first-week guide" }).click();
  await expect(guide).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(guide).toHaveCount(0);
});

test("a new couple at 1280 px: connected and sharing are ticked, the check-in names the partner", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const [alex, sam] = people.couple();
  const page = await signIn(alex, laptop);
  await page.goto("/dashboard");
  const guide = guideOf(page);
  await expect(guide.getByText("2 of 5 done")).toBeVisible();
  await expect(guide.locator("[data-step=invite]")).toContainText(`Connect with ${sam.firstName}`);
  await expect(guide.locator("[data-step=share]")).toHaveAttribute("data-status", "done");
  await expect(guide.locator("[data-status=next]")).toHaveAttribute("data-step", "mood");
  await expect(guide.locator("[data-step=checkin]")).toContainText(`Check in with ${sam.firstName}`);
  // First names only in sentences.
  await expect(guide).not.toContainText(sam.fullName);
  // Linked minutes ago: the nudge is to a first check-in, never "for a few days"; no score and no trend yet.
  await expect(page.getByText(`Your first check-in with ${sam.firstName} takes a minute.`)).toBeVisible();
  await expect(page.getByText(/for a few days/)).toHaveCount(0);
  await expect(page.locator("[data-card=health-trends][data-unlock]")).toBeVisible();
  await expect(page.getByRole("meter")).toHaveCount(0);
  await expectAccessible(page, "/dashboard first-week guide (couple, 1280)");
  await shot(page, "couple", { fullPage: true });

  // Sam, on a phone, sees the same day from the other side.
  const partner = await signIn(sam, phone);
  await partner.goto("/dashboard");
  await expect(guideOf(partner).getByText("2 of 5 done")).toBeVisible();
  await expect(partner.getByText(`Your first check-in with ${alex.firstName} takes a minute.`)).toBeVisible();
  await expectAccessible(partner, "/dashboard first-week guide (couple, 390)");
  await shot(partner, "couple-partner", { fullPage: true });
});
