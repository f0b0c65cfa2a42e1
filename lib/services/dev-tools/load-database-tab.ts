import { assessDatabase, percentOf, poolLevel, type DatabaseModel } from "@/lib/domain/dev-tools-health";
import {
  poolFigures,
  serverConnections,
  slowStatements,
  tableFigures,
  transactionTotals,
} from "@/lib/data/database-stats";
import { pingDatabase } from "@/lib/data/health";
import { ratePerSecond } from "@/lib/monitoring/counter-rates";

export type { DatabaseModel };

const EMBEDDED_POOL = "Embedded database (PGlite): one connection, no pool.";
const EMBEDDED_STATS =
  "Unavailable on the embedded database (PGlite): one connection, and its statistics counters do not advance. " +
  "Run on PostgreSQL to see them.";

/**
 * The Database tab (spec 3 "Database tab", issue #19): a timed `select 1` (so every load, and 'Force Health Check',
 * is a health check), this process's pool, the server's connections, transaction and buffer counters, slow
 * statements from pg_stat_statements and the tables' sizes — each figure measured, or marked unavailable with the
 * reason — then the level and recommendations derived from them. Reads run side by side, outside a transaction.
 *
 * Takes no argument: the figures are the same whichever admin asks (the route's guard decided that one may), and a
 * loader with fewer parameters still fits the registry's `(admin: SessionUser) => Promise<Model>`.
 */
export async function loadDatabaseTab(): Promise<DatabaseModel> {
  const ping = await pingDatabase();
  const [connections, transactions, slow, tables] = ping.up
    ? await Promise.all([serverConnections(), transactionTotals(), slowStatements(), tableFigures()])
    : [null, null, null, []];
  const pool = poolFigures();
  const now = Date.now();

  const poolModel: DatabaseModel["pool"] = pool
    ? (() => {
        const active = pool.total - pool.idle;
        const utilisationPercent = percentOf(active, pool.max) ?? 0;
        return { available: true, ...pool, active, utilisationPercent, level: poolLevel(utilisationPercent) };
      })()
    : { available: false, reason: ping.kind === "pglite" ? EMBEDDED_POOL : "No pool." };

  const unavailable = (reason: string) => ({ available: false as const, reason });
  const down = "The database did not answer the health check.";
  const missing = ping.up ? EMBEDDED_STATS : down;

  const transactionsModel: DatabaseModel["transactions"] = transactions
    ? {
        available: true,
        commits: transactions.commits,
        rollbacks: transactions.rollbacks,
        rollbackPercent: percentOf(transactions.rollbacks, transactions.commits + transactions.rollbacks),
        perSecond: ratePerSecond("db.transactions", transactions.commits + transactions.rollbacks, now),
        cacheHitPercent: percentOf(transactions.blocksHit, transactions.blocksHit + transactions.blocksRead),
        statsSince: transactions.statsReset?.toISOString() ?? null,
      }
    : unavailable(missing);

  const slowModel: DatabaseModel["slowQueries"] = slow?.readable
    ? {
        available: true,
        totalCalls: slow.totalCalls,
        slowCalls: slow.slowCalls,
        ratePercent: percentOf(slow.slowCalls, slow.totalCalls),
        statements: slow.statements,
      }
    : unavailable(slow ? slow.reason : down);

  const pingModel: DatabaseModel["ping"] = ping.up
    ? { up: true, latencyMs: ping.latencyMs }
    : { up: false, code: ping.code };

  return {
    generatedAt: new Date(now).toISOString(),
    kind: ping.kind,
    ping: pingModel,
    health: assessDatabase({
      ping: pingModel,
      pool: poolModel.available ? poolModel : null,
      connectionsPercent: connections ? percentOf(connections.used, connections.max) : null,
      rollbackPercent: transactionsModel.available ? transactionsModel.rollbackPercent : null,
      cacheHitPercent: transactionsModel.available ? transactionsModel.cacheHitPercent : null,
      slowQueries: slowModel.available
        ? { ratePercent: slowModel.ratePercent, statements: slowModel.statements.length }
        : null,
      // When the database is down, that is the finding; "not measured" would only repeat it.
      statementsNote: slowModel.available || !ping.up ? null : slowModel.reason,
    }),
    pool: poolModel,
    connections: connections
      ? { available: true, ...connections, percent: percentOf(connections.used, connections.max) }
      : unavailable(missing),
    transactions: transactionsModel,
    slowQueries: slowModel,
    tables,
  };
}
