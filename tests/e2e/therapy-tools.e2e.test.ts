import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { newPage } from "./harness";
import { signInAs } from "./session";

/**
 * /therapy-tools, the Coaching Tools page: three exercises that run entirely in the browser (time-out, active
 * listening, paced breathing). Nothing is saved, so the tests share Riley's account freely with other files.
 */

const phone = { viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions;
const desktop = { viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions;
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let riley: StorageState;

beforeAll(async () => {
  const page = await newPage();
  await signInAs(page, "solo");
  riley = await page.context().storageState();
  await page.context().close();
});

async function openTools(options: BrowserContextOptions): Promise<Page> {
  const page = await newPage({ ...options, storageState: riley });
  // A controllable clock (still flowing on its own) so minutes of countdown pass in an instant; installed before the
  // page loads so the timers read it from the start.
  await page.clock.install();
  await page.goto("/therapy-tools");
  await page.getByRole("heading", { level: 1, name: "Coaching Tools" }).waitFor();
  return page;
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

describe("Coaching Tools", () => {
  for (const [size, options] of [
    ["1280 px", desktop],
    ["390 px", phone],
  ] as const) {
    test(`the three tools work and the page is accessible at ${size}`, async () => {
      const page = await openTools(options);
      for (const name of ["Time-out", "Breathing", "Active listening"]) {
        await page.getByRole("heading", { level: 2, name, exact: true }).waitFor();
      }
      await expectAccessible(page, `/therapy-tools at ${size}`);

      // Breathing: box breathing by default, starting with 4 seconds in, then a hold.
      const breathing = region(page, "Breathing");
      await breathing.getByRole("button", { name: "Start", exact: true }).click();
      await breathing.getByText("Breathe in", { exact: true }).waitFor();
      await page.clock.fastForward(4_000);
      await breathing.getByText("Hold", { exact: true }).waitFor();
      await breathing.getByRole("button", { name: "Stop", exact: true }).click();
      await breathing.getByText("Ready when you are", { exact: true }).waitFor();

      // Time-out: 20 minutes by default, counted from when Start was pressed.
      const timeOut = region(page, "Time-out");
      const clock = timeOut.getByRole("timer");
      expect(await clock.textContent()).toBe("20:00");
      expect(await timeOut.getByRole("radio", { name: "20 minutes" }).isChecked()).toBe(true);
      await timeOut.getByRole("button", { name: "Start", exact: true }).click();
      await timeOut.getByText("During the break", { exact: true }).waitFor();
      await page.clock.fastForward("02:00");
      // A second or so of real time may also have passed since Start.
      await expect.poll(() => clock.textContent()).toMatch(/^(18:00|17:5\d)$/);

      await timeOut.getByRole("button", { name: "Pause", exact: true }).click();
      await timeOut.getByRole("button", { name: "Resume", exact: true }).waitFor();
      const paused = await clock.textContent();
      await page.clock.fastForward("01:00");
      expect(await clock.textContent()).toBe(paused);

      await timeOut.getByRole("button", { name: "Resume", exact: true }).click();
      await page.clock.fastForward("20:00");
      await timeOut.getByText("Time to come back", { exact: true }).waitFor();
      await timeOut.getByText(/Start with what you heard your partner say/).waitFor();
      expect(await clock.textContent()).toBe("00:00");

      // Active listening: Next walks the four steps and moves focus to each step's heading.
      const listening = region(page, "Active listening");
      await listening.getByText("Step 1 of 4", { exact: true }).waitFor();
      for (const step of [2, 3, 4]) {
        await listening.getByRole("button", { name: "Next", exact: true }).click();
        await listening.getByText(`Step ${step} of 4`, { exact: true }).waitFor();
      }
      const lastHeading = listening.getByRole("heading", { level: 3, name: "Swap roles, then reflect" });
      await expect.poll(() => lastHeading.evaluate((element) => element === document.activeElement)).toBe(true);
      await listening.getByRole("button", { name: "Start over", exact: true }).waitFor();

      const safety = page.getByRole("link", { name: "How the coach keeps you safe" });
      expect(await safety.getAttribute("href")).toBe("/coach-safety");
      await page.getByText("These exercises support you; they are not therapy.", { exact: false }).waitFor();

      await expectAccessible(page, `/therapy-tools with the tools in use at ${size}`);
    }, 60_000);
  }
});
