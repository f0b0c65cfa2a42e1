import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_USE } from "./tests/e2e/support/chromium";

/**
 * The two-instance test (issue #41, decision 077): `npm run test:instances` with TEST_DATABASE_URL set. Its webServer
 * (tests/instances/cluster.ts) starts two production servers and two delivery workers on one PostgreSQL database of
 * its own; the spec drives both servers and reads the database. Apart from playwright.config.ts because that one
 * starts the single e2e server on the embedded database.
 *
 * Evaluated again in every worker: the ports, the run's directory and the database name are chosen once, in the
 * runner, and reach the workers and the cluster through the environment they inherit.
 */
process.env.ATTUNE_INSTANCES_PORTS ??= freePorts(3).join(",");
process.env.ATTUNE_INSTANCES_RUN_DIR ??= path.join(
  os.tmpdir(),
  `attune-instances-${process.pid}-${randomBytes(4).toString("hex")}`,
);
process.env.ATTUNE_INSTANCES_DATABASE ??= `attune_instances_${process.pid}_${randomBytes(4).toString("hex")}`;
const control = `http://127.0.0.1:${process.env.ATTUNE_INSTANCES_PORTS.split(",")[2]}`;
const artifacts = "tests/instances/artifacts";

export default defineConfig({
  testDir: "tests/instances",
  testMatch: "**/*.spec.ts",
  outputDir: `${artifacts}/results`,
  // One cluster, and the tests read what came before them (the outbox test expects the first emails): one at a time.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? `${artifacts}/report.json` }]]
    : [["list"]],
  use: {
    ...CHROMIUM_USE,
  },
  webServer: {
    command: `${path.resolve("node_modules/.bin/tsx")} tests/instances/cluster.ts`,
    url: `${control}/ready`,
    // Two servers migrating and starting on a loaded two-CPU machine, then the seed: 20 s idle, minutes when busy.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});

/** Distinct free loopback ports, found synchronously (the config is not async) by a child holding them all at once. */
function freePorts(count: number): number[] {
  const script = `const net=require('net');const all=[...Array(${count})].map(()=>net.createServer());let n=0;
all.forEach((s)=>s.listen(0,'127.0.0.1',()=>{if(++n===all.length){process.stdout.write(all.map((x)=>x.address().port).join(','));all.forEach((x)=>x.close())}}))`;
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).split(",").map(Number);
}
