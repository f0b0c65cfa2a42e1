import { sql } from "drizzle-orm";
import { connection } from "@/db/client";
import { isConnectionFailureCode, toQueryFailure } from "@/db/errors";

export type DatabasePing =
  | { kind: "pglite" | "postgres"; up: true; latencyMs: number }
  /** `code` is the failure's SQLSTATE/errno (db/errors.ts); `unreachable` when it is a connection failure. */
  | { kind: "pglite" | "postgres"; up: false; code: string; unreachable: boolean };

/**
 * Round-trip time of a trivial query, in milliseconds; or, when the query fails for any reason, that the database is
 * down and why — a health check reports, it does not throw. (A connection failure was already logged, once per
 * outage, by the query wrapper in db/client.ts.)
 */
export async function pingDatabase(): Promise<DatabasePing> {
  const conn = connection();
  const started = performance.now();
  try {
    await conn.db.execute(sql`select 1`);
  } catch (error) {
    const { code } = toQueryFailure(error, "select");
    return { kind: conn.kind, up: false, code, unreachable: isConnectionFailureCode(code) };
  }
  return { kind: conn.kind, up: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
}
