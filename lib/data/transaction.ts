import { db, type Executor } from "@/db/client";

export type { Executor };

/** Services compose several lib/data calls atomically through this; nothing outside lib/data sees the client. */
export function inTransaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
  return db().transaction(fn);
}

/** PostgreSQL's unique_violation, raised the same way by PGlite and node-postgres. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string } | undefined;
  return pgError?.code === "23505" && (!constraint || pgError.constraint === constraint);
}
