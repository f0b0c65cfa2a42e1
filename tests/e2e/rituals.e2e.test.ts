import type { BrowserContextOptions, Page } from "playwright-core";
import { expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, newPage } from "./harness";
import { streamOpen, trackStreams } from "./live";
import { signInAs } from "./session";

/**
 * /rituals (spec 3 §2, issue #16) with two browsers, offline (no model key on the e2e server): Quinn generates a
 * ritual from the library, completes it and reflects; Avery, whose page is open, is told live, sees that it is
 * their turn, completes it; both see 'Both completed today' and the streak.
 */

const phone = { viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions;
const desktop = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions;

async function rituals(page: Page) {
  await page.goto("/rituals");
  await page.getByRole("heading", { level: 1, name: "Rituals" }).waitFor();
  await page.getByRole("heading", { name: "AI Mood-Aware Ritual Generation" }).waitFor();
}

const card = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });

test("a shared ritual, generated and completed by both partners", { timeout: 120_000 }, async () => {
  const quinn = await newPage(desktop);
  await signInAs(quinn, "quinn");
  await rituals(quinn);
  await expectAccessible(quinn, "/rituals before generating");
  const before = await quinn.getByRole("heading", { level: 3 }).allTextContents();
  await quinn.getByRole("button", { name: "Generate Mood-Aware Ritual" }).click();
  // The new ritual is the one heading that was not there before.
  await expect
    .poll(async () => (await quinn.getByRole("heading", { level: 3 }).allTextContents()).length)
    .toBeGreaterThan(before.length);
  const titles = await quinn.getByRole("heading", { level: 3 }).allTextContents();
  const title = titles.find((t) => !before.includes(t))!;
  expect(title).toBeTruthy();

  const avery = await newPage(phone);
  await trackStreams(avery);
  await signInAs(avery, "avery");
  await rituals(avery);
  await streamOpen(avery);
  await card(avery, title).waitFor();
  // Made for Avery by Quinn: only its creator may delete it.
  expect(
    await card(avery, title)
      .getByRole("button", { name: `Delete ${title}` })
      .count(),
  ).toBe(0);

  await card(quinn, title).getByRole("button", { name: "Complete", exact: true }).click();
  const reflection = quinn.getByRole("dialog", { name: `How was "${title}"?` });
  await reflection.waitFor();
  expect(await reflection.getByRole("button", { name: "Save Reflection" }).isDisabled()).toBe(true);
  await reflection.getByRole("radio", { name: "Yes, it helped" }).click();
  await reflection.getByLabel(/What kind of moment/).fill("Something quiet after dinner");
  await expectAccessible(quinn, "the reflection dialog");
  // Avery's open page is told. Watched from before the save: the toast lasts a few seconds, and on a slow host the
  // checks of Quinn's page below can outlast it.
  const told = avery.getByText("Partner completed a ritual!").waitFor({ timeout: 30_000 });
  await reflection.getByRole("button", { name: "Save Reflection" }).click();
  await reflection.waitFor({ state: "detached" });
  await card(quinn, title).getByText("You completed first!").waitFor();
  await card(quinn, title).getByText("1 day streak").waitFor();

  // ...and shows it is their turn.
  await told;
  await card(avery, title)
    .getByText(/completed this ritual - now it's your turn!$/)
    .waitFor();
  await avery.screenshot({ path: `${artifactsDir}/rituals-your-turn-390.png` });
  await expectAccessible(avery, "/rituals, the partner's turn");
  await card(avery, title).getByRole("button", { name: "Complete", exact: true }).click();
  await avery.getByRole("dialog").getByRole("button", { name: "Skip" }).click();
  await card(avery, title).getByText("Both completed today").waitFor();

  await quinn.reload();
  await card(quinn, title).getByText("Both completed today").waitFor();
  await card(quinn, title).getByRole("button", { name: "Thumbs up" }).click();
  await quinn.getByText("Feedback saved").waitFor();
  await quinn.screenshot({ path: `${artifactsDir}/rituals-both-1280.png`, fullPage: true });
  await expectAccessible(quinn, "/rituals, both completed");
});
