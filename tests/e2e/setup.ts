import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, expect } from "vitest";
import { artifactsDir, closeBrowser, cspViolationsOf, takeOpenContexts } from "./harness";

afterEach(async ({ task }) => {
  const contexts = takeOpenContexts();
  const violations = contexts.flatMap((context) => cspViolationsOf(context));
  if (task.result?.state === "fail") {
    mkdirSync(artifactsDir, { recursive: true });
    const base = slug(`${path.basename(task.file.name)}-${task.name}`);
    const pages = contexts.flatMap((context) => context.pages());
    for (const [index, page] of pages.entries()) {
      const file = path.join(artifactsDir, `${base}${pages.length > 1 ? `-${index + 1}` : ""}.png`);
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
        console.warn(`e2e: screenshot saved to ${path.relative(process.cwd(), file)}`);
      } catch (error) {
        // The test's own failure is the one to report; a page that cannot be captured must not hide it.
        console.warn(`e2e: could not save screenshot ${file}:`, error);
      }
    }
  }
  await Promise.all(contexts.map((context) => context.close()));
  // A page that works only because the browser ignored a refused script is broken for real users.
  expect(violations, "Content-Security-Policy violations").toEqual([]);
});

afterAll(async () => {
  await closeBrowser();
});

function slug(text: string): string {
  return text
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 120);
}
