/**
 * `npm run bench:questions` — issue #37's figure: the question read is one indexed lookup, so its cost does not grow
 * with a couple's history. A linked couple gets their question set day by day for 400 days (the service that sets a
 * date's question for both, as their first read of each date does), then today's read is timed against a bare
 * `select 1` on the same embedded database (PGlite, a fresh data directory), so a loaded machine moves both alike.
 *
 * Prints the rows in question_days, the median and 95th percentile of the read (the statement alone with 10 and with
 * 400 days of history, and the page's whole read: partner access, the partner's name and the statement) and of
 * `select 1`, and their ratio.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { removeThrowawayData } from "./bench/throwaway-embedded";

const DAYS = 400;
const SHORT_DAYS = 10;
const RUNS = 300;
const ZONE = "Europe/London";

const { sql } = await import("drizzle-orm");
const { connection, db } = await import("@/db/client");
const { applyMigrations } = await import("@/db/migrate");
const { resolvePartnerAccess } = await import("@/lib/data/partner-access");
const { findQuestionDays } = await import("@/lib/data/question-days");
const { inTransaction } = await import("@/lib/data/transaction");
const { insertAccount } = await import("@/lib/data/users");
const { addDays, localDayKey, MS_PER_DAY } = await import("@/lib/domain/time");
const { readQuestionDays } = await import("@/lib/services/questions/read-question-days");
const { linkSharingCouple } = await import("./linked-couple");

/** Median and 95th percentile, in ms, of `runs` sequential calls. */
async function timed(work: () => Promise<unknown>, runs = RUNS): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(runs / 2)]!, p95: samples[Math.floor(runs * 0.95)]! };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

try {
  const conn = connection();
  await applyMigrations(conn);
  const now = new Date();
  const [alex, sam] = await inTransaction(async (tx) => {
    const ids: string[] = [];
    for (const name of ["Alex", "Sam"]) {
      const account = { email: `${name.toLowerCase()}@bench.attune.local`, passwordHash: "!", displayName: name };
      ids.push((await insertAccount({ ...account, phone: null, timezone: ZONE }, tx)).id);
    }
    await linkSharingCouple(tx, {
      inviterId: ids[0]!,
      partnerId: ids[1]!,
      partnerEmail: "sam@bench.attune.local",
      at: now,
    });
    return ids as [string, string];
  });

  // Each date's first read sets the couple's question, as it does in the app: first the last ten days, timed, then the
  // 390 before them, timed again: an indexed lookup costs the same with 20 rows as with 800.
  const setDay = (day: number) =>
    readQuestionDays({
      userId: day % 2 === 0 ? alex : sam,
      timeZone: ZONE,
      now: new Date(now.getTime() - day * MS_PER_DAY),
    });
  const today = localDayKey(now, ZONE);
  const access = await resolvePartnerAccess(alex, db());
  const read = () => findQuestionDays(alex, access, [today, addDays(today, -1)], db());
  for (let day = SHORT_DAYS - 1; day >= 0; day--) await setDay(day);
  const short = await timed(read);
  for (let day = DAYS - 1; day >= SHORT_DAYS; day--) await setDay(day);
  const counted = await db().execute(sql`select count(*)::int as n from question_days`);
  const [{ n }] = (counted as unknown as { rows: [{ n: number }] }).rows;

  const statement = await timed(read);
  const page = await timed(() => readQuestionDays({ userId: alex, timeZone: ZONE, now }));
  const bare = await timed(() => db().execute(sql`select 1`));

  console.log(`bench:questions — a couple with ${DAYS} days of questions (${n} rows in question_days), PGlite`);
  console.log(`  machine load ${os.loadavg()[0]!.toFixed(1)} (1-minute average; ${os.cpus().length} CPUs)`);
  console.log(`  ${"".padEnd(44)}${"median".padStart(10)}${"p95".padStart(12)}${"÷ select 1".padStart(14)}`);
  for (const [label, figures] of [
    ["select 1 (the bare round trip)", bare],
    [`the question read, ${SHORT_DAYS} days of history`, short],
    [`the question read, ${DAYS} days (one statement)`, statement],
    ["the page's whole read (access, name, read)", page],
  ] as const) {
    const ratio = (figures.p50 / bare.p50).toFixed(1);
    console.log(
      `  ${label.padEnd(44)}${ms(figures.p50).padStart(10)}${ms(figures.p95).padStart(12)}${`×${ratio}`.padStart(14)}`,
    );
  }
} finally {
  await connection().close();
  removeThrowawayData();
}
