import type { Page } from "@playwright/test";
import { MOOD_NAVIGATION_DELAY_MS } from "../../components/forms/timings";
import { expect, hydrated, laptop, phone, test, toast, reviewShots } from "./fixtures";
import { setSwitch } from "./support/switches";

/**
 * The coach (issue #15) as a newcomer meets it, offline (the e2e server has no model key): the header's Coach button
 * and panel, a starter answered from the person's own figures, the crisis response for crisis language and nothing
 * else for an everyday idiom, the Settings switch that hides the button, the published safety page, a mood note that
 * speaks of a crisis, and the Coaching and AI Analysis tabs.
 */

const shot = reviewShots("coach");

/** The coach opens from the header, at every size (decision 053: nothing floats over the page). */
const coachButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Open the coach" });

async function openCoach(page: Page) {
  await coachButton(page).click();
  const panel = page.getByRole("dialog", { name: "Attune Coach" });
  await expect(panel.getByText("Offline coach: a computer program, not a therapist or a human.")).toBeVisible();
  return panel;
}

test.describe("the assistant", () => {
  test("a starter is answered from the person's own figures, Enter sends, Shift+Enter does not, closing clears", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const page = await signIn(people.solo(), phone);
    await page.goto("/dashboard");
    await hydrated(page);
    const panel = await openCoach(page);
    const starters = panel.getByRole("list").first().getByRole("button");
    await expect(starters).toHaveCount(4);
    await expectAccessible(page, "the coach's panel, empty");

    await panel.getByRole("button", { name: "How has my mood been lately?" }).click();
    const log = panel.getByRole("log", { name: "Conversation" });
    await expect(log.getByText(/A reminder: I'm Attune's offline coach/)).toBeVisible();
    await expect(log.getByText(/What do you think has been shaping it\?/)).toBeVisible();

    const draft = panel.getByLabel("Message the coach");
    await draft.fill("We keep arguing about chores");
    await draft.press("Shift+Enter");
    await expect(draft).toHaveValue("We keep arguing about chores\n");
    await draft.press("Enter");
    await expect(log.getByText(/Start gently\./)).toBeVisible();
    await expect(draft).toHaveValue("");
    // An idiom is not a crisis: an ordinary answer, no help lines.
    await draft.fill("this deadline is killing me");
    await draft.press("Enter");
    await expect(log.getByText(/Stress affects how we feel/)).toBeVisible();
    await expect(log.getByRole("region", { name: "You deserve support right now" })).toHaveCount(0);
    await shot(page, "coach-panel");
    await expectAccessible(page, "the coach's panel, in conversation");

    await panel.getByRole("button", { name: "Close the coach" }).click();
    // Focus goes back to the button that opened the panel.
    await expect(coachButton(page)).toBeFocused();
    await openCoach(page);
    await expect(page.getByRole("log", { name: "Conversation" }).getByText("Start gently.")).toHaveCount(0);
  });

  test("crisis language gets the help lines and no coaching; 'Get help now' is always there", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const page = await signIn(people.solo(), laptop);
    await page.goto("/mood-log");
    await hydrated(page);
    const panel = await openCoach(page);
    await panel.getByRole("button", { name: "Get help now" }).click();
    await expect(panel.getByRole("link", { name: /findahelpline\.com/ })).toBeVisible();
    // Issue #35: the browser is in UTC and there is no phone, so no country is known: a number to call anyway (112),
    // and the country asked for in one tap.
    await expect(panel.getByRole("link", { name: "Emergency services: call 112" }).first()).toBeVisible();
    await expect(panel.getByRole("group", { name: "Your country" }).first()).toBeVisible();

    const draft = panel.getByLabel("Message the coach");
    await draft.fill("i dont want to be here anymore");
    await draft.press("Enter");
    const crisis = panel.getByRole("region", { name: "You deserve support right now" });
    await expect(crisis).toBeVisible();
    await expect(crisis.getByText("You are not alone.", { exact: false })).toBeVisible();
    await expect(crisis.getByRole("link", { name: "Emergency services: call 112" })).toBeVisible();
    await shot(page, "coach-crisis");
    await expectAccessible(page, "the coach's crisis response");

    // One tap on the country: its own lines, kept in this browser for the next time.
    await crisis.getByRole("group", { name: "Your country" }).getByRole("button", { name: "United Kingdom" }).click();
    await expect(crisis.getByRole("link", { name: "Samaritans: call 116123" })).toBeVisible();
    await expect(crisis.getByRole("link", { name: "Emergency services: call 999" })).toBeVisible();
    await expect(crisis.getByRole("button", { name: "Not in United Kingdom? Choose your country" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Samaritans: call 116123" }).first()).toBeVisible(); // the panel's too
    expect(await page.evaluate(() => localStorage.getItem("attune.crisis-country"))).toBe("GB");
    await shot(page, "coach-crisis-country");
    await expectAccessible(page, "the crisis response after choosing a country");
    await expect(panel.getByRole("link", { name: "How the coach keeps you safe" })).toHaveAttribute(
      "href",
      "/coach-safety",
    );
  });

  test("turned off in Settings, the coach's button is gone; turned on, it is back", async ({ people, signIn }) => {
    const [jordan] = people.couple();
    const page = await signIn(jordan, phone);
    await page.goto("/settings");
    await hydrated(page);
    await setSwitch(page, "Assistant", false);
    await page.goto("/dashboard");
    // The button is part of the server-rendered shell: once the page's heading is there, so would it be.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open the coach" })).toHaveCount(0);

    await page.goto("/settings");
    await hydrated(page);
    await setSwitch(page, "Assistant", true);
    await page.goto("/dashboard");
    await expect(coachButton(page)).toBeVisible();
  });
});

test.describe("around the coach", () => {
  test("/coach-safety is public, lists every country's lines, and is accessible", async ({
    openPage,
    expectAccessible,
  }) => {
    const page = await openPage(phone);
    await page.goto("/coach-safety");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "United States" })).toBeVisible();
    await expect(page.getByRole("link", { name: /988/ }).first()).toBeVisible();
    await expectAccessible(page, "/coach-safety");
  });

  // A person of their own: the note is a write, and nobody else's pages may see a mood they did not log.
  test("a mood note that speaks of a crisis is saved, then the help lines show and the page stays", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [alex] = people.adminCouple();
    const page = await signIn(alex, phone);
    // The page's clock, so the usual hop to the dashboard (a timer after the save) can be passed in an instant.
    await page.clock.install();
    await page.goto("/mood-log");
    await hydrated(page);
    await page.getByLabel("Context notes").fill("Some days I feel like I want to die");
    await page.getByRole("button", { name: "Log Mood & Wellness Data" }).click();
    const card = page.getByRole("region", { name: "You deserve support right now" });
    await expect(card).toBeVisible();
    // No country known (UTC, no phone): still a number to call, and the country asked for in one tap (issue #35).
    await expect(card.getByRole("link", { name: "Emergency services: call 112" })).toBeVisible();
    await expect(card.getByRole("group", { name: "Your country" })).toBeVisible();
    // The save's toast comes with the card: let it arrive before axe looks (a toast still entering is translucent).
    await expect(toast(page, "Mood logged successfully!")).toBeVisible();
    // Past the moment an ordinary save moves on to the dashboard (MOOD_NAVIGATION_DELAY_MS after it).
    await page.clock.fastForward(MOOD_NAVIGATION_DELAY_MS);
    await expectAccessible(page, "/mood-log with the help lines");
    await expect(page).toHaveURL(/\/mood-log$/);
    await page.getByRole("button", { name: "Continue to dashboard" }).click();
    await page.waitForURL("**/dashboard");
  });

  test("Coaching: a ticked step is saved; AI Analysis shows the written analysis beside its figures", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    // Ticking a step is a write: a couple of this test's own does it. The analysis needs a month of moods, which
    // only the year-long couple has; they are read-only, so they only look.
    const [jordan] = people.couple();
    const page = await signIn(jordan, laptop);
    await page.goto("/advanced-features?tab=coaching");
    await expect(page.getByRole("heading", { level: 2, name: "Coaching" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Start", exact: true }).first().click();
    const step = page.getByRole("checkbox", { name: "Done" }).first();
    await expect(step).toHaveAttribute("aria-checked", "false");
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && !!response.request().headers()["next-action"],
    );
    await step.click();
    await saved;
    await expect(step).toBeEnabled();
    await expect(step).toHaveAttribute("aria-checked", "true");
    await page.reload();
    // A program under way opens by itself, on what is stored.
    await expect(page.getByRole("button", { name: "Hide steps" }).first()).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Done" }).first()).toHaveAttribute("aria-checked", "true");
    await expectAccessible(page, "Coaching");

    const morgan = await signIn(people.yearCouple[0], laptop);
    await morgan.goto("/advanced-features?tab=coaching");
    await expect(morgan.getByRole("heading", { level: 2, name: "Coaching" })).toBeVisible();
    await hydrated(morgan);
    await morgan.getByRole("tab", { name: "AI Analysis" }).click();
    await morgan.waitForURL("**/advanced-features?tab=ai-analysis");
    await expect(morgan.getByRole("heading", { name: "The figures" })).toBeVisible();
    await expect(morgan.getByText(/Over the last 30 days you logged a mood on \d+ of them\./)).toBeVisible();
    await shot(morgan, "ai-analysis", { fullPage: true });
    await expectAccessible(morgan, "AI Analysis");
  });
});
