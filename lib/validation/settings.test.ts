import { describe, expect, test } from "vitest";
import { notificationPreferences, profiles, sharingGrants, userSettings } from "@/db/schema";
import {
  accountUpdateSchema,
  exportTokenSchema,
  notificationPreferencesUpdateSchema,
  NOTIFICATION_DEFAULTS,
  QUIET_HOURS_END_TIMES,
  QUIET_HOURS_START_TIMES,
  REMINDER_TIMES,
  SHARING_DEFAULTS,
  sharingUpdateSchema,
  settingsMessages,
  toClockTime,
  toNotificationValues,
  toReminderTime,
  USER_SETTINGS_DEFAULTS,
  userSettingsUpdateSchema,
} from "./settings";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

// Spec pins: the database's column defaults are held to these below, and the services read them, but only these
// tests say what a new account starts with.
describe("defaults (spec 2 §3, spec 3 §3, decision 003)", () => {
  test("spec pin: user settings all on except chrono_enabled and intimate questions (cycle_mode is gone: decision 062)", () => {
    expect(USER_SETTINGS_DEFAULTS).toEqual({
      moodReflection: true,
      aiSuggestions: true,
      moodBasedRituals: true,
      partnerVisible: true,
      chronoEnabled: false,
      showRitualOrigins: true,
      partnerSharingEnabled: true,
      chatbotEnabled: true,
      // Decision 068: asked only when both partners turn it on.
      questionIntimacy: false,
    });
  });

  test("spec pin: sharing fails closed except partner_sharing_enabled", () => {
    expect(SHARING_DEFAULTS).toEqual({
      consentMoodSharing: false,
      partnerSharingEnabled: true,
      shareMoodSummaries: false,
      shareDetailedEntries: false,
      shareGoals: false,
      shareAchievements: false,
      shareCheckUps: false,
    });
  });

  test("spec pin: notifications all on, daily reminder at 19:00, quiet hours off (22:00–08:00 once turned on)", () => {
    expect(NOTIFICATION_DEFAULTS.dailyReminderTime).toBe("19:00");
    expect(Object.values(NOTIFICATION_DEFAULTS).filter((v) => v !== true)).toEqual([
      false,
      false,
      "19:00",
      0,
      false,
      "22:00",
      "08:00",
    ]);
    expect(NOTIFICATION_DEFAULTS).toMatchObject({
      // Decision 073: the weekly recap by email is opt-in; its day is Sunday.
      weeklyRecapEmail: false,
      // Decision 080: discreet push and email texts are a choice.
      discreetNotifications: false,
      weeklyRecapDay: 0,
      quietHoursEnabled: false,
      quietHoursStart: "22:00",
      quietHoursEnd: "08:00",
    });
  });
});

describe("accountUpdateSchema", () => {
  test("trims the name and stores a valid mobile as E.164", () => {
    expect(accountUpdateSchema.parse({ displayName: "  Ana María ", phone: " +1 (415) 555-2671 " })).toEqual({
      displayName: "Ana María",
      phone: "+14155552671",
    });
  });

  test("an empty or missing phone means no phone", () => {
    expect(accountUpdateSchema.parse({ displayName: "Ana", phone: "" }).phone).toBeNull();
    expect(accountUpdateSchema.parse({ displayName: "Ana", phone: "   " }).phone).toBeNull();
    expect(accountUpdateSchema.parse({ displayName: "Ana" }).phone).toBeNull();
  });

  test("name: required and at most 100 characters, the rule sign-up applies (issue #12)", () => {
    expect(firstMessage(accountUpdateSchema.safeParse({ displayName: "" }))).toBe("Please enter your name");
    expect(firstMessage(accountUpdateSchema.safeParse({}))).toBe("Please enter your name");
    expect(accountUpdateSchema.safeParse({ displayName: "a".repeat(100) }).success).toBe(true);
    expect(firstMessage(accountUpdateSchema.safeParse({ displayName: "a".repeat(101) }))).toBe(
      "Name must be less than 100 characters",
    );
    expect(accountUpdateSchema.safeParse({ displayName: "Jean-Luc O'Hara" }).success).toBe(true);
    // A name sign-up accepted must stay savable here, or the account card could not be saved unchanged.
    for (const name of ["J. Smith", "Mary-Kate O'Neil 2nd", "Sam_Smith"]) {
      expect(accountUpdateSchema.parse({ displayName: name }).displayName).toBe(name);
    }
  });

  test("phone: invalid numbers and landlines are refused", () => {
    expect(firstMessage(accountUpdateSchema.safeParse({ displayName: "Ana", phone: "555" }))).toBe(
      "If provided, please enter a valid phone number with country code",
    );
    expect(firstMessage(accountUpdateSchema.safeParse({ displayName: "Ana", phone: "+442079460958" }))).toMatch(
      /^Landline numbers cannot receive SMS/,
    );
  });

  test("email, ids and roles are not part of the output", () => {
    const parsed = accountUpdateSchema.parse({
      displayName: "Ana",
      email: "x@example.com",
      userId: "u",
      role: "admin",
    });
    expect(Object.keys(parsed).sort()).toEqual(["displayName", "phone"]);
  });
});

describe("toggle patches", () => {
  test("keep only known boolean keys and need at least one", () => {
    expect(userSettingsUpdateSchema.parse({ chronoEnabled: true, userId: "x", role: "admin" })).toEqual({
      chronoEnabled: true,
    });
    // Decision 062: the cycle switch was removed, so a stale client's write of it is no update at all.
    expect(firstMessage(userSettingsUpdateSchema.safeParse({ cycleMode: true }))).toBe(
      settingsMessages.nothingToUpdate,
    );
    expect(firstMessage(userSettingsUpdateSchema.safeParse({}))).toBe(settingsMessages.nothingToUpdate);
    expect(firstMessage(userSettingsUpdateSchema.safeParse({ userId: "x" }))).toBe(settingsMessages.nothingToUpdate);
    expect(userSettingsUpdateSchema.safeParse({ chronoEnabled: "true" }).success).toBe(false);
    expect(userSettingsUpdateSchema.safeParse({ chronoEnabled: 1 }).success).toBe(false);
    expect(userSettingsUpdateSchema.safeParse(null).success).toBe(false);
  });

  test("partner_sharing_enabled is a sharing key, not a plain setting", () => {
    expect(userSettingsUpdateSchema.safeParse({ partnerSharingEnabled: false }).success).toBe(false);
    expect(sharingUpdateSchema.parse({ partnerSharingEnabled: false })).toEqual({ partnerSharingEnabled: false });
  });

  test("sharing keeps several changes and false values", () => {
    expect(sharingUpdateSchema.parse({ consentMoodSharing: false, shareGoals: true, partnerId: "p" })).toEqual({
      consentMoodSharing: false,
      shareGoals: true,
    });
  });
});

describe("notification preferences", () => {
  test.each(REMINDER_TIMES)("accepts the offered time %s", (time) => {
    expect(notificationPreferencesUpdateSchema.parse({ dailyReminderTime: time })).toEqual({
      dailyReminderTime: time,
    });
  });

  test.each(["07:59", "19:30", "7:00", "19:00:00", "", "noon"])("refuses %j", (time) => {
    expect(firstMessage(notificationPreferencesUpdateSchema.safeParse({ dailyReminderTime: time }))).toBe(
      settingsMessages.reminderTimeInvalid,
    );
  });

  test("toggles and time together; unknown keys dropped; empty refused", () => {
    expect(
      notificationPreferencesUpdateSchema.parse({ moodReminders: false, dailyReminderTime: "21:00", userId: "x" }),
    ).toEqual({ moodReminders: false, dailyReminderTime: "21:00" });
    expect(firstMessage(notificationPreferencesUpdateSchema.safeParse({ preferredTimes: ["09:00"] }))).toBe(
      settingsMessages.nothingToUpdate,
    );
  });

  test("quiet hours: the switch and HH:MM times, alone or together", () => {
    expect(notificationPreferencesUpdateSchema.parse({ quietHoursEnabled: true })).toEqual({ quietHoursEnabled: true });
    expect(notificationPreferencesUpdateSchema.parse({ quietHoursStart: "22:30" })).toEqual({
      quietHoursStart: "22:30",
    });
    expect(
      notificationPreferencesUpdateSchema.parse({
        quietHoursEnabled: true,
        quietHoursStart: "23:00",
        quietHoursEnd: "07:30",
      }),
    ).toEqual({ quietHoursEnabled: true, quietHoursStart: "23:00", quietHoursEnd: "07:30" });
    // The selects offer half hours; the server takes any well-formed time.
    expect(notificationPreferencesUpdateSchema.parse({ quietHoursEnd: "06:45" })).toEqual({ quietHoursEnd: "06:45" });
  });

  test.each(["7:00", "24:00", "22:60", "22:00:00", " 22:00", "22h", "10 pm", "", "２２:００"])(
    "quiet hours refuse the time %j with one clear message",
    (time) => {
      for (const key of ["quietHoursStart", "quietHoursEnd"]) {
        expect(firstMessage(notificationPreferencesUpdateSchema.safeParse({ [key]: time })), key).toBe(
          settingsMessages.quietHoursTimeInvalid,
        );
      }
    },
  );

  test("quiet hours refuse a start equal to the end, and a time that is not a string", () => {
    expect(
      firstMessage(notificationPreferencesUpdateSchema.safeParse({ quietHoursStart: "22:00", quietHoursEnd: "22:00" })),
    ).toBe(settingsMessages.quietHoursSameTimes);
    expect(firstMessage(notificationPreferencesUpdateSchema.safeParse({ quietHoursStart: 2200 }))).toBe(
      settingsMessages.quietHoursTimeInvalid,
    );
    expect(notificationPreferencesUpdateSchema.safeParse({ quietHoursEnabled: "yes" }).success).toBe(false);
  });

  test("the offered quiet-hours times are half-hour steps, evening starts and morning ends", () => {
    expect(QUIET_HOURS_START_TIMES[0]).toBe("20:00");
    expect(QUIET_HOURS_START_TIMES.at(-1)).toBe("23:30");
    expect(QUIET_HOURS_END_TIMES[0]).toBe("05:00");
    expect(QUIET_HOURS_END_TIMES.at(-1)).toBe("10:00");
    for (const time of [...QUIET_HOURS_START_TIMES, ...QUIET_HOURS_END_TIMES]) {
      expect(notificationPreferencesUpdateSchema.safeParse({ quietHoursStart: time }).success, time).toBe(true);
      expect(time.endsWith(":00") || time.endsWith(":30"), time).toBe(true);
    }
    expect(QUIET_HOURS_START_TIMES).toHaveLength(8);
    expect(QUIET_HOURS_END_TIMES).toHaveLength(11);
  });

  test("toNotificationValues trims the database's seconds and keeps only the card's fields", () => {
    expect(
      toNotificationValues({
        ...NOTIFICATION_DEFAULTS,
        dailyReminderTime: "08:00:00",
        quietHoursEnabled: true,
        quietHoursStart: "23:30:00",
        quietHoursEnd: "06:00:00",
        nextReminderAt: null,
      } as Parameters<typeof toNotificationValues>[0]),
    ).toEqual({
      ...NOTIFICATION_DEFAULTS,
      dailyReminderTime: "08:00",
      quietHoursEnabled: true,
      quietHoursStart: "23:30",
      quietHoursEnd: "06:00",
    });
    expect(toClockTime("bad", "22:00")).toBe("22:00");
    expect(toClockTime(null, "08:00")).toBe("08:00");
  });

  test("toReminderTime reads the database's HH:MM:SS and falls back to 19:00", () => {
    expect(toReminderTime("08:00:00")).toBe("08:00");
    expect(toReminderTime("21:00")).toBe("21:00");
    expect(toReminderTime("09:30:00")).toBe("19:00");
    expect(toReminderTime(null)).toBe("19:00");
    expect(toReminderTime(undefined)).toBe("19:00");
  });
});

test("exportTokenSchema accepts exactly 43 base64url characters", () => {
  expect(exportTokenSchema.safeParse("A".repeat(43)).success).toBe(true);
  expect(exportTokenSchema.safeParse("a-_".repeat(14) + "Z").success).toBe(true);
  expect(exportTokenSchema.safeParse("A".repeat(42)).success).toBe(false);
  expect(exportTokenSchema.safeParse("A".repeat(44)).success).toBe(false);
  expect(exportTokenSchema.safeParse("A".repeat(42) + "=").success).toBe(false);
});

describe("the defaults are the database's own column defaults", () => {
  // The page falls back to these when a row is missing; the database writes its column defaults when a row is
  // created. The two must never disagree, or a user would see one value and get another.
  test("user_settings", () => {
    for (const [key, value] of Object.entries(USER_SETTINGS_DEFAULTS)) {
      expect(userSettings[key as keyof typeof USER_SETTINGS_DEFAULTS].default, key).toBe(value);
    }
  });

  test("notification_preferences", () => {
    for (const [key, value] of Object.entries(NOTIFICATION_DEFAULTS)) {
      const column = notificationPreferences[key as keyof typeof NOTIFICATION_DEFAULTS];
      expect(typeof value === "string" ? `${String(column.default)}`.slice(0, 5) : column.default, key).toBe(value);
    }
  });

  test("sharing: consent on the profile, grants on sharing_grants, partner sharing on user_settings", () => {
    expect(profiles.consentMoodSharing.default).toBe(SHARING_DEFAULTS.consentMoodSharing);
    expect(userSettings.partnerSharingEnabled.default).toBe(SHARING_DEFAULTS.partnerSharingEnabled);
    for (const key of ["shareMoodSummaries", "shareDetailedEntries", "shareGoals", "shareAchievements"] as const) {
      expect(sharingGrants[key].default, key).toBe(SHARING_DEFAULTS[key]);
    }
  });
});
