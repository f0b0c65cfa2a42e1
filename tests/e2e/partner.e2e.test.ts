import { randomUUID } from "node:crypto";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { formHydrated, newPage } from "./harness";
import { callAction, serverAction } from "./server-actions";
import { setSwitch } from "./switches";
import { emailedLink } from "./mailbox";

/**
 * Issue #6 end to end, with two people in two browser contexts: A invites B by email, B opens the link from the dev
 * mailbox, signs up through the partner path with the invited address and accepts; A is emailed who accepted (issue
 * #11); both see each other; sharing and its revocation reach the other person on their next page load; then
 * disconnect and account deletion. Fresh accounts per run, so the shared seed couple (Alex and Sam) and the solo
 * account stay as other files expect them.
 */
const phone = { viewport: { width: 390, height: 844 } } satisfies BrowserContextOptions;
const PASSWORD = "velvet-harbour-1987";

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole("heading", { level: 1, name }).waitFor();
}

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").getByText(text, { exact: true }).first().waitFor();
}

/** "Join Your Partner" registration (no plan), then the verification link; ends wherever verification sends us. */
async function registerAsPartner(page: Page, fullName: string, email: string) {
  await formHydrated(page);
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("checkbox", { name: "I am 18 or older" }).click();
  await page.getByRole("button", { name: "Join Your Partner" }).click();
  await toast(page, "Account Created! 🎉");
  await page.goto(await emailedLink(page, email, /verify/i, "/verify-email"));
}

const partnerCard = (page: Page) => page.getByRole("region", { name: "Partner", exact: true });

describe("two partners: invite, accept, share, revoke, disconnect, delete", () => {
  test("the whole journey in two browsers", async () => {
    const run = randomUUID().slice(0, 8);
    const aEmail = `avery.${run}@example.com`;
    const bEmail = `blake.${run}@example.com`;

    // A creates an account (the partner path is the shortest without payment) and lands on the dashboard.
    const a = await newPage(phone);
    await a.goto("/onboarding?partner=true");
    await registerAsPartner(a, "Avery Stone", aEmail);
    await a.waitForURL("**/dashboard");

    // A invites B by email from Settings → Partner.
    await a.goto("/settings");
    await heading(a, "Settings");
    await expectAccessible(a, "/settings without a partner");
    const form = partnerCard(a);
    expect(await form.getByRole("radio", { name: "SMS" }).isChecked()).toBe(true);
    await form.getByRole("radio", { name: "Email" }).check();
    await form.getByRole("button", { name: "Send Invitation" }).click();
    await form.getByText("Partner's email is required for email invitation").waitFor();
    await form.getByLabel("Partner's email").fill(bEmail);
    await form.getByRole("button", { name: "Send Invitation" }).click();
    await toast(a, "Invitation sent!");
    await form.getByText(bEmail).waitFor();
    await form.getByRole("button", { name: "Cancel" }).waitFor();

    // B opens the invitation from the mailbox while signed out: sign in first, or create an account.
    const b = await newPage(phone);
    const invite = await emailedLink(b, bEmail, /invited you/, "/accept-invite");
    await b.goto(invite);
    await b.waitForURL(/\/auth\?token=.+&from=invite/);
    await b.getByRole("link", { name: "Create your account" }).click();
    await b.waitForURL("**/onboarding?partner=true");
    await registerAsPartner(b, "Blake Rivers", bEmail);

    // Verification brings B back to the invitation (the handoff kept in localStorage).
    await b.waitForURL("**/accept-invite?token=*");
    await b.getByText("You're invited!").waitFor();
    await b.getByText("Avery Stone", { exact: true }).waitFor();
    await b.getByText("No payment required! Your partner's subscription covers both of you.").waitFor();
    await expectAccessible(b, "/accept-invite valid");
    await b.getByRole("button", { name: "Accept Invitation" }).click();
    await b.getByRole("heading", { name: "Partnership Accepted!" }).waitFor();
    await b.waitForURL("**/settings");
    await partnerCard(b).getByText("Avery Stone", { exact: true }).waitFor();
    expect(await b.evaluate(() => [localStorage.getItem("attune_invite_token")])).toEqual([null]);

    // The link is single-use: opening it again shows the invalid view.
    await b.goto(invite);
    await b.getByText("Invitation token not found in database.").waitFor();

    // A is told by email who accepted (decision 027: the invitation was bound to bEmail, and nothing is shared yet).
    await a.goto(`/dev/mailbox?to=${encodeURIComponent(aEmail)}`);
    await a
      .getByRole("link", { name: /Blake Rivers accepted your Attune invitation/ })
      .first()
      .waitFor();

    // A sees B in Settings and on the partner screen; B has not consented to mood sharing (a new partnership starts
    // with consent and every grant off for both).
    await a.goto("/settings");
    await partnerCard(a).getByText("Blake Rivers", { exact: true }).waitFor();
    await a.goto("/partner-dashboard");
    await a.getByText("Blake Rivers isn't sharing their mood with you right now", { exact: false }).waitFor();

    // A adds B's birthday (the type fills in its defaults); B sees it, shared and read-only.
    await a.goto("/settings");
    const dates = a.getByRole("region", { name: "Special Dates" });
    await dates.getByRole("button", { name: "Add Date" }).click();
    const addDialog = a.getByRole("dialog", { name: "Add Special Date" });
    await addDialog.getByLabel("Type").selectOption("birthday");
    expect(await addDialog.getByLabel("Title").inputValue()).toBe("Birthday");
    await addDialog.getByLabel("Title").fill("Blake's Birthday");
    await addDialog.getByLabel("Date").fill("1994-03-09");
    await addDialog.getByRole("button", { name: "Add Date" }).click();
    await toast(a, "Special date added");
    await dates.getByText("Blake's Birthday").waitFor();
    await dates.getByText("Shared with Blake", { exact: false }).waitFor();
    await expectAccessible(a, "/settings with a partner and a special date");
    await b.goto("/settings");
    const bDates = b.getByRole("region", { name: "Special Dates" });
    await bDates.getByText("Blake's Birthday").waitFor();
    await bDates.getByText("Shared by Avery", { exact: false }).waitFor();
    expect(await bDates.getByRole("button", { name: "Edit Blake's Birthday" }).count()).toBe(0);

    // B consents and logs a mood; A's next load shows it.
    await b.goto("/settings");
    await setSwitch(b, "Share my moods", true);
    const mood = await b.request.post("/api/v1/moods", {
      data: { moodValue: 2, keywords: ["hopeful"] },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(mood.status(), await mood.text()).toBe(201);
    await a.goto("/partner-dashboard");
    await a.getByText("Last updated", { exact: false }).waitFor();
    await expectAccessible(a, "/partner-dashboard with a shared mood");
    await b.goto("/partner-dashboard");
    await b
      .getByText("Avery Stone hasn't logged their mood yet today", { exact: false })
      .or(b.getByText("Avery Stone isn't sharing their mood with you right now", { exact: false }))
      .first()
      .waitFor();

    // A logs a check-in about B, shared because A's partner sharing is on; B sees it on the dashboard.
    const note = `Thank you for the walk ${run}`;
    const checkin = await a.request.post("/api/v1/checkins", {
      data: { kind: "partner", connectionScore: 2, feeling: "appreciated", gratitudeNote: note },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(checkin.status(), await checkin.text()).toBe(201);
    await b.goto("/dashboard");
    await b.getByRole("region", { name: "Messages From Avery" }).getByText(note).waitFor();

    // A turns partner sharing off and B withdraws mood consent: each other's next page load shows nothing.
    await a.goto("/settings");
    await setSwitch(a, "Partner sharing", false);
    await b.reload();
    await b.getByRole("region", { name: "Messages From Avery" }).getByText("No Messages Received Yet").waitFor();
    expect(await b.getByText(note).count()).toBe(0);
    await b.goto("/settings");
    await setSwitch(b, "Share my moods", false);
    await a.goto("/partner-dashboard");
    await a.getByText("Blake Rivers isn't sharing their mood with you right now", { exact: false }).waitFor();
    expect(await a.getByText("Last updated", { exact: false }).count()).toBe(0);

    // A disconnects (typing DISCONNECT in any case); B loses the partner at once.
    await a.goto("/settings");
    await partnerCard(a).getByRole("button", { name: "Disconnect Partner" }).click();
    const dialog = a.getByRole("dialog", { name: "Disconnect partner" });
    const confirm = dialog.getByRole("button", { name: "Disconnect", exact: true });
    await dialog.getByLabel(/to confirm/).fill("disconnect ");
    await confirm.click();
    await toast(a, "Partner disconnected");
    await partnerCard(a).getByRole("button", { name: "Send Invitation" }).waitFor();
    await b.goto("/partner-dashboard");
    await b.getByText("Connect with Your Partner").waitFor();
    await b.goto("/settings");
    await partnerCard(b).getByRole("button", { name: "Send Invitation" }).waitFor();
    expect(await b.getByText("Blake's Birthday").count()).toBe(0);

    // B deletes the account: signed out, and the old password no longer opens anything.
    await b.goto("/settings");
    await b.getByRole("button", { name: "Delete Account" }).click();
    const deletion = b.getByRole("dialog", { name: "Delete your account?" });
    const remove = deletion.getByRole("button", { name: "Delete My Account" });
    await deletion.getByLabel(/to confirm/).fill("delete my");
    expect(await remove.isDisabled()).toBe(true);
    await deletion.getByLabel(/to confirm/).fill("DELETE MY ACCOUNT");
    await remove.click();
    await toast(b, "Account deleted");
    await b.waitForURL("**/onboarding");
    await b.goto("/settings");
    await b.waitForURL("**/auth?next=%2Fsettings");
    await b.getByLabel("Email").fill(bEmail);
    await b.getByLabel("Password").fill(PASSWORD);
    await b.getByRole("button", { name: "Sign In" }).click();
    await b.getByText("Invalid email or password. Please check your credentials and try again.").first().waitFor();
  }, 240_000);
});

describe("server actions called directly (POST with the action id)", () => {
  const actions = [
    ["lib/actions/partner.ts", "sendPartnerInvitationAction", [{ method: "email", partnerEmail: "x@example.com" }]],
    ["lib/actions/partner.ts", "cancelPartnerInvitationAction", []],
    ["lib/actions/partner.ts", "acceptPartnerInvitationAction", [{ token: "a".repeat(43) }]],
    ["lib/actions/partner.ts", "declinePartnerInvitationAction", [{ token: "a".repeat(43) }]],
    ["lib/actions/partner.ts", "disconnectPartnerAction", [{ confirmation: "DISCONNECT" }]],
    ["lib/actions/settings.ts", "updateAccountAction", [{ displayName: "Mallory" }]],
    ["lib/actions/settings.ts", "updateSharingAction", [{ consentMoodSharing: true }]],
    ["lib/actions/settings.ts", "updateUserSettingsAction", [{ chatbotEnabled: false }]],
    ["lib/actions/settings.ts", "updateNotificationPreferencesAction", [{ moodReminders: false }]],
    ["lib/actions/settings.ts", "requestDataExportAction", [undefined]],
    [
      "lib/actions/special-dates.ts",
      "addSpecialDateAction",
      [{ dateType: "birthday", title: "B", dateValue: "1990-01-01" }],
    ],
    ["lib/actions/special-dates.ts", "deleteSpecialDateAction", [{ id: randomUUID() }]],
    ["lib/actions/account.ts", "deleteAccountAction", [{ confirmation: "DELETE MY ACCOUNT" }]],
  ] as const;

  test.each(actions)("%s %s refuses a caller without a live session", async (file, name, args) => {
    const result = await callAction(serverAction(file, name), [...args]);
    expect(result.result, `status ${result.status}`).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
  });
});
