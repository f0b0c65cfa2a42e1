import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, toast, reviewShots } from "./fixtures";
import { emailedLink } from "./support/mailbox";

/**
 * Issue #35 (decision 064): a signed-out visitor opening a dead invitation link (unknown, used or cancelled) is told
 * so at once, in spec 1 §8's words, instead of being asked to sign in first; a live link still goes to sign in, and
 * nothing about an invitation (who sent it, to whom) shows before that.
 */

const shot = reviewShots("invite-dead-link");
const DEAD = "Invitation token not found in database.";

async function expectDead(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByText(DEAD)).toBeVisible();
  await expect(page.getByText("Please ask your partner to send a new invitation.")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/accept-invite");
  await expect(page.getByRole("link", { name: /sign in|log in/i })).toHaveCount(0);
}

test("an unknown token: the reason at once, at 390 and 1280 px", async ({ openPage, expectAccessible }) => {
  for (const viewport of [phone.viewport, laptop.viewport]) {
    const page = await openPage({ viewport });
    await expectDead(page, `/accept-invite?token=${randomUUID()}`);
    await expectAccessible(page, `dead invitation link at ${viewport.width}px`);
    await shot(page, `unknown-${viewport.width}`, { fullPage: true });
    await hydrated(page);
    await page.getByRole("link", { name: "Go Home" }).click();
    await page.waitForURL("**/onboarding");
  }
});

test("a live link goes to sign in and says nothing; once cancelled, it says it is dead", async ({
  people,
  signIn,
  openPage,
}) => {
  test.slow();
  const inviter = people.solo();
  const invited = `dead-link.${randomUUID().slice(0, 8)}@example.com`;
  const a = await signIn(inviter, phone);
  await a.goto("/settings");
  await hydrated(a);
  const card = a.getByRole("region", { name: "Partner", exact: true });
  await card.getByRole("radio", { name: "Email" }).check();
  await card.getByLabel("Partner's email").fill(invited);
  await card.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(a, "Invitation sent!")).toBeVisible();

  const visitor = await openPage(phone);
  const link = await emailedLink(visitor, invited, /invited you/, "/accept-invite");
  await visitor.goto(link);
  await visitor.waitForURL(/\/auth\?token=.+&from=invite/);
  await expect(visitor.getByText(inviter.firstName, { exact: false })).toHaveCount(0);
  await expect(visitor.getByText(invited)).toHaveCount(0);

  await card.getByRole("button", { name: "Cancel Invitation" }).click();
  await expect(toast(a, "Invitation cancelled")).toBeVisible();
  await expectDead(visitor, link);
  await expect(visitor.getByText(inviter.firstName, { exact: false })).toHaveCount(0);
  await expect(visitor.getByText(invited)).toHaveCount(0);
});
