import type { AnalyticsRange } from "@/lib/domain/analytics/range";
import { RangeToggle } from "./range-toggle";

/** An analytics page's title, what it shows, and its range links. */
export function AnalyticsPageHeader({
  title,
  intro,
  path,
  range,
}: {
  title: string;
  intro: string;
  path: string;
  range: AnalyticsRange;
}) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-1 text-sm text-muted">{intro}</p>
      </div>
      <RangeToggle path={path} range={range} />
    </header>
  );
}
