import { randomUUID } from "node:crypto";
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { newPage } from "./harness";
import { signInAs } from "./session";

/**
 * Both check-ins (issue #5, spec 2 §2.2, §2.3, §5, §8): the partner check-in as Sam (partnered with Alex, sharing on),
 * the no-partner gate as Riley, and the personal check-in. The server and database are shared with every other e2e
 * file, so assertions look for this run's own notes, never for counts.
 */
const phone = { viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions;
const desktop = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions;

type Who = "admin" | "member" | "solo";
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const sessions: Partial<Record<Who, StorageState>> = {};

/** One real sign-in per account for the whole file, then the cookie is reused in fresh contexts. */
beforeAll(async () => {
  for (const who of ["admin", "member", "solo"] as const) {
    const page = await newPage();
    await signInAs(page, who);
    sessions[who] = await page.context().storageState();
    await page.context().close();
  }
});

const signedIn = (who: Who, options: BrowserContextOptions = phone) =>
  newPage({ ...options, storageState: sessions[who] });

async function heading(page: Page, name: string) {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
}

async function toast(page: Page, text: string, timeout?: number) {
  await page.locator("[data-sonner-toast]").getByText(text, { exact: true }).first().waitFor({ timeout });
}

/** Moves a native range slider the way a keyboard user does. */
async function slide(page: Page, label: string, key: "ArrowRight" | "ArrowLeft" | "Home" | "End", times = 1) {
  const slider = page.getByRole("slider", { name: label });
  await slider.focus();
  for (let i = 0; i < times; i++) await slider.press(key);
}

describe("partner check-in (/checkin)", () => {
  test("Sam checks in with Alex: shared toast, then the dashboard", async () => {
    const page = await signedIn("member");
    await page.goto("/checkin");
    await heading(page, "Check in with Alex");
    // Within #main: while the page streams, React holds a hidden copy of it for a moment, which a page-wide text
    // query would also match.
    await page.locator("#main").getByText("Counts toward your Relationship Health Score").waitFor();
    await page.locator("#main").getByText("This is a safe space").waitFor();
    await page
      .getByRole("form", { name: "Check in with Alex" })
      .getByText("Alex will be able to see this check-in (partner sharing is on).")
      .waitFor();
    await expectAccessible(page, "/checkin with a partner");

    const note = `Grateful for the soup, e2e ${randomUUID().slice(0, 8)}`;
    await slide(page, "How connected do you feel to Alex?", "ArrowRight", 2);
    expect(await page.getByRole("slider", { name: "How connected do you feel to Alex?" }).inputValue()).toBe("2");
    await page.getByLabel("Primary feeling").selectOption("appreciated");
    await page.getByLabel("Gratitude note (optional)").fill(note);
    await page.getByRole("button", { name: "Log Check-In with Alex" }).click();

    await toast(page, "Check-in saved!");
    await toast(page, "Shared with your partner");
    await expectAccessible(page, "/checkin after saving");
    await page.waitForURL("**/dashboard");
  });

  test("the same write through the JSON API is shared and idempotent; Alex sees the other side of the link", async () => {
    const page = await signedIn("member");
    const note = `Grateful for the tea, e2e ${randomUUID().slice(0, 8)}`;

    // The write through the JSON API, as Sam: shared because Sam's partner_sharing_enabled is on, and a replay
    // of the idempotency key returns the first check-in instead of logging another.
    const key = randomUUID();
    const body = { kind: "partner", connectionScore: 1, feeling: "supported", gratitudeNote: note };
    const first = await page.request.post("/api/v1/checkins", { data: body, headers: { "Idempotency-Key": key } });
    expect(first.status(), await first.text()).toBe(201);
    const created = (await first.json()) as { checkinId: string; created: boolean; shared: boolean };
    expect(created).toMatchObject({ created: true, shared: true });
    const replay = await page.request.post("/api/v1/checkins", { data: body, headers: { "Idempotency-Key": key } });
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toEqual({ ...created, created: false });

    // Alex, in a fresh browser, sees the other side of the same link.
    const alex = await signedIn("admin", desktop);
    await alex.goto("/checkin");
    await heading(alex, "Check in with Sam");
    // Within the form: while the page streams, React holds a hidden copy of it for a moment, which a page-wide
    // text query would also match; the accessible form is only the one on screen.
    await alex
      .getByRole("form", { name: "Check in with Sam" })
      .getByText("Sam will be able to see this check-in (partner sharing is on).")
      .waitFor();
    await expectAccessible(alex, "/checkin as Alex at 1280 px");
  });

  test("the submit button is disabled until a feeling is chosen; labels and the suggestion follow the answers", async () => {
    const page = await signedIn("member");
    await page.goto("/checkin");
    await heading(page, "Check in with Alex");
    const submit = page.getByRole("button", { name: "Log Check-In with Alex" });
    const slider = page.getByRole("slider", { name: "How connected do you feel to Alex?" });
    expect(await submit.isDisabled()).toBe(true);
    expect(await slider.inputValue()).toBe("0");
    expect(await slider.getAttribute("aria-valuetext")).toBe("Neutral");
    await page.getByRole("heading", { name: "Suggestion: A moment to reflect" }).waitFor();

    await slide(page, "How connected do you feel to Alex?", "Home");
    expect(await slider.getAttribute("aria-valuetext")).toBe("Very Disconnected");
    await page.getByTestId("connection-score-reading").getByText("Very Disconnected").waitFor();
    await page.getByRole("heading", { name: "Suggestion: Start small" }).waitFor();
    await slide(page, "How connected do you feel to Alex?", "ArrowRight");
    expect(await slider.getAttribute("aria-valuetext")).toBe("Disconnected");
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel("Primary feeling").selectOption("unheard");
    await page.getByRole("heading", { name: "Suggestion: Ask for time to talk" }).waitFor();
    expect(await submit.isEnabled()).toBe(true);
    // All eleven feelings, after the placeholder.
    const options = await page.getByLabel("Primary feeling").locator("option").allTextContents();
    expect(options).toEqual([
      "Choose a feeling",
      "Loved",
      "Cherished",
      "Appreciated",
      "Supported",
      "Understood",
      "Grateful",
      "Ignored",
      "Unheard",
      "Misunderstood",
      "Distant",
      "Disconnected",
    ]);
    await expectAccessible(page, "/checkin with a feeling chosen");
  });

  test("Riley (no partner) gets the gate; both of its links work", async () => {
    const page = await signedIn("solo");
    await page.goto("/checkin");
    await heading(page, "Partner Check-in");
    await page.getByRole("heading", { level: 2, name: "What are Partner Check-ins?" }).waitFor();
    expect(await page.getByRole("slider").count()).toBe(0);
    await expectAccessible(page, "/checkin gate");

    await page.getByRole("link", { name: "Invite Your Partner" }).click();
    await page.waitForURL("**/settings");
    await page.goBack();
    await heading(page, "Partner Check-in");
    await page.getByRole("link", { name: "Personal Emotional Check-in" }).click();
    await page.waitForURL("**/emotional-checkin");
    await heading(page, "Personal Emotional Check-in");

    // The API refuses a partner check-in without a partner rather than logging one about nobody.
    const refused = await page.request.post("/api/v1/checkins", {
      data: { kind: "partner", connectionScore: 0, feeling: "loved" },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(refused.status()).toBe(403);
  });
});

describe("personal check-in (/emotional-checkin)", () => {
  test("emotion required, emoji follows the slider, saved toast, then the form resets", async () => {
    const page = await signedIn("solo");
    await page.goto("/emotional-checkin");
    await heading(page, "Personal Emotional Check-in");
    await page
      .getByText("This personal check-in does not affect your Relationship Health Score", { exact: false })
      .waitFor();
    await expectAccessible(page, "/emotional-checkin");

    const submit = page.getByRole("button", { name: "Save Check-In" });
    const slider = page.getByRole("slider", { name: "How are you feeling?" });
    const emotion = page.getByLabel("Primary emotion");
    const note = page.getByLabel("Gratitude note (optional)");
    expect(await submit.isDisabled()).toBe(true);

    // Emoji by value (spec 2 §5): 2+ very happy, 1+ happy, 0+ neutral, −1+ sad, otherwise crying.
    await page.getByRole("img", { name: "Neutral face" }).waitFor();
    await slide(page, "How are you feeling?", "ArrowRight");
    await page.getByRole("img", { name: "Happy face" }).waitFor();
    await slide(page, "How are you feeling?", "End");
    await page.getByRole("img", { name: "Very happy face" }).waitFor();
    expect(await slider.getAttribute("aria-valuetext")).toBe("Excellent");
    await slide(page, "How are you feeling?", "Home");
    await page.getByRole("img", { name: "Crying face" }).waitFor();
    await slide(page, "How are you feeling?", "ArrowRight", 2);
    await page.getByRole("img", { name: "Sad face" }).waitFor();
    expect(await slider.inputValue()).toBe("-1");

    // Submitting without an emotion does nothing, even when forced past the disabled button.
    await note.fill(`Thankful for a quiet morning ${randomUUID().slice(0, 8)}`);
    await page.evaluate(() =>
      document.querySelector<HTMLFormElement>('form[aria-label="Personal emotional check-in"]')!.requestSubmit(),
    );
    await page.waitForTimeout(500);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);

    await emotion.selectOption("calm");
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await toast(page, "Personal check-in saved!");
    await expectAccessible(page, "/emotional-checkin after saving");

    expect(await slider.inputValue()).toBe("0");
    expect(await emotion.inputValue()).toBe("");
    expect(await note.inputValue()).toBe("");
    await page.getByRole("img", { name: "Neutral face" }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/emotional-checkin");
  });

  test("over 15 s: the timeout toast, and the retry reuses the submission's idempotency key", async () => {
    const page = await signedIn("solo");
    await page.goto("/emotional-checkin");
    await heading(page, "Personal Emotional Check-in");

    // Hold the first submission back past the 15 s limit (it still reaches the server afterwards, as a slow request
    // would); let the retry through at once. Each request carries the form's idempotency key.
    const keys: string[] = [];
    await page.route(
      (url) => url.pathname === "/emotional-checkin",
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        keys.push(
          route
            .request()
            .postData()
            ?.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0] ?? "",
        );
        if (keys.length === 1) await new Promise((resolve) => setTimeout(resolve, 16_000));
        await route.continue();
      },
    );
    await page.getByLabel("Primary emotion").selectOption("grateful");
    await page.getByLabel("Gratitude note (optional)").fill(`Slow network, e2e ${randomUUID().slice(0, 8)}`);
    await page.getByRole("button", { name: "Save Check-In" }).click();
    // The toast comes at 15 s, past the default wait.
    await toast(page, "Emotional check-in timeout", 20_000);
    await toast(page, "The submission is taking longer than expected. Please try again.");
    await expectAccessible(page, "/emotional-checkin after a timeout");

    await page.getByRole("button", { name: "Save Check-In" }).click();
    await toast(page, "Personal check-in saved!");
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test("the eight primary emotions, and the page at 1280 px", async () => {
    const page = await signedIn("member", desktop);
    await page.goto("/emotional-checkin");
    await heading(page, "Personal Emotional Check-in");
    const options = await page.getByLabel("Primary emotion").locator("option").allTextContents();
    expect(options).toEqual([
      "Choose an emotion",
      "Happy",
      "Sad",
      "Anxious",
      "Excited",
      "Calm",
      "Frustrated",
      "Grateful",
      "Overwhelmed",
    ]);
    await expectAccessible(page, "/emotional-checkin at 1280 px");
  });
});
