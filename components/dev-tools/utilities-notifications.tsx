"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { createTestNotificationAction, triggerManualReminderAction } from "@/lib/actions/dev-tools";
import {
  ACTIVITY_HINTS,
  activityAnswer,
  REFRESH_AFTER_REMINDER_MS,
  UTILITIES_COPY,
  type ReminderScheduleView,
  type UtilitiesTabModel,
} from "@/lib/domain/dev-tools-utilities";
import { dateFormat } from "@/lib/domain/time";
import { NotificationList } from "./utilities-notification-list";

/**
 * Smart Notifications Debug (spec 3 "Developer and admin areas"): the admin's own activity today and the daily
 * reminder as the sweep will run it for them, the buttons that write them a reminder or a test notice, and their 20
 * newest notices. Everything here is about the admin; nothing of anyone else is read.
 */
export function NotificationsDebug({ query }: { query: UseQueryResult<UtilitiesTabModel> }) {
  const { data, error, isFetching, refetch } = query;
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const answer = activityAnswer(data?.activityToday);

  async function checkActivity() {
    const result = await refetch();
    if (!result.data) {
      toast.error("Error", { description: UTILITIES_COPY.fetchFailed });
      return;
    }
    const checked = activityAnswer(result.data.activityToday);
    toast.message(`Activity today: ${checked}`, { description: ACTIVITY_HINTS[checked] });
  }

  const triggerReminder = useAction(() => triggerManualReminderAction(undefined), {
    fallback: UTILITIES_COPY.reminderFailed,
    onSuccess: () => {
      toast.success(UTILITIES_COPY.reminderTriggered);
      // Spec 3 §8: the list refreshes 2 s later.
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(() => void refetch(), REFRESH_AFTER_REMINDER_MS);
    },
  });
  const createTestNotification = useAction(() => createTestNotificationAction(undefined), {
    fallback: UTILITIES_COPY.testNotificationFailed,
    onSuccess: () => {
      toast.success(UTILITIES_COPY.testNotificationCreated);
      void refetch();
    },
  });
  const busy = triggerReminder.pending || createTestNotification.pending;

  return (
    <Card aria-labelledby="notifications-debug-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="notifications-debug-title">Smart Notifications Debug</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? "Refreshing..." : "Refresh"}
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={isFetching} onClick={checkActivity}>
            Check Activity
          </Button>
          <Button type="button" size="sm" disabled={busy} onClick={() => void triggerReminder.run()}>
            {triggerReminder.pending ? "Triggering..." : "Trigger Manual Reminder"}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void createTestNotification.run()}
          >
            {createTestNotification.pending ? "Creating..." : "Create Test Notification"}
          </Button>
        </div>
      </div>

      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger">
          {UTILITIES_COPY.fetchFailed}: {error.message}
        </p>
      ) : null}

      <div className="rounded-xl bg-brand-50 p-3 text-sm" role="status">
        <p>
          <span className="font-medium">Activity today{data ? ` (${data.today})` : ""}:</span> <strong>{answer}</strong>
        </p>
        <p className="text-muted">
          {ACTIVITY_HINTS[answer]} A mood or a check-in logged in your own time zone counts, as for the daily sweep.
        </p>
      </div>

      {data ? (
        <>
          <ReminderInfo model={data} />
          <section aria-labelledby="recent-notifications-title" className="space-y-2">
            <h3 id="recent-notifications-title" className="text-sm font-semibold">
              Recent notifications ({data.notifications.length})
            </h3>
            <NotificationList items={data.notifications} timeZone={data.timeZone} />
          </section>
        </>
      ) : error ? null : (
        <p className="text-sm text-muted">Loading notifications...</p>
      )}
    </Card>
  );
}

/** The reminder's real schedule (the admin's time, zone and stored next moment) and who the admin is. */
function ReminderInfo({ model }: { model: UtilitiesTabModel }) {
  return (
    <section aria-labelledby="notifications-system-title" className="text-sm">
      <h3 id="notifications-system-title" className="font-semibold">
        System info
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">Daily mood reminder</dt>
        <dd>{describeSchedule(model.schedule)}</dd>
        <dt className="text-muted">Next reminder</dt>
        <dd>{describeNext(model.schedule)}</dd>
        <dt className="text-muted">Email</dt>
        <dd className="break-all">{model.admin.email}</dd>
        <dt className="text-muted">User ID</dt>
        <dd className="font-mono text-xs break-all">{model.admin.id}</dd>
      </dl>
    </section>
  );
}

function describeSchedule(schedule: ReminderScheduleView | null): string {
  if (!schedule) return "No notification preferences saved: the reminder sweep has nothing to run for you.";
  if (!schedule.enabled) return "Off (Settings → Notification preferences → Daily reminder).";
  const daily = `Every day at ${schedule.time} (${schedule.timeZone})`;
  return schedule.moodReminders ? daily : `${daily}, but Mood reminders is off, so nothing is written.`;
}

function describeNext(schedule: ReminderScheduleView | null): string {
  if (!schedule?.enabled) return "None";
  if (!schedule.nextReminderAt) return "Not scheduled yet: the next sweep sets it.";
  const at = new Date(schedule.nextReminderAt);
  const local = dateFormat(schedule.timeZone, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
  return `${local} (${at.toISOString()})`;
}
