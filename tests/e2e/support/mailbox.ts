import type { Page } from "@playwright/test";
import { hydrated } from "../fixtures";

/**
 * The newest emailed link of a kind, read from the dev mailbox the way a developer would click it: the message whose
 * subject matches, then the link in it to `path` with a token.
 */
export async function emailedLink(page: Page, email: string, subject: RegExp, path: string): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await hydrated(page);
  await page.getByRole("link", { name: subject }).first().click();
  const link = page.locator(`a[href*="${path}?token="]`).first();
  await link.waitFor();
  return (await link.getAttribute("href"))!;
}
