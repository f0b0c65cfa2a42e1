import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { pdfText } from "../helpers/pdf-text";
import { expect, hydrated, laptop, phone, test, reviewShots } from "./fixtures";
import { created } from "./support/api";

/**
 * The analytics pages of issue #14 on the production build: each loads for someone with data (a couple of their own)
 * and for someone alone, keeps its range in the URL, explains what to log when there is nothing, and passes axe. A
 * year of charts and sentences is read from the year-long couple, who are shared and never written as.
 */
const shot = reviewShots("analytics");

const card = (page: Page, title: string): Locator => page.getByRole("region", { name: title, exact: true });

async function shoot(page: Page, name: string) {
  await shot(page, name, { fullPage: true });
  await page.setViewportSize(laptop.viewport);
  await shot(page, name, { fullPage: true });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(laptop.viewport.width);
  await page.setViewportSize(phone.viewport);
}

const logMood = (page: Page, data: Record<string, unknown>) => created(page, "/api/v1/moods", data);

test.describe("Mood Analytics", () => {
  test("with moods: the calendar, the rhythms, the feelings, sleep and stress, the spread", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [alex] = people.adminCouple();
    const page = await signIn(alex, phone);
    for (const keywords of [["calm"], ["calm", "grateful"], ["tired"]]) {
      await logMood(page, { moodValue: 2, keywords, sleepHours: 7.5, stressLevel: 3 });
    }
    await page.goto("/dashboard/mood?range=365");
    await expect(page.getByRole("heading", { level: 1, name: "Mood Analytics" })).toBeVisible();
    const calendar = card(page, "Your mood calendar");
    await expect(calendar.getByRole("img", { name: /^Daily mood, .* days logged, average/ })).toBeVisible();
    await expect(calendar.locator("[title]")).toHaveCount(365);
    // Today's square has the three moods just logged, and no other day has any: the person is this test's own.
    await expect(calendar.locator('[title*=": average"]')).toHaveCount(1);
    await expect(card(page, "Mood by weekday").getByRole("list", { name: "Mood by weekday" })).toBeVisible();
    // Time of day is its own card, only with Time-of-day insights on (off by default; decision 061).
    await expect(page.getByRole("heading", { name: "When in the day you feel best" })).toHaveCount(0);
    await expect(card(page, "Feelings you log most").getByText("calm", { exact: true })).toBeVisible();
    await expect(
      card(page, "Sleep, stress and mood")
        .getByText(/^Not enough yet: \d+ of the 14 days/)
        .first(),
    ).toBeVisible();
    await expectAccessible(page, "/dashboard/mood");
    await shoot(page, "mood-alex");
  });

  test("someone with no moods is told what to log", async ({ people, signIn, expectAccessible }) => {
    const page = await signIn(people.solo(), phone);
    await page.goto("/dashboard/mood?range=7");
    await expect(card(page, "Your mood calendar").getByText(/^No moods in this range yet\./)).toBeVisible();
    await expectAccessible(page, "/dashboard/mood (empty)");
  });
});

test.describe("Personal Growth Analytics", () => {
  test("streaks, the month's change, week by week and achievements", async ({ people, signIn, expectAccessible }) => {
    const [alex] = people.adminCouple();
    const page = await signIn(alex, phone);
    await logMood(page, { moodValue: 1, keywords: ["hopeful"] });
    await page.goto("/dashboard/growth?range=90");
    await expect(page.getByRole("heading", { level: 1, name: "Personal Growth Analytics" })).toBeVisible();
    await expect(card(page, "Streaks").getByText(/^Mood logging: \d+-day streak/)).toBeVisible();
    await expect(
      card(page, "This month against the last").getByRole("rowheader", { name: "Days with a mood" }),
    ).toBeVisible();
    await expect(card(page, "Week by week").getByRole("table")).toBeVisible();
    await expect(card(page, "Achievements in this range").getByText("First Mood Logged")).toBeVisible();
    await expectAccessible(page, "/dashboard/growth");
    await shoot(page, "growth-alex");
  });

  // Issue #35: the rituals' streak rule on every streak. Two people of their own: the history is written for them.
  test("one missed day is forgiven and said so; after a longer gap, the first day back is welcomed", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const kept = await signIn(people.solo(), phone);
    await moodsAgo(kept, [3, 2, 0]); // yesterday alone missed
    await kept.goto("/dashboard/growth?range=7");
    const streaks = card(kept, "Streaks");
    await expect(streaks.getByText(/^Mood logging: 3-day streak; longest 3-day streak/)).toBeVisible();
    await expect(streaks.getByText("Streak kept: one missed day a week is forgiven.")).toBeVisible();
    await expect(streaks.getByText("Welcome back! A fresh start counts.")).toHaveCount(0);
    await expectAccessible(kept, "/dashboard/growth with a kept streak");
    await shoot(kept, "growth-kept-streak");

    const back = await signIn(people.solo(), phone);
    await moodsAgo(back, [5, 4, 0]); // three days missed: the run ended
    await back.goto("/dashboard/growth?range=7");
    const again = card(back, "Streaks");
    await expect(again.getByText(/^Mood logging: 1-day streak; longest 2-day streak/)).toBeVisible();
    await expect(again.getByText("Welcome back! A fresh start counts.")).toBeVisible();
    await expectAccessible(back, "/dashboard/growth on the first day back");
    await shoot(back, "growth-welcome-back");
  });
});

/** A mood on each of these days ago (0 is today), through the JSON API with `loggedAt`, as the offline queue sends. */
async function moodsAgo(page: Page, daysAgo: readonly number[]) {
  for (const ago of daysAgo) {
    const loggedAt = new Date(Date.now() - ago * 86_400_000).toISOString();
    await created(page, "/api/v1/moods", { moodValue: 1, keywords: ["calm"], loggedAt });
  }
}

test.describe("Actions & Rituals", () => {
  test("the three sections, the range links, and what to do when there is nothing yet", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const page = await signIn(people.solo(), phone);
    await page.goto("/dashboard/actions");
    await expect(page.getByRole("heading", { level: 1, name: "Actions & Rituals" })).toBeVisible();
    for (const title of ["Recommendations", "Rituals", "Goals"]) await expect(card(page, title)).toBeVisible();
    await expect(card(page, "Rituals").getByText(/^No rituals yet\./)).toBeVisible();
    await expect(card(page, "Goals").getByText(/^No goals yet\./)).toBeVisible();

    const ranges = page.getByRole("navigation", { name: "Time range" });
    await expect(ranges.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
    await hydrated(page);
    await ranges.getByRole("link", { name: "1 year" }).click();
    await page.waitForURL(/\/dashboard\/actions\?range=365$/);
    await expect(ranges.getByRole("link", { name: "1 year" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page, "/dashboard/actions");
    await shoot(page, "actions-solo");
  });
});

test.describe("Relationship Insights", () => {
  test("a year together: score history side by side, components, connection, the gap and the patterns in words", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    // Three pages of a year's charts, an axe scan (and six full-page screenshots when reviewing): over a minute on a
    // loaded host.
    test.slow();
    const [morgan, taylor] = people.yearCouple;
    const page = await signIn(morgan, phone);
    await page.goto("/dashboard/relationship?range=365");
    await expect(page.getByRole("heading", { level: 1, name: "Relationship Insights" })).toBeVisible();
    const history = card(page, "Health score over time");
    await expect(history.getByRole("img", { name: "Health score over time, 1 year, week by week" })).toBeVisible();
    // Both lines, and every week of the year in the table screen readers get.
    // (At least 53 rows: the 53rd is there.)
    await expect(history.getByRole("row").nth(52)).toBeAttached();
    await expect(history.getByRole("columnheader", { name: taylor.firstName, exact: true })).toBeAttached();
    const firstScore = history.getByText(/^\d+$/).first();
    await expect(firstScore).toBeAttached();
    await expect(firstScore).not.toHaveText("0");
    const parts = card(page, "What makes up your score");
    for (const name of ["Partner Connection", "Mood Trend", "Check-in Frequency", "Ritual Completion"]) {
      await expect(parts.getByRole("rowheader", { name })).toBeVisible();
    }
    await expect(card(page, "Connection ratings").getByText(`${taylor.firstName}'s average`)).toBeVisible();
    await expect(card(page, "Side by side").getByText("Average gap")).toBeVisible();
    const patterns = card(page, "Patterns between you");
    await expect(patterns.getByText(`Your mood and ${taylor.firstName}'s connection rating, next day`)).toBeVisible();
    // A year gives every pattern enough days: each is a sentence about the data, never "Not enough yet".
    await expect(patterns.getByText(/^n = \d{2,3}/)).toHaveCount(4);
    await expect(patterns.getByText(/^Not enough yet/)).toHaveCount(0);
    await expectAccessible(page, "/dashboard/relationship");
    await shoot(page, "relationship-year");

    // The other three pages have a year of charts and sentences too.
    await page.goto("/dashboard/mood?range=365");
    // Counted once the calendar is there: goto can return before its section has streamed in.
    const calendar = card(page, "Your mood calendar");
    await expect(calendar.getByRole("img", { name: /^Daily mood, .* days logged, average/ })).toBeVisible();
    // More than 300 days with a mood: the 301st is there.
    await expect(calendar.locator('[title*=": average"]').nth(300)).toBeAttached();
    await expect(
      card(page, "Sleep, stress and mood")
        .getByText(/^On (days you sleep more|more stressful days)|^No clear link/)
        .first(),
    ).toBeVisible();
    await shoot(page, "mood-year");
    await page.goto("/dashboard/growth?range=365");
    await expect(card(page, "Week by week").getByRole("table")).toBeVisible();
    await shoot(page, "growth-year");
  });

  test("alone: the history and what linking a partner adds", async ({ people, signIn, expectAccessible }) => {
    const page = await signIn(people.solo(), phone);
    await page.goto("/dashboard/relationship?range=7");
    await expect(page.getByRole("heading", { level: 1, name: "Relationship Insights" })).toBeVisible();
    await expect(
      card(page, "Side by side").getByText("Link your partner to see your scores side by side"),
    ).toBeVisible();
    await expect(
      card(page, "Patterns between you").getByText(
        /^Not enough yet: \d+ of the 14 days with a sleep record and a check-in of yours needed\.$/,
      ),
    ).toBeVisible();
    await expectAccessible(page, "/dashboard/relationship (alone)");
    await shoot(page, "relationship-solo");
  });
});

test.describe("Report for your counsellor", () => {
  test("from Mood Analytics: 12 weeks with notes downloads a PDF that says what it includes", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    // Making the PDF alone can take most of a minute on a loaded host (below).
    test.slow();
    // Reading a report writes nothing: the year-long couple stay as they were.
    const [morgan, taylor] = people.yearCouple;
    const page = await signIn(morgan, phone);
    await page.goto("/dashboard/mood");
    const form = card(page, "Report for your counsellor");
    await hydrated(page);
    await form.getByLabel("Period").selectOption("12");
    await form.getByLabel("Include my notes").check();
    // The PDF is made when it is asked for, in a worker thread (issue #30), and its headers come only once it is made:
    // a year of history takes about 16 s on a loaded host, longer than an action may take. So the click does not wait
    // for the navigation that turns into the download, and the wait for the file is its own, of up to a minute.
    const downloading = page.waitForEvent("download", { timeout: 60_000 });
    await form.getByRole("button", { name: "Download PDF report" }).click({ noWaitAfter: true });
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^attune-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await download.path();
    const text = await pdfText(readFileSync(file));
    expect(text).toContain(`Wellbeing report for ${morgan.fullName}`);
    expect(text).toMatch(/12 weeks: /);
    expect(text).toContain("Included: Your notes (you chose to include them)");
    expect(text).toContain(`Included: ${taylor.fullName}'s connection ratings of you`);
    // The page is still there: the download did not navigate away.
    await expect(page.getByRole("heading", { level: 1, name: "Mood Analytics" })).toBeVisible();

    await page.goto("/settings");
    await expect(
      card(page, "Report for your counsellor").getByRole("button", { name: "Download PDF report" }),
    ).toBeVisible();
    await expectAccessible(page, "/settings (with the report form)");
  });
});

test.describe("Report for your counsellor: dates I choose (issue #35)", () => {
  test("a mistake is said beside the dates; a range downloads a PDF that names it", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    test.slow();
    const person = people.solo();
    const page = await signIn(person, laptop);
    await page.goto("/settings");
    const form = card(page, "Report for your counsellor");
    await hydrated(page);
    await form.getByLabel("Period").selectOption("dates");
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const from = form.getByLabel("From");
    const to = form.getByLabel("To");

    // The wrong way round: said beside the dates, and nothing is downloaded.
    await from.fill(day(10));
    await to.fill(day(40));
    await form.getByRole("button", { name: "Download PDF report" }).click();
    await expect(form.getByRole("alert")).toHaveText("The start date must be on or before the end date");
    await expect(to).toBeFocused();
    await expect(page).toHaveURL(/\/settings$/);
    await expectAccessible(page, "/settings: the report's dates, with a mistake");
    await shot(page, "report-dates-error-1280", { fullPage: true });

    // Over 12 months.
    await from.fill(day(400));
    await to.fill(day(1));
    await form.getByRole("button", { name: "Download PDF report" }).click();
    await expect(form.getByRole("alert")).toHaveText("Choose dates no more than 12 months apart");

    await from.fill(day(40));
    await to.fill(day(10));
    await expect(form.getByRole("alert")).toHaveCount(0);
    const downloading = page.waitForEvent("download", { timeout: 60_000 });
    await form.getByRole("button", { name: "Download PDF report" }).click({ noWaitAfter: true });
    const text = await pdfText(readFileSync(await (await downloading).path()));
    const long = (iso: string) =>
      new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
        timeZone: "UTC",
        month: "short",
        day: "numeric",
        year: "numeric",
      });
    expect(text).toContain(`Dates you chose: ${long(day(40))} to ${long(day(10))}.`);

    // At 390 px the dates stack, and nothing floats over them.
    await page.setViewportSize(phone.viewport);
    await expectAccessible(page, "/settings: the report's dates at 390 px");
    await shot(page, "report-dates-390", { fullPage: true });
  });
});
