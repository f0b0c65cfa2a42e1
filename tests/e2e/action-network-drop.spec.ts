import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, reviewShots, test, toast, toastRegionReady } from "./fixtures";

/**
 * Issue #36 item 2 (decision 074): every client call of a server action goes through useAction, so an action whose
 * request the network drops ends in the toast every form gives for it, never in the error boundary's "Something went
 * wrong". Three components of the old idiom (an action awaited in a bare transition, no catch) prove it: the sign-in
 * form, the partner invitation form and the Account card's editor. Only the action's own request dies, as a
 * connection lost mid-request would: the browser still says it is online, so nothing else steps in.
 */
const CONNECTION_LOST = "Please check your connection and try again.";
const shot = reviewShots("action-network-drop");

/** From now on, this page's server-action requests (a POST carrying a next-action header) die on the way. */
async function dropActions(
  page: Page,
  pathname: string,
): Promise<{ dropped: () => number; restore: () => Promise<void> }> {
  let dropped = 0;
  const thisPage = (url: URL) => url.pathname === pathname;
  await page.route(thisPage, async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || !request.headers()["next-action"]) return route.continue();
    dropped++;
    await route.abort("internetdisconnected");
  });
  return { dropped: () => dropped, restore: () => page.unroute(thisPage) };
}

/** The toast a dropped connection gets, and no error screen. */
async function expectConnectionToast(page: Page) {
  await expect(toast(page, CONNECTION_LOST)).toBeVisible();
  await expect(page.getByRole("heading", { name: /App Error|Something went wrong/ })).toHaveCount(0);
}

test("sign-in: a dropped connection is a toast, and the form signs in once it is back", async ({
  people,
  openPage,
}) => {
  const morgan = people.solo();
  const page = await openPage(phone);
  await page.goto("/auth");
  await hydrated(page);
  await toastRegionReady(page);
  const network = await dropActions(page, "/auth");

  await page.getByLabel("Email").fill(morgan.email);
  await page.getByLabel("Password").fill(morgan.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectConnectionToast(page);
  expect(network.dropped()).toBe(1);
  // Still the form, ready for another try (spec 1 §8: a failed sign-in keeps the email and clears the password).
  await expect(page.getByLabel("Email")).toHaveValue(morgan.email);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  await shot(page, "sign-in-connection-lost");
  await page.setViewportSize(laptop.viewport);
  await expect(toast(page, CONNECTION_LOST)).toBeVisible();
  await shot(page, "sign-in-connection-lost");

  await network.restore();
  await page.getByLabel("Password").fill(morgan.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
  await expect(toast(page, "Welcome back!")).toBeVisible();
});

test("Settings: the invitation form and the Account card's editor say a dropped connection in a toast", async ({
  people,
  signIn,
}) => {
  const riley = people.solo();
  const page = await signIn(riley, phone);
  await page.goto("/settings");
  await hydrated(page);
  await toastRegionReady(page);
  const network = await dropActions(page, "/settings");

  // Settings → Partner, no partner yet: an email invitation whose request dies.
  const partner = page.getByRole("region", { name: "Partner", exact: true });
  await partner.getByRole("radio", { name: "Email" }).check();
  const invitee = `dropped.${randomUUID().slice(0, 8)}@example.com`;
  await partner.getByLabel("Partner's email").fill(invitee);
  await partner.getByRole("button", { name: "Send Invitation" }).click();
  await expectConnectionToast(page);
  expect(network.dropped()).toBe(1);
  // Nothing was sent: the form is still there, as typed, ready to send again.
  await expect(partner.getByLabel("Partner's email")).toHaveValue(invitee);
  await expect(partner.getByRole("button", { name: "Send Invitation" })).toBeEnabled();
  // Closed, so the next failure's toast is a new one.
  await page.locator("[data-sonner-toast]").getByRole("button", { name: "Close toast" }).click();
  await expect(toast(page, CONNECTION_LOST)).toHaveCount(0);

  // Settings → Account: a new display name whose save dies.
  const account = page.getByRole("region", { name: "Account", exact: true });
  await account.getByRole("button", { name: "Edit" }).click();
  const name = account.getByLabel("Display name");
  await name.fill(`${riley.firstName} Dropped`);
  await account.getByRole("button", { name: "Save" }).click();
  await expectConnectionToast(page);
  expect(network.dropped()).toBe(2);
  // The editor stays open with what was typed, and saves once the connection is back.
  await expect(name).toHaveValue(`${riley.firstName} Dropped`);
  await shot(page, "account-connection-lost");
  await network.restore();
  await account.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Profile updated")).toBeVisible();
  await expect(account.getByText(`${riley.firstName} Dropped`)).toBeVisible();
});
