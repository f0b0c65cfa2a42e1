import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { newPage } from "./harness";
import { signInAs } from "./session";
import { setSwitch } from "./switches";

/**
 * Live updates (issue #14) with two browsers: Casey shares a check-in and Jordan's open dashboard shows it within
 * seconds, without a reload; once Casey stops sharing, her next check-in sends Jordan's page nothing; and moving
 * between pages never leaves a stream open behind. Jordan and Casey are a couple of their own (seeded with --e2e), so
 * turning sharing off never races the files that read Alex and Sam.
 */
const phone = { width: 390, height: 844 };
const SLOW = 90_000;

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

const messagesFromCasey = (page: Page): Locator => page.getByRole("region", { name: /^Messages From Casey/ });

async function shareCheckin(page: Page, note: string) {
  const response = await page.request.post("/api/v1/checkins", {
    data: { kind: "partner", connectionScore: 2, feeling: "loved", gratitudeNote: note },
    headers: { "Idempotency-Key": randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Jordan on the dashboard with its stream open, and Casey signed in elsewhere. */
async function twoBrowsers() {
  const jordan = await newPage({ viewport: phone });
  await countStreams(jordan);
  await signInAs(jordan, "jordan");
  await messagesFromCasey(jordan).waitFor();
  await expect.poll(() => openStreams(jordan)).toBe(1);
  const casey = await newPage({ viewport: phone });
  await signInAs(casey, "casey");
  return { jordan, casey };
}

describe("live updates between two partners", () => {
  test(
    "Casey shares a check-in: Jordan's open dashboard shows it within seconds, without a reload",
    {
      timeout: SLOW,
    },
    async () => {
      const { jordan, casey } = await twoBrowsers();
      let loads = 0;
      jordan.on("load", () => (loads += 1));
      const note = `Thank you for dinner ${randomUUID().slice(0, 8)}`;
      await shareCheckin(casey, note);
      await messagesFromCasey(jordan).getByText(note).waitFor({ timeout: 8_000 });
      expect(loads).toBe(0);
      await expectAccessible(jordan, "/dashboard after a live update");
    },
  );

  test(
    "after Casey turns partner sharing off, her next check-in sends Jordan's page nothing",
    { timeout: SLOW },
    async () => {
      const { jordan, casey } = await twoBrowsers();
      await casey.goto("/settings");
      await setSwitch(casey, "Partner sharing", false);
      try {
        let refetches = 0;
        jordan.on("request", (request) => {
          if (request.headers()["rsc"] === "1") refetches += 1;
        });
        const note = `Not shared ${randomUUID().slice(0, 8)}`;
        await shareCheckin(casey, note);
        await jordan.waitForTimeout(3_000);
        expect(refetches).toBe(0);
        expect(await messagesFromCasey(jordan).getByText(note).count()).toBe(0);
      } finally {
        await setSwitch(casey, "Partner sharing", true);
      }
    },
  );

  test("moving between pages never leaves a stream open", { timeout: SLOW }, async () => {
    const { jordan } = await twoBrowsers();
    const nav = jordan.getByRole("navigation", { name: "Main" });
    for (let round = 0; round < 3; round++) {
      await nav.getByRole("link", { name: "Mood", exact: true }).click();
      await jordan.waitForURL("**/mood-log");
      await expect.poll(() => openStreams(jordan)).toBe(0);
      await nav.getByRole("link", { name: "Home", exact: true }).click();
      await jordan.waitForURL("**/dashboard");
      await messagesFromCasey(jordan).waitFor();
      await expect.poll(() => openStreams(jordan)).toBe(1);
    }
  });
});
