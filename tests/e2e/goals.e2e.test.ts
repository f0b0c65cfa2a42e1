import { randomUUID } from "node:crypto";
import type { BrowserContextOptions, Page } from "playwright-core";
import { expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, newPage } from "./harness";
import { signInAs } from "./session";
import { setSwitch } from "./switches";

/**
 * /goals (spec 3 §2, issue #16) with two browsers: Jordan shares goals and creates one; Casey sees it as the
 * partner's, both move it, Casey completes it and the banner shows. Riley, alone, meets the 'Connect with your
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

test("a shared goal, from creation by one partner to completion by the other", { timeout: 90_000 }, async () => {
  const title = `Walk on Sundays ${randomUUID().slice(0, 6)}`;
  const jordan = await newPage(desktop);
  await signInAs(jordan, "jordan");
  await jordan.goto("/settings");
  await setSwitch(jordan, "Goals", true);

  await goals(jordan);
  // With a partner and no goals yet: the intentions tooltip, the rotating example, the way to create one.
  await jordan.getByRole("heading", { name: "No goals yet" }).waitFor();
  await jordan.getByRole("button", { name: "What is a shared goal?" }).focus();
  await jordan
    .getByText(/shared intentions, not tasks/)
    .first()
    .waitFor();
  await jordan.getByText("For example:").waitFor();
  await expectAccessible(jordan, "/goals with a partner and no goals");
  await jordan.getByRole("button", { name: "Create Shared Goal" }).first().click();
  const dialog = jordan.getByRole("dialog", { name: "Create a Shared Goal" });
  const create = dialog.getByRole("button", { name: "Create Shared Goal" });
  expect(await create.isDisabled()).toBe(true); // the title is required
  await dialog.getByLabel("Goal Title").fill(title);
  await dialog.getByLabel("Description (Optional)").fill("A slow walk, phones at home.");
  await dialog.getByLabel("Target Date (Optional)").fill("2027-03-01");
  expect(await dialog.getByRole("switch", { name: "Shared with partner" }).getAttribute("aria-checked")).toBe("true");
  await expectAccessible(jordan, "the create dialog");
  await create.click();
  await dialog.waitFor({ state: "detached" });
  const mine = card(jordan, title);
  await mine.getByText("Created by You · Due Mar 1, 2027").waitFor();
  await jordan.getByRole("tab", { name: /^Active Goals \(\d+\)$/ }).waitFor();

  const casey = await newPage(phone);
  await signInAs(casey, "casey");
  await goals(casey);
  const theirs = card(casey, title);
  await theirs.getByText("Created by Partner", { exact: false }).waitFor();
  await theirs.getByText("Shared", { exact: true }).waitFor();
  await theirs.getByRole("button", { name: `+10% ${title}` }).click();
  await expect.poll(() => progressOf(casey, title)).toBe("10");

  await jordan.reload();
  await expect.poll(() => progressOf(jordan, title)).toBe("10");
  await card(jordan, title)
    .getByRole("button", { name: `+10% ${title}` })
    .click();
  await expect.poll(() => progressOf(jordan, title)).toBe("20");
  await jordan.screenshot({ path: `${artifactsDir}/goals-active-1280.png`, fullPage: true });
  await expectAccessible(jordan, "/goals with an active goal");

  await casey.reload();
  await expect.poll(() => progressOf(casey, title)).toBe("20");
  await card(casey, title).getByRole("button", { name: "Complete", exact: true }).click();
  await casey
    .getByRole("status")
    .getByText(/^(Goal completed!|Amazing! \d+ goals completed!)$/)
    .waitFor();
  await casey.screenshot({ path: `${artifactsDir}/goals-completed-390.png` });
  await casey.getByRole("tab", { name: /^Completed \(\d+\)$/ }).click();
  await card(casey, title).getByText("Complete", { exact: true }).waitFor();
  await expectAccessible(casey, "/goals, completed tab");

  // Either partner may delete a shared goal (decision 036): Jordan removes it from the menu.
  await jordan.reload();
  await jordan.getByRole("tab", { name: /^Completed \(\d+\)$/ }).click();
  await card(jordan, title)
    .getByRole("button", { name: `Actions for ${title}` })
    .click();
  await jordan.getByRole("menuitem", { name: "Delete Goal" }).click();
  await expect.poll(() => card(jordan, title).count()).toBe(0);
});
