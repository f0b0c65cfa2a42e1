import type { Page } from "@playwright/test";
import { LIVE_EVENT_DOM } from "../../lib/domain/live-events";
import { expect, hydrated, laptop, phone, reviewShots, test } from "./fixtures";
import { created } from "./support/api";
import { setSwitch } from "./support/switches";
import { streamOpen, trackStreams } from "./support/live";

/**
 * The quiet pause (issue #38 item 2, decision 079), two browsers: Casey pauses from Settings → Safety on her phone;
 * the check-in she shares next never reaches Jordan's open partner screen (laptop), neither live nor on his next
 * request, and Jordan gets no notice of anything (his bell's count is read before and after); she resumes, and her
 * next check-in reaches him live and as a notice, while the one from the pause stays unseen.
 */
const shot = reviewShots("quiet-pause");

/** Every live event the page was told of, in order (the page re-dispatches each one as LIVE_EVENT_DOM). */
async function recordLiveEvents(page: Page) {
  await page.context().addInitScript((eventName: string) => {
    const log: (string | null)[] = [];
    (window as unknown as { __liveRefs: (string | null)[] }).__liveRefs = log;
    window.addEventListener(eventName, (event) => log.push((event as CustomEvent<{ ref: string | null }>).detail.ref));
  }, LIVE_EVENT_DOM);
}
const liveRefs = (page: Page) => page.evaluate(() => (window as unknown as { __liveRefs: string[] }).__liveRefs);

/** The bell's count of notices about people, read the way the bell reads it. */
async function unreadNotices(page: Page): Promise<number> {
  const response = await page.request.get("/api/v1/notifications");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { unread: number }).unread;
}

async function shareCheckin(page: Page, note: string): Promise<string> {
  const data = { kind: "partner", connectionScore: 2, feeling: "loved", gratitudeNote: note };
  return (await created<{ checkinId: string }>(page, "/api/v1/checkins", data)).checkinId;
}

test("a quiet pause hides Casey's new entries from Jordan's next request and live stream, and tells him nothing", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  // Two browsers, a live round trip each way, and three axe checks.
  test.slow();
  const [casey, jordan] = people.couple();
  const run = Date.now().toString(36);

  const jordanPage = await signIn(jordan, laptop);
  await trackStreams(jordanPage);
  await recordLiveEvents(jordanPage);
  const caseyPage = await signIn(casey, phone);

  const before = `Before the pause ${run}`;
  await shareCheckin(caseyPage, before);
  await jordanPage.goto("/partner-dashboard");
  await expect(jordanPage.getByText(before)).toBeVisible();
  await streamOpen(jordanPage);
  const notices = await unreadNotices(jordanPage);

  // Casey pauses, in one tap, from Settings → Safety.
  await caseyPage.goto("/settings#safety");
  const safety = caseyPage.getByRole("region", { name: "Safety" });
  await expect(safety.getByRole("heading", { name: "Quiet pause" })).toBeVisible();
  await expect(safety.getByText(`${jordan.firstName} is not told in any way`)).toBeVisible();
  await hydrated(caseyPage);
  await safety.getByRole("button", { name: "Pause sharing quietly" }).click();
  await expect(safety.getByRole("status").filter({ hasText: "Sharing is paused since" })).toBeVisible();
  await expect(safety.getByRole("button", { name: "Resume sharing" })).toBeVisible();
  await expectAccessible(caseyPage, "/settings (390) with a quiet pause running");
  await shot(caseyPage, "settings-390");

  const during = `During the pause ${run}`;
  const hiddenId = await shareCheckin(caseyPage, during);

  // Jordan's next request: what he saw before is still there, nothing new, and no notice.
  await jordanPage.reload();
  await expect(jordanPage.getByText(before)).toBeVisible();
  await expect(jordanPage.getByText(during)).toHaveCount(0);
  expect(await unreadNotices(jordanPage)).toBe(notices);
  await streamOpen(jordanPage);
  await expectAccessible(jordanPage, "/partner-dashboard (1280) while the partner is paused");
  await shot(jordanPage, "partner-1280");

  // Casey resumes (also quietly); her next check-in reaches Jordan live and as one notice.
  await caseyPage.reload();
  await hydrated(caseyPage);
  await safety.getByRole("button", { name: "Resume sharing" }).click();
  await expect(safety.getByRole("button", { name: "Pause sharing quietly" })).toBeVisible();
  expect(await unreadNotices(jordanPage)).toBe(notices);
  const after = `After the pause ${run}`;
  const afterId = await shareCheckin(caseyPage, after);
  await expect.poll(() => liveRefs(jordanPage)).toContain(afterId);
  await expect(jordanPage.getByText(after)).toBeVisible();
  // Events come in order, so one for the paused check-in would have come first: there was none, and it stays unseen.
  expect(await liveRefs(jordanPage)).not.toContain(hiddenId);
  await expect(jordanPage.getByText(during)).toHaveCount(0);
  expect(await unreadNotices(jordanPage)).toBe(notices + 1);
});

test("who looked: Casey sees what Jordan can see now, and that he viewed her shared data today", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const [casey, jordan] = people.couple();
  const jordanPage = await signIn(jordan, laptop);
  const caseyPage = await signIn(casey, phone);
  await created(caseyPage, "/api/v1/moods", { moodValue: 1 });

  await caseyPage.goto("/settings#safety");
  const safety = caseyPage.getByRole("region", { name: "Safety" });
  await expect(safety.getByRole("heading", { name: `What ${jordan.firstName} can see now` })).toBeVisible();
  await expect(safety.getByText("Nothing in the last 90 days.")).toBeVisible();

  // Jordan opens the partner screen: his view of her moods and check-ins is logged, once for the day.
  await jordanPage.goto("/partner-dashboard");
  await expect(jordanPage.getByRole("heading", { level: 1, name: `${casey.firstName} today` })).toBeVisible();
  await jordanPage.reload();
  await expect(jordanPage.getByRole("heading", { level: 1, name: `${casey.firstName} today` })).toBeVisible();

  await caseyPage.reload();
  const log = safety.getByRole("list", { name: `What ${jordan.firstName} viewed, newest first` });
  await expect(log.getByRole("listitem")).toHaveCount(1);
  await expect(log.getByRole("listitem")).toContainText(`${jordan.firstName} viewed your moods`);
  await expect(log.getByRole("listitem")).toContainText("today");
  await expectAccessible(caseyPage, "/settings (390) with the view log");
  await shot(caseyPage, "who-looked-390");

  await caseyPage.setViewportSize(laptop.viewport);
  await caseyPage.reload();
  await expect(log.getByRole("listitem")).toHaveCount(1);
  await expectAccessible(caseyPage, "/settings (1280) with the view log");
  await shot(caseyPage, "who-looked-1280");
});

test("who looked: Jordan's view of Casey's check-up trend is in her log, in plain words", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const [casey, jordan] = people.couple();
  const jordanPage = await signIn(jordan, laptop);
  const caseyPage = await signIn(casey, phone);
  // The trend's grant is mutual (decision 081): both turn it on.
  for (const page of [caseyPage, jordanPage]) {
    await page.goto("/settings");
    await hydrated(page);
    await setSwitch(page, "Check-up trend", true);
    // Saved, not only switched: the page drawn again shows it on.
    await page.reload();
    await expect(page.getByRole("switch", { name: "Check-up trend", exact: true }).first()).toHaveAttribute(
      "aria-checked",
      "true",
    );
  }

  // Jordan opens the check-up page, which draws Casey's line: logged once for the day (decision 079's update).
  await jordanPage.goto("/check-up");
  await expect(jordanPage.getByRole("heading", { level: 1 })).toBeVisible();

  // From /settings, "#safety" alone would only scroll: drawn again, with what Jordan did since.
  await caseyPage.goto("/settings#safety");
  await caseyPage.reload();
  const safety = caseyPage.getByRole("region", { name: "Safety" });
  await expect(
    safety.getByText("Your check-up trend, while you both share it (never your personal check-in)."),
  ).toBeVisible();
  const log = safety.getByRole("list", { name: `What ${jordan.firstName} viewed, newest first` });
  await expect(log.getByRole("listitem")).toHaveText([`${jordan.firstName} viewed your check-ups today`]);
  await log.scrollIntoViewIfNeeded();
  await expectAccessible(caseyPage, "/settings (390) with a check-up view in the log");
  await shot(log, "who-looked-check-ups-390");

  await caseyPage.setViewportSize(laptop.viewport);
  await caseyPage.reload();
  await expect(log.getByRole("listitem")).toHaveCount(1);
  await log.scrollIntoViewIfNeeded();
  await expectAccessible(caseyPage, "/settings (1280) with a check-up view in the log");
  await shot(caseyPage, "who-looked-check-ups-1280");
});
