import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { CalendarDay } from "@/lib/domain/analytics/mood-analytics";
import { formatDayKey, type DayKey } from "@/lib/domain/time";
import { calendarSquaresHtml, MoodCalendar } from "./mood-calendar";

const days: CalendarDay[] = [
  { day: "2026-01-01" as DayKey, average: null, count: 0 },
  { day: "2026-01-02" as DayKey, average: -3, count: 1 },
  { day: "2026-01-03" as DayKey, average: 0.5, count: 2 },
  { day: "2026-01-04" as DayKey, average: 1.5, count: 2 },
  { day: "2026-01-05" as DayKey, average: 3, count: 1 },
];

/** What React rendered for the squares when each was an element (before decision 083). */
function squaresAsElements(cells: readonly CalendarDay[], offset: number): string {
  const stepClass = (average: number) =>
    average <= -2.5
      ? "bg-rose-600"
      : average <= -1.5
        ? "bg-rose-400"
        : average <= -0.5
          ? "bg-rose-200"
          : average <= 0.5
            ? "bg-slate-300"
            : average <= 1.5
              ? "bg-emerald-200"
              : average <= 2.5
                ? "bg-emerald-400"
                : "bg-emerald-600";
  return renderToStaticMarkup(
    createElement(
      "div",
      null,
      ...Array.from({ length: offset }, (_, i) => createElement("span", { key: `blank-${i}` })),
      ...cells.map((cell) =>
        createElement("span", {
          key: cell.day,
          title:
            cell.average === null
              ? `${formatDayKey(cell.day, { withYear: true })}: no mood logged`
              : `${formatDayKey(cell.day, { withYear: true })}: average ${cell.average} (${cell.count} ${cell.count === 1 ? "mood" : "moods"})`,
          className: cell.average === null ? "border border-brand-100 bg-white" : stepClass(cell.average),
        }),
      ),
    ),
  ).replace(/^<div>|<\/div>$/g, "");
}

describe("the mood calendar's squares as one piece of markup", () => {
  test("are the markup the squares had as React elements, blanks first", () => {
    expect(calendarSquaresHtml(days, 3)).toBe(squaresAsElements(days, 3));
    expect(calendarSquaresHtml(days, 0)).toBe(squaresAsElements(days, 0));
  });

  test("say each day's date and average, in the grid named by its summary", () => {
    const html = renderToStaticMarkup(createElement(MoodCalendar, { days, offset: 2, summary: "Daily mood, 4 days" }));
    expect(html).toContain('role="img" aria-label="Daily mood, 4 days"');
    expect(html.match(/<span title=/g)).toHaveLength(5);
    expect(html).toContain('title="Jan 1, 2026: no mood logged" class="border border-brand-100 bg-white"');
    expect(html).toContain('title="Jan 2, 2026: average -3 (1 mood)" class="bg-rose-600"');
    expect(html).toContain('title="Jan 3, 2026: average 0.5 (2 moods)" class="bg-slate-300"');
    expect(html).toContain('title="Jan 5, 2026: average 3 (1 mood)" class="bg-emerald-600"');
  });

  test("escape what they write into the markup", () => {
    const odd = [{ day: '2026-01-01"<&>' as DayKey, average: null, count: 0 }];
    expect(calendarSquaresHtml(odd, 0)).toBe(squaresAsElements(odd, 0));
  });
});
