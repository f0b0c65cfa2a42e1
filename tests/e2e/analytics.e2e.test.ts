import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, newPage } from "./harness";
import { pdfText } from "../helpers/pdf-text";
import { signInAs } from "./session";

/**
 * The analytics pages of issue #14 on the production build: each loads for someone with data (Alex) and for someone
 * alone (Riley), keeps its range in the URL, explains what to log when there is nothing, and passes axe.
 */
const shotsDir = path.join(artifactsDir, "analytics");
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const SLOW = 90_000;

const card = (page: Page, title: string): Locator => page.getByRole("region", { name: title, exact: true });

async function shoot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}-390x844.png`), fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: path.join(shotsDir, `${name}-1280x800.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(desktop.width);
  await page.setViewportSize(phone);
}

describe("Mood Analytics", () => {
  test(
    "with moods: the calendar, the rhythms, the feelings, sleep and stress, the spread",
    { timeout: SLOW },
    async () => {
      const page = await newPage({ viewport: phone });
      await signInAs(page, "admin");
      for (const keywords of [["calm"], ["calm", "grateful"], ["tired"]]) {
        const response = await page.request.post("/api/v1/moods", {
          data: { moodValue: 2, keywords, sleepHours: 7.5, stressLevel: 3 },
          headers: { "Idempotency-Key": randomUUID() },
        });
        expect(response.status(), await response.text()).toBe(201);
      }
      await page.goto("/dashboard/mood?range=365");
      await page.getByRole("heading", { level: 1, name: "Mood Analytics" }).waitFor();
      const calendar = card(page, "Your mood calendar");
      await calendar.getByRole("img", { name: /^Daily mood, .* days logged, average/ }).waitFor();
      expect(await calendar.locator("[title]").count()).toBe(365);
      // Today's square has Alex's moods (other files may add more, never fewer).
      expect(await calendar.locator('[title*=": average"]').count()).toBeGreaterThanOrEqual(1);
      await card(page, "Mood by weekday").getByRole("list", { name: "Mood by time of day" }).waitFor();
      await card(page, "Feelings you log most").getByText("calm", { exact: true }).waitFor();
      await card(page, "Sleep, stress and mood")
        .getByText(/^Not enough yet: \d+ of the 14 days/)
        .first()
        .waitFor();
      await expectAccessible(page, "/dashboard/mood");
      await shoot(page, "mood-alex");
    },
  );

  test("someone with no moods is told what to log", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone });
    await signInAs(page, "solo");
    await page.goto("/dashboard/mood?range=7");
    await card(page, "Your mood calendar")
      .getByText(/^No moods in this range yet\./)
      .waitFor();
    await expectAccessible(page, "/dashboard/mood (empty)");
  });
});

describe("Personal Growth Analytics", () => {
  test("streaks, the month's change, week by week and achievements", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone });
    await signInAs(page, "admin");
    const response = await page.request.post("/api/v1/moods", {
      data: { moodValue: 1, keywords: ["hopeful"] },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(response.status(), await response.text()).toBe(201);
    await page.goto("/dashboard/growth?range=90");
    await page.getByRole("heading", { level: 1, name: "Personal Growth Analytics" }).waitFor();
    await card(page, "Streaks")
      .getByText(/^Mood logging: \d+ days? in a row/)
      .waitFor();
    await card(page, "This month against the last").getByRole("rowheader", { name: "Days with a mood" }).waitFor();
    await card(page, "Week by week").getByRole("table").waitFor();
    await card(page, "Achievements in this range").getByText("First Mood Logged").waitFor();
    await expectAccessible(page, "/dashboard/growth");
    await shoot(page, "growth-alex");
  });
});

describe("Actions & Rituals", () => {
  test("the three sections, the range links, and what to do when there is nothing yet", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone });
    await signInAs(page, "solo");
    await page.goto("/dashboard/actions");
    await page.getByRole("heading", { level: 1, name: "Actions & Rituals" }).waitFor();
    for (const title of ["Recommendations", "Rituals", "Goals"]) await card(page, title).waitFor();
    await card(page, "Rituals")
      .getByText(/^No rituals yet\./)
      .waitFor();
    await card(page, "Goals")
      .getByText(/^No goals yet\./)
      .waitFor();

    const ranges = page.getByRole("navigation", { name: "Time range" });
    expect(await ranges.getByRole("link", { name: "30 days" }).getAttribute("aria-current")).toBe("page");
    await ranges.getByRole("link", { name: "1 year" }).click();
    await page.waitForURL(/\/dashboard\/actions\?range=365$/);
    expect(await ranges.getByRole("link", { name: "1 year" }).getAttribute("aria-current")).toBe("page");
    await expectAccessible(page, "/dashboard/actions");
    await shoot(page, "actions-solo");
  });
});

describe("Relationship Insights", () => {
  test(
    "a year together: score history side by side, components, connection, the gap and the patterns in words",
    { timeout: SLOW },
    async () => {
      const page = await newPage({ viewport: phone });
      await signInAs(page, "morgan");
      await page.goto("/dashboard/relationship?range=365");
      await page.getByRole("heading", { level: 1, name: "Relationship Insights" }).waitFor();
      const history = card(page, "Health score over time");
      await history.getByRole("img", { name: "Health score over time, 1 year, week by week" }).waitFor();
      // Both lines, and every week of the year in the table screen readers get.
      expect(await history.getByRole("row").count()).toBeGreaterThanOrEqual(53);
      await history.getByRole("columnheader", { name: "Taylor Reyes" }).waitFor({ state: "attached" });
      expect(await history.getByText(/^\d+$/).first().textContent()).not.toBe("0");
      const parts = card(page, "What makes up your score");
      for (const name of ["Partner Connection", "Mood Trend", "Check-in Frequency", "Ritual Completion"]) {
        await parts.getByRole("rowheader", { name }).waitFor();
      }
      await card(page, "Connection ratings").getByText("Taylor Reyes's average").waitFor();
      await card(page, "Side by side").getByText("Average gap").waitFor();
      const patterns = card(page, "Patterns between you");
      await patterns.getByText("Your mood and Taylor Reyes's connection rating, next day").waitFor();
      // A year gives every pattern enough days: each is a sentence about the data, never "Not enough yet".
      expect(await patterns.getByText(/^n = \d{2,3}/).count()).toBe(4);
      expect(await patterns.getByText(/^Not enough yet/).count()).toBe(0);
      await expectAccessible(page, "/dashboard/relationship");
      await shoot(page, "relationship-year");

      // The other three pages have a year of charts and sentences too.
      await page.goto("/dashboard/mood?range=365");
      // Counted once the calendar is there: goto can return before its section has streamed in.
      const calendar = card(page, "Your mood calendar");
      await calendar.getByRole("img", { name: /^Daily mood, .* days logged, average/ }).waitFor();
      expect(await calendar.locator('[title*=": average"]').count()).toBeGreaterThan(300);
      await card(page, "Sleep, stress and mood")
        .getByText(/^On (days you sleep more|more stressful days)|^No clear link/)
        .first()
        .waitFor();
      await shoot(page, "mood-year");
      await page.goto("/dashboard/growth?range=365");
      await card(page, "Week by week").getByRole("table").waitFor();
      await shoot(page, "growth-year");
    },
  );

  test("alone: the history and what linking a partner adds", { timeout: SLOW }, async () => {
    const page = await newPage({ viewport: phone });
    await signInAs(page, "solo");
    await page.goto("/dashboard/relationship?range=7");
    await page.getByRole("heading", { level: 1, name: "Relationship Insights" }).waitFor();
    await card(page, "Side by side").getByText("Link your partner to see your scores side by side").waitFor();
    await card(page, "Patterns between you")
      .getByText(/^Not enough yet: \d+ of the 14 days with a sleep record and a check-in of yours needed\.$/)
      .waitFor();
    await expectAccessible(page, "/dashboard/relationship (alone)");
    await shoot(page, "relationship-solo");
  });
});

describe("Report for your counsellor", () => {
  test(
    "from Mood Analytics: 12 weeks with notes downloads a PDF that says what it includes",
    { timeout: SLOW },
    async () => {
      const page = await newPage({ viewport: phone });
      await signInAs(page, "morgan");
      await page.goto("/dashboard/mood");
      const form = card(page, "Report for your counsellor");
      await form.getByLabel("Period").selectOption("12");
      await form.getByLabel("Include my notes").check();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        form.getByRole("button", { name: "Download PDF report" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^attune-report-\d{4}-\d{2}-\d{2}\.pdf$/);
      const file = await download.path();
      const text = await pdfText(readFileSync(file));
      expect(text).toContain("Wellbeing report for Morgan Reyes");
      expect(text).toMatch(/12 weeks: /);
      expect(text).toContain("Included: Your notes (you chose to include them)");
      expect(text).toContain("Included: Taylor Reyes's connection ratings of you");
      // The page is still there: the download did not navigate away.
      await page.getByRole("heading", { level: 1, name: "Mood Analytics" }).waitFor();

      await page.goto("/settings");
      await card(page, "Report for your counsellor").getByRole("button", { name: "Download PDF report" }).waitFor();
      await expectAccessible(page, "/settings (with the report form)");
    },
  );
});
