import type { Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, reviewShots, test, toast } from "./fixtures";
import { baseURL } from "./support/base-url";
import { streamOpen, trackStreams } from "./support/live";

/**
 * The question for two (issue #37), in two browsers: one partner on a phone, the other on a laptop. Both see the same
 * question; the first to answer cannot see the other's; the other is told and answers, and both see both, live; a
 * heart arrives; the next day (the server's clock moved by the test clock cookie, decision 068) brings a new question,
 * never one asked before; the day's one skip replaces it for both. And one person alone, with a private reflection.
 */
const shot = reviewShots("questions");
const DAY_MS = 86_400_000;

/** Moves this browser's server-side "now" (the e2e test clock; off in production) by `days`. */
async function setClock(page: Page, days: number): Promise<void> {
  await page.context().addCookies([{ name: "attune-clock-offset", value: String(days * DAY_MS), url: baseURL }]);
}

const todayCard = (page: Page) => page.locator("[data-question-day]").filter({ hasText: "Today's question" }).first();
const questionText = async (page: Page) => (await todayCard(page).getByRole("heading", { level: 2 }).textContent())!;

test("a couple: the same question, answer then see, live; a heart; tomorrow a new one; one skip a day", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  // Two browsers, live round trips, three days and six axe checks.
  test.slow();
  const [alex, sam] = people.couple();
  const run = Date.now().toString(36);
  const alexPage = await signIn(alex, phone);
  const samPage = await signIn(sam, laptop);
  for (const page of [alexPage, samPage]) await trackStreams(page);

  await alexPage.goto("/questions");
  await samPage.goto("/questions");
  await expect(alexPage.getByRole("heading", { level: 1, name: "Questions" })).toBeVisible();
  const question = await questionText(alexPage);
  expect(await questionText(samPage)).toBe(question);
  await expect(
    alexPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Questions" }),
  ).toHaveAttribute("aria-current", "page");
  await expectAccessible(alexPage, "/questions (390) before answering");
  await shot(alexPage, "couple-before", { fullPage: true });

  // Bad input gets its message in place.
  await hydrated(alexPage);
  const alexCard = todayCard(alexPage);
  await alexCard.getByRole("button", { name: "Share my answer" }).click();
  await expect(alexCard.getByRole("alert")).toHaveText("Write your answer first");
  await alexCard.getByLabel("Your answer").fill("x".repeat(1001));
  await expect(alexCard.getByRole("alert")).toHaveText("Answers can be at most 1,000 characters");

  // Alex answers: hers is in, Sam's is not shown.
  const alexWords = `The walk by the river ${run}`;
  await alexCard.getByLabel("Your answer").fill(alexWords);
  await alexCard.getByRole("button", { name: "Share my answer" }).click();
  await expect(toast(alexPage, `Shared. ${sam.firstName} sees it once they answer.`)).toBeVisible();
  await expect(alexCard.getByRole("region", { name: "Your answer" })).toContainText(alexWords);
  await expect(alexCard.getByText(`${sam.firstName} hasn't answered yet.`, { exact: false })).toBeVisible();
  await expect(alexCard.getByRole("region", { name: `${sam.firstName}'s answer` })).toHaveCount(0);

  // Sam's open page is told, live, that Alex answered — never what.
  await streamOpen(samPage);
  const samCard = todayCard(samPage);
  await expect(samCard.getByText(`${alex.firstName} answered today's question — answer to see theirs.`)).toBeVisible();
  await expect(samPage.getByText(alexWords)).toHaveCount(0);
  await expectAccessible(samPage, "/questions (1280) with the partner's answer hidden");
  await shot(samPage, "couple-hidden");

  // Sam answers: both see both, Alex's page without a reload.
  await streamOpen(alexPage);
  await hydrated(samPage);
  const samWords = `Sunday pancakes ${run}`;
  await samCard.getByLabel("Your answer").fill(samWords);
  await samCard.getByRole("button", { name: "Share my answer" }).click();
  await expect(toast(samPage, `You can both see both answers now. ${alex.firstName}'s is below.`)).toBeVisible();
  await expect(samCard.getByRole("region", { name: `${alex.firstName}'s answer` })).toContainText(alexWords);
  await expect(alexCard.getByRole("region", { name: `${sam.firstName}'s answer` })).toContainText(samWords);

  // A heart from Sam arrives on Alex's page.
  await hydrated(samPage);
  await samCard.getByRole("button", { name: "Send a heart" }).click();
  await expect(toast(samPage, `Heart sent to ${alex.firstName}`)).toBeVisible();
  await expect(samCard.getByRole("button", { name: "Send a heart" })).toHaveAttribute("aria-pressed", "true");
  await expect(alexCard.getByText(`${sam.firstName} sent a heart for your answer.`)).toBeVisible();
  await expectAccessible(alexPage, "/questions (390) with both answers");
  await shot(alexPage, "couple-both", { fullPage: true });
  await expectAccessible(samPage, "/questions (1280) with both answers");
  await shot(samPage, "couple-both");

  // Tomorrow: a new question, never asked before; yesterday's is in the history with both answers.
  for (const page of [alexPage, samPage]) await setClock(page, 1);
  await alexPage.reload();
  await samPage.reload();
  const tomorrow = await questionText(alexPage);
  expect(tomorrow).not.toBe(question);
  expect(await questionText(samPage)).toBe(tomorrow);
  const history = alexPage.getByRole("list", { name: "Past questions and answers" });
  await expect(history.getByRole("listitem").filter({ hasText: question })).toContainText(samWords);
  await shot(samPage, "couple-tomorrow");

  // The day's one skip: a new question for both, live on the other page; then no second skip.
  await streamOpen(samPage);
  await hydrated(alexPage);
  await todayCard(alexPage).getByRole("button", { name: "Skip this question" }).click();
  await expect(toast(alexPage, "Skipped. Here's another one.")).toBeVisible();
  await expect.poll(() => questionText(alexPage)).not.toBe(tomorrow);
  const replacement = await questionText(alexPage);
  expect([question, tomorrow]).not.toContain(replacement);
  await expect.poll(() => questionText(samPage)).toBe(replacement);
  await expect(todayCard(alexPage).getByRole("button", { name: "Skip this question" })).toHaveCount(0);
  await expect(todayCard(samPage).getByText("Today's skip has been used.", { exact: false })).toBeVisible();
  await expectAccessible(samPage, "/questions (1280) after a skip");
});

test("one person alone: a private reflection, at 390 and 1280", async ({ people, signIn, expectAccessible }) => {
  const robin = people.solo();
  const page = await signIn(robin, phone);
  await page.goto("/questions");
  const card = todayCard(page);
  await expect(card.getByText("A question to reflect on, just for you.")).toBeVisible();
  await expect(page.getByText("Your past questions and answers will be listed here.")).toBeVisible();
  await expectAccessible(page, "/questions alone (390)");
  await hydrated(page);
  await card.getByLabel("Your answer").fill("A slow breakfast");
  await card.getByRole("button", { name: "Save my answer" }).click();
  await expect(toast(page, "Answer saved")).toBeVisible();
  await expect(card.getByRole("region", { name: "Your answer" })).toContainText("A slow breakfast");
  await shot(page, "solo", { fullPage: true });

  await page.setViewportSize(laptop.viewport);
  await page.reload();
  await expect(todayCard(page).getByRole("region", { name: "Your answer" })).toBeVisible();
  await expectAccessible(page, "/questions alone (1280)");
  await shot(page, "solo");
});
