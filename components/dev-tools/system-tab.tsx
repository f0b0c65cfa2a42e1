"use client";

import { EVENT_LOOP_P99_MS, MEMORY_ALERT_PERCENT, type SystemModel } from "@/lib/domain/dev-tools-health";
import { formatBytes, formatCount, formatDuration, formatPercent } from "./metrics-format";
import { AssessmentView, Figure, Figures, MetricCard, MetricsFrame, Unavailable } from "./metrics-ui";
import { SYSTEM_REFRESH_MS, useDevToolsTab } from "./monitoring";

/**
 * The System tab (spec 3 "System Health", issue #19): this server process's health — overall level with what lowered
 * it, memory, CPU, event-loop delay, uptime and versions — all measured by the process itself.
 */
export function SystemTab() {
  const query = useDevToolsTab<SystemModel>("system", SYSTEM_REFRESH_MS);
  return (
    <MetricsFrame query={query} subject="system figures" generatedAt={(data) => data.generatedAt}>
      {(data) => <SystemFigures data={data} />}
    </MetricsFrame>
  );
}

function SystemFigures({ data }: { data: SystemModel }) {
  const { memory, cpu, eventLoop, requests, runtime } = data;
  return (
    <div className="grid gap-4">
      <MetricCard title="Overall health">
        <AssessmentView
          assessment={data.health}
          healthy="Memory, event-loop delay and the server error rate are all within their best bands."
        />
        <p className="mt-3 text-xs text-muted">
          Judged on heap use (alert at {MEMORY_ALERT_PERCENT}% of the limit), event-loop delay p99 (excellent under{" "}
          {EVENT_LOOP_P99_MS.excellent} ms, degraded from {EVENT_LOOP_P99_MS.good} ms, critical from{" "}
          {EVENT_LOOP_P99_MS.degraded} ms) and the 5xx rate of the requests this process has answered.
        </p>
      </MetricCard>

      <MetricCard title="Memory">
        <Figures>
          <Figure
            label="Heap used"
            value={formatPercent(memory.heapUsedPercent)}
            hint={`${formatBytes(memory.heapUsedBytes)} of ${formatBytes(memory.heapLimitBytes)} limit`}
          />
          <Figure label="Heap allocated" value={formatBytes(memory.heapTotalBytes)} />
          <Figure label="Resident set (RSS)" value={formatBytes(memory.rssBytes)} />
          <Figure label="External (buffers)" value={formatBytes(memory.externalBytes)} />
          <Figure
            label="Machine memory free"
            value={formatBytes(memory.systemFreeBytes)}
            hint={`of ${formatBytes(memory.systemTotalBytes)}`}
          />
        </Figures>
      </MetricCard>

      <MetricCard title="CPU and event loop">
        <Figures>
          <Figure
            label="CPU (of one core)"
            value={formatPercent(cpu.percent)}
            hint={cpu.windowSeconds === null ? undefined : `over the last ${formatDuration(cpu.windowSeconds)}`}
          />
          <Figure label="Cores available" value={cpu.cores} />
          {eventLoop ? (
            <>
              <Figure label="Event-loop delay p50" value={`${eventLoop.p50Ms} ms`} />
              <Figure
                label="Event-loop delay p99"
                value={`${eventLoop.p99Ms} ms`}
                hint={`over ${formatDuration(eventLoop.windowSeconds)}`}
              />
              <Figure label="Longest delay" value={`${eventLoop.maxMs} ms`} />
            </>
          ) : null}
        </Figures>
        {eventLoop ? null : (
          <Unavailable>Event-loop delay: not sampled yet (the histogram has just started).</Unavailable>
        )}
      </MetricCard>

      <MetricCard title="Requests answered">
        <Figures>
          <Figure label="Requests kept" value={formatCount(requests.count)} />
          <Figure label="Server errors (5xx)" value={formatCount(requests.serverErrors)} />
          <Figure label="Error rate" value={formatPercent(requests.errorRatePercent)} />
        </Figures>
        <p className="mt-3 text-xs text-muted">
          Since this process started or since performance data was last cleared; per route on the Performance tab.
        </p>
      </MetricCard>

      <MetricCard title="Runtime">
        <Figures>
          <Figure label="Uptime" value={formatDuration(data.uptimeSeconds)} />
          <Figure label="Node.js" value={runtime.nodeVersion} />
          <Figure label="Next.js" value={runtime.nextVersion ?? "Unknown (package.json not readable)"} />
          <Figure label="Platform" value={`${runtime.platform} ${runtime.arch}`} />
          <Figure label="Process id" value={runtime.pid} />
          <Figure label="Database" value={data.database === "pglite" ? "PGlite (embedded)" : "PostgreSQL"} />
          <Figure label="Job runner" value={data.jobsInProcess ? "In this process" : "Separate worker"} />
        </Figures>
      </MetricCard>
    </div>
  );
}
