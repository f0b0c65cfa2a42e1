"use server";

import { requestDataExport } from "@/lib/services/data-export/request-data-export";
import { updateAccountProfile } from "@/lib/services/account/update-account-profile";
import { updateNotificationPreferences } from "@/lib/services/notifications/update-notification-preferences";
import { updateSharingPreferences } from "@/lib/services/partners/update-sharing-preferences";
import { setQuietPause } from "@/lib/services/safety/set-quiet-pause";
import { updateUserSettings } from "@/lib/services/settings/update-user-settings";
import {
  accountUpdateSchema,
  dataExportRequestSchema,
  notificationPreferencesUpdateSchema,
  sharingUpdateSchema,
  userSettingsUpdateSchema,
} from "@/lib/validation/settings";
import { quietPauseSchema } from "@/lib/validation/safety";
import { action, requireUser } from "./result";

// Every action acts on the session user only: the schemas name the fields they accept and drop anything else.

export const updateAccountAction = action
  .use(requireUser)
  .input(accountUpdateSchema)
  .run(({ input, user }) => updateAccountProfile({ userId: user.id, input }));

export const updateUserSettingsAction = action
  .use(requireUser)
  .input(userSettingsUpdateSchema)
  .run(({ input, user }) => updateUserSettings({ userId: user.id, input }));

export const updateSharingAction = action
  .use(requireUser)
  .input(sharingUpdateSchema)
  .run(({ input, user }) => updateSharingPreferences({ userId: user.id, input }));

export const updateNotificationPreferencesAction = action
  .use(requireUser)
  .input(notificationPreferencesUpdateSchema)
  .run(({ input, user }) => updateNotificationPreferences({ userId: user.id, input }));

export const requestDataExportAction = action
  .use(requireUser)
  .input(dataExportRequestSchema)
  .run(async ({ user }) => {
    const { expiresAt } = await requestDataExport({ userId: user.id });
    return { expiresAt: expiresAt.toISOString() };
  });

/** Settings → Safety's quiet pause (decision 079): the partner is not told, either way. */
export const setQuietPauseAction = action
  .use(requireUser)
  .input(quietPauseSchema)
  .run(({ input, user }) => setQuietPause({ userId: user.id, input }));
