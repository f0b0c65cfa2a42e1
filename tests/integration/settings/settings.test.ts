import { and, eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import {
  notificationPreferences,
  profiles,
  sharingGrants,
  smartNotifications,
  subscriptions,
  userRoles,
  userSettings,
  users,
} from "@/db/schema";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { loadSettings } from "@/lib/services/settings/load-settings";
import { SHARING_NOTIFICATION_TITLE } from "@/lib/messaging/notices";
import {
  accountUpdateSchema,
  NOTIFICATION_DEFAULTS,
  USER_SETTINGS_DEFAULTS,
  settingsMessages,
} from "@/lib/validation/settings";
import { couple, person, unlink } from "../../helpers/couples";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/** Switch to make the settings reads fail, as a database outage would (spec 3 §8 'Settings load'). */
const outage = vi.hoisted(() => {
  const state = {
    on: false,
    failing:
      <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        if (state.on) throw new Error("database unavailable");
        return read(...args);
      },
  };
  return state;
});
vi.mock("@/lib/data/user-settings", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/data/user-settings")>();
  return { ...actual, findUserSettings: outage.failing(actual.findUserSettings) };
});
vi.mock("@/lib/data/notification-preferences", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/data/notification-preferences")>();
  return { ...actual, findNotificationPreferences: outage.failing(actual.findNotificationPreferences) };
});
vi.mock("@/lib/data/sharing-grants", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/data/sharing-grants")>();
  return { ...actual, findSharing: outage.failing(actual.findSharing) };
});
const { actAs } = await import("../../helpers/request-context");
const { updateAccountAction, updateNotificationPreferencesAction, updateSharingAction, updateUserSettingsAction } =
  await import("@/lib/actions/settings");

/** Settings (spec 3 §2–§5, §8): account edit, toggles, notification preferences, sharing and its announcements. */

async function profileOf(userId: string) {
  const [row] = await db()
    .select({ displayName: profiles.displayName, phone: profiles.phone, consent: profiles.consentMoodSharing })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row!;
}

async function emailOf(userId: string) {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

async function notificationsOf(userId: string) {
  return db()
    .select({
      type: smartNotifications.type,
      title: smartNotifications.title,
      message: smartNotifications.message,
      actionUrl: smartNotifications.actionUrl,
    })
    .from(smartNotifications)
    .where(eq(smartNotifications.userId, userId));
}

describe("account", () => {
  test("the owner changes name and phone; the email stays whatever the payload says", async () => {
    const me = await person({ displayName: "Old Name" });
    const email = await emailOf(me);
    await actAs(me);
    const result = await updateAccountAction({
      displayName: "  Alex O'Neil-Smith ",
      phone: "+1 415 555 2671",
      email: "attacker@example.com",
    });
    expect(result).toEqual({ ok: true, data: { displayName: "Alex O'Neil-Smith", phone: "+14155552671" } });
    expect(await profileOf(me)).toMatchObject({ displayName: "Alex O'Neil-Smith", phone: "+14155552671" });
    expect(await emailOf(me)).toBe(email);
  });

  test("an empty phone clears it", async () => {
    const me = await person();
    await actAs(me);
    await updateAccountAction({ displayName: "Sam", phone: "+14155552671" });
    expect((await updateAccountAction({ displayName: "Sam", phone: "" })).ok).toBe(true);
    expect((await profileOf(me)).phone).toBeNull();
  });

  test.each([
    [{ displayName: "" }, "displayName", "Please enter your name"],
    [{ displayName: "   " }, "displayName", "Please enter your name"],
    [{ displayName: "x".repeat(101) }, "displayName", "Name must be less than 100 characters"],
    [
      { displayName: "R2\u0000D2" },
      "displayName",
      "Please remove unsupported characters (such as control characters).",
    ],
    [{ displayName: "Sam", phone: "12" }, "phone", "If provided, please enter a valid phone number with country code"],
  ])("rejects %j with the spec's message and changes nothing", async (input, field, message) => {
    const me = await person({ displayName: "Kept Name" });
    await actAs(me);
    const result = await updateAccountAction(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.fieldErrors?.[field]).toContain(message);
    expect((await profileOf(me)).displayName).toBe("Kept Name");
  });

  test("a landline is refused: the number must receive SMS", () => {
    // +44 20 is a London landline.
    const parsed = accountUpdateSchema.safeParse({ displayName: "Sam", phone: "+44 20 7946 0958" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^Landline numbers cannot receive SMS/);
  });

  test("mass assignment: user id, partner, role and another user's id in the payload change nothing", async () => {
    const me = await person({ displayName: "Me Person" });
    const other = await person({ displayName: "Other Person" });
    await actAs(me);
    const result = await updateAccountAction({
      displayName: "Still Me",
      id: other,
      userId: other,
      user_id: other,
      partnerUid: other,
      partner_uid: other,
      role: "admin",
      roles: ["admin"],
    });
    expect(result.ok).toBe(true);
    expect((await profileOf(me)).displayName).toBe("Still Me");
    expect((await profileOf(other)).displayName).toBe("Other Person");
    const [mine] = await db().select({ partnerUid: profiles.partnerUid }).from(profiles).where(eq(profiles.id, me));
    expect(mine!.partnerUid).toBeNull();
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, me))).toEqual([]);
  });

  test("anonymous callers are refused before anything is parsed", async () => {
    const me = await person({ displayName: "Untouched" });
    await actAs(null);
    const result = await updateAccountAction({ displayName: "Hacker", userId: me });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("UNAUTHENTICATED");
    expect((await profileOf(me)).displayName).toBe("Untouched");
  });

  test("the loader gives name, phone and the read-only email; a missing profile reads as null", async () => {
    const me = await person({ displayName: "Load Me" });
    expect(await loadSettings({ userId: me, section: "account" })).toEqual({
      email: await emailOf(me),
      displayName: "Load Me",
      phone: null,
    });
    const bare = await person({ profile: false });
    expect(await loadSettings({ userId: bare, section: "account" })).toBeNull();
  });

  test("saving without a profile row says so", async () => {
    const bare = await person({ profile: false });
    await actAs(bare);
    // A bare user has no profile, so the session guard itself refuses them first.
    const result = await updateAccountAction({ displayName: "Nobody" });
    expect(result.ok).toBe(false);
  });
});

describe("emotional intelligence and connection preferences", () => {
  test("a missing row reads as the spec defaults, and a toggle creates it", async () => {
    const me = await person();
    await db().delete(userSettings).where(eq(userSettings.userId, me));
    expect(await loadSettings({ userId: me, section: "preferences" })).toEqual({
      values: USER_SETTINGS_DEFAULTS,
      loadFailed: false,
    });
    await actAs(me);
    const result = await updateUserSettingsAction({ chronoEnabled: true });
    expect(result.ok).toBe(true);
    const { values } = await loadSettings({ userId: me, section: "preferences" });
    expect(values).toEqual({ ...USER_SETTINGS_DEFAULTS, chronoEnabled: true });
  });

  test("each toggle persists on its own column", async () => {
    const me = await person();
    await actAs(me);
    const flipped = {
      moodReflection: false,
      aiSuggestions: false,
      moodBasedRituals: false,
      chronoEnabled: true,
      partnerVisible: false,
      showRitualOrigins: false,
      chatbotEnabled: false,
      questionIntimacy: true,
    };
    for (const [key, value] of Object.entries(flipped)) {
      expect((await updateUserSettingsAction({ [key]: value })).ok).toBe(true);
    }
    const { values } = await loadSettings({ userId: me, section: "preferences" });
    expect(values).toEqual({ ...flipped, partnerSharingEnabled: true });
  });

  test("unknown keys and other users' ids are ignored; a payload with nothing known is refused", async () => {
    const me = await person();
    const other = await person();
    await actAs(me);
    const result = await updateUserSettingsAction({ userId: other, user_id: other, chatbotEnabled: false });
    expect(result.ok).toBe(true);
    const [theirs] = await db()
      .select({ chatbot: userSettings.chatbotEnabled })
      .from(userSettings)
      .where(eq(userSettings.userId, other));
    expect(theirs!.chatbot).toBe(true);
    const refused = await updateUserSettingsAction({ userId: other, role: "admin" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toBe(settingsMessages.nothingToUpdate);
    // partner_sharing_enabled belongs to Data & Privacy (it is announced to the partner), not to this action.
    expect((await updateUserSettingsAction({ partnerSharingEnabled: false })).ok).toBe(false);
  });

  test("non-boolean values are refused", async () => {
    const me = await person();
    await actAs(me);
    expect((await updateUserSettingsAction({ chronoEnabled: "yes" })).ok).toBe(false);
  });

  test("anonymous callers change nothing", async () => {
    await actAs(null);
    const result = await updateUserSettingsAction({ chronoEnabled: true });
    expect(!result.ok && result.error.code).toBe("UNAUTHENTICATED");
  });
});

describe("notification preferences", () => {
  test("defaults when missing; toggles, reminder switch and time persist", async () => {
    const me = await person();
    expect(await loadSettings({ userId: me, section: "notifications" })).toEqual({
      values: NOTIFICATION_DEFAULTS,
      loadFailed: false,
      // The development key pair kept in DATA_DIR: push can be turned on.
      pushPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    });
    expect(NOTIFICATION_DEFAULTS.dailyReminderTime).toBe("19:00");
    await actAs(me);
    expect((await updateNotificationPreferencesAction({ wellnessAlerts: false })).ok).toBe(true);
    expect((await updateNotificationPreferencesAction({ dailyReminderEnabled: false })).ok).toBe(true);
    const timed = await updateNotificationPreferencesAction({ dailyReminderTime: "08:00" });
    expect(timed.ok && timed.data.dailyReminderTime).toBe("08:00");
    const { values } = await loadSettings({ userId: me, section: "notifications" });
    expect(values).toEqual({
      ...NOTIFICATION_DEFAULTS,
      wellnessAlerts: false,
      dailyReminderEnabled: false,
      dailyReminderTime: "08:00",
    });
    const [row] = await db()
      .select({ time: notificationPreferences.dailyReminderTime })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me));
    expect(row!.time).toBe("08:00:00");
  });

  test.each(["07:00", "19:30", "9:00", "25:00", "19:00:00", ""])("refuses the time %j", async (time) => {
    const me = await person();
    await actAs(me);
    const result = await updateNotificationPreferencesAction({ dailyReminderTime: time });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe(settingsMessages.reminderTimeInvalid);
    // The row sign-up wrote keeps its default time.
    const [row] = await db()
      .select({ time: notificationPreferences.dailyReminderTime })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me));
    expect(row?.time).toBe("19:00:00");
  });

  test.each(["08:00", "12:00", "17:00", "19:00", "21:00"])("accepts %s", async (time) => {
    const me = await person();
    await actAs(me);
    const result = await updateNotificationPreferencesAction({ dailyReminderTime: time });
    expect(result.ok && result.data.dailyReminderTime).toBe(time);
  });

  test("another user's row is never touched", async () => {
    const me = await person();
    const other = await person();
    await actAs(me);
    await updateNotificationPreferencesAction({ moodReminders: false, userId: other, user_id: other });
    const [row] = await db()
      .select({ moodReminders: notificationPreferences.moodReminders })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, other));
    expect(row).toEqual({ moodReminders: true });
  });
});

describe("data & privacy: sharing", () => {
  test("without a partner a change is saved and nobody is notified", async () => {
    const me = await person();
    await actAs(me);
    const result = await updateSharingAction({ consentMoodSharing: true, shareGoals: true });
    expect(result.ok && result.data).toMatchObject({
      changed: ["consentMoodSharing", "shareGoals"],
      partnerNotified: false,
    });
    expect((await profileOf(me)).consent).toBe(true);
    const [grants] = await db().select().from(sharingGrants).where(eq(sharingGrants.userId, me));
    expect(grants).toMatchObject({ shareGoals: true, shareMoodSummaries: false });
    expect(await db().select().from(smartNotifications)).toEqual([]);
  });

  test("with a partner the changes are told, merged into one notice per burst (decision 051); a no-op tells nobody", async () => {
    const { viewer: alex, partner } = await couple({ viewer: { displayName: "Alex Rivera" } });
    await actAs(alex);
    await updateSharingAction({ shareDetailedEntries: true });
    await updateSharingAction({ shareDetailedEntries: false });
    await updateSharingAction({ shareDetailedEntries: false });
    await updateSharingAction({ consentMoodSharing: true });
    await updateSharingAction({ partnerSharingEnabled: false });
    // Detailed entries went on and off again: as before the burst, so left out of the words.
    expect(await notificationsOf(partner)).toEqual([
      {
        type: "partner_activity",
        title: SHARING_NOTIFICATION_TITLE,
        message: "Alex turned off partner sharing, and started sharing moods with you.",
        actionUrl: "/partner-dashboard",
      },
    ]);
    expect(await notificationsOf(alex)).toEqual([]);
  });

  test("revocation applies to the partner's very next resolvePartnerAccess", async () => {
    const { viewer: partnerViewer, partner: owner } = await couple();
    await actAs(owner);
    await updateSharingAction({
      consentMoodSharing: true,
      shareMoodSummaries: true,
      shareDetailedEntries: true,
      shareGoals: true,
      shareAchievements: true,
    });
    expect(await resolvePartnerAccess(partnerViewer, db())).toMatchObject({
      canSeeMoods: true,
      canSeeMoodSummaries: true,
      canSeeDetailedEntries: true,
      canSeeGoals: true,
      canSeeAchievements: true,
    });
    await updateSharingAction({ shareDetailedEntries: false });
    expect(await resolvePartnerAccess(partnerViewer, db())).toMatchObject({
      canSeeMoods: true,
      canSeeDetailedEntries: false,
      canSeeGoals: true,
    });
    await updateSharingAction({ consentMoodSharing: false, shareGoals: false, shareAchievements: false });
    expect(await resolvePartnerAccess(partnerViewer, db())).toMatchObject({
      canSeeMoods: false,
      canSeeMoodSummaries: true,
      canSeeGoals: false,
      canSeeAchievements: false,
    });
  });

  test("turning off my partner_sharing_enabled hides the partner's moods from me at once", async () => {
    const { viewer, partner } = await couple();
    await actAs(partner);
    await updateSharingAction({ consentMoodSharing: true });
    expect((await resolvePartnerAccess(viewer, db()))!.canSeeMoods).toBe(true);
    await actAs(viewer);
    await updateSharingAction({ partnerSharingEnabled: false });
    expect((await resolvePartnerAccess(viewer, db()))!.canSeeMoods).toBe(false);
  });

  test("the privacy loader reports the values and the partner; after unlinking there is no one to tell", async () => {
    const { viewer, partner, linkId } = await couple({ partner: { displayName: "Jordan Lee" } });
    await actAs(viewer);
    await updateSharingAction({ shareGoals: true });
    expect(await loadSettings({ userId: viewer, section: "privacy" })).toMatchObject({
      hasPartner: true,
      partnerName: "Jordan",
      loadFailed: false,
      values: { shareGoals: true, consentMoodSharing: false, partnerSharingEnabled: true },
    });
    await unlink(linkId);
    const before = (await notificationsOf(partner)).length;
    const result = await updateSharingAction({ shareGoals: false });
    expect(result.ok && result.data.partnerNotified).toBe(false);
    expect(await notificationsOf(partner)).toHaveLength(before);
    expect(await loadSettings({ userId: viewer, section: "privacy" })).toMatchObject({ hasPartner: false });
  });

  test("mass assignment and anonymous callers change nobody's sharing", async () => {
    const { viewer, partner } = await couple();
    await actAs(viewer);
    await updateSharingAction({ shareGoals: true, userId: partner, user_id: partner, partnerId: partner });
    expect(await db().select().from(sharingGrants).where(eq(sharingGrants.userId, partner))).toEqual([]);
    await actAs(null);
    const result = await updateSharingAction({ consentMoodSharing: true });
    expect(!result.ok && result.error.code).toBe("UNAUTHENTICATED");
    expect((await profileOf(viewer)).consent).toBe(false);
  });
});

describe("subscription card", () => {
  test("own trial, a partner covered by the inviter's plan, and nobody's plan", async () => {
    const { viewer, partner } = await couple();
    const trialEndsAt = new Date("2026-01-31T12:00:00Z");
    await db().insert(subscriptions).values({ userId: viewer, plan: "attune_annual", status: "trialing", trialEndsAt });
    expect(await loadSettings({ userId: viewer, section: "subscription" })).toEqual({
      subscription: {
        plan: "attune_annual",
        status: "trialing",
        trialEndsAt,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        provider: "none",
        carriedOver: false,
      },
      coveredByPartner: false,
      partnerName: null,
      // The trial above ended in January; no payments are taken in tests (no Stripe keys).
      entitled: false,
      paymentsLive: false,
      timeZone: "UTC",
    });
    expect(await loadSettings({ userId: partner, section: "subscription" })).toMatchObject({
      subscription: { plan: "attune_annual" },
      coveredByPartner: true,
      partnerName: expect.any(String),
    });
    const single = await person({ timezone: "America/New_York" });
    expect(await loadSettings({ userId: single, section: "subscription" })).toEqual({
      subscription: null,
      coveredByPartner: false,
      partnerName: null,
      entitled: false,
      paymentsLive: false,
      timeZone: "America/New_York",
    });
  });

  test("an ex-partner is no longer covered", async () => {
    const { viewer, partner, linkId } = await couple();
    await db().insert(subscriptions).values({ userId: viewer, plan: "attune_monthly", status: "active" });
    await unlink(linkId);
    expect(await loadSettings({ userId: partner, section: "subscription" })).toMatchObject({
      subscription: null,
      coveredByPartner: false,
    });
    // Sanity: the inviter still sees their own plan.
    const rows = await db()
      .select({ plan: subscriptions.plan })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, viewer)));
    expect(rows).toEqual([{ plan: "attune_monthly" }]);
  });
});

describe("load errors (spec 3 §8)", () => {
  test("the toggle sections fall back to the spec defaults and say they failed", async () => {
    const { viewer } = await couple();
    await actAs(viewer);
    await updateUserSettingsAction({ chronoEnabled: true });
    await updateNotificationPreferencesAction({ moodReminders: false });
    outage.on = true;
    try {
      expect(await loadSettings({ userId: viewer, section: "preferences" })).toEqual({
        values: USER_SETTINGS_DEFAULTS,
        loadFailed: true,
      });
      expect(await loadSettings({ userId: viewer, section: "notifications" })).toMatchObject({
        values: NOTIFICATION_DEFAULTS,
        loadFailed: true,
      });
      expect(await loadSettings({ userId: viewer, section: "privacy" })).toMatchObject({
        loadFailed: true,
        hasPartner: false,
        values: { consentMoodSharing: false, shareGoals: false, partnerSharingEnabled: true },
      });
    } finally {
      outage.on = false;
    }
    expect(await loadSettings({ userId: viewer, section: "preferences" })).toMatchObject({
      values: { chronoEnabled: true },
      loadFailed: false,
    });
  });
});
