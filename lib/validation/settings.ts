import { z } from "zod";
import { CLOCK_TIME_PATTERN } from "@/lib/domain/quiet-hours";
import { optionalPhoneSchema } from "./auth";
import { nameSchema, TOKEN_PATTERN } from "./credentials";
import {
  NOTIFICATION_TOGGLE_KEYS,
  REMINDER_TIMES,
  SHARING_KEYS,
  settingsMessages,
  USER_SETTING_KEYS,
  type NotificationPreferenceValues,
  type NotificationToggleKey,
  type ReminderTime,
} from "./settings-values";
import { text } from "./text";

/**
 * Settings schemas shared by the Settings page, its server actions and the services (spec 3 §2, §3, §5). Every
 * schema lists the keys it accepts and drops any other (user_id, partner_id, role, email…), so a crafted payload
 * can only ever change the caller's own listed fields. The keys, defaults and copy are in settings-values.ts (no zod,
 * for the client components) and re-exported here.
 */

export * from "./settings-values";

/** A partial object of known boolean keys with at least one present; unknown keys are dropped. */
function togglePatch<K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, z.boolean().optional()])) as Record<
    K,
    z.ZodOptional<z.ZodBoolean>
  >;
  return z
    .object(shape)
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)))
    .refine((value) => Object.keys(value).length > 0, settingsMessages.nothingToUpdate)
    .transform((value) => value as Partial<Record<K, boolean>>);
}

/** Account card: display name (sign-up's name rule, so any registered name stays savable) and an optional mobile number. */
export const accountUpdateSchema = z.object({
  displayName: nameSchema,
  phone: optionalPhoneSchema,
});
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

export const userSettingsUpdateSchema = togglePatch(USER_SETTING_KEYS);
export type UserSettingsUpdate = z.output<typeof userSettingsUpdateSchema>;

export const sharingUpdateSchema = togglePatch(SHARING_KEYS);
export type SharingUpdate = z.output<typeof sharingUpdateSchema>;

/** A quiet-hours time: exactly "HH:MM", 24-hour (no seconds, no "9:00", no "10 pm"). */
const quietTimeSchema = text({ max: 5, trim: false, error: settingsMessages.quietHoursTimeInvalid }).regex(
  CLOCK_TIME_PATTERN,
  settingsMessages.quietHoursTimeInvalid,
);

export const notificationPreferencesUpdateSchema = z
  .object({
    ...Object.fromEntries(NOTIFICATION_TOGGLE_KEYS.map((key) => [key, z.boolean().optional()])),
    dailyReminderTime: z.enum(REMINDER_TIMES, { error: settingsMessages.reminderTimeInvalid }).optional(),
    weeklyRecapDay: z
      .number({ error: settingsMessages.recapDayInvalid })
      .int(settingsMessages.recapDayInvalid)
      .min(0, settingsMessages.recapDayInvalid)
      .max(6, settingsMessages.recapDayInvalid)
      .optional(),
    quietHoursEnabled: z.boolean().optional(),
    quietHoursStart: quietTimeSchema.optional(),
    quietHoursEnd: quietTimeSchema.optional(),
  } as Record<NotificationToggleKey | "quietHoursEnabled", z.ZodOptional<z.ZodBoolean>> & {
    dailyReminderTime: z.ZodOptional<z.ZodEnum<{ [T in ReminderTime]: T }>>;
    weeklyRecapDay: z.ZodOptional<z.ZodNumber>;
    quietHoursStart: z.ZodOptional<z.ZodString>;
    quietHoursEnd: z.ZodOptional<z.ZodString>;
  })
  // Equal times would be no window at all (lib/domain/quiet-hours.ts), which nobody means to choose. The selects
  // send one time at a time and cannot offer equal ones; a client sending both is held to it here.
  .refine((value) => !value.quietHoursStart || value.quietHoursStart !== value.quietHoursEnd, {
    message: settingsMessages.quietHoursSameTimes,
    path: ["quietHoursEnd"],
  })
  .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)))
  .refine((value) => Object.keys(value).length > 0, settingsMessages.nothingToUpdate)
  .transform((value) => value as Partial<NotificationPreferenceValues>);
export type NotificationPreferencesUpdate = z.output<typeof notificationPreferencesUpdateSchema>;

/** The data-export request carries nothing: who asks is the session. */
export const dataExportRequestSchema = z.object({}).optional();

/** The emailed download token: 32 random bytes, base64url. Anything else is not a token we issued. Exact: no trim. */
export const exportTokenSchema = text({ max: 43, trim: false }).regex(TOKEN_PATTERN);
