import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * axe-core on the page as it is now: no serious or critical violation may remain (issue #3). The message lists each
 * rule with the selectors that broke it, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, context = page.url()): Promise<void> {
  // Toasts fade in and out; judged mid-animation their text is translucent and "fails" contrast. Reduced motion
  // makes sonner drop its transitions, so every toast and its text jumps to where it is going (fully shown, or
  // hidden behind the front toast); hovering alone was not enough, because an open modal dialog keeps the pointer
  // off the toaster and a toast arriving live then fades in while axe scans.
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll("[data-sonner-toast]")].every(
          (toast) => toast.getAnimations({ subtree: true }).length === 0,
        ),
      undefined,
      { timeout: 3_000 },
    );
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expectNoBlocking(results.violations, context);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

function expectNoBlocking(violations: Violations, context: string): void {
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(report, `axe violations on ${context}`).toEqual([]);
}
