import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { db } from "@/db/client";
import { users } from "@/db/schema";

/** PostgreSQL SQLSTATE codes the constraint tests expect. */
export const CHECK_VIOLATION = "23514";
export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
/** Raised for a value outside an enum's list (invalid_text_representation). */
export const INVALID_TEXT = "22P02";

export interface DbError {
  code?: string;
  constraint?: string;
}

/** Constraint violations surface as a QueryFailure (db/errors.ts) carrying the SQLSTATE and the constraint name. */
function dbError(error: unknown): DbError {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  while (current) {
    if (typeof current.code === "string") return current as DbError;
    current = current.cause as typeof current;
  }
  throw new Error(`not a database error: ${String(error)}`);
}

/**
 * Expects the database to reject `work` with SQLSTATE `code` and, when given, the named constraint (or one of
 * several names, when either of two guards may fire first).
 */
export async function rejects(work: Promise<unknown>, code: string, constraint?: string | string[]): Promise<void> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "expected the database to reject the statement").toBeDefined();
  const cause = dbError(error);
  expect(cause.code).toBe(code);
  if (constraint) expect([constraint].flat()).toContain(cause.constraint);
}

/** Inserts a bare user (no profile, no password) with a unique `${label}-…@example.com` address; returns its id. */
export async function newUser(label = "u"): Promise<string> {
  const [row] = await db()
    .insert(users)
    .values({ email: `${label}-${randomUUID()}@example.com` })
    .returning({ id: users.id });
  return row!.id;
}

type Ids<N extends number, Acc extends string[] = []> = Acc["length"] extends N ? Acc : Ids<N, [...Acc, string]>;

/** `count` bare users, created one after another; destructure as `const [a, b, c] = await newUsers(3)`. */
export async function newUsers<N extends 1 | 2 | 3 | 4>(count: N): Promise<Ids<N>> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await newUser());
  return ids as Ids<N>;
}

/** The id of the single row an `insert ... returning` produced. */
export async function insertedId(rows: PromiseLike<{ id: string }[]>): Promise<string> {
  return (await rows)[0]!.id;
}
