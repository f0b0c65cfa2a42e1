import { sql } from "drizzle-orm";
import { connection } from "@/db/client";
import { isConnectionFailureCode, toQueryFailure } from "@/db/errors";
import { claimOutageProbe } from "@/db/outage";

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

/**
 * For proxy.ts: whether page requests should be answered 503 because the database is away (decision 026). Free
 * while no outage is open; during one, a single `select 1` every few seconds is what finds the database back, so no
 * page has to render (and log) its way to an error to find out.
 */
export async function isDatabaseAway(): Promise<boolean> {
  const verdict = claimOutageProbe();
  if (verdict === "none") return false;
  if (verdict === "refuse") return true;
  return !(await pingDatabase()).up;
}
