import { randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext, Page, Route } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { newPage } from "./harness";
import { signInAs } from "./session";

/**
 * /mood-log (spec 2 §2.1, §3, §5, §8, §9) as Alex. The server and database are shared with other files running in
 * parallel, so every assertion about saved data looks for this run's own unique note, never at counts.
 */

const phone = { viewport: { width: 390, height: 844 } };
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let alex: StorageState;

beforeAll(async () => {
  const page = await newPage();
  await signInAs(page, "admin");
  alex = await page.context().storageState();
  await page.context().close();
});

async function openMoodLog(): Promise<Page> {
  const page = await newPage({ ...phone, storageState: alex });
  await page.goto("/mood-log");
  await page.getByRole("heading", { level: 1, name: "How are you feeling?" }).waitFor();
  return page;
}

const unique = () => randomBytes(3).toString("hex");

interface ExportedMood {
  id: string;
  timestamp: string;
  mood_value: number;
  mood_keywords: string[];
  context_notes: string | null;
  emotion_metadata: Record<string, unknown>[];
}

/** The user's moods as the JSON export returns them, fetched with the page's session cookie. */
async function exportedMoods(page: Page): Promise<ExportedMood[]> {
  const response = await page.request.get("/api/v1/moods/export?format=json");
  expect(response.status()).toBe(200);
  return (await response.json()) as ExportedMood[];
}

/** Fills the form: mood 2, Thrilled (Positive) and Connected (Social), a custom feeling, the note, sleep 7.5 h. */
async function fillMood(page: Page, { note, custom }: { note: string; custom: string }) {
  const mood = page.getByLabel("Your mood");
  await mood.press("ArrowRight");
  await mood.press("ArrowRight");
  expect(await mood.inputValue()).toBe("2");
  expect(await mood.getAttribute("aria-valuetext")).toBe("Great, 2");

  await page.getByRole("button", { name: "Detailed", exact: true }).click();
  await page
    .getByRole("group", { name: "Positive emotions" })
    .getByRole("button", { name: /^Thrilled/ })
    .click();
  await page.getByRole("tab", { name: "Social" }).click();
  await page
    .getByRole("group", { name: "Social emotions" })
    .getByRole("button", { name: /^Connected/ })
    .click();

  await page.getByLabel("Add your own feeling").fill(custom);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("button", { name: `Remove ${custom.toLowerCase()}` }).waitFor();

  await page.getByLabel("Context notes").fill(note);
  const sleep = page.getByLabel("Hours of sleep");
  await sleep.press("ArrowLeft");
  await sleep.press("ArrowLeft");
  expect(await sleep.inputValue()).toBe("7.5");
}

const submit = (page: Page) => page.getByRole("button", { name: "Log Mood & Wellness Data" }).click();

describe("logging a mood", () => {
  test("slider, two detailed emotions, a custom feeling, notes and sleep are saved; then /dashboard", async () => {
    const page = await openMoodLog();
    const note = `Quiet evening after work ${randomUUID()}`;
    const custom = `Zest-${unique()}`;
    await fillMood(page, { note, custom });
    await page.getByText("Chosen: excited, loved, " + custom.toLowerCase()).waitFor();

    await submit(page);
    await page.getByText("Mood logged successfully!").waitFor();
    await page.getByText("Thank you for sharing how you're feeling.").waitFor();
    await page.waitForURL("**/dashboard");

    const saved = (await exportedMoods(page)).filter((m) => m.context_notes === note);
    expect(saved).toHaveLength(1);
    const [mood] = saved;
    expect(mood!.mood_value).toBe(2);
    expect(mood!.mood_keywords).toEqual(["excited", "loved", custom.toLowerCase()]);
    expect(mood!.emotion_metadata).toEqual([
      {
        emotionId: "thrilled",
        emotionName: "Thrilled",
        categoryId: "positive",
        categoryName: "Positive",
        mappedKeyword: "excited",
        intensity: 8,
      },
      {
        emotionId: "connected",
        emotionName: "Connected",
        categoryId: "social",
        categoryName: "Social",
        mappedKeyword: "loved",
        intensity: 8,
      },
    ]);
    // A successful submit clears the draft.
    expect(await page.evaluate(() => localStorage.getItem("attune_backup_mood-log"))).toBeNull();
  });

  test("over 15 s: the timeout toast, the button comes back, and the retry (same key) logs the mood once", async () => {
    const page = await openMoodLog();
    const note = `Slow network ${randomUUID()}`;
    const custom = `late-${unique()}`;
    await fillMood(page, { note, custom });

    // Hold the first server-action request until the form has given up on it; let later ones through.
    const bodies: string[] = [];
    const held: { route?: Route } = {};
    await page.route("**/mood-log", async (route) => {
      const request = route.request();
      if (request.method() !== "POST" || !request.headers()["next-action"]) return route.continue();
      bodies.push(request.postData() ?? "");
      if (bodies.length === 1) held.route = route;
      else await route.continue();
    });

    await submit(page);
    await page.getByRole("button", { name: "Saving..." }).waitFor();
    await page.getByText("Saving your mood...").waitFor();
    await page.getByText("Mood submission timeout").waitFor({ timeout: 20_000 });
    await page.getByText("The mood submission is taking longer than expected. Please try again.").waitFor();
    const button = page.getByRole("button", { name: "Log Mood & Wellness Data" });
    expect(await button.isEnabled()).toBe(true);

    // The first request now reaches the server and is applied; the retry must not apply it again.
    await held.route!.continue();
    await submit(page);
    await page.getByText("Mood logged successfully!").waitFor({ timeout: 20_000 });
    await page.waitForURL("**/dashboard");

    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
    expect((await exportedMoods(page)).filter((m) => m.context_notes === note)).toHaveLength(1);
  });
});

describe("drafts", () => {
  test("autosaved 2 s after a change ('Draft saved') and restored after a reload ('Draft restored')", async () => {
    const page = await openMoodLog();
    const note = `Draft note ${randomUUID()}`;
    const mood = page.getByLabel("Your mood");
    await mood.press("ArrowLeft");
    await page.getByRole("button", { name: "tired", exact: true }).click();
    await page.getByLabel("Context notes").fill(note);
    await page.getByLabel("Stress level").press("ArrowRight");
    await page.getByText("Draft saved").waitFor();

    const stored = await page.evaluate(() => ({
      draft: JSON.parse(localStorage.getItem("attune_backup_mood-log") ?? "null"),
      metadata: JSON.parse(localStorage.getItem("attune_backup_metadata") ?? "null"),
    }));
    expect(stored.draft).toMatchObject({
      version: "1.0",
      timestamp: expect.any(Number),
      data: {
        moodValue: -1,
        selectedKeywords: ["tired"],
        customKeywords: [],
        contextNotes: note,
        healthMetrics: { sleepHours: 8, stressLevel: 6 },
        emotionMetadata: [],
      },
    });
    expect(stored.metadata).toEqual([{ key: "attune_backup_mood-log", timestamp: stored.draft.timestamp }]);

    await page.reload();
    await page.getByText("Draft restored").waitFor();
    expect(await page.getByLabel("Your mood").inputValue()).toBe("-1");
    expect(await page.getByRole("button", { name: "tired", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByLabel("Context notes").inputValue()).toBe(note);
    expect(await page.getByLabel("Stress level").inputValue()).toBe("6");
    expect(await page.getByLabel("Hours of sleep").inputValue()).toBe("8");
  });

  test("a corrupt stored draft is ignored quietly", async () => {
    const page = await openMoodLog();
    await page.evaluate(() => localStorage.setItem("attune_backup_mood-log", "{not json"));
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "How are you feeling?" }).waitFor();
    await page.getByLabel("Your mood").waitFor();
    // Give the restore effect its chance, then make sure nothing was restored or announced.
    await page.waitForTimeout(500);
    expect(await page.getByText("Draft restored").count()).toBe(0);
    expect(await page.getByLabel("Your mood").inputValue()).toBe("0");
  });
});

describe("custom feelings", () => {
  test("trimmed and lower-cased; duplicates and more than 20 characters get a message; empty is ignored", async () => {
    const page = await openMoodLog();
    const input = page.getByLabel("Add your own feeling");
    const add = page.getByRole("button", { name: "Add", exact: true });

    await input.fill("  Curious ");
    await add.click();
    await page.getByRole("button", { name: "Remove curious" }).waitFor();
    expect(await input.inputValue()).toBe("");

    await input.fill("CURIOUS");
    await input.press("Enter");
    await page.getByText("You've already added that feeling").waitFor();
    expect(await input.getAttribute("aria-invalid")).toBe("true");

    await input.fill("a".repeat(21));
    await add.click();
    await page.getByText("Custom feelings can be at most 20 characters").waitFor();

    // A common feeling typed in selects its chip rather than adding a copy.
    await input.fill("Happy");
    await add.click();
    expect(await page.getByRole("button", { name: "happy", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await input.fill("happy");
    await add.click();
    await page.getByText("You've already added that feeling").waitFor();

    await input.fill("   ");
    await add.click();
    expect(await page.getByRole("alert").filter({ hasText: "feeling" }).count()).toBe(0);
    expect(await page.getByRole("list", { name: "Your custom feelings" }).getByRole("listitem").count()).toBe(1);

    await page.getByRole("button", { name: "Remove curious" }).click();
    expect(await page.getByRole("list", { name: "Your custom feelings" }).count()).toBe(0);
  });
});

describe("accessibility", () => {
  test("the page passes axe in the simple and the detailed view, with a validation message showing", async () => {
    const page = await openMoodLog();
    await page.getByText("Very Difficult").waitFor();
    await page.getByText("Excellent").waitFor();
    // Smart suggestions are on by default and appear once the browser's clock is known.
    await page.getByText("Suggested for you").waitFor();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Detailed", exact: true }).click();
    await page.getByRole("tab", { name: "Difficult" }).click();
    await page
      .getByRole("group", { name: "Difficult emotions" })
      .getByRole("button", { name: /^Worried/ })
      .click();
    await page.getByLabel("Add your own feeling").fill("x".repeat(25));
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("Custom feelings can be at most 20 characters").waitFor();
    await expectAccessible(page);

    await page.getByRole("switch", { name: "Smart suggestions" }).click();
    expect(await page.getByText("Suggested for you").count()).toBe(0);
  });
});

/**
 * The dashboard half of the e2e: the note and the custom feeling logged through the form appear on the
 * dashboard cards. Those cards were built in parallel with this page; set DASHBOARD_CARDS to false to run this file
 * against a dashboard without them.
 */
const DASHBOARD_CARDS = true;

describe.skipIf(!DASHBOARD_CARDS)("the logged mood on the dashboard", () => {
  test("the note is in 'Mood Log Private Thoughts' and the custom feeling in 'Your Recent Mood Tags'", async () => {
    const page = await openMoodLog();
    const note = `Dashboard note ${randomUUID()}`;
    const custom = `dash-${unique()}`;
    // The tags card shows Alex's 6 most used tags of the week, and other files log moods as Alex too: one earlier
    // use through the JSON API makes this feeling count 2, which keeps it among the 6 whatever else ran.
    const earlier = await page.request.post("/api/v1/moods", {
      data: { moodValue: 1, keywords: [custom] },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(earlier.status()).toBe(201);

    await fillMood(page, { note, custom });
    await submit(page);
    await page.getByText("Mood logged successfully!").waitFor();
    await page.waitForURL("**/dashboard");

    const card = (title: string) => page.getByRole("region", { name: title, exact: true });
    await card("Mood Log Private Thoughts").getByText(note).waitFor();
    await card("Your Recent Mood Tags (Last 7 Days)").getByText(custom).first().waitFor();
    await expectAccessible(page);
  });
});
