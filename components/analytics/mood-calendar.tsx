import { formatDayKey } from "@/lib/domain/time";
import type { CalendarDay } from "@/lib/domain/analytics/mood-analytics";

/** Seven steps from a hard day (−3) to a great one (+3); the legend spells them out, so colour is never alone. */
const STEPS = [
  { upTo: -2.5, className: "bg-rose-600", label: "−3" },
  { upTo: -1.5, className: "bg-rose-400", label: "−2" },
  { upTo: -0.5, className: "bg-rose-200", label: "−1" },
  { upTo: 0.5, className: "bg-slate-300", label: "0" },
  { upTo: 1.5, className: "bg-emerald-200", label: "+1" },
  { upTo: 2.5, className: "bg-emerald-400", label: "+2" },
  { upTo: Infinity, className: "bg-emerald-600", label: "+3" },
] as const;

const stepOf = (average: number) => STEPS.find((step) => average <= step.upTo)!;

/**
 * The "year in pixels": one square per local day, weeks as columns (Sunday on top), coloured by the day's average
 * mood. A screen reader gets one sentence for the whole grid (the figures are in the sections below it); a pointer
 * gets each day's date and average.
 */
export function MoodCalendar({
  days,
  offset,
  summary,
}: {
  days: readonly CalendarDay[];
  offset: number;
  summary: string;
}) {
  return (
    <div>
      {/* Focusable, so a keyboard can scroll a year sideways on a phone. */}
      <div role="region" aria-label="Mood calendar" tabIndex={0} className="overflow-x-auto pb-2">
        {/* Every square's size and corners are set once here: a year is 365 of them (decision 058). */}
        <div
          role="img"
          aria-label={summary}
          className="grid w-max grid-flow-col grid-rows-7 gap-[3px] *:size-3 *:rounded-[3px]"
        >
          {Array.from({ length: offset }, (_, i) => (
            <span key={`blank-${i}`} />
          ))}
          {days.map((cell) => (
            <span
              key={cell.day}
              title={
                cell.average === null
                  ? `${formatDayKey(cell.day, { withYear: true })}: no mood logged`
                  : `${formatDayKey(cell.day, { withYear: true })}: average ${cell.average} (${cell.count} ${cell.count === 1 ? "mood" : "moods"})`
              }
              className={cell.average === null ? "border border-brand-100 bg-white" : stepOf(cell.average).className}
            />
          ))}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted" aria-hidden="true">
        <span>Hard day</span>
        {STEPS.map((step) => (
          <span key={step.label} className="flex items-center gap-1">
            <span className={`size-3 rounded-[3px] ${step.className}`} />
            {step.label}
          </span>
        ))}
        <span>Great day</span>
      </div>
    </div>
  );
}
