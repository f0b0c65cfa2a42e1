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

/** The squares' markup only ever holds dates and figures; escaped all the same, as React would. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function squareTitle(cell: CalendarDay): string {
  const date = formatDayKey(cell.day, { withYear: true });
  return cell.average === null
    ? `${date}: no mood logged`
    : `${date}: average ${cell.average} (${cell.count} ${cell.count === 1 ? "mood" : "moods"})`;
}

/**
 * The squares as one piece of markup (decision 083): a year is up to 371 elements that never change on the client,
 * so React neither hydrates them one by one nor sends each as its own element in the page's payload; the browser
 * gets the same <span>s as before, in one string. Exported for the test that holds it to the element version.
 */
export function calendarSquaresHtml(days: readonly CalendarDay[], offset: number): string {
  const blanks = "<span></span>".repeat(offset);
  const squares = days
    .map((cell) => {
      const className = cell.average === null ? "border border-brand-100 bg-white" : stepOf(cell.average).className;
      return `<span title="${escapeHtml(squareTitle(cell))}" class="${className}"></span>`;
    })
    .join("");
  return blanks + squares;
}

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
          dangerouslySetInnerHTML={{ __html: calendarSquaresHtml(days, offset) }}
        />
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
