import { recordAuditEvent } from "@/lib/data/admin-audit";
import { inTransaction } from "@/lib/data/transaction";
import { clearRequestMetrics, requestTotals } from "@/lib/monitoring/request-metrics";
import { clearWebVitals, webVitalsSummary } from "@/lib/monitoring/web-vitals";

export interface ClearedPerformanceData {
  requestSamples: number;
  webVitals: number;
}

/**
 * 'Clear performance data' (spec 3 Performance tab, issue #19): forgets this process's request latencies and Web
 * Vitals, and records it in the audit trail (decision 043). The entry is committed first and the figures cleared
 * after: memory cannot take part in a transaction, and a clear that failed to be audited must not happen at all.
 */
export async function clearPerformanceData({ actorId }: { actorId: string }): Promise<ClearedPerformanceData> {
  const before = { requestSamples: (await requestTotals()).count, webVitals: webVitalsSummary().events };
  await inTransaction((tx) => recordAuditEvent({ actorId, action: "performance_data_cleared", detail: before }, tx));
  return { requestSamples: await clearRequestMetrics(), webVitals: clearWebVitals() };
}
