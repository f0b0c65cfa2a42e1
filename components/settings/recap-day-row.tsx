"use client";

import { ChoiceSelect } from "@/components/ui/choice-select";

/** Sunday … Saturday, as stored (0 = Sunday); kept here so the Settings island carries no date code (decision 059). */
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * The weekly recap's day (decision 073): one day for the couple, arriving at 6 PM in each partner's own zone. Either
 * partner may change it, and the last change holds for both, which the description says.
 */
export function RecapDayRow({
  value,
  disabled,
  onChange,
}: {
  value: number;
  disabled: boolean;
  onChange: (day: number) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor="notification-recap-day" className="text-sm font-medium">
          Recap day
        </label>
        <p id="notification-recap-day-description" className="text-xs text-muted">
          Your weekly recap arrives at 6 PM on this day, in your time zone. With a partner it&apos;s one day for you
          both: whoever changes it last sets it.
        </p>
      </div>
      <ChoiceSelect
        id="notification-recap-day"
        className="w-36 shrink-0 whitespace-nowrap"
        aria-describedby="notification-recap-day-description"
        value={String(value)}
        disabled={disabled}
        onValueChange={(day) => onChange(Number(day))}
        options={DAYS.map((name, day) => ({ value: String(day), label: name }))}
      />
    </div>
  );
}
