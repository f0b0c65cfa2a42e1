import { sql } from "drizzle-orm";
import { PgPreparedQuery } from "drizzle-orm/pg-core";
import { expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findQuestionDays } from "@/lib/data/question-days";
import { readQuestionDays } from "@/lib/services/questions/read-question-days";
import { couple } from "../../helpers/couples";

/**
 * The question read is one indexed lookup (issue #37, decision 068): the viewer's rows of today and yesterday and the
 * partner's copies come in one statement, and both sides are found through the (user_id, day) unique index. The
 * statement findQuestionDays sends is captured and EXPLAINed with sequential scans off, so the plan shows what the
 * index serves whatever the table's size in this test.
 */
test("the question read is one statement over the (user_id, day) index, for the viewer and the partner", async () => {
  const { viewer } = await couple();
  await readQuestionDays({ userId: viewer, timeZone: "UTC", now: new Date("2026-11-29T12:00:00Z") });
  const access = await resolvePartnerAccess(viewer, db());

  // Every statement drizzle sends passes PgPreparedQuery#queryWithCache (db/client.ts wraps it too).
  const spy = vi.spyOn(
    PgPreparedQuery.prototype as unknown as { queryWithCache: (sql: string, params: unknown[]) => Promise<unknown> },
    "queryWithCache",
  );
  const rows = await findQuestionDays(viewer, access, ["2026-11-29", "2026-11-28"], db());
  const sent = spy.mock.calls.map(([text, params]) => ({ text, params }));
  spy.mockRestore();
  expect(rows).toHaveLength(1);
  expect(rows[0]!.partner).not.toBeNull();
  expect(sent).toHaveLength(1);

  // The same statement with its parameters written in (ids and dates only, checked before they are).
  const { text, params } = sent[0]!;
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = String(params[Number(n) - 1]);
    if (!/^[0-9a-f-]{10,36}$/i.test(value)) throw new Error(`unexpected parameter ${value}`);
    return `'${value}'`;
  });
  const plan = await db().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql.raw(`explain ${inlined}`));
    return (result as unknown as { rows: { "QUERY PLAN": string }[] }).rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
  // Each side an index scan of question_days: the (user_id, day) index for the viewer's rows; for the partner's copies
  // PostgreSQL may pick the partner_id index instead (PGlite picks the unique one), both indexed lookups.
  expect(plan.match(/Index (?:Only )?Scan(?: Backward)? using question_days_\w+/g)).toHaveLength(2);
  expect(plan).toMatch(/using question_days_user_day_unique on question_days /);
  expect(plan).not.toMatch(/Seq Scan/);
});
