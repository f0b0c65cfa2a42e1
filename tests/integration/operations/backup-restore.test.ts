import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import {
  BackupError,
  backupPgliteDir,
  backupPostgres,
  dumpPglite,
  restorePgliteDir,
  restorePostgres,
} from "@/db/backup";
import { connectPglite, connectPostgres, connection, db, type Connection, type Database } from "@/db/client";
import * as schema from "@/db/schema";
import { newUsers } from "@/tests/helpers/db-fixtures";

/*
 * Issue #41: a backup of a populated database restores into an empty one with every table's rows and a note that
 * still decrypts. Runs on whichever database the suite has: the embedded one (npm test) through PGlite's data-dir
 * dump, PostgreSQL (npm run test:pg) through pg_dump and pg_restore.
 */

/** Each test opens, dumps and loads whole databases, several seconds each on a loaded machine: a budget, not a bet. */
const WHOLE_DATABASES = { timeout: 240_000 };

const NOTE = "Walked by the river; felt lighter — ünïcödé, emoji 🌿, and a comma, too";
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every table's row count, by name. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await database.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row!.n;
  }
  return counts;
}

let workDir: string;
let moodId: string;
let before: Record<string, number>;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "attune-backup-"));
  const [alex, sam] = await newUsers(2);
  const [mood] = await db()
    .insert(schema.moods)
    .values([
      { userId: alex, moodValue: 2, contextNotes: NOTE },
      { userId: sam, moodValue: -1, contextNotes: null },
    ])
    .returning({ id: schema.moods.id });
  moodId = mood!.id;
  before = await rowCounts(db());
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** The restored database holds the same rows, the note decrypts, and the stored value is still ciphertext. */
async function expectSameRows(restored: Database) {
  expect(await rowCounts(restored)).toEqual(before);
  expect(before.users).toBe(2);
  expect(before.moods).toBe(2);
  const [mood] = await restored
    .select({ notes: schema.moods.contextNotes })
    .from(schema.moods)
    .where(eq(schema.moods.id, moodId));
  expect(mood!.notes).toBe(NOTE);
  const raw = await restored.execute<{ stored: string }>(
    sql`select context_notes as stored from moods where id = ${moodId}`,
  );
  expect(JSON.stringify(raw)).not.toContain("river");
}

// Which database the suite runs on, known before any test has its connection (connection() here would open the
// environment's own database).
const template = inject("databaseTemplate");

describe.runIf(template.kind === "pglite")("the embedded database", () => {
  test(
    "a dump restores into an empty data directory with every row, and the note decrypts",
    WHOLE_DATABASES,
    async () => {
      const file = path.join(workDir, "embedded.tar.gz");
      expect(await dumpPglite(connection().pglite!, file)).toBeGreaterThan(0);
      const dataDir = path.join(workDir, "restored");
      await restorePgliteDir(file, dataDir);
      const restored: Connection = connectPglite(new PGlite(dataDir));
      try {
        await expectSameRows(restored.db);
      } finally {
        await restored.close();
      }
      // Closed again: the restored directory is free for the backup command, which refuses a directory in use.
      expect(existsSync(path.join(dataDir, "postmaster.pid"))).toBe(false);
      const again = path.join(workDir, "again.tar.gz");
      expect(await backupPgliteDir(dataDir, again)).toBeGreaterThan(0);
    },
  );

  test("never restores over data, never backs up an open or missing database", WHOLE_DATABASES, async () => {
    const file = path.join(workDir, "refused.tar.gz");
    await dumpPglite(connection().pglite!, file);
    const occupied = path.join(workDir, "occupied");
    await restorePgliteDir(file, occupied);
    await expect(restorePgliteDir(file, occupied)).rejects.toThrow(/is not empty/);

    const open = new PGlite(occupied);
    await open.waitReady;
    try {
      await expect(backupPgliteDir(occupied, path.join(workDir, "x.tar.gz"))).rejects.toThrow(/is open/);
    } finally {
      await open.close();
    }
    await expect(backupPgliteDir(path.join(workDir, "nowhere"), file)).rejects.toBeInstanceOf(BackupError);
  });
});

describe.runIf(template.kind === "postgres")("PostgreSQL", () => {
  const admin = async (statement: string) => {
    if (template.kind !== "postgres") throw new Error("not on PostgreSQL");
    const client = new pg.Client({ connectionString: template.url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => {
    if (template.kind !== "postgres") throw new Error("not on PostgreSQL");
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const sourceUrl = () => (connection().pool!.options as { connectionString: string }).connectionString;

  test("pg_dump restores into an empty database with every row, and the note decrypts", WHOLE_DATABASES, async () => {
    const file = path.join(workDir, "postgres.dump");
    expect(await backupPostgres(sourceUrl(), file)).toBeGreaterThan(0);
    const name = `attune_restore_${process.pid}_${Date.now()}`;
    await admin(`create database ${name}`);
    const restored = connectPostgres(urlOf(name), { poolSize: 2, statementTimeoutMs: 30_000 });
    try {
      await restorePostgres(file, urlOf(name));
      await expectSameRows(restored.db);
      // Restoring again would merge into live rows: refused.
      await expect(restorePostgres(file, urlOf(name))).rejects.toThrow(/has tables/);
    } finally {
      await restored.close();
      await admin(`drop database if exists ${name} with (force)`);
    }
  });

  test("a broken file fails with pg_restore's reason", WHOLE_DATABASES, async () => {
    const file = path.join(workDir, "broken.dump");
    await writeFile(file, "not a dump");
    const name = `attune_broken_${process.pid}_${Date.now()}`;
    await admin(`create database ${name}`);
    try {
      await expect(restorePostgres(file, urlOf(name))).rejects.toThrow(/^pg_restore failed/);
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
