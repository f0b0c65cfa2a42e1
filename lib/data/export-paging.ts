import { and, asc, getTableColumns, sql, type SQL, type Table } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "@/db/client";

/** Keyset paging for the data export (lib/data/user-export.ts): a long history is read a page at a time. */

export type ExportRow = Record<string, unknown>;

interface PagedQuery {
  executor: Executor;
  table: PgTable;
  columns: Record<string, AnyPgColumn>;
  where: SQL;
  pageSize: number;
}

/**
 * Pages through rows with a uuid `id` ordered by (time, id). The boundary is compared with the stored row itself,
 * so timestamps keep the microseconds a JS Date would round away.
 */
export async function* pagedByTime(
  query: PagedQuery & { time: AnyPgColumn; id: AnyPgColumn },
): AsyncGenerator<ExportRow> {
  const { executor, table, columns, where, pageSize, time, id } = query;
  let afterId: unknown = null;
  for (;;) {
    const boundary =
      afterId === null
        ? where
        : and(where, sql`(${time}, ${id}) > (select ${time}, ${id} from ${table} where ${id} = ${afterId})`)!;
    const page = (await executor
      .select({ ...columns, __id: id })
      .from(table)
      .where(boundary)
      .orderBy(asc(time), asc(id))
      .limit(pageSize)) as ExportRow[];
    for (const { __id, ...row } of page) {
      void __id;
      yield row;
    }
    if (page.length < pageSize) return;
    afterId = page[page.length - 1]!.__id;
  }
}

/** Pages through rows ordered by key columns whose values round-trip exactly (dates as text, text, uuids). */
export async function* pagedByKey(query: PagedQuery & { keys: AnyPgColumn[] }): AsyncGenerator<ExportRow> {
  const { executor, table, columns, where, pageSize, keys } = query;
  const keyFields = Object.fromEntries(keys.map((key, i) => [`__k${i}`, key]));
  let after: unknown[] | null = null;
  for (;;) {
    const boundary: SQL =
      after === null
        ? where
        : and(
            where,
            sql`(${sql.join(keys, sql`, `)}) > (${sql.join(
              after.map((value) => sql`${value}`),
              sql`, `,
            )})`,
          )!;
    const page = (await executor
      .select({ ...columns, ...keyFields })
      .from(table)
      .where(boundary)
      .orderBy(...keys.map((key) => asc(key)))
      .limit(pageSize)) as ExportRow[];
    for (const row of page) {
      yield Object.fromEntries(Object.entries(row).filter(([name]) => !name.startsWith("__k")));
    }
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = keys.map((_, i) => last[`__k${i}`]);
  }
}

export async function one(table: PgTable, columns: Record<string, AnyPgColumn>, where: SQL, executor: Executor) {
  const [row] = (await executor.select(columns).from(table).where(where).limit(1)) as ExportRow[];
  return row ?? null;
}

type Words<S extends string> = S extends `${infer First} ${infer Rest}` ? First | Words<Rest> : S;

/** Columns by property name, checked at compile time: pick(moods, "id timestamp moodValue"). */
export function pick<T extends Table, S extends string>(
  table: T,
  names: S & (Words<S> extends keyof T["_"]["columns"] ? unknown : never),
): Record<string, AnyPgColumn> {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return Object.fromEntries(names.split(" ").map((name) => [name, columns[name]!]));
}

/** One section of the data export: a single row, or rows read page by page (lib/data/user-export.ts). */
export type ExportSection =
  | { name: string; kind: "object"; read: () => Promise<ExportRow | null> }
  | { name: string; kind: "list"; read: () => AsyncGenerator<ExportRow> };
