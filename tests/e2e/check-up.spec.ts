import type { Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, reviewShots, test } from "./fixtures";
import { baseURL } from "./support/base-url";
import { setSwitch } from "./support/switches";

/**
 * The monthly check-up (issue #39, decisions 072 and 081), in two browsers: one partner on a phone, the other on a
 * laptop. Both take the check-up, then again a month later (the server's clock moved by the test clock cookie,
 * decision 068), and see their trend. Each sees only their own line until BOTH turn on "Check-up trend"; one partner's
 * private personal check-in (PHQ-4) never reaches the other.
 */
const shot = reviewShots("check-up");
const DAY_MS = 86_400_000;

const CSI4 = {
  happiness: "Please indicate the degree of happiness",
  warm: "I have a warm and comfortable relationship",
  rewarding: "How rewarding is your relationship",
  satisfied: "In general, how satisfied are you",
};

async function moveClock(page: Page, days: number): Promise<void> {
  await page.context().addCookies([{ name: "attune-clock-offset", value: String(days * DAY_MS), url: baseURL }]);
}

const pick = (page: Page, question: string, answer: string) =>
  page.getByRole("group", { name: question }).getByLabel(answer, { exact: true }).check();

/** Takes the check-up with these four answers (and the personal check-in's, when given); returns the result card. */
async function takeCheckUp(page: Page, answers: [string, string, string, string], personal?: string) {
  await page.goto("/check-up");
  await hydrated(page);
  await pick(page, CSI4.happiness, answers[0]);
  await pick(page, CSI4.warm, answers[1]);
  await pick(page, CSI4.rewarding, answers[2]);
  await pick(page, CSI4.satisfied, answers[3]);
  if (personal) {
    await page.getByLabel("Add the personal check-in").check();
    for (const item of [
      "Feeling nervous, anxious or on edge",
      "Not being able to stop or control worrying",
      "Little interest or pleasure in doing things",
      "Feeling down, depressed or hopeless",
    ]) {
      await pick(page, item, personal);
    }
  }
  await page.getByRole("button", { name: "See my result" }).click();
  const result = page.getByRole("region", { name: "Your relationship check-up" });
  await expect(result.getByTestId("check-up-summary")).toBeVisible();
  return result;
}

test("a couple: two check-ups a month apart, the trend, and the partner's only once both share", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  // Two browsers, four check-ups, two settings saves and four axe checks.
  test.slow();
  const [alex, sam] = people.couple();
  const alexPage = await signIn(alex, phone);
  const samPage = await signIn(sam, laptop);

  // Due before the first one: the dashboard prompts.
  await alexPage.goto("/dashboard");
  const prompt = alexPage.locator('[data-card="check-up"]');
  await expect(prompt).toBeVisible();
  await prompt.getByRole("link", { name: "Take the check-up" }).click();
  await expect(alexPage).toHaveURL(/\/check-up$/);

  // Alex: 12 of 21 with a personal check-in at its threshold.
  const first = await takeCheckUp(alexPage, ["Happy", "Mostly true", "Mostly", "Mostly"], "Nearly every day");
  await expect(first.getByTestId("check-up-summary")).toHaveText("12 of 21. Higher means more satisfied.");
  await expect(first).toContainText("This is a screening, not a diagnosis.");
  await expect(first.getByRole("link", { name: "Make a report for your counsellor" })).toBeVisible();
  const personal = alexPage.getByRole("region", { name: "Your personal check-in" });
  await expect(personal.getByTestId("personal-summary")).toHaveText("12 of 12.");
  await expect(personal).toContainText("Only you can see this. It is never shared with your partner.");
  await expect(personal).toContainText("This is a screening, not a diagnosis.");
  await expect(personal.getByRole("heading", { name: "Support, if you would like to talk now" })).toBeVisible();
  await expectAccessible(alexPage, "/check-up result with the personal check-in (390)");
  await shot(alexPage, "result", { fullPage: true });

  // Sam: 18 of 21, no personal check-in.
  const samFirst = await takeCheckUp(samPage, ["Extremely happy", "Completely true", "Mostly", "Almost completely"]);
  await expect(samFirst.getByTestId("check-up-summary")).toHaveText("17 of 21. Higher means more satisfied.");
  await expect(samPage.getByRole("region", { name: "Your personal check-in" })).toHaveCount(0);

  // Not due again until four weeks on: the dashboard prompt is gone.
  await alexPage.goto("/dashboard");
  await expect(alexPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(alexPage.locator('[data-card="check-up"]')).toHaveCount(0);

  // A month later, both take it again.
  for (const page of [alexPage, samPage]) await moveClock(page, 30);
  await alexPage.goto("/dashboard");
  await expect(alexPage.locator('[data-card="check-up"]')).toBeVisible();
  await takeCheckUp(alexPage, ["Very happy", "Almost completely true", "Almost completely", "Almost completely"]);
  await takeCheckUp(samPage, ["Extremely happy", "Completely true", "Almost completely", "Almost completely"]);

  // Each sees their own trend; neither sees the other's yet (the grant is off by default).
  await alexPage.reload();
  await expect(alexPage.getByTestId("trend-sentence")).toHaveText(
    "Up 4 points since your last check-up. A direction shows after 1 more check-up.",
  );
  await expect(alexPage.getByTestId("check-up-chart")).toBeVisible();
  await expect(alexPage.getByTestId("partner-trend-sentence")).toHaveCount(0);
  await expect(alexPage.getByTestId("couple-state")).toContainText("both turn on “Check-up trend”");
  await samPage.reload();
  await expect(samPage.getByTestId("trend-sentence")).toHaveText(
    "Up 1 point since your last check-up. A direction shows after 1 more check-up.",
  );
  await expect(samPage.getByTestId("partner-trend-sentence")).toHaveCount(0);

  // Alex opts in: still nothing of Sam's until Sam does too.
  await alexPage.goto("/settings");
  await hydrated(alexPage);
  await setSwitch(alexPage, "Check-up trend", true);
  await alexPage.goto("/check-up");
  await expect(alexPage.getByTestId("couple-state")).toHaveText(
    `You share your check-up trend. ${sam.firstName}'s shows here once they share theirs too.`,
  );
  await expect(alexPage.getByTestId("partner-trend-sentence")).toHaveCount(0);

  await samPage.goto("/settings");
  await hydrated(samPage);
  await setSwitch(samPage, "Check-up trend", true);
  await samPage.goto("/check-up");
  await expect(samPage.getByTestId("partner-trend-sentence")).toHaveText(
    `${alex.firstName}: Up 4 points since their last check-up. A direction shows after 1 more check-up.`,
  );
  await expect(samPage.getByRole("heading", { name: "Your check-ups, side by side" })).toBeVisible();
  // Alex's personal check-in is nowhere in Sam's view.
  await expect(samPage.locator("main")).not.toContainText("of 12");
  await expect(samPage.getByRole("region", { name: "Your personal check-in" })).toHaveCount(0);
  await expectAccessible(samPage, "/check-up side by side (1280)");
  await shot(samPage, "couple-laptop", { fullPage: true });

  await alexPage.reload();
  await expect(alexPage.getByTestId("partner-trend-sentence")).toHaveText(
    `${sam.firstName}: Up 1 point since their last check-up. A direction shows after 1 more check-up.`,
  );
  // Alex's own private check-in stays on Alex's page, marked private.
  await expect(alexPage.getByRole("region", { name: "Your last personal check-in" })).toContainText("12 of 12");
  await expectAccessible(alexPage, "/check-up side by side (390)");
  await shot(alexPage, "couple", { fullPage: true });

  // Sam takes the form on a laptop too: axe over the questions themselves.
  await samPage.getByLabel("Add the personal check-in").check();
  await expectAccessible(samPage, "/check-up form with the personal check-in open (1280)");
});
