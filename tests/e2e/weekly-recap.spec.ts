import type { Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, reviewShots, test } from "./fixtures";
import { created } from "./support/api";
import { baseURL } from "./support/base-url";
import { setSwitch } from "./support/switches";

/**
 * The weekly recap (issue #37, decision 073), in two browsers: one partner on a phone, the other on a laptop. Both log
 * a mood and answer the day's question; Alex shares mood summaries and Sam does not. On the next recap evening (the
 * server's clock moved by the test clock cookie, decision 068) both open /recap and read the very same recap: Alex's
 * moods, a line saying Sam's aren't shared, the question they both answered. And one person alone, with their own.
 */
const shot = reviewShots("weekly-recap");
const DAY_MS = 86_400_000;

/**
 * From now to the next Sunday after today (UTC, the pool's zone) at 18:30: the recap of the week holding today has
 * come due then. Sunday's own 18:00 is skipped on purpose: today must be inside the week recapped.
 */
function untilNextRecapEvening(now = Date.now()): number {
  const today = new Date(now);
  const daysAhead = 7 - today.getUTCDay();
  const target = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + daysAhead, 18, 30);
  return target - now;
}

async function moveClock(page: Page, offsetMs: number): Promise<void> {
  await page.context().addCookies([{ name: "attune-clock-offset", value: String(offsetMs), url: baseURL }]);
}

async function answerToday(page: Page, words: string): Promise<string> {
  await page.goto("/questions");
  await hydrated(page);
  const card = page.locator("[data-question-day]").filter({ hasText: "Today's question" }).first();
  const question = (await card.getByRole("heading", { level: 2 }).textContent())!;
  await card.getByLabel("Your answer").fill(words);
  await card.getByRole("button", { name: "Share my answer" }).click();
  await expect(card.getByRole("region", { name: "Your answer" })).toContainText(words);
  return question;
}

const recapOf = (page: Page, title: string) => page.getByRole("region", { name: title });

test("a couple: the same recap for both, a partner's moods only under their grant", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  // Two browsers, a settings save, two answers and four axe checks.
  test.slow();
  const [alex, sam] = people.couple();
  const alexPage = await signIn(alex, phone);
  const samPage = await signIn(sam, laptop);

  // The pool's couples share moods and nothing else: Alex adds mood summaries, which the recap's averages need.
  await alexPage.goto("/settings");
  await hydrated(alexPage);
  await setSwitch(alexPage, "Mood summaries", true);

  await created(alexPage, "/api/v1/moods", { moodValue: 2, keywords: [] });
  await created(samPage, "/api/v1/moods", { moodValue: -1, keywords: [] });
  const question = await answerToday(alexPage, "The walk by the river");
  expect(await answerToday(samPage, "Sunday pancakes")).toBe(question);

  // The week's recap evening comes: both open /recap.
  const offset = untilNextRecapEvening();
  expect(offset).toBeGreaterThan(0);
  expect(offset).toBeLessThanOrEqual(8 * DAY_MS);
  for (const page of [alexPage, samPage]) {
    await moveClock(page, offset);
    await page.goto("/recap");
  }
  const title = `${[alex.firstName, sam.firstName].sort((a, b) => a.localeCompare(b)).join(" & ")}'s week`;
  const alexRecap = recapOf(alexPage, title);
  const samRecap = recapOf(samPage, title);
  await expect(alexRecap).toBeVisible();
  await expect(samRecap).toBeVisible();
  await expect(alexPage.getByRole("heading", { level: 1, name: "Weekly recap" })).toBeVisible();

  // The same content, word for word, in both browsers.
  const alexText = await alexRecap.textContent();
  await expect(samRecap).toHaveText(alexText!);
  await expect(alexRecap.getByRole("columnheader", { name: alex.firstName })).toBeVisible();
  await expect(alexRecap.getByRole("columnheader", { name: sam.firstName })).toHaveCount(0);
  await expect(alexRecap.getByRole("cell", { name: "Great (+2)" })).toBeVisible();
  await expect(
    alexRecap.getByText(`${sam.firstName}'s moods aren't shared, so they're not in this recap.`),
  ).toBeVisible();
  await expect(alexRecap.getByText("1 question answered by both of you.")).toBeVisible();
  await expect(alexRecap.getByRole("listitem").filter({ hasText: question })).toBeVisible();
  await expect(alexRecap).toContainText(`Both of you answered “${question}”`);
  // Answers are not recap material: neither partner's words are in it.
  await expect(alexRecap).not.toContainText("river");
  await expect(samRecap).not.toContainText("pancakes");

  await expectAccessible(alexPage, "/recap (390), a couple");
  await shot(alexPage, "couple", { fullPage: true });
  await expectAccessible(samPage, "/recap (1280), a couple");
  await shot(samPage, "couple-laptop", { fullPage: true });
});

test("one person alone: a private recap of their own week, at 390 and 1280", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const robin = people.solo();
  const page = await signIn(robin, phone);
  await created(page, "/api/v1/moods", { moodValue: 1, keywords: [] });
  await moveClock(page, untilNextRecapEvening());
  await page.goto("/recap");
  const recap = recapOf(page, "Your week");
  await expect(recap).toBeVisible();
  await expect(page.getByText("a short recap of your week, just for you", { exact: false })).toBeVisible();
  await expect(recap.getByRole("columnheader", { name: "You" })).toBeVisible();
  await expect(recap.getByText("You: 1 day logged, average Good (+1)")).toBeVisible();
  await expectAccessible(page, "/recap alone (390)");
  await shot(page, "solo", { fullPage: true });

  await page.setViewportSize(laptop.viewport);
  await page.reload();
  await expect(recapOf(page, "Your week")).toBeVisible();
  await expectAccessible(page, "/recap alone (1280)");
  await shot(page, "solo-laptop");
});

test("the recap day is the couple's: chosen by one in Settings, the day of both", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const [alex, sam] = people.couple();
  const alexPage = await signIn(alex, phone);
  await alexPage.goto("/settings");
  await hydrated(alexPage);
  const day = alexPage.getByRole("combobox", { name: "Recap day" });
  await expect(day).toHaveText("Sunday");
  await expect(alexPage.getByRole("switch", { name: "Weekly recap by email", exact: true })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await day.click();
  await alexPage.getByRole("option", { name: "Friday" }).click();
  await expect(day).toHaveText("Friday");
  await expect(day).toBeEnabled();
  await day.scrollIntoViewIfNeeded();
  await expectAccessible(alexPage, "Settings with the recap day (390)");
  await shot(alexPage, "settings-recap-day");

  const samPage = await signIn(sam, laptop);
  await samPage.goto("/settings");
  await expect(samPage.getByRole("combobox", { name: "Recap day" })).toHaveText("Friday");
  await samPage.goto("/recap");
  await expect(
    samPage.getByText(`Every Friday evening, the same short recap for you and ${alex.firstName}.`, { exact: false }),
  ).toBeVisible();
});
