import type { ReactNode } from "react";
import { CardError } from "@/components/dashboard/card-states";
import type { AnalyticsRange } from "@/lib/domain/analytics/range";
import { RangeToggle } from "./range-toggle";

/**
 * An analytics page's body (issue #14): its title, what it shows and its range links, then its cards from the page's
 * one model, or the model's failure in its words in their place. `after` follows either way (it needs no model).
 *
 * Beside the rail on a laptop (decision 049) the cards take two columns, the first (the page's overview: the calendar,
 * the streaks) and `after` across both, so the width shows more rather than stretching one column.
 */
export function AnalyticsPage<T>({
  id,
  title,
  intro,
  path,
  range,
  model,
  children,
  after,
}: {
  id: string;
  title: string;
  intro: string;
  path: string;
  range: AnalyticsRange;
  model: { ok: true; data: T } | { ok: false; error: { message: string } };
  children: (data: T) => ReactNode;
  after?: ReactNode;
}) {
  return (
    <>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="mt-1 text-sm text-muted">{intro}</p>
        </div>
        <RangeToggle path={path} range={range} />
      </header>
      <div className="mt-6 flex flex-col gap-4 sm:gap-6 lg:grid lg:grid-cols-2 lg:items-start lg:[&>:first-child]:col-span-2">
        {model.ok ? children(model.data) : <CardError id={id} title={title} message={model.error.message} />}
        {after ? <div className="lg:col-span-2">{after}</div> : null}
      </div>
    </>
  );
}
