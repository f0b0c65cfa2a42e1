import { db, type Executor } from "@/db/client";

/*
 * Per-request reuse of a few small reads that many parts of one page ask for (issue #34, decision 084): on /dashboard
 * the viewer's partner access was read five times, their name and zone three times and the partner's profile three
 * times, each its own statement, in one request.
 *
 * The scope is React's cache(), installed by lib/auth/guards.ts (lib/data may not import React): one Map per server
 * render, created by the render that first asks and dropped with it. Nothing is kept between requests, and nothing of
 * one request, or person, can reach another; two instances share nothing but PostgreSQL, as before. Outside a render
 * (route handlers, server actions' own code, jobs, tests, scripts) React has no request to scope it to and cache()
 * calls through, so every read goes to the database as it did; until the guards install it, the same.
 */
type RequestScope = () => Map<string, Promise<unknown>>;

let requestScope: RequestScope = () => new Map();

/** For lib/auth/guards.ts: `cache(() => new Map())`, React's per-render memo. */
export function installRequestScope(scope: RequestScope): void {
  requestScope = scope;
}

/**
 * `read()`, or the same read's promise when this render already asked with the same key. Only reads on the pool are
 * shared: inside a transaction a read must see that transaction's own writes and locks, so it always runs.
 */
export function readOncePerRequest<T>(key: string, read: () => Promise<T>, executor: Executor): Promise<T> {
  if (executor !== db()) return read();
  const memo = requestScope();
  const known = memo.get(key);
  if (known) return known as Promise<T>;
  const pending = read();
  memo.set(key, pending);
  // A failed read is not reused: the next part of the page that asks reads again (and shows its own error).
  pending.catch(() => memo.delete(key));
  return pending;
}
