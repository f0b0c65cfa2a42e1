import { PgPreparedQuery } from "drizzle-orm/pg-core";
import { vi } from "vitest";

/**
 * One statement a piece of code ran: its SQL, its parameters, how many rows came back, and how many records those
 * rows hold (a read that returns its records as one JSON array, as the daily rollups' do, counts its elements).
 */
export interface LoggedQuery {
  sql: string;
  params: unknown[];
  rows: number;
  records: number;
}

function recordsIn(rows: unknown[]): number {
  if (rows.length !== 1) return rows.length;
  const [only] = Object.values(rows[0] as object) as unknown[];
  if (typeof only !== "string" || !only.startsWith("[")) return 1;
  try {
    const parsed: unknown = JSON.parse(only);
    return Array.isArray(parsed) ? parsed.length : 1;
  } catch {
    return 1;
  }
}

/**
 * Runs `fn` and returns what it asked the database, statement by statement. Every query of both drivers passes
 * through PgPreparedQuery.queryWithCache (db/client.ts installQueryFailures), so nothing slips past this.
 */
export async function logQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: LoggedQuery[] }> {
  const prototype = PgPreparedQuery.prototype as unknown as {
    queryWithCache: (sql: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
  };
  const spy = vi.spyOn(prototype, "queryWithCache");
  try {
    const result = await fn();
    const queries: LoggedQuery[] = [];
    for (const [i, [sql, params]] of spy.mock.calls.entries()) {
      const outcome = spy.mock.results[i];
      const value = outcome?.type === "return" ? await (outcome.value as Promise<unknown>).catch(() => null) : null;
      const rows = (value as { rows?: unknown[] } | null)?.rows;
      const list = Array.isArray(rows) ? rows : [];
      queries.push({ sql, params, rows: list.length, records: recordsIn(list) });
    }
    return { result, queries };
  } finally {
    spy.mockRestore();
  }
}

/** The tables a statement names (quoted, as drizzle writes them, or bare after from/join/into/update). */
export function tablesOf(sql: string): Set<string> {
  const names = new Set<string>();
  for (const match of sql.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi)) names.add(match[1]!.toLowerCase());
  return names;
}
