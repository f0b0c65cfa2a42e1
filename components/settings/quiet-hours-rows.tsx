"use client";

import {
  QUIET_HOURS_END_TIMES,
  QUIET_HOURS_START_TIMES,
  type NotificationPreferenceValues,
} from "@/lib/validation/settings-values";
import { QUIET_HOURS_COPY } from "./settings-copy";
import { TimeSelect } from "./time-select";
import { ToggleRow } from "./toggle-row";

export type QuietHoursKey = "quietHoursEnabled" | "quietHoursStart" | "quietHoursEnd";

/**
 * Quiet hours (issue #33, decision 055): the switch, then when they start and end. The times save one at a time like
 * every other setting here, and are locked while quiet hours are off so nobody tunes a window that does nothing.
 */
export function QuietHoursRows({
  values,
  saving,
  onChange,
}: {
  values: Pick<NotificationPreferenceValues, QuietHoursKey>;
  saving: ReadonlySet<string>;
  onChange: <K extends QuietHoursKey>(key: K, value: NotificationPreferenceValues[K]) => void;
}) {
  const on = values.quietHoursEnabled;
  return (
    <div>
      <ToggleRow
        id="notification-quietHoursEnabled"
        {...QUIET_HOURS_COPY}
        checked={on}
        disabled={saving.has("quietHoursEnabled")}
        onCheckedChange={(checked) => onChange("quietHoursEnabled", checked)}
      />
      <div className="flex flex-wrap gap-4 pb-3">
        <LabelledTimeSelect
          id="notification-quiet-start"
          label="Quiet from"
          value={values.quietHoursStart}
          offered={QUIET_HOURS_START_TIMES}
          disabled={!on || saving.has("quietHoursStart")}
          onChange={(time) => onChange("quietHoursStart", time)}
        />
        <LabelledTimeSelect
          id="notification-quiet-end"
          label="Quiet until"
          value={values.quietHoursEnd}
          offered={QUIET_HOURS_END_TIMES}
          disabled={!on || saving.has("quietHoursEnd")}
          onChange={(time) => onChange("quietHoursEnd", time)}
        />
      </div>
      <p id="notification-quiet-times-description" className="-mt-1 pb-3 text-xs text-muted">
        {on ? "In your time zone." : "Turn on quiet hours to choose the times."}
      </p>
    </div>
  );
}

function LabelledTimeSelect({
  id,
  label,
  ...select
}: { id: string; label: string } & Omit<Parameters<typeof TimeSelect>[0], "id" | "describedBy">) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <TimeSelect id={id} describedBy="notification-quiet-times-description" {...select} />
    </div>
  );
}
