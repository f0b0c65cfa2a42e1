"use client";

import { cn } from "@/components/ui/cn";
import type { BackendModel, BreakerFigure } from "@/lib/domain/dev-tools-health";
import { formatCount, formatDuration, formatInstant, formatTime } from "./metrics-format";
import {
  cellClass,
  Figure,
  Figures,
  MetricCard,
  MetricsFrame,
  MetricsTable,
  rowHeaderClass,
  StatusBadge,
  Unavailable,
} from "./metrics-ui";
import { useDevToolsTab } from "./monitoring";

/**
 * The Backend tab (issue #19): the outbox and scheduled jobs as the runner sees them, the circuit breakers of the
 * outside services, webhooks processed and the coach's use — counts read from the database and this process.
 */
export function BackendTab() {
  const query = useDevToolsTab<BackendModel>("backend");
  return (
    <MetricsFrame query={query} subject="backend figures" generatedAt={(data) => data.generatedAt}>
      {(data) => <BackendFigures data={data} />}
    </MetricsFrame>
  );
}

const SERVICE_LABELS: Record<BreakerFigure["service"], string> = {
  email: "Email",
  sms: "SMS",
  push: "Web push",
  ai: "AI (OpenAI)",
  billing: "Billing (Stripe)",
};

function BreakerStatus({ breaker }: { breaker: BreakerFigure }) {
  if (!breaker.state) return <span className="text-muted">No breaker</span>;
  if (breaker.state === "CLOSED") return <StatusBadge tone="good">Closed (calls flow)</StatusBadge>;
  if (breaker.state === "HALF_OPEN") return <StatusBadge tone="degraded">Half-open (trying)</StatusBadge>;
  return (
    <StatusBadge tone="critical">Open{breaker.retryAt ? ` until ${formatTime(breaker.retryAt)}` : ""}</StatusBadge>
  );
}

function BackendFigures({ data }: { data: BackendModel }) {
  const { outbox, scheduledJobs, ai } = data;
  const runner = data.jobsInProcess
    ? "The job runner works in this server process."
    : "The job runner is a separate worker (npm run worker): its breakers are not visible from here.";
  return (
    <div className="grid gap-4">
      <MetricCard title="Outbox (email, SMS, push)">
        <Figures>
          <Figure label="Queued" value={formatCount(outbox.pending)} />
          <Figure label="Due now" value={formatCount(outbox.dueNow)} />
          <Figure label="Sending" value={formatCount(outbox.sending)} />
          <Figure
            label="Failed for good"
            value={outbox.failed > 0 ? <StatusBadge tone="degraded">{formatCount(outbox.failed)}</StatusBadge> : "0"}
          />
          <Figure label="Sent in the last 24 h" value={formatCount(outbox.sentLast24h)} />
          <Figure
            label="Oldest unsent"
            value={
              outbox.oldestPendingAgeSeconds === null ? "None waiting" : formatDuration(outbox.oldestPendingAgeSeconds)
            }
          />
        </Figures>
      </MetricCard>

      <MetricCard title="Scheduled jobs">
        <Figures>
          <Figure label="Waiting" value={formatCount(scheduledJobs.waiting)} />
          <Figure label="Due now" value={formatCount(scheduledJobs.dueNow)} />
          <Figure label="Running" value={formatCount(scheduledJobs.running)} />
          <Figure label="Retrying after a failure" value={formatCount(scheduledJobs.retrying)} />
        </Figures>
        <p className="mt-3 text-xs text-muted">{runner}</p>
      </MetricCard>

      <MetricCard title="Circuit breakers">
        <MetricsTable caption="Circuit breakers by service" head={["Service", "Breaker", "State"]}>
          {data.breakers.map((breaker) => (
            <tr key={`${breaker.service}:${breaker.name ?? "none"}`} className="border-t border-brand-100">
              <th scope="row" className={rowHeaderClass}>
                {SERVICE_LABELS[breaker.service]}
              </th>
              <td className={cn(cellClass, "text-left")}>{breaker.name ?? "—"}</td>
              <td className={cn(cellClass, "text-left whitespace-normal")}>
                <BreakerStatus breaker={breaker} />
                {breaker.note ? <span className="block text-xs text-muted">{breaker.note}</span> : null}
              </td>
            </tr>
          ))}
        </MetricsTable>
        <p className="mt-3 text-xs text-muted">
          Each breaker opens after 5 failures in 5 minutes and tries again after 60 s. States are this process&apos;s.
        </p>
      </MetricCard>

      <MetricCard title="Webhooks processed">
        {data.webhooks.length === 0 ? (
          <Unavailable>No webhook has been processed yet.</Unavailable>
        ) : (
          <MetricsTable caption="Webhooks by provider" head={["Provider", "Last 24 h", "Total", "Latest"]}>
            {data.webhooks.map((row) => (
              <tr key={row.provider} className="border-t border-brand-100">
                <th scope="row" className={rowHeaderClass}>
                  {row.provider}
                </th>
                <td className={cellClass}>{formatCount(row.last24h)}</td>
                <td className={cellClass}>{formatCount(row.total)}</td>
                <td className={cellClass}>{row.lastAt ? formatInstant(row.lastAt) : "—"}</td>
              </tr>
            ))}
          </MetricsTable>
        )}
      </MetricCard>

      <MetricCard title="AI coach usage">
        <Figures>
          <Figure label="Messages today" value={formatCount(ai.messagesToday)} hint={ai.today} />
          <Figure label="Messages, last 7 days" value={formatCount(ai.messagesLast7Days)} />
          <Figure label="People, last 7 days" value={formatCount(ai.peopleLast7Days)} />
        </Figures>
        <p className="mt-3 text-xs text-muted">
          Counted per person&apos;s local day, as the daily limit counts them; &quot;today&quot; is your own day.
        </p>
      </MetricCard>
    </div>
  );
}
