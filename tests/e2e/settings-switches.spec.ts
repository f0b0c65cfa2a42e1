import type { Page } from "@playwright/test";
import { created } from "./support/api";
import { expect, hydrated, laptop, phone, reviewShots, test, toast } from "./fixtures";
import { setSwitch } from "./support/switches";

/**
 * Decision 061: each Settings switch does what its words say, seen as a person sees it, with the switch on and off.
 */
const shot = reviewShots("settings-switches");

async function settingsSwitch(page: Page, name: string, on: boolean) {
  await page.goto("/settings");
  await hydrated(page);
  await setSwitch(page, name, on);
}

async function logMoodWithForm(page: Page) {
  await page.goto("/mood-log");
  await expect(page.getByRole("heading", { level: 1, name: "How are you feeling?" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("slider", { name: "Your mood" }).press("ArrowRight");
  await page.getByRole("button", { name: "Log Mood & Wellness Data" }).click();
  await expect(toast(page, "Mood logged successfully!")).toBeVisible();
}

const reflectionCard = (page: Page) => page.getByRole("region").filter({ hasText: "A moment to reflect" });

test("Mood reflection: one question after a mood, answered or skipped; off, straight on to the dashboard", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  test.slow();
  const page = await signIn(people.solo(), phone);
  await logMoodWithForm(page);
  const question = reflectionCard(page);
  await expect(question).toBeVisible();
  await expect(question.getByRole("heading", { level: 2 })).toBeFocused();
  await expectAccessible(page, "the reflection question after a mood");
  await shot(page, "reflection");
  await question.getByLabel("Your reflection").fill("A slow breakfast helped.");
  await question.getByRole("button", { name: "Save reflection" }).click();
  await expect(toast(page, "Reflection saved")).toBeVisible();
  await page.waitForURL("**/dashboard");

  await settingsSwitch(page, "Mood reflection", false);
  await logMoodWithForm(page);
  await page.waitForURL("**/dashboard");
  await expect(reflectionCard(page)).toHaveCount(0);
});

test("Time-of-day insights: the card on Mood Analytics only while the switch is on", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const page = await signIn(people.solo(), laptop);
  await created(page, "/api/v1/moods", { moodValue: 1 });
  const title = "When in the day you feel best";
  await page.goto("/dashboard/mood?range=30");
  await expect(page.getByRole("heading", { level: 1, name: "Mood Analytics" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mood by weekday" })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  await settingsSwitch(page, "Time-of-day insights", true);
  await page.goto("/dashboard/mood?range=30");
  const card = page.getByRole("region", { name: title });
  await expect(card).toBeVisible();
  // One mood: what unlocks the finding, with the counts so far.
  await expect(card.getByText(/^Not enough yet: log at least 3 moods in each of two parts of the day/)).toBeVisible();
  await expect(card.getByRole("list", { name: title })).toBeVisible();
  await expectAccessible(page, "/dashboard/mood with time-of-day insights");
  await shot(page, "time-of-day", { fullPage: true });
});

test("Visible to your partner: the partner sees that you were active today, and nothing once it is off", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  test.slow();
  const [alex, sam] = people.couple();
  const alexPage = await signIn(alex, phone);
  await created(alexPage, "/api/v1/moods", { moodValue: -1, contextNotes: "Nobody else reads this." });
  const samPage = await signIn(sam, phone);
  await samPage.goto("/partner-dashboard");
  const line = samPage.locator("[data-partner-activity]");
  await expect(line).toHaveText(`${alex.firstName} was active in Attune today.`);
  await expect(samPage.getByText("Nobody else reads this.")).toHaveCount(0);
  await expectAccessible(samPage, "/partner-dashboard with the partner's activity");
  await shot(samPage, "partner-activity");

  await settingsSwitch(alexPage, "Visible to your partner", false);
  await samPage.reload();
  await expect(samPage.getByRole("heading", { level: 1, name: `${alex.firstName} today` })).toBeVisible();
  await expect(line).toHaveCount(0);
});

test("Show ritual origins: who created each ritual and how, on /rituals and Actions & Rituals, only while on", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  test.slow();
  const [quinn, avery] = people.couple();
  const page = await signIn(quinn, laptop);
  await page.goto("/rituals");
  await expect(page.getByRole("button", { name: "Generate Mood-Aware Ritual" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Generate Mood-Aware Ritual" }).click();
  const origin = page.getByText(/^Created by you · (Written by an AI model|From Attune's ritual library)$/);
  await expect(origin).toBeVisible();
  await expectAccessible(page, "/rituals with ritual origins");
  await shot(page, "ritual-origins");

  // The partner's copy names its creator.
  const partnerPage = await signIn(avery, phone);
  await partnerPage.goto("/rituals");
  await expect(partnerPage.getByText(new RegExp(`^Created by ${quinn.firstName} · `))).toBeVisible();
  await shot(partnerPage, "ritual-origins-partner");

  await page.goto("/dashboard/actions?range=30");
  await expect(page.getByRole("region", { name: "Rituals" }).getByText(/^Created by you · /)).toBeVisible();

  await settingsSwitch(page, "Show ritual origins", false);
  await page.goto("/rituals");
  await expect(page.getByRole("heading", { level: 1, name: "Rituals" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(page.getByText(/^Created by /)).toHaveCount(0);
  await page.goto("/dashboard/actions?range=30");
  await expect(page.getByRole("region", { name: "Rituals" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByText(/^Created by /)).toHaveCount(0);
});
