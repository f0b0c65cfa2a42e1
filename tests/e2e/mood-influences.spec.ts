import type { Page } from "@playwright/test";
import { expect, laptop, phone, test, reviewShots } from "./fixtures";
import { created } from "./support/api";

/**
 * Mood influences (spec 2 §4.8, decision 063) on Mood Analytics: a feeling shows once it is on 3 moods of the range,
 * with its n and a confidence of at most 95%; before that, the card says what unlocks it and how far along it is.
 */
const shot = reviewShots("mood-influences");
const TITLE = "What lifts or lowers your mood";
const influences = (page: Page) => page.getByRole("region", { name: TITLE, exact: true });
const logMood = (page: Page, data: Record<string, unknown>) => created(page, "/api/v1/moods", data);

test("not enough data yet, then a feeling on 3 moods with its n and confidence", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const page = await signIn(people.solo(), phone);
  await logMood(page, { moodValue: 2, keywords: ["walk"] });
  await logMood(page, { moodValue: -1, keywords: [] });
  await page.goto("/dashboard/mood?range=7");
  await expect(
    influences(page).getByText(/^Not enough data yet: a feeling shows here once it is on at least 3/),
  ).toBeVisible();
  await expect(influences(page)).toContainText("Your most used feeling, walk, is on 1 of the 3 moods it needs.");
  await expectAccessible(page, "/dashboard/mood (influences not yet)");

  await logMood(page, { moodValue: 2, keywords: ["walk"] });
  await logMood(page, { moodValue: 2, keywords: ["walk", "Sunny"] });
  await logMood(page, { moodValue: -1, keywords: [] });
  await page.reload();
  const walk = influences(page).getByRole("listitem").filter({ hasText: /^walk/ });
  await expect(walk).toContainText("walk lifts your mood (+3)");
  await expect(walk).toContainText("+2 with it, −1 without, n = 3 moods");
  // 50 + 5 × min(3, 2) + 10 × 3 = 90.
  await expect(walk).toContainText("90% confidence");
  // 'sunny' is on one mood only: not shown.
  await expect(influences(page).getByText("sunny")).toHaveCount(0);
  await expectAccessible(page, "/dashboard/mood (influences)");
  await shot(page, "phone", { fullPage: true });
  await page.setViewportSize(laptop.viewport);
  await shot(page, "laptop", { fullPage: true });
});
