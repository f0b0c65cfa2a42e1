import path from "node:path";
import { BackupError, restorePgliteDir, restorePostgres } from "@/db/backup";
import { env } from "@/lib/env";

/*
 * `npm run db:restore -- <file>`: a file from `npm run db:backup` into the configured database, which must be empty
 * (a new PostgreSQL database, or an embedded data directory that does not exist yet). The app applies any newer
 * migrations when it starts. It reads the notes only with the DATA_ENCRYPTION_KEYS of the server that wrote them.
 */
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- <backup file>");
  process.exit(2);
}
const config = env();
try {
  if (config.DATABASE_URL) await restorePostgres(path.resolve(file), config.DATABASE_URL);
  else await restorePgliteDir(path.resolve(file), config.PGLITE_DATA_DIR);
  console.log(
    `Restored ${file} into the ${config.DATABASE_URL ? "PostgreSQL" : `embedded (${config.PGLITE_DATA_DIR})`} database.`,
  );
  console.log(
    "Start the app with the DATA_ENCRYPTION_KEYS of the server that made the backup (for the embedded database, its " +
      `secrets.json in place of ${path.join(config.DATA_DIR, "secrets.json")}): other keys cannot read the notes.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
