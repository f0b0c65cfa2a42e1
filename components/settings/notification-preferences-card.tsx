"use client";

import { Card, CardTitle } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger } from "@/components/ui/select";
import { updateNotificationPreferencesAction } from "@/lib/actions/settings";
import {
  NOTIFICATION_TOGGLE_KEYS,
  REMINDER_TIMES,
  settingsMessages,
  type NotificationPreferenceValues,
  type ReminderTime,
} from "@/lib/validation/settings";
import { LoadErrorToast } from "./load-error-toast";
import { PushNotificationsRow } from "./push-notifications-row";
import { NOTIFICATION_COPY, reminderTimeLabel } from "./settings-copy";
import { ToggleRow } from "./toggle-row";
import { useOptimisticToggles } from "./use-optimistic-toggles";

export interface NotificationsView {
  values: NotificationPreferenceValues;
  loadFailed: boolean;
  /** This server's VAPID public key; null when push is off here. */
  pushPublicKey: string | null;
}

type NotificationKey = keyof NotificationPreferenceValues;

/**
 * Notification preferences (spec 3 §2, §4, §8): each toggle saves at once and reverts with 'Failed to update
 * notification settings'; the reminder time (08:00 … 21:00, default 19:00) reverts with 'Failed to update reminder
 * time'. Each switch changes what is sent (decision 041); push is switched per device below them.
 */
export function NotificationPreferencesCard({ notifications }: { notifications: NotificationsView }) {
  const toggles = useOptimisticToggles<NotificationKey, boolean | ReminderTime>(
    notifications.values,
    (patch) => updateNotificationPreferencesAction(patch),
    (key) => ({
      title: "Error",
      message: key === "dailyReminderTime" ? settingsMessages.reminderTimeFailed : settingsMessages.notificationsFailed,
    }),
  );
  const values = toggles.values as NotificationPreferenceValues;
  const reminderOn = values.dailyReminderEnabled;

  return (
    <Card aria-labelledby="notifications-title">
      {notifications.loadFailed ? <LoadErrorToast /> : null}
      <CardTitle id="notifications-title">Notification Preferences</CardTitle>
      <div className="mt-2 divide-y divide-brand-100">
        {NOTIFICATION_TOGGLE_KEYS.map((key) => (
          <ToggleRow
            key={key}
            id={`notification-${key}`}
            {...NOTIFICATION_COPY[key]}
            checked={values[key]}
            disabled={toggles.saving.has(key)}
            onCheckedChange={(checked) => void toggles.change(key, checked)}
          />
        ))}
        <div className="flex items-center justify-between gap-4 py-3">
          <div>
            <label htmlFor="notification-reminder-time" className="text-sm font-medium">
              Reminder time
            </label>
            <p id="notification-reminder-time-description" className="text-xs text-muted">
              {reminderOn
                ? "When your daily reminder arrives, in your time zone."
                : "Turn on the daily reminder to choose a time."}
            </p>
          </div>
          <Select
            value={values.dailyReminderTime}
            disabled={!reminderOn || toggles.saving.has("dailyReminderTime")}
            onValueChange={(time) => void toggles.change("dailyReminderTime", time as ReminderTime)}
          >
            <SelectTrigger
              id="notification-reminder-time"
              className="w-32 shrink-0 whitespace-nowrap"
              aria-describedby="notification-reminder-time-description"
            />
            <SelectContent>
              {REMINDER_TIMES.map((time) => (
                <SelectItem key={time} value={time}>
                  {reminderTimeLabel(time)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <PushNotificationsRow publicKey={notifications.pushPublicKey} />
      </div>
    </Card>
  );
}
