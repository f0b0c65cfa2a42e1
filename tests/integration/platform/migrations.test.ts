import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { expect, inject, test } from "vitest";
import { connection, connectPglite, connectPostgres, db } from "@/db/client";
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

test("several instances starting together on an empty database: one migrates, the others wait and find it done", async () => {
  const template = inject("databaseTemplate");
  if (template.kind === "pglite") {
    // One process owns a PGlite directory; concurrency here means overlapping calls on one handle.
    const fresh = connectPglite(new PGlite());
    await Promise.all([applyMigrations(fresh), applyMigrations(fresh), applyMigrations(fresh)]);
    const result = await fresh.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    await fresh.close();
    return;
  }
  const name = `attune_test_empty_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const instances = Array.from({ length: 3 }, () =>
    connectPostgres(url.toString(), { poolSize: 3, statementTimeoutMs: 60_000 }),
  );
  try {
    // Without the advisory lock the losers fail on "type already exists"; with it, all three succeed.
    await Promise.all(instances.map((instance) => applyMigrations(instance)));
    const result = await instances[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(journal.entries.length);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
