"use client";

import { Card, CardTitle } from "@/components/ui/card";
import { updateNotificationPreferencesAction } from "@/lib/actions/settings";
import {
  NOTIFICATION_TOGGLE_KEYS,
  REMINDER_TIMES,
  settingsMessages,
  type NotificationPreferenceValues,
  type ReminderTime,
} from "@/lib/validation/settings-values";
import { LoadErrorToast } from "./load-error-toast";
import { PushNotificationsRow } from "./push-notifications-row";
import { QuietHoursRows, type QuietHoursKey } from "./quiet-hours-rows";
import { RecapDayRow } from "./recap-day-row";
import { NOTIFICATION_COPY } from "./settings-copy";
import { TimeSelect } from "./time-select";
import { ToggleRow } from "./toggle-row";
import { useOptimisticToggles } from "./use-optimistic-toggles";

export interface NotificationsView {
  values: NotificationPreferenceValues;
  loadFailed: boolean;
  /** This server's VAPID public key; null when push is off here. */
  pushPublicKey: string | null;
}

type NotificationKey = keyof NotificationPreferenceValues;

const QUIET_HOURS_KEYS: ReadonlySet<NotificationKey> = new Set<QuietHoursKey>([
  "quietHoursEnabled",
  "quietHoursStart",
  "quietHoursEnd",
]);

function failureMessage(key: NotificationKey): string {
  if (key === "dailyReminderTime") return settingsMessages.reminderTimeFailed;
  if (key === "weeklyRecapDay") return settingsMessages.recapDayFailed;
  return QUIET_HOURS_KEYS.has(key) ? settingsMessages.quietHoursFailed : settingsMessages.notificationsFailed;
}

/**
 * Notification preferences (spec 3 §2, §4, §8): each toggle saves at once and reverts with 'Failed to update
 * notification settings'; the reminder time (08:00 … 21:00, default 19:00) reverts with 'Failed to update reminder
 * time'; the weekly recap's day (decision 073) with 'Failed to update recap day'; quiet hours and their times (decision
 * 055) with 'Failed to update quiet hours'. Each switch changes what is
 * sent (decision 041); push is switched per device below them.
 */
export function NotificationPreferencesCard({ notifications }: { notifications: NotificationsView }) {
  const toggles = useOptimisticToggles<NotificationKey, boolean | string | number>(
    notifications.values,
    (patch) => updateNotificationPreferencesAction(patch),
    (key) => ({ title: "Error", message: failureMessage(key) }),
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
          <TimeSelect
            id="notification-reminder-time"
            describedBy="notification-reminder-time-description"
            value={values.dailyReminderTime}
            offered={REMINDER_TIMES}
            disabled={!reminderOn || toggles.saving.has("dailyReminderTime")}
            onChange={(time) => void toggles.change("dailyReminderTime", time as ReminderTime)}
          />
        </div>
        <RecapDayRow
          value={values.weeklyRecapDay}
          disabled={toggles.saving.has("weeklyRecapDay")}
          onChange={(day) => void toggles.change("weeklyRecapDay", day)}
        />
        <QuietHoursRows
          values={values}
          saving={toggles.saving}
          onChange={(key, value) => void toggles.change(key, value)}
        />
        <PushNotificationsRow publicKey={notifications.pushPublicKey} />
      </div>
    </Card>
  );
}
