"use client";

import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { clearPerformanceDataAction } from "@/lib/actions/dev-tools-metrics";
import { ERROR_RATE_ALERT_PERCENT, type PerformanceModel, type VitalFigure } from "@/lib/domain/dev-tools-health";
import { BrowserPerformance } from "./metrics-browser";
import { formatCount, formatMs, formatPercent } from "./metrics-format";
import {
  cellClass,
  MetricCard,
  MetricsFrame,
  MetricsTable,
  RatingBadge,
  rowHeaderClass,
  StatusBadge,
  Unavailable,
} from "./metrics-ui";
import { useDevToolsTab } from "./monitoring";

/**
 * The Performance tab (spec 3, issue #19): server latency per route as this process measured it, Web Vitals p75 from
 * signed-in people's browsers, the admin's own browser, and 'Clear performance data'.
 */
export function PerformanceTab() {
  const query = useDevToolsTab<PerformanceModel>("performance");
  return (
    <MetricsFrame query={query} subject="performance figures" generatedAt={(data) => data.generatedAt}>
      {(data) => (
        <div className="grid gap-4">
          <ServerLatency data={data} />
          <WebVitals data={data} />
          <BrowserPerformance measuredAt={data.generatedAt} />
          <ClearPerformanceData onCleared={() => void query.refetch()} />
        </div>
      )}
    </MetricsFrame>
  );
}

function ServerLatency({ data }: { data: PerformanceModel }) {
  const { routes, caps } = data;
  return (
    <MetricCard title="Server latency by route">
      {routes.length === 0 ? (
        <Unavailable>No requests recorded since this process started or since the data was last cleared.</Unavailable>
      ) : (
        <MetricsTable caption="Server latency by route" head={["Route", "p50", "p95", "p99", "Requests", "5xx rate"]}>
          {routes.map((row) => (
            <tr key={row.route} className="border-t border-brand-100">
              <th scope="row" className={rowHeaderClass}>
                {row.route}
              </th>
              <td className={cellClass}>{formatMs(row.p50Ms)}</td>
              <td className={cellClass}>{formatMs(row.p95Ms)}</td>
              <td className={cellClass}>{formatMs(row.p99Ms)}</td>
              <td className={cellClass}>{formatCount(row.count)}</td>
              <td className={cellClass}>
                {row.errorRatePercent >= ERROR_RATE_ALERT_PERCENT ? (
                  <StatusBadge tone="critical">{formatPercent(row.errorRatePercent)} High</StatusBadge>
                ) : (
                  formatPercent(row.errorRatePercent)
                )}
              </td>
            </tr>
          ))}
        </MetricsTable>
      )}
      <p className="mt-3 text-xs text-muted">
        {formatCount(data.requestSamples)} {data.requestSamples === 1 ? "request" : "requests"} since this process
        started or the data was last cleared, each from the moment it reached this server to its last byte. Percentiles
        are estimated from the histogram that /api/metrics serves (within its bucket); at most {caps.routes} routes
        apart, the rest as &ldquo;other&rdquo;; static files are not counted.
      </p>
    </MetricCard>
  );
}

const vitalValue = (figure: VitalFigure) => (figure.name === "CLS" ? String(figure.p75) : formatMs(figure.p75));

function VitalCells({ figure }: { figure: VitalFigure | undefined }) {
  if (!figure) return <td className={cellClass}>—</td>;
  return (
    <td className={cellClass}>
      {/* Stacked, so five metrics side by side still fit a phone's width with little scrolling. */}
      <span className="inline-flex flex-col items-end gap-0.5">
        {vitalValue(figure)} <RatingBadge rating={figure.rating} />
      </span>
    </td>
  );
}

const VITALS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;

function WebVitals({ data }: { data: PerformanceModel }) {
  const { overall, byRoute, events } = data.vitals;
  return (
    <MetricCard title="Web Vitals from signed-in people (p75)">
      {events === 0 ? (
        <Unavailable>No Web Vitals reported yet: browsers send them as signed-in pages load and are left.</Unavailable>
      ) : (
        <div className="space-y-4">
          <MetricsTable caption="Web Vitals, all pages" head={["Metric", "p75", "Samples"]}>
            {overall.map((figure) => (
              <tr key={figure.name} className="border-t border-brand-100">
                <th scope="row" className={rowHeaderClass}>
                  {figure.name}
                </th>
                <VitalCells figure={figure} />
                <td className={cellClass}>{formatCount(figure.count)}</td>
              </tr>
            ))}
          </MetricsTable>
          <h3 className="text-sm font-semibold">By page</h3>
          <MetricsTable caption="Web Vitals p75 by page" head={["Page", ...VITALS]}>
            {byRoute.map(({ route, vitals }) => (
              <tr key={route} className="border-t border-brand-100">
                <th scope="row" className={rowHeaderClass}>
                  {route}
                </th>
                {VITALS.map((name) => (
                  <VitalCells key={name} figure={vitals.find((figure) => figure.name === name)} />
                ))}
              </tr>
            ))}
          </MetricsTable>
        </div>
      )}
      <p className="mt-3 text-xs text-muted">
        The newest {formatCount(data.caps.vitalEvents)} measurements ({formatCount(events)} kept), rated by
        web.dev&apos;s thresholds.
      </p>
    </MetricCard>
  );
}

function ClearPerformanceData({ onCleared }: { onCleared: () => void }) {
  const clearData = useAction(() => clearPerformanceDataAction(), {
    unreached: { title: "Clear failed", message: "The server could not be reached. Please try again." },
    onSuccess: ({ requestSamples, webVitals }) => {
      toast.success("Performance data cleared", {
        description: `${formatCount(requestSamples)} request samples and ${formatCount(webVitals)} Web Vitals removed.`,
      });
      onCleared();
    },
  });
  const busy = clearData.pending;
  const clear = () => clearData.run();
  return (
    <MetricCard title="Performance data">
      <p className="text-sm text-muted">
        Forgets this server&apos;s request latencies and the Web Vitals it holds, and records that you did in the audit
        trail.
      </p>
      <Button type="button" variant="outline" className="mt-4" onClick={() => void clear()} disabled={busy}>
        {busy ? "Clearing…" : "Clear performance data"}
      </Button>
    </MetricCard>
  );
}
