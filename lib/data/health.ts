import { sql } from "drizzle-orm";
import { connection } from "@/db/client";

/** Round-trip time of a trivial query, in milliseconds. */
export async function pingDatabase(): Promise<{ kind: "pglite" | "postgres"; latencyMs: number }> {
  const conn = connection();
  const started = performance.now();
  await conn.db.execute(sql`select 1`);
  return { kind: conn.kind, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
}
