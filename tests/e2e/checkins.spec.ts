import { randomUUID } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, toast } from "./fixtures";

/**
 * Both check-ins (issue #5, spec 2 §2.2, §2.3, §5, §8): the partner check-in as the partner of a fresh couple (sharing
 * on), the no-partner gate as someone on their own, and the personal check-in. The server and database are shared
 * with every other e2e file, so assertions look for this test's own people and notes, never for counts.
 */

/** Opens `path` and waits for its title, then until it can take input. */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await hydrated(page);
}

/** Moves a native range slider the way a keyboard user does. */
async function slide(page: Page, label: string, key: "ArrowRight" | "ArrowLeft" | "Home" | "End", times = 1) {
  const slider = page.getByRole("slider", { name: label });
  await slider.focus();
  for (let i = 0; i < times; i++) await slider.press(key);
}

/**
 * Holds every request for `pathname` (the router's prefetches and its navigation) until `release()`. Without a
 * prefetched loading state the router has nothing to show for the page, so it stays where it is until the page's
 * payload arrives. `requested` resolves once the router asked for the page itself (not a prefetch).
 */
function holdNavigation(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const ready = page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (!route.request().headers()["next-router-prefetch"]) asked();
      await released;
      await route.continue();
    },
  );
  return { ready, requested, release };
}

/** The personal check-in's server action: a POST to its own page. */
const isPersonalCheckinAction = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/emotional-checkin";

test.describe("partner check-in (/checkin)", () => {
  test("the partner checks in: shared toast, then the dashboard", async ({ people, signIn, expectAccessible }) => {
    const [alex, sam] = people.couple();
    const page = await signIn(sam, phone);
    // The form moves on to the dashboard 1 s after saving, and a busy machine's axe scan of the saved page takes
    // longer than that: the dashboard is held back (prefetches too, or the router would show its loading state at
    // once) until the saved page has been judged.
    const dashboard = holdNavigation(page, "/dashboard");
    await dashboard.ready;
    await open(page, "/checkin", `Check in with ${alex.firstName}`);
    // Within #main: while the page streams, React holds a hidden copy of it for a moment, which a page-wide text
    // query would also match.
    await expect(page.locator("#main").getByText("Counts toward your Relationship Health Score")).toBeVisible();
    await expect(page.locator("#main").getByText("This is a safe space")).toBeVisible();
    await expect(
      page
        .getByRole("form", { name: `Check in with ${alex.firstName}` })
        .getByText(`${alex.firstName} will be able to see this check-in (partner sharing is on).`),
    ).toBeVisible();
    await expectAccessible(page, "/checkin with a partner");

    const note = `Grateful for the soup, e2e ${randomUUID().slice(0, 8)}`;
    const slider = page.getByRole("slider", { name: `How connected do you feel to ${alex.firstName}?` });
    await slide(page, `How connected do you feel to ${alex.firstName}?`, "ArrowRight", 2);
    await expect(slider).toHaveValue("2");
    await page.getByLabel("Primary feeling").selectOption("appreciated");
    await page.getByLabel("Gratitude note (optional)").fill(note);
    await page.getByRole("button", { name: `Log Check-In with ${alex.firstName}` }).click();

    await expect(toast(page, "Check-in saved!")).toBeVisible();
    await expect(toast(page, "Shared with your partner")).toBeVisible();
    // The second after the save is up: the router asks for the dashboard, and stays here until it has it.
    await dashboard.requested;
    await expect(page).toHaveURL(/\/checkin$/);
    await expectAccessible(page, "/checkin after saving");
    dashboard.release();
    await page.waitForURL("**/dashboard");
  });

  test("the same write through the JSON API is shared and idempotent; the inviter sees the other side of the link", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [alex, sam] = people.couple();
    const page = await signIn(sam, phone);
    const note = `Grateful for the tea, e2e ${randomUUID().slice(0, 8)}`;

    // The write through the JSON API, as the partner: shared because their partner_sharing_enabled is on, and a
    // replay of the idempotency key returns the first check-in instead of logging another.
    const key = randomUUID();
    const body = { kind: "partner", connectionScore: 1, feeling: "supported", gratitudeNote: note };
    const first = await page.request.post("/api/v1/checkins", { data: body, headers: { "Idempotency-Key": key } });
    expect(first.status(), await first.text()).toBe(201);
    const created = (await first.json()) as { checkinId: string; created: boolean; shared: boolean };
    expect(created).toMatchObject({ created: true, shared: true });
    const replay = await page.request.post("/api/v1/checkins", { data: body, headers: { "Idempotency-Key": key } });
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toEqual({ ...created, created: false });

    // The inviter, in a fresh browser, sees the other side of the same link.
    const inviter = await signIn(alex, laptop);
    await inviter.goto("/checkin");
    await expect(
      inviter.getByRole("heading", { level: 1, name: `Check in with ${sam.firstName}`, exact: true }),
    ).toBeVisible();
    // Within the form: while the page streams, React holds a hidden copy of it for a moment, which a page-wide
    // text query would also match; the accessible form is only the one on screen.
    await expect(
      inviter
        .getByRole("form", { name: `Check in with ${sam.firstName}` })
        .getByText(`${sam.firstName} will be able to see this check-in (partner sharing is on).`),
    ).toBeVisible();
    await expectAccessible(inviter, "/checkin as the inviter at 1280 px");
  });

  test("the submit button is disabled until a feeling is chosen; labels and the suggestion follow the answers", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [alex, sam] = people.couple();
    const page = await signIn(sam, phone);
    await open(page, "/checkin", `Check in with ${alex.firstName}`);
    const submit = page.getByRole("button", { name: `Log Check-In with ${alex.firstName}` });
    const sliderName = `How connected do you feel to ${alex.firstName}?`;
    const slider = page.getByRole("slider", { name: sliderName });
    await expect(submit).toBeDisabled();
    await expect(slider).toHaveValue("0");
    await expect(slider).toHaveAttribute("aria-valuetext", "Neutral");
    await expect(page.getByRole("heading", { name: "Suggestion: A moment to reflect" })).toBeVisible();

    await slide(page, sliderName, "Home");
    await expect(slider).toHaveAttribute("aria-valuetext", "Very Disconnected");
    await expect(page.getByTestId("connection-score-reading").getByText("Very Disconnected")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Suggestion: Start small" })).toBeVisible();
    await slide(page, sliderName, "ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuetext", "Disconnected");
    await expect(submit).toBeDisabled();

    await page.getByLabel("Primary feeling").selectOption("unheard");
    await expect(page.getByRole("heading", { name: "Suggestion: Ask for time to talk" })).toBeVisible();
    await expect(submit).toBeEnabled();
    // All eleven feelings, after the placeholder.
    await expect(page.getByLabel("Primary feeling").locator("option")).toHaveText([
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

  test("someone with no partner gets the gate; both of its links work", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const page = await signIn(people.solo(), phone);
    await open(page, "/checkin", "Partner Check-in");
    await expect(page.getByRole("heading", { level: 2, name: "What are Partner Check-ins?" })).toBeVisible();
    await expect(page.getByRole("slider")).toHaveCount(0);
    await expectAccessible(page, "/checkin gate");

    await page.getByRole("link", { name: "Invite Your Partner" }).click();
    await page.waitForURL("**/settings");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Partner Check-in", exact: true })).toBeVisible();
    await hydrated(page);
    await page.getByRole("link", { name: "Personal Emotional Check-in" }).click();
    await page.waitForURL("**/emotional-checkin");
    await expect(
      page.getByRole("heading", { level: 1, name: "Personal Emotional Check-in", exact: true }),
    ).toBeVisible();

    // The API refuses a partner check-in without a partner rather than logging one about nobody.
    const refused = await page.request.post("/api/v1/checkins", {
      data: { kind: "partner", connectionScore: 0, feeling: "loved" },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(refused.status()).toBe(403);
  });
});

test.describe("personal check-in (/emotional-checkin)", () => {
  test("emotion required, emoji follows the slider, saved toast, then the form resets", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const page = await signIn(people.solo(), phone);
    const actionCalls: string[] = [];
    page.on("request", (request) => {
      if (isPersonalCheckinAction(request)) actionCalls.push(request.postData() ?? "");
    });
    await open(page, "/emotional-checkin", "Personal Emotional Check-in");
    await expect(
      page.getByText("This personal check-in does not affect your Relationship Health Score", { exact: false }),
    ).toBeVisible();
    await expectAccessible(page, "/emotional-checkin");

    const submit = page.getByRole("button", { name: "Save Check-In" });
    const slider = page.getByRole("slider", { name: "How are you feeling?" });
    const emotion = page.getByLabel("Primary emotion");
    const note = page.getByLabel("Gratitude note (optional)");
    await expect(submit).toBeDisabled();

    // Emoji by value (spec 2 §5): 2+ very happy, 1+ happy, 0+ neutral, −1+ sad, otherwise crying.
    await expect(page.getByRole("img", { name: "Neutral face" })).toBeVisible();
    await slide(page, "How are you feeling?", "ArrowRight");
    await expect(page.getByRole("img", { name: "Happy face" })).toBeVisible();
    await slide(page, "How are you feeling?", "End");
    await expect(page.getByRole("img", { name: "Very happy face" })).toBeVisible();
    await expect(slider).toHaveAttribute("aria-valuetext", "Excellent");
    await slide(page, "How are you feeling?", "Home");
    await expect(page.getByRole("img", { name: "Crying face" })).toBeVisible();
    await slide(page, "How are you feeling?", "ArrowRight", 2);
    await expect(page.getByRole("img", { name: "Sad face" })).toBeVisible();
    await expect(slider).toHaveValue("-1");

    // Submitting without an emotion does nothing, even when forced past the disabled button: the browser keeps a
    // requested submission back (the emotion is a required field), and a submit event sent past that check reaches
    // the form's handler, which sends nothing. Both happen synchronously inside the evaluate: React's handler (on the
    // document) has run once a listener on the window sees the event, and it calls preventDefault first.
    await note.fill(`Thankful for a quiet morning ${randomUUID().slice(0, 8)}`);
    const forced = await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[aria-label="Personal emotional check-in"]')!;
      const invalid: string[] = [];
      const submits: boolean[] = [];
      const onInvalid = (event: Event) => invalid.push((event.target as HTMLElement).id);
      const onSubmit = (event: Event) => submits.push(event.defaultPrevented);
      form.addEventListener("invalid", onInvalid, { capture: true });
      window.addEventListener("submit", onSubmit);
      form.requestSubmit();
      const requested = { invalid: [...invalid], submits: submits.length };
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
      form.removeEventListener("invalid", onInvalid, { capture: true });
      window.removeEventListener("submit", onSubmit);
      return { requested, dispatched: submits.slice(requested.submits) };
    });
    expect(forced.requested, "requestSubmit() is stopped by the required emotion").toMatchObject({
      invalid: ["primary-emotion"],
      submits: 0,
    });
    // One submit event, and the form's handler took it (defaultPrevented).
    expect(forced.dispatched, "a submit event past the browser's check reaches the form's handler").toEqual([true]);
    // A submission would have locked the form at once ("Saving...").
    await expect(submit).toHaveText("Save Check-In");
    await expect(submit).toBeDisabled();

    await emotion.selectOption("calm");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, "Personal check-in saved!")).toBeVisible();
    // Only the real save reached the server (a forced submission would have gone first: the form stays locked while
    // one is under way), and no error was shown for the forced one.
    expect(actionCalls).toHaveLength(1);
    expect(actionCalls[0]).toContain('"calm"');
    await expect(page.locator("[data-sonner-toast][data-type='error']")).toHaveCount(0);
    await expectAccessible(page, "/emotional-checkin after saving");

    await expect(slider).toHaveValue("0");
    await expect(emotion).toHaveValue("");
    await expect(note).toHaveValue("");
    await expect(page.getByRole("img", { name: "Neutral face" })).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(page).toHaveURL(/\/emotional-checkin$/);
  });

  test("over 15 s: the timeout toast, and the retry reuses the submission's idempotency key", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const page = await signIn(people.solo(), phone);
    // The 15 s limit runs on the page's clock, which the test moves on itself once the request is held.
    await page.clock.install();
    await open(page, "/emotional-checkin", "Personal Emotional Check-in");

    // Hold the first submission back until the page has given up on it (it still reaches the server afterwards, as
    // a slow request would); let the retry through at once. Each request carries the form's idempotency key.
    const keys: string[] = [];
    let releaseFirst!: () => void;
    const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));
    let holdingFirst!: (request: Request) => void;
    const firstHeld = new Promise<Request>((resolve) => (holdingFirst = resolve));
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
        if (keys.length === 1) {
          holdingFirst(route.request());
          await firstReleased;
        }
        await route.continue();
      },
    );
    await page.getByLabel("Primary emotion").selectOption("grateful");
    await page.getByLabel("Gratitude note (optional)").fill(`Slow network, e2e ${randomUUID().slice(0, 8)}`);
    await page.getByRole("button", { name: "Save Check-In" }).click();
    // The request is on its way (and the page's 15 s timer set, in the same step that sent it): 15 s pass.
    const first = await firstHeld;
    await page.clock.fastForward(15_000);
    await expect(toast(page, "Emotional check-in timeout")).toBeVisible();
    await expect(toast(page, "The submission is taking longer than expected. Please try again.")).toBeVisible();
    await expectAccessible(page, "/emotional-checkin after a timeout");

    // The slow request lands after all; the retry then finds it stored under the same key.
    releaseFirst();
    await first.response();
    await page.getByRole("button", { name: "Save Check-In" }).click();
    await expect(toast(page, "Personal check-in saved!")).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test("the eight primary emotions, and the page at 1280 px", async ({ people, signIn, expectAccessible }) => {
    const [, sam] = people.couple();
    const page = await signIn(sam, laptop);
    await page.goto("/emotional-checkin");
    await expect(
      page.getByRole("heading", { level: 1, name: "Personal Emotional Check-in", exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Primary emotion").locator("option")).toHaveText([
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
