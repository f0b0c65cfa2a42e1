import type { BrowserContextOptions, Page } from "@playwright/test";
import { expect, hydrated, phone, test } from "./fixtures";

/**
 * /therapy-tools, the Coaching Tools page: three exercises that run entirely in the browser (time-out, active
 * listening, paced breathing). Nothing is saved; each test still has a person of its own.
 */

const desktop = { viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions;

async function openTools(page: Page): Promise<Page> {
  // A controllable clock (still flowing on its own) so minutes of countdown pass in an instant; installed before the
  // page loads so the timers read it from the start.
  await page.clock.install();
  await page.goto("/therapy-tools");
  await expect(page.getByRole("heading", { level: 1, name: "Coaching Tools" })).toBeVisible();
  await hydrated(page);
  return page;
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("Coaching Tools", () => {
  for (const [size, options] of [
    ["1280 px", desktop],
    ["390 px", phone],
  ] as const) {
    test(`the three tools work and the page is accessible at ${size}`, async ({ people, signIn, expectAccessible }) => {
      const page = await openTools(await signIn(people.solo(), options));
      for (const name of ["Time-out", "Breathing", "Active listening"]) {
        await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      }
      await expectAccessible(page, `/therapy-tools at ${size}`);

      // Breathing: box breathing by default, starting with 4 seconds in, then a hold.
      const breathing = region(page, "Breathing");
      await breathing.getByRole("button", { name: "Start", exact: true }).click();
      await expect(breathing.getByText("Breathe in", { exact: true })).toBeVisible();
      await page.clock.fastForward(4_000);
      await expect(breathing.getByText("Hold", { exact: true })).toBeVisible();
      await breathing.getByRole("button", { name: "Stop", exact: true }).click();
      await expect(breathing.getByText("Ready when you are", { exact: true })).toBeVisible();

      // Time-out: 20 minutes by default, counted from when Start was pressed.
      const timeOut = region(page, "Time-out");
      const clock = timeOut.getByRole("timer");
      await expect(clock).toHaveText("20:00");
      await expect(timeOut.getByRole("radio", { name: "20 minutes" })).toBeChecked();
      await timeOut.getByRole("button", { name: "Start", exact: true }).click();
      await expect(timeOut.getByText("During the break", { exact: true })).toBeVisible();
      await page.clock.fastForward("02:00");
      // A second or so of real time may also have passed since Start.
      await expect(clock).toHaveText(/^(18:00|17:5\d)$/);

      await timeOut.getByRole("button", { name: "Pause", exact: true }).click();
      await expect(timeOut.getByRole("button", { name: "Resume", exact: true })).toBeVisible();
      // Paused (the Resume button is shown), the display no longer moves: read it once, then let a minute pass.
      const paused = (await clock.textContent()) ?? "";
      await page.clock.fastForward("01:00");
      await expect(clock).toHaveText(paused);

      await timeOut.getByRole("button", { name: "Resume", exact: true }).click();
      await page.clock.fastForward("20:00");
      await expect(timeOut.getByText("Time to come back", { exact: true })).toBeVisible();
      await expect(timeOut.getByText(/Start with what you heard your partner say/)).toBeVisible();
      await expect(clock).toHaveText("00:00");

      // Active listening: Next walks the four steps and moves focus to each step's heading.
      const listening = region(page, "Active listening");
      await expect(listening.getByText("Step 1 of 4", { exact: true })).toBeVisible();
      for (const step of [2, 3, 4]) {
        await listening.getByRole("button", { name: "Next", exact: true }).click();
        await expect(listening.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
      }
      await expect(listening.getByRole("heading", { level: 3, name: "Swap roles, then reflect" })).toBeFocused();
      await expect(listening.getByRole("button", { name: "Start over", exact: true })).toBeVisible();

      await expect(page.getByRole("link", { name: "How the coach keeps you safe" })).toHaveAttribute(
        "href",
        "/coach-safety",
      );
      await expect(
        page.getByText("These exercises support you; they are not therapy.", { exact: false }),
      ).toBeVisible();

      await expectAccessible(page, `/therapy-tools with the tools in use at ${size}`);
    });
  }
});
