import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { connectPglite, connectPostgres, useConnection, type Connection } from "@/db/client";

// One fresh database per test file (see global-db.ts).
let conn: Connection | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const template = inject("databaseTemplate");
  if (template.kind === "pglite") {
    const dump = await readFile(template.file);
    conn = connectPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  } else {
    const name = `attune_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.template}`);
    await admin.end();
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    conn = connectPostgres(url.toString(), { poolSize: 5, statementTimeoutMs: 30_000 });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: template.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  useConnection(conn);
});

afterAll(async () => {
  useConnection(undefined);
  await conn?.close();
  await dropDatabase?.();
});
