import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { LIVE_EVENT_DOM } from "../../lib/domain/live-events";
import { expect, hydrated, phone, test, type Person } from "./fixtures";
import { created } from "./support/api";
import { streamOpen, trackStreams } from "./support/live";
import { setSwitch } from "./support/switches";

/**
 * Live updates (issue #14) with two browsers: Casey shares a check-in and Jordan's open dashboard shows it within
 * seconds, without a reload; once Casey stops sharing, her next check-in sends Jordan's page nothing; and moving
 * between pages never leaves a stream open behind. Jordan and Casey are a couple of each test's own, so turning
 * sharing off never races another test.
 */

/** Counts the page's open EventSources, set before any script of the page runs. */
async function countStreams(page: Page) {
  await page.context().addInitScript(() => {
    const Native = window.EventSource;
    const counter = window as unknown as { __openStreams: number };
    counter.__openStreams = 0;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        counter.__openStreams += 1;
      }
      override close() {
        if (this.readyState !== Native.CLOSED) counter.__openStreams -= 1;
        super.close();
      }
    };
  });
}
const openStreams = (page: Page) => page.evaluate(() => (window as unknown as { __openStreams: number }).__openStreams);

type Entry = { what: "refetch" } | { what: "event"; kind: string; ref: string | null };

/**
 * The page's own log, in the order things happened in it: each live event the dashboard was told of (it re-dispatches
 * every one on window as LIVE_EVENT_DOM, components/dashboard/live-updates-stream.tsx) and each time the router read the
 * page's server data again (a request with Next's `_rsc` parameter that is not a prefetch).
 */
async function recordLiveActivity(page: Page) {
  await page.context().addInitScript((eventName: string) => {
    const log: Entry[] = [];
    (window as unknown as { __liveLog: Entry[] }).__liveLog = log;
    window.addEventListener(eventName, (event) => {
      const { kind, ref } = (event as CustomEvent<{ kind: string; ref: string | null }>).detail;
      log.push({ what: "event", kind, ref });
    });
    const nativeFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      // Prefetches of the page's links also carry `_rsc`, and come and go as links are seen: only a read of the
      // page's own data counts.
      const prefetch = new Headers(init?.headers).has("next-router-prefetch");
      if (new URL(url, location.href).searchParams.has("_rsc") && !prefetch) log.push({ what: "refetch" });
      return nativeFetch.call(window, input, init);
    };
  }, LIVE_EVENT_DOM);
}
const liveLog = (page: Page) => page.evaluate(() => (window as unknown as { __liveLog: Entry[] }).__liveLog);

const messagesFrom = (page: Page, partner: Person): Locator =>
  page.getByRole("region", { name: new RegExp(`^Messages From ${partner.firstName}`) });
/** The card's place, filled or not: with nothing shared yet it is one unlock line, not a card (decision 049). */
const messagesFromSlot = (page: Page): Locator =>
  page.locator('[data-card="messages-from-partner"]:not([aria-busy="true"])');
const messagesTo = (page: Page, partner: Person): Locator =>
  page.getByRole("region", { name: new RegExp(`^Your Messages to ${partner.firstName}`) });

/** Logs a partner check-in as the page's person; returns its id (the `ref` of the live events it causes). */
async function shareCheckin(page: Page, note: string): Promise<string> {
  const data = { kind: "partner", connectionScore: 2, feeling: "loved", gratitudeNote: note };
  return (await created<{ checkinId: string }>(page, "/api/v1/checkins", data)).checkinId;
}

test.describe("live updates between two partners", () => {
  test("Casey shares a check-in: Jordan's open dashboard shows it within seconds, without a reload", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const [jordan, casey] = people.couple();
    const jordanPage = await signIn(jordan, phone);
    await trackStreams(jordanPage);
    await recordLiveActivity(jordanPage);
    await jordanPage.goto("/dashboard");
    await expect(messagesFromSlot(jordanPage)).toBeVisible();
    // Events are not replayed to a stream that opens after them.
    await streamOpen(jordanPage);
    const caseyPage = await signIn(casey, phone);

    let loads = 0;
    jordanPage.on("load", () => (loads += 1));
    const note = `Thank you for dinner ${randomUUID().slice(0, 8)}`;
    const checkinId = await shareCheckin(caseyPage, note);
    // Told of it by the stream, then shown after the page re-read its data: no navigation, no reload.
    await expect
      .poll(() => liveLog(jordanPage))
      .toContainEqual({ what: "event", kind: "partner_checkin", ref: checkinId });
    await expect(messagesFrom(jordanPage, casey).getByText(note)).toBeVisible();
    expect(loads).toBe(0);
    await expectAccessible(jordanPage, "/dashboard after a live update");
  });

  test("after Casey turns partner sharing off, her next check-in sends Jordan's page nothing", async ({
    people,
    signIn,
  }) => {
    const [jordan, casey] = people.couple();
    const jordanPage = await signIn(jordan, phone);
    await trackStreams(jordanPage);
    await recordLiveActivity(jordanPage);
    await jordanPage.goto("/dashboard");
    await expect(messagesFromSlot(jordanPage)).toBeVisible();
    await streamOpen(jordanPage);
    const caseyPage = await signIn(casey, phone);
    await caseyPage.goto("/settings");
    await hydrated(caseyPage);
    await setSwitch(caseyPage, "Partner sharing", false);

    const before = (await liveLog(jordanPage)).length;
    const note = `Not shared ${randomUUID().slice(0, 8)}`;
    await shareCheckin(caseyPage, note);
    // What would have told Jordan is an event on his stream, and the refetch it causes. The stream delivers events one
    // at a time in the order they were written, so a check-in of Jordan's own, logged after Casey's, reaches his page
    // after anything hers could have sent: once it is there, whatever hers sent has arrived.
    const marker = `Marker ${randomUUID().slice(0, 8)}`;
    const markerId = await shareCheckin(jordanPage, marker);
    await expect
      .poll(async () => (await liveLog(jordanPage)).slice(before))
      .toContainEqual({ what: "event", kind: "own_checkin", ref: markerId });
    const since = (await liveLog(jordanPage)).slice(before);
    const upToMarker = since.slice(
      0,
      since.findIndex((entry) => entry.what === "event" && entry.ref === markerId),
    );
    // Notices (Casey's change of sharing, an achievement) are the bell's: they are told, and refetch nothing.
    expect(
      upToMarker.filter((entry) => entry.what === "refetch" || entry.kind !== "notification"),
      "what reached Jordan's page before his own check-in came back",
    ).toEqual([]);
    // The marker makes the page read its data again; once it shows, Casey's note is still not among it.
    await expect(messagesTo(jordanPage, casey).getByText(marker)).toBeVisible();
    await expect(messagesFrom(jordanPage, casey).getByText(note)).toHaveCount(0);
  });

  test("moving between pages never leaves a stream open", async ({ people, signIn }) => {
    const [jordan] = people.couple();
    const page = await signIn(jordan, phone);
    await countStreams(page);
    await page.goto("/dashboard");
    await expect(messagesFromSlot(page)).toBeVisible();
    await expect.poll(() => openStreams(page)).toBe(1);
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (let round = 0; round < 3; round++) {
      await nav.getByRole("link", { name: "Mood", exact: true }).click();
      await page.waitForURL("**/mood-log");
      await expect.poll(() => openStreams(page)).toBe(0);
      await nav.getByRole("link", { name: "Home", exact: true }).click();
      await page.waitForURL("**/dashboard");
      await expect(messagesFromSlot(page)).toBeVisible();
      await expect.poll(() => openStreams(page)).toBe(1);
    }
  });
});
