import type { Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, reviewShots } from "./fixtures";

/**
 * Choosing together (issue #33, decision 054): the guided screen after linking says what each switch shows the
 * partner, with an example, offers a suggested set, and always says what the person shares and with whom; Settings
 * holds the same switches in the same words.
 */
const shot = reviewShots("sharing");
const summary = (page: Page) => page.locator("[data-sharing-summary]");

test("the guided screen: plain words by first name, the suggested set in one tap, and the same words in Settings", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const [alex, sam] = people.couple();
  const page = await signIn(alex, phone);
  await page.goto("/sharing");
  await expect(page.getByRole("heading", { level: 1, name: `Choose what ${sam.firstName} sees` })).toBeVisible();
  await expect(page.getByText(`${sam.firstName} sees how you feel each time you log a mood`)).toBeVisible();
  await expect(page.getByText(`${sam.firstName} sees: "Walk on Sundays · 60%".`)).toBeVisible();
  await expect(page.getByText(sam.fullName)).toHaveCount(0);
  await expectAccessible(page, "/sharing (390)");
  await shot(page, "guided-390", { fullPage: true });

  await hydrated(page);
  await page.getByRole("button", { name: "Use the suggested set" }).click();
  await expect(summary(page)).toHaveText(
    `You share your moods, mood summaries, goals and achievements with ${sam.firstName}.`,
  );
  await expect(page.getByRole("button", { name: "Suggested set chosen" })).toBeDisabled();
  await expect(page.getByRole("switch", { name: "Detailed entries" })).toHaveAttribute("aria-checked", "false");

  // Saved: a reload, and Settings, say the same.
  await page.reload();
  await expect(summary(page)).toHaveText(
    `You share your moods, mood summaries, goals and achievements with ${sam.firstName}.`,
  );
  await page.goto("/settings");
  await expect(summary(page)).toHaveText(
    `You share your moods, mood summaries, goals and achievements with ${sam.firstName}.`,
  );
  await expect(page.getByText(`${sam.firstName} sees how you feel each time you log a mood`)).toBeVisible();

  // Sam, on a laptop, chooses on the same screen.
  const partner = await signIn(sam, laptop);
  await partner.goto("/sharing");
  await expect(partner.getByRole("heading", { level: 1, name: `Choose what ${alex.firstName} sees` })).toBeVisible();
  await expect(summary(partner)).toBeVisible();
  await expectAccessible(partner, "/sharing (1280)");
  await shot(partner, "guided-1280", { fullPage: true });
});
