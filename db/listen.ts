import pg from "pg";
import { connection, type Connection } from "./client";

/** Stops listening (and, on PostgreSQL, closes the listening connection). */
export type Unlisten = () => Promise<void>;

export interface ListenOptions {
  /** After a lost PostgreSQL connection is back and listening again: what was announced meanwhile was missed. */
  onReconnect?: () => void;
  conn?: Connection;
}

const RECONNECT_BASE_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on `channel` and call `onPayload` with each NOTIFY payload. The caller keeps ONE of these per process and
 * fans out in memory (lib/live-events/hub.ts): a connection per browser would exhaust the database.
 *
 * PGlite runs in this process, so it listens in place. PostgreSQL gets a client of its own, outside the pool: a
 * LISTEN lasts as long as its session, and a pooled client goes back to others. If that connection drops (a restart,
 * a failover) it reconnects with a growing delay, listens again, and calls `onReconnect`. LISTEN needs a session, so
 * it does not work through a transaction-pooling proxy such as PgBouncer in transaction mode: point DATABASE_URL at
 * PostgreSQL itself or a session-mode pool.
 */
export async function listen(
  channel: string,
  onPayload: (payload: string) => void,
  { onReconnect, conn = connection() }: ListenOptions = {},
): Promise<Unlisten> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  if (conn.kind === "pglite") return conn.pglite!.listen(channel, onPayload);

  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(conn.pool!.options);
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners();
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
  };

  const retry = () => {
    if (closed) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt++);
    timer = setTimeout(() => {
      connect().then(() => onReconnect?.(), retry);
    }, delay);
    timer.unref();
  };

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    which.removeAllListeners();
    which.on("error", () => undefined);
    which.end().catch(() => undefined);
    retry();
  }

  // A database that is away at start is an outage like any other: keep trying rather than fail the caller.
  await connect().catch(retry);

  return async () => {
    closed = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      current.on("error", () => undefined);
      await current.end().catch(() => undefined);
    }
  };
}
