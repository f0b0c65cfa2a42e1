import { expect, type Page } from "@playwright/test";
import { hydrated } from "../fixtures";

/**
 * The newest emailed link of a kind, read from the dev mailbox the way a developer would click it: the message whose
 * subject matches, then the link in it to `path` with a token. The job runner sends mail after the request that
 * asked for it has answered (a data export is prepared first), and the mailbox is a page, not a live view: it is
 * opened again until the message is there.
 */
export async function emailedLink(page: Page, email: string, subject: RegExp, path: string): Promise<string> {
  const message = page.getByRole("link", { name: subject }).first();
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 60_000 });
  await hydrated(page);
  await message.click();
  const link = page.locator(`a[href*="${path}?token="]`).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute("href"))!;
}
