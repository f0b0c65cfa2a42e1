import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/*
 * Backups of either database (issue #41): PostgreSQL through the machine's pg_dump and pg_restore in their custom
 * format, the embedded database as PGlite's own dump of its data directory (a gzipped tarball). What is backed up is
 * the rows as stored: notes and other encrypted columns stay ciphertext, so a backup is readable only with the
 * DATA_ENCRYPTION_KEYS of the server that wrote it (README, "Backups"). The keys are never put in a backup: a stolen
 * backup file alone reveals no note.
 *
 * A restore goes into an EMPTY database only (a PostgreSQL database with no tables, or a data directory that does not
 * exist or is empty), so it can never overwrite or merge into live data; the app applies any newer migrations when it
 * starts on the restored database.
 */

const run = promisify(execFile);

export class BackupError extends Error {}

/** PGlite keeps postmaster.pid in its data directory while a process has it open. */
function pgliteInUse(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "postmaster.pid"));
}

/** Dumps an open embedded database to `file`; returns its size in bytes. */
export async function dumpPglite(client: PGlite, file: string): Promise<number> {
  // dumpDataDir on a client still starting never settles (PGlite 0.5): wait until it is ready.
  await client.waitReady;
  const dump = await client.dumpDataDir("gzip");
  const bytes = Buffer.from(await dump.arrayBuffer());
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return bytes.length;
}

/** Backs up the embedded database in `dataDir`, which no app or worker may have open (it would change under us). */
export async function backupPgliteDir(dataDir: string, file: string): Promise<number> {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new BackupError(`No embedded database in ${dataDir}: nothing to back up.`);
  }
  if (pgliteInUse(dataDir)) {
    throw new BackupError(
      `The embedded database in ${dataDir} is open (postmaster.pid): stop the app and the worker, then back up.`,
    );
  }
  const client = new PGlite(dataDir);
  try {
    return await dumpPglite(client, file);
  } finally {
    await client.close();
  }
}

/** Restores a dump of the embedded database into `dataDir`, which must not exist or be empty. */
export async function restorePgliteDir(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new BackupError(`${dataDir} is not empty: restore into an empty data directory (move the old one aside).`);
  }
  await mkdir(dataDir, { recursive: true });
  const dump = await readFile(file);
  const client = new PGlite(dataDir, { loadDataDir: new Blob([dump]) });
  try {
    await client.waitReady;
    await client.query("select 1");
  } finally {
    await client.close();
  }
}

/** Where a failed pg_dump or pg_restore says why: its stderr, without the connection string. */
function toolFailure(tool: string, error: unknown): BackupError {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return new BackupError(`${tool} failed${stderr ? `: ${stderr}` : ""}`);
}

/** pg_dump in the custom format, without owners or privileges (so it restores under any role). */
export async function backupPostgres(url: string, file: string): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`]);
  } catch (error) {
    throw toolFailure("pg_dump", error);
  }
  return (await stat(file)).size;
}

/** pg_restore into the database at `url`, which must hold no table yet; stops at the first error. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0]!.n > 0) {
      throw new BackupError("The target database has tables: restore into an empty database (createdb a new one).");
    }
  } finally {
    await client.end();
  }
  try {
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${url}`, file]);
  } catch (error) {
    throw toolFailure("pg_restore", error);
  }
}
