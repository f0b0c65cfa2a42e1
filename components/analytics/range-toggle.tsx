import { Link } from "@/components/ui/link";
import { cn } from "@/components/ui/cn";
import { ANALYTICS_RANGE_PARAM, ANALYTICS_RANGES, type AnalyticsRange } from "@/lib/domain/analytics/range";

export const RANGE_LABELS: Readonly<Record<AnalyticsRange, string>> = {
  7: "7 days",
  30: "30 days",
  90: "90 days",
  365: "1 year",
};

/**
 * The analytics pages' range as links (`?range=`): the page re-renders on the server for the chosen range, works
 * without JavaScript, and the choice survives a reload or a shared link. The current one is marked for screen readers.
 */
export function RangeToggle({ path, range }: { path: string; range: AnalyticsRange }) {
  return (
    <nav aria-label="Time range">
      <ul className="inline-flex rounded-lg border border-brand-100 bg-white p-0.5">
        {ANALYTICS_RANGES.map((option) => {
          const active = option === range;
          return (
            <li key={option}>
              <Link
                href={`${path}?${ANALYTICS_RANGE_PARAM}=${option}`}
                scroll={false}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-1.5 text-xs font-semibold",
                  active ? "bg-brand-600 text-white" : "text-ink hover:bg-brand-50",
                )}
              >
                {RANGE_LABELS[option]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
