import path from "node:path";
import { backupPgliteDir, backupPostgres, BackupError } from "@/db/backup";
import { env } from "@/lib/env";

/*
 * `npm run db:backup [-- <file>]`: the configured database (DATABASE_URL, else the embedded one) to one file, by
 * default backups/attune-<database>-<UTC time>.<dump|tar.gz>. The embedded database must not be open: stop the app and
 * the worker first. Encrypted columns stay encrypted; keep DATA_ENCRYPTION_KEYS apart from the file (db/backup.ts).
 */
const config = env();
const kind = config.DATABASE_URL ? "postgres" : "pglite";
const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "Z");
const file = path.resolve(
  process.argv[2] ?? `backups/attune-${kind}-${stamp}.${kind === "postgres" ? "dump" : "tar.gz"}`,
);
try {
  const bytes = config.DATABASE_URL
    ? await backupPostgres(config.DATABASE_URL, file)
    : await backupPgliteDir(config.PGLITE_DATA_DIR, file);
  console.log(`Backed up the ${kind === "postgres" ? "PostgreSQL" : "embedded"} database to ${file} (${bytes} bytes).`);
  console.log(
    "Notes and other private text stay encrypted in it: keep DATA_ENCRYPTION_KEYS (for the embedded database, " +
      `${path.join(config.DATA_DIR, "secrets.json")}) safe and apart from the backup; without them it cannot be read.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
