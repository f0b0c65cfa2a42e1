"use server";

import { requestDataExport } from "@/lib/services/request-data-export";
import { updateAccountProfile } from "@/lib/services/update-account-profile";
import { updateNotificationPreferences } from "@/lib/services/update-notification-preferences";
import { updateSharingPreferences, type SharingUpdateResult } from "@/lib/services/update-sharing-preferences";
import { updateUserSettings } from "@/lib/services/update-user-settings";
import {
  accountUpdateSchema,
  dataExportRequestSchema,
  notificationPreferencesUpdateSchema,
  sharingUpdateSchema,
  userSettingsUpdateSchema,
  type NotificationPreferenceValues,
  type UserSettingKey,
} from "@/lib/validation/settings";
import { runUserAction, type ActionResult } from "./result";

// Every action acts on the session user only: the schemas name the fields they accept and drop anything else.

export async function updateAccountAction(
  input: unknown,
): Promise<ActionResult<{ displayName: string; phone: string | null }>> {
  return runUserAction(accountUpdateSchema, input, (parsed, user) =>
    updateAccountProfile({ userId: user.id, input: parsed }),
  );
}

export async function updateUserSettingsAction(input: unknown): Promise<ActionResult<Record<UserSettingKey, boolean>>> {
  return runUserAction(userSettingsUpdateSchema, input, (parsed, user) =>
    updateUserSettings({ userId: user.id, input: parsed }),
  );
}

export async function updateSharingAction(input: unknown): Promise<ActionResult<SharingUpdateResult>> {
  return runUserAction(sharingUpdateSchema, input, (parsed, user) =>
    updateSharingPreferences({ userId: user.id, input: parsed }),
  );
}

export async function updateNotificationPreferencesAction(
  input: unknown,
): Promise<ActionResult<NotificationPreferenceValues>> {
  return runUserAction(notificationPreferencesUpdateSchema, input, (parsed, user) =>
    updateNotificationPreferences({ userId: user.id, input: parsed }),
  );
}

export async function requestDataExportAction(input?: unknown): Promise<ActionResult<{ expiresAt: string }>> {
  return runUserAction(dataExportRequestSchema, input, async (_parsed, user) => {
    const { expiresAt } = await requestDataExport({ userId: user.id });
    return { expiresAt: expiresAt.toISOString() };
  });
}
