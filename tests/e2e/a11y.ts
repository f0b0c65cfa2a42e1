import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * axe-core on the page as it is now: no serious or critical violation may remain (issue #3). The message lists each
 * rule with the selectors that broke it, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, context = page.url()): Promise<void> {
  // Toasts fade in and out; judged mid-animation their text is translucent and "fails" contrast. Hovering the
  // toaster pauses every toast's timer (sonner expands the list), so none can start leaving while axe scans; then
  // wait for the settled screen: no toast, title or description still fading (sonner animates each on its own).
  const toaster = page.locator("[data-sonner-toaster]").first();
  if ((await page.locator("[data-sonner-toast]").count()) > 0) {
    // The last toast may leave between the count and the hover: then there is nothing left to pause.
    await toaster.hover({ timeout: 2_000 }).catch(() => undefined);
  }
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-sonner-toast]")].every(
        (toast) => getComputedStyle(toast).opacity === "1" && toast.getAnimations({ subtree: true }).length === 0,
      ),
    undefined,
    { timeout: 3_000 },
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(report, `axe violations on ${context}`).toEqual([]);
}
