import { randomUUID } from "node:crypto";
import type { BrowserContextOptions, Page } from "playwright-core";
import { expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, newPage } from "./harness";
import { streamOpen, trackStreams } from "./live";
import { signInAs } from "./session";
import { setSwitch } from "./switches";

/**
 * /goals (spec 3 §2, issue #16) with two browsers: Quinn shares goals and creates one; Avery sees it as the
 * partner's, both move it, Avery completes it and the banner shows. Riley, alone, meets the 'Connect with your
 * partner' state. The goal's title is this run's own, so nothing here depends on what other files wrote.
 */

const phone = { viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions;
const desktop = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions;

async function goals(page: Page) {
  await page.goto("/goals");
  await page.getByRole("heading", { level: 1, name: "Shared Goals" }).waitFor();
}

const card = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
const progressOf = (page: Page, title: string) =>
  card(page, title).getByRole("progressbar").getAttribute("aria-valuenow");

test("alone: 'Connect with your partner', with the way to Settings", async () => {
  const page = await newPage(phone);
  await signInAs(page, "solo");
  await goals(page);
  await page.getByRole("heading", { name: "Connect with your partner" }).waitFor();
  expect(await page.getByRole("link", { name: "Go to Settings" }).getAttribute("href")).toBe("/settings");
  await page.getByRole("button", { name: "Start a shared intention now" }).waitFor();
  await expectAccessible(page, "/goals alone");
});

test("a shared goal, from creation by one partner to completion by the other", async () => {
  const title = `Walk on Sundays ${randomUUID().slice(0, 6)}`;
  const quinn = await newPage(desktop);
  await trackStreams(quinn);
  await signInAs(quinn, "quinn");
  await quinn.goto("/settings");
  await setSwitch(quinn, "Goals", true);

  await goals(quinn);
  // With a partner and no goals yet: the intentions tooltip, the rotating example, the way to create one.
  await quinn.getByRole("heading", { name: "No goals yet" }).waitFor();
  await quinn.getByRole("button", { name: "What is a shared goal?" }).focus();
  await quinn
    .getByText(/shared intentions, not tasks/)
    .first()
    .waitFor();
  await quinn.getByText("For example:").waitFor();
  await expectAccessible(quinn, "/goals with a partner and no goals");
  await quinn.getByRole("button", { name: "Create Shared Goal" }).first().click();
  const dialog = quinn.getByRole("dialog", { name: "Create a Shared Goal" });
  const create = dialog.getByRole("button", { name: "Create Shared Goal" });
  expect(await create.isDisabled()).toBe(true); // the title is required
  await dialog.getByLabel("Goal Title").fill(title);
  await dialog.getByLabel("Description (Optional)").fill("A slow walk, phones at home.");
  await dialog.getByLabel("Target Date (Optional)").fill("2027-03-01");
  expect(await dialog.getByRole("switch", { name: "Shared with partner" }).getAttribute("aria-checked")).toBe("true");
  await expectAccessible(quinn, "the create dialog");
  await create.click();
  await dialog.waitFor({ state: "detached" });
  const mine = card(quinn, title);
  await mine.getByText("Created by You · Due Mar 1, 2027").waitFor();
  await quinn.getByRole("tab", { name: /^Active Goals \(\d+\)$/ }).waitFor();

  const avery = await newPage(phone);
  await signInAs(avery, "avery");
  await goals(avery);
  const theirs = card(avery, title);
  await theirs.getByText("Created by Partner", { exact: false }).waitFor();
  await theirs.getByText("Shared", { exact: true }).waitFor();
  await streamOpen(quinn);
  await theirs.getByRole("button", { name: `+10% ${title}` }).click();
  await expect.poll(() => progressOf(avery, title)).toBe("10");

  // Quinn's open page is told live (no reload): the partner's step shows within seconds.
  await expect.poll(() => progressOf(quinn, title), { timeout: 15_000 }).toBe("10");
  await card(quinn, title)
    .getByRole("button", { name: `+10% ${title}` })
    .click();
  await expect.poll(() => progressOf(quinn, title)).toBe("20");
  await quinn.screenshot({ path: `${artifactsDir}/goals-active-1280.png`, fullPage: true });
  await expectAccessible(quinn, "/goals with an active goal");

  await avery.reload();
  await expect.poll(() => progressOf(avery, title)).toBe("20");
  await card(avery, title).getByRole("button", { name: "Complete", exact: true }).click();
  await avery
    .getByRole("status")
    .getByText(/^(Goal completed!|Amazing! \d+ goals completed!)$/)
    .waitFor();
  await avery.screenshot({ path: `${artifactsDir}/goals-completed-390.png` });
  await avery.getByRole("tab", { name: /^Completed \(\d+\)$/ }).click();
  await card(avery, title).getByText("Complete", { exact: true }).waitFor();
  await expectAccessible(avery, "/goals, completed tab");

  // Either partner may delete a shared goal (decision 036): Quinn removes it from the menu.
  await quinn.reload();
  await quinn.getByRole("tab", { name: /^Completed \(\d+\)$/ }).click();
  await card(quinn, title)
    .getByRole("button", { name: `Actions for ${title}` })
    .click();
  await quinn.getByRole("menuitem", { name: "Delete Goal" }).click();
  await expect.poll(() => card(quinn, title).count()).toBe(0);
});
