import { readFileSync } from "node:fs";
import { expect, hydrated, phone, test, toast } from "./fixtures";
import { emailedLink } from "./support/mailbox";

/**
 * The data export (spec 3 §2 Data & Privacy, issue #6): requested in Settings, delivered by email at once, and the
 * link works the way people open email — often on a device that is signed out: sign in, and the file downloads.
 */
test("an emailed export link opened while signed out: sign in, then the whole export downloads", async ({
  people,
  signIn,
  openPage,
}) => {
  const riley = people.solo();
  const page = await signIn(riley, phone);
  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("button", { name: "Request data export" }).click();
  await expect(toast(page, "Export requested")).toBeVisible();
  await expect(page.getByText("We've emailed you a download link. It expires in 24 hours.").first()).toBeVisible();

  const link = await emailedLink(page, riley.email, /data export is ready/, "/settings/export");

  const elsewhere = await openPage(phone);
  await elsewhere.goto(link);
  await elsewhere.waitForURL(/\/auth\?next=%2Fsettings%2Fexport%3Ftoken%3D/);
  await hydrated(elsewhere);
  await elsewhere.getByLabel("Email").fill(riley.email);
  await elsewhere.getByLabel("Password").fill(riley.password);
  // Signing in, the redirect back to the link, and the export built from every table: longer than one action.
  const download = elsewhere.waitForEvent("download", { timeout: 20_000 });
  await elsewhere.getByRole("button", { name: "Sign In" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^attune-export-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync((await file.path())!, "utf8");
  const exported = JSON.parse(text) as Record<string, unknown>;
  expect(text).toContain(riley.email);
  expect(text).not.toMatch(/password_hash|token_hash/);
  expect(Object.keys(exported).length).toBeGreaterThan(5);
});
