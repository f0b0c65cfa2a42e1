import { pingDatabase } from "@/lib/data/health";
import { logger } from "@/lib/logger";

export interface CheckSystemHealthOptions {
  now?: Date;
}

export type SystemHealth =
  | { status: "ok"; time: string; database: { kind: "pglite" | "postgres"; up: true; latencyMs: number } }
  | { status: "unavailable"; time: string; database: { kind: "pglite" | "postgres"; up: false } };

/**
 * Readiness for load balancers and scripts: the app answers and its database does too (liveness, without the
 * database, is /api/health/live). A database that does not answer is a result ("unavailable"), not an error, so the
 * route can say 503 instead of 500 (decision 026).
 */
export async function checkSystemHealth({ now = new Date() }: CheckSystemHealthOptions = {}): Promise<SystemHealth> {
  const time = now.toISOString();
  const ping = await pingDatabase();
  if (ping.up) return { status: "ok", time, database: ping };
  // Connection failures are logged once per outage where they happen; anything else (a timeout, a permission
  // change) would otherwise go unexplained. The failure code stays in the log: the endpoint is public.
  if (!ping.unreachable) logger.warn("health.database_failed", { code: ping.code });
  return { status: "unavailable", time, database: { kind: ping.kind, up: false } };
}
