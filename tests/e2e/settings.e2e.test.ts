import { readFileSync } from "node:fs";
import type { BrowserContextOptions, Page } from "playwright-core";
import { expect, test } from "vitest";
import { newPage } from "./harness";
import { DEMO, DEMO_PASSWORD, signInAs } from "./session";
import { emailedLink } from "./mailbox";

/**
 * The data export (spec 3 §2 Data & Privacy, issue #6): requested in Settings, delivered by email at once, and the
 * link works the way people open email — often on a device that is signed out: sign in, and the file downloads.
 */
const phone = { viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions;

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").getByText(text, { exact: true }).first().waitFor();
}

test("an emailed export link opened while signed out: sign in, then the whole export downloads", async () => {
  const page = await newPage(phone);
  await signInAs(page, "solo");
  await page.goto("/settings");
  await page.getByRole("button", { name: "Request data export" }).click();
  await toast(page, "Export requested");
  await page.getByText("We've emailed you a download link. It expires in 24 hours.").first().waitFor();

  const link = await emailedLink(page, DEMO.solo.email, /data export is ready/, "/settings/export");

  const elsewhere = await newPage(phone);
  await elsewhere.goto(link);
  await elsewhere.waitForURL(/\/auth\?next=%2Fsettings%2Fexport%3Ftoken%3D/);
  await elsewhere.getByLabel("Email").fill(DEMO.solo.email);
  await elsewhere.getByLabel("Password").fill(DEMO_PASSWORD);
  const download = elsewhere.waitForEvent("download", { timeout: 20_000 });
  await elsewhere.getByRole("button", { name: "Sign In" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^attune-export-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync((await file.path())!, "utf8");
  const exported = JSON.parse(text) as Record<string, unknown>;
  expect(text).toContain(DEMO.solo.email);
  expect(text).not.toMatch(/password_hash|token_hash/);
  expect(Object.keys(exported).length).toBeGreaterThan(5);
});
