import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { phoneCountries } from "@/lib/validation/phone";
import {
  NOTIFICATION_DEFAULTS,
  QUIET_HOURS_END_TIMES,
  QUIET_HOURS_START_TIMES,
  SHARING_DEFAULTS,
  USER_SETTINGS_DEFAULTS,
  settingsMessages,
} from "@/lib/validation/settings-values";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/actions/settings", () => ({
  updateAccountAction: vi.fn(),
  updateSharingAction: vi.fn(),
  updateUserSettingsAction: vi.fn(),
  updateNotificationPreferencesAction: vi.fn(),
  requestDataExportAction: vi.fn(),
}));
vi.mock("@/lib/actions/billing", () => ({ choosePlanAction: vi.fn(), openBillingPortalAction: vi.fn() }));

const { AccountCard } = await import("./account-card");
const { PrivacyCard } = await import("./privacy-card");
const { UserSettingsCards } = await import("./user-settings-cards");
const { NotificationPreferencesCard } = await import("./notification-preferences-card");
const { timeChoices } = await import("./time-select");
const { SubscriptionCard } = await import("./subscription-card");
const { LegalCard } = await import("./legal-card");
// The cards' client parts are islands (components/ui/island.tsx): rendered once their code is here, as on the server.
await (await import("@/components/ui/island")).islandsLoaded();

const countries = phoneCountries();
const switchTag = (html: string, id: string) => html.match(new RegExp(`<button[^>]*id="${id}"[^>]*>`))?.[0] ?? "";
const switchState = (html: string, id: string) => switchTag(html, id).match(/aria-checked="(true|false)"/)?.[1];

describe("AccountCard", () => {
  test("view mode: name, read-only email, phone in international form, and Edit", () => {
    const html = renderToStaticMarkup(
      createElement(AccountCard, {
        account: { email: "sam@example.com", displayName: "Sam Lee", phone: "+14155552671" },
        countries,
      }),
    );
    expect(html).toContain("Sam Lee");
    expect(html).toContain("sam@example.com");
    expect(html).toContain("+1 415 555 2671");
    expect(html).toContain(">Edit<");
    // Save appears only in edit mode once something changed.
    expect(html).not.toContain(">Save<");
    expect(html).not.toContain("<input");
  });

  test("no phone reads Not set; a missing profile says so", () => {
    const html = renderToStaticMarkup(
      createElement(AccountCard, { account: { email: "a@example.com", displayName: "A", phone: null }, countries }),
    );
    expect(html).toContain("Not set");
    expect(renderToStaticMarkup(createElement(AccountCard, { account: null, countries }))).toContain(
      settingsMessages.profileMissing,
    );
  });
});

describe("PrivacyCard", () => {
  const privacy = {
    values: { ...SHARING_DEFAULTS, consentMoodSharing: true, shareGoals: true },
    partnerName: "Jordan",
    hasPartner: true,
    loadFailed: false,
  };

  test("one switch per consent and grant, in their stored state, and the export button", () => {
    const html = renderToStaticMarkup(createElement(PrivacyCard, { privacy }));
    expect(html).toContain("Data &amp; Privacy");
    expect(switchState(html, "sharing-consentMoodSharing")).toBe("true");
    expect(switchState(html, "sharing-partnerSharingEnabled")).toBe("true");
    expect(switchState(html, "sharing-shareMoodSummaries")).toBe("false");
    expect(switchState(html, "sharing-shareDetailedEntries")).toBe("false");
    expect(switchState(html, "sharing-shareGoals")).toBe("true");
    expect(switchState(html, "sharing-shareAchievements")).toBe("false");
    expect(html).toContain("Jordan is notified whenever you change what you share");
    expect(html).toContain("Request data export");
  });

  test("without a partner, and on a load error (switches locked, message shown)", () => {
    expect(
      renderToStaticMarkup(
        createElement(PrivacyCard, { privacy: { ...privacy, hasPartner: false, partnerName: null } }),
      ),
    ).toContain(
      "You don&#x27;t have a partner connected yet. When you connect, nothing is shared until you choose what to share",
    );
    const failed = renderToStaticMarkup(
      createElement(PrivacyCard, { privacy: { ...privacy, values: SHARING_DEFAULTS, loadFailed: true } }),
    );
    expect(failed).toContain(settingsMessages.privacyMissing);
    expect(switchTag(failed, "sharing-shareGoals")).toContain('disabled=""');
    expect(
      switchTag(renderToStaticMarkup(createElement(PrivacyCard, { privacy })), "sharing-shareGoals"),
    ).not.toContain('disabled=""');
  });
});

test("UserSettingsCards: both sections, one switch per user_settings column", () => {
  const html = renderToStaticMarkup(
    createElement(UserSettingsCards, { preferences: { values: USER_SETTINGS_DEFAULTS, loadFailed: false } }),
  );
  expect(html).toContain("Emotional Intelligence");
  expect(html).toContain("Connection Preferences");
  expect(html.match(/role="switch"/g)).toHaveLength(8);
  // Decision 068: intimate questions only when both turn them on; off by default.
  expect(switchState(html, "setting-questionIntimacy")).toBe("false");
  expect(switchState(html, "setting-chronoEnabled")).toBe("false");
  // Decision 062: no cycle switch.
  expect(html).not.toContain("setting-cycleMode");
  expect(html).not.toMatch(/cycle/i);
  expect(switchState(html, "setting-chatbotEnabled")).toBe("true");
});

test("NotificationPreferencesCard: toggles, daily reminder and the time picker", () => {
  const html = renderToStaticMarkup(
    createElement(NotificationPreferencesCard, {
      notifications: {
        values: { ...NOTIFICATION_DEFAULTS, wellnessAlerts: false },
        loadFailed: false,
        pushPublicKey: "BPk",
      },
    }),
  );
  // Eleven preference switches (the daily question's since issue #37, the weekly recap's two since decision 073, the
  // monthly check-up's since decision 081, discreet notifications since decision 080), quiet hours, and the device's
  // push switch, disabled until the browser has been asked what it can do.
  expect(html.match(/role="switch"/g)).toHaveLength(13);
  expect(switchState(html, "notification-questionNotifications")).toBe("true");
  expect(switchState(html, "notification-weeklyRecapNotifications")).toBe("true");
  // The recap by email is opt-in, and its day is the couple's, Sunday unless one of them chose another.
  expect(switchState(html, "notification-weeklyRecapEmail")).toBe("false");
  expect(html).toMatch(/<label for="notification-recap-day"[^>]*>Recap day<\/label>/);
  expect(html).toContain("whoever changes it last sets it");
  expect(html).toMatch(/<button[^>]*disabled=""[^>]*id="push-notifications"|id="push-notifications"[^>]*disabled=""/);
  expect(switchState(html, "notification-wellnessAlerts")).toBe("false");
  expect(switchState(html, "notification-dailyReminderEnabled")).toBe("true");
  expect(html).toContain('id="notification-reminder-time"');
  expect(html).toContain("Reminder time");
  // Quiet hours: off by default, its two labelled times locked until it is on.
  expect(switchState(html, "notification-quietHoursEnabled")).toBe("false");
  expect(html).toContain("Hold push notifications overnight. They arrive when quiet hours end;");
  expect(html).toMatch(/<label for="notification-quiet-start"[^>]*>Quiet from<\/label>/);
  expect(html).toMatch(/<label for="notification-quiet-end"[^>]*>Quiet until<\/label>/);
  expect(html).toMatch(
    /<button[^>]*id="notification-quiet-start"[^>]*disabled=""|disabled=""[^>]*id="notification-quiet-start"/,
  );
  expect(html).toContain("Turn on quiet hours to choose the times.");
});

test("NotificationPreferencesCard: quiet hours on shows the chosen times, unlocked", () => {
  const html = renderToStaticMarkup(
    createElement(NotificationPreferencesCard, {
      notifications: {
        values: { ...NOTIFICATION_DEFAULTS, quietHoursEnabled: true, quietHoursStart: "23:00", quietHoursEnd: "06:45" },
        loadFailed: false,
        pushPublicKey: null,
      },
    }),
  );
  expect(switchState(html, "notification-quietHoursEnabled")).toBe("true");
  expect(html).not.toMatch(/<button[^>]*id="notification-quiet-(start|end)"[^>]*disabled=""/);
  expect(html).toContain("In your time zone.");
  // A time the selects do not offer (saved through the API) is listed too, in order, so it shows as chosen.
  expect(timeChoices(QUIET_HOURS_END_TIMES, "06:45")).toEqual([
    "05:00",
    "05:30",
    "06:00",
    "06:30",
    "06:45",
    "07:00",
    "07:30",
    "08:00",
    "08:30",
    "09:00",
    "09:30",
    "10:00",
  ]);
  expect(timeChoices(QUIET_HOURS_START_TIMES, "23:00")).toBe(QUIET_HOURS_START_TIMES);
});

describe("SubscriptionCard", () => {
  const trial = {
    plan: "attune_monthly" as const,
    status: "trialing" as const,
    trialEndsAt: new Date("2026-01-31T12:00:00Z"),
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    provider: "stripe" as const,
    carriedOver: false,
  };
  const context = { coveredByPartner: false, partnerName: null, entitled: true, paymentsLive: true, timeZone: "UTC" };

  test("the payer's plan: summary, long US date and Manage", () => {
    const html = renderToStaticMarkup(createElement(SubscriptionCard, { subscription: trial, context }));
    expect(html).toContain("Free trial");
    expect(html).toContain("Monthly plan after your trial");
    expect(html).toContain("Trial ends January 31, 2026");
    expect(html).toMatch(/<button[^>]*>Manage</);
    expect(html).not.toMatch(/<button[^>]* disabled=""/);
  });

  test("covered partner: who covers it and no Manage; no plan: the plan choice", () => {
    const covered = renderToStaticMarkup(
      createElement(SubscriptionCard, {
        subscription: trial,
        context: { ...context, coveredByPartner: true, partnerName: "Sam" },
      }),
    );
    expect(covered).toContain("Covered by Sam&#x27;s plan");
    expect(covered).not.toContain(">Manage<");
    const none = renderToStaticMarkup(
      createElement(SubscriptionCard, { subscription: null, context: { ...context, entitled: false } }),
    );
    expect(none).toContain("You don&#x27;t have a plan yet.");
    expect(none).toContain("Choose a plan");
    expect(none).toContain("stays yours to read, export or delete");
    expect(none).not.toContain(">Manage<");
  });
});

test("LegalCard links to /terms and /privacy", () => {
  const html = renderToStaticMarkup(createElement(LegalCard));
  expect(html).toContain('href="/terms"');
  expect(html).toContain('href="/privacy"');
});
