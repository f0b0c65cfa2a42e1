"use client";

import { ChoiceSelect } from "@/components/ui/choice-select";
import { reminderTimeLabel } from "./settings-copy";

/**
 * A time of day chosen from a list ("7:00 PM"), as the reminder time and quiet hours offer them. `value` is "HH:MM";
 * a saved time that is not offered (saved through the API) is listed too, so it shows as chosen rather than blank.
 */
export function TimeSelect({
  id,
  describedBy,
  value,
  offered,
  disabled,
  onChange,
}: {
  id: string;
  describedBy: string;
  value: string;
  offered: readonly string[];
  disabled: boolean;
  onChange: (time: string) => void;
}) {
  return (
    <ChoiceSelect
      id={id}
      className="w-32 shrink-0 whitespace-nowrap"
      aria-describedby={describedBy}
      value={value}
      disabled={disabled}
      onValueChange={onChange}
      options={timeChoices(offered, value).map((time) => ({ value: time, label: reminderTimeLabel(time) }))}
    />
  );
}

/** The times a select lists: those offered, and the saved one when it is not among them. */
export function timeChoices(offered: readonly string[], value: string): readonly string[] {
  return offered.includes(value) ? offered : [...offered, value].sort();
}
