import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { connection, db } from "@/db/client";
import { applyMigrations, MIGRATIONS_FOLDER } from "@/db/migrate";

async function appliedMigrations(): Promise<number> {
  const result = await db().execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

async function publicTables(): Promise<number> {
  const result = await db().execute(
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  );
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

test("applying migrations to a migrated database is a no-op", async () => {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const before = await appliedMigrations();
  const tables = await publicTables();
  expect(before).toBe(journal.entries.length);

  await applyMigrations(connection());
  await applyMigrations(connection());

  expect(await appliedMigrations()).toBe(before);
  expect(await publicTables()).toBe(tables);
});
