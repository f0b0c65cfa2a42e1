import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";

/*
 * For a bench on the embedded database (bench:import, bench:questions): a throwaway data directory and keys, set in the
 * environment when this module is evaluated, so it must be imported before anything reads the configuration (the
 * bench then imports the app's modules dynamically).
 */
const dir = mkdtempSync(path.join(os.tmpdir(), "attune-bench-"));
Object.assign(process.env, {
  DATA_DIR: dir,
  PGLITE_DATA_DIR: path.join(dir, "pglite"),
  DATA_ENCRYPTION_KEYS: `bench1:${randomBytes(32).toString("base64")}`,
  AUTH_SECRET: randomBytes(32).toString("base64"),
  LOG_LEVEL: "warn",
});

/** Deletes the throwaway data directory (after the database is closed). */
export function removeThrowawayData(): void {
  rmSync(dir, { recursive: true, force: true });
}
