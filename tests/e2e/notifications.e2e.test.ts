import type { BrowserContextOptions } from "playwright-core";
import { expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, newPage } from "./harness";
import { streamOpen, trackStreams } from "./live";
import { signInAs } from "./session";
import { setSwitch } from "./switches";

/**
 * The notification centre in the header (issue #17): Quinn starts sharing achievements; Avery's open dashboard
 * counts the new notice live, lists it with its priority and time, opens its link, marks it read and deletes it.
 */

const phone = { viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions;

test("a partner's change arrives in the bell live, and can be read, followed and deleted", async () => {
  const avery = await newPage(phone);
  await trackStreams(avery);
  await signInAs(avery, "avery");
  const bell = avery.getByRole("button", { name: /^Notifications: / });
  await bell.waitFor();
  await streamOpen(avery);
  const before = await bell.getAttribute("aria-label");

  const quinn = await newPage(phone);
  await signInAs(quinn, "quinn");
  await quinn.goto("/settings");
  await setSwitch(quinn, "Achievements", false);
  await setSwitch(quinn, "Achievements", true);

  // Avery's open dashboard is told live: the count changes without a reload.
  await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 15_000 }).not.toBe(before);
  await bell.click();
  const centre = avery.getByRole("dialog", { name: "Notifications" });
  const notice = centre.getByRole("listitem").filter({ hasText: "Quinn started sharing achievements with you" });
  await notice.waitFor();
  await notice.getByText(/Medium priority · (just now|\d+ minutes? ago)/).waitFor();
  await avery.screenshot({ path: `${artifactsDir}/notifications-390.png` });
  await expectAccessible(avery, "the notification centre");

  await notice.getByRole("button", { name: "Mark read" }).click();
  await notice.getByRole("button", { name: "Mark read" }).waitFor({ state: "detached" });
  expect(await notice.getByRole("link", { name: "Open" }).getAttribute("href")).toBe("/partner-dashboard");
  await notice.getByRole("button", { name: /^Delete: / }).click();
  await expect.poll(() => notice.count()).toBe(0);
});
