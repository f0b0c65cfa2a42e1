import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectPglite, connectPostgres } from "@/db/client";
import { applyMigrations } from "@/db/migrate";

// Per run, so two suites on one server (two developers, or CI beside a developer) never drop each other's template.
export const TEMPLATE_DB = `attune_test_template_${process.pid}`;

/**
 * Migrates once, then every test file starts from a copy: a PGlite data-dir dump, or a PostgreSQL database created
 * from a template. Copies are cheap and fully isolated.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const conn = connectPostgres(templateUrl.toString(), { poolSize: 2, statementTimeoutMs: 60_000 });
    await applyMigrations(conn);
    await conn.close();
    project.provide("databaseTemplate", { kind: "postgres", url, template: TEMPLATE_DB });
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await cleanup.end();
    };
  }
  const conn = connectPglite(new PGlite());
  await applyMigrations(conn);
  const dump = await conn.pglite!.dumpDataDir("none");
  const file = path.join(os.tmpdir(), `attune-pglite-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await conn.close();
  project.provide("databaseTemplate", { kind: "pglite", file });
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: { kind: "pglite"; file: string } | { kind: "postgres"; url: string; template: string };
  }
}
