import { count, gte, max, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { processedWebhookEvents } from "@/db/schema";

/**
 * processed_webhook_events as figures, for the Backend tab (issue #19). Rows are written by the webhook handlers
 * (lib/data/subscriptions.ts, once per event id); this module only reads them.
 */

export interface WebhookCounts {
  provider: string;
  total: number;
  /** Processed at or after `since`. */
  recent: number;
  lastAt: Date | null;
}

/** Per provider: every event processed, those since `since`, and the latest. */
export async function webhookEventCounts(since: Date, executor: Executor = db()): Promise<WebhookCounts[]> {
  const rows = await executor
    .select({
      provider: processedWebhookEvents.provider,
      total: count(),
      recent: sql<number>`count(*) filter (where ${gte(processedWebhookEvents.processedAt, since)})`.mapWith(Number),
      lastAt: max(processedWebhookEvents.processedAt),
    })
    .from(processedWebhookEvents)
    .groupBy(processedWebhookEvents.provider)
    .orderBy(processedWebhookEvents.provider);
  return rows.map((row) => ({ ...row, lastAt: row.lastAt ? new Date(row.lastAt) : null }));
}
