import { coachUsageTotals } from "@/lib/data/coach-usage-stats";
import { outboxFigures } from "@/lib/data/outbox";
import { scheduledJobFigures } from "@/lib/data/scheduled-jobs";
import { withReader } from "@/lib/data/transaction";
import { webhookEventCounts } from "@/lib/data/webhook-events";
import type { BackendModel } from "@/lib/domain/dev-tools-health";
import type { SessionUser } from "@/lib/domain/roles";
import { addDays, localDayKey, MS_PER_DAY } from "@/lib/domain/time";
import { env } from "@/lib/env";
import { breakerStates } from "@/lib/integrations/breakers";

export type { BackendModel };

/** Spec 3 §9 has no window for these; a day is what "is it working today" needs. */
const RECENT_MS = MS_PER_DAY;

/**
 * The Backend tab (issue #19): the outbox and the scheduled jobs as the runner sees them, this process's circuit
 * breakers, webhooks processed per provider, and the coach's use across everyone (totals only). "Today" is the
 * admin's own local day: coach usage is counted per person's local day, so no single zone is exact for everyone.
 */
export async function loadBackendTab({ admin }: { admin: SessionUser }): Promise<BackendModel> {
  const now = new Date();
  const since = new Date(now.getTime() - RECENT_MS);
  const today = localDayKey(now, admin.timeZone);
  const [outbox, scheduledJobs, webhooks, coach] = await withReader((executor) =>
    Promise.all([
      outboxFigures({ now, sentSince: since }, executor),
      scheduledJobFigures(now, executor),
      webhookEventCounts(since, executor),
      coachUsageTotals({ day: today, from: addDays(today, -6), to: today }, executor),
    ]),
  );
  return {
    generatedAt: now.toISOString(),
    jobsInProcess: env().JOBS_IN_PROCESS,
    outbox: {
      pending: outbox.pending,
      dueNow: outbox.dueNow,
      sending: outbox.sending,
      failed: outbox.failed,
      sentLast24h: outbox.sentSince,
      oldestPendingAgeSeconds: outbox.oldestPendingAt
        ? Math.max(0, Math.round((now.getTime() - outbox.oldestPendingAt.getTime()) / 1000))
        : null,
    },
    scheduledJobs,
    breakers: breakerStates().map((breaker) => ({ ...breaker, retryAt: breaker.retryAt?.toISOString() ?? null })),
    webhooks: webhooks.map((row) => ({
      provider: row.provider,
      total: row.total,
      last24h: row.recent,
      lastAt: row.lastAt?.toISOString() ?? null,
    })),
    ai: {
      messagesToday: coach.onDay,
      messagesLast7Days: coach.inRange,
      peopleLast7Days: coach.peopleInRange,
      today,
    },
  };
}
