import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_USE } from "./tests/e2e/support/chromium";

/**
 * Browser tests (issue #31) against `next start` on the production build, started once per run by the webServer
 * below (tests/e2e/support/server.ts). Unit and integration tests stay on Vitest.
 *
 * The config is evaluated again in every worker; the port and the run's directory are chosen once, in the runner,
 * and reach the workers and the server through the environment they inherit.
 */
process.env.ATTUNE_E2E_PORT ??= String(freePort());
// Only named here: the server makes it and removes it (a run that starts no server, such as --list, leaves nothing).
process.env.ATTUNE_E2E_RUN_DIR ??= path.join(
  os.tmpdir(),
  `attune-e2e-${process.pid}-${randomBytes(4).toString("hex")}`,
);
// Kept after the run (CI points to it on a failure); two runs at once in one checkout should each set their own.
process.env.ATTUNE_E2E_SERVER_LOG ??= path.resolve("tests/e2e/artifacts/server.log");
// The same as tests/e2e/support/base-url.ts, which cannot be imported here: imports run before the port is chosen.
const baseURL = `http://127.0.0.1:${process.env.ATTUNE_E2E_PORT}`;
const artifacts = "tests/e2e/artifacts";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: `${artifacts}/results`,
  // Every test makes its own people (tests/e2e/fixtures.ts), so tests of one file run in parallel too.
  fullyParallel: true,
  // One server and a Chromium per worker share the machine: more workers than CPUs only adds contention. CI's
  // machines have two; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.min(4, os.availableParallelism()))),
  // A retry would hide the very flake this suite is meant to show; a forgotten test.only must not pass CI.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Three times the longest test without a timeout of its own on a host with a CPU hog, so a host twice as slow
  // still passes (issue #42); the slowest tests name their own.
  timeout: 90_000,
  // Web-first assertions retry until this long: only a failure waits it out.
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? `${artifacts}/report.json` }]]
    : [["list"], ["html", { outputFolder: `${artifacts}/report`, open: "never" }]],
  use: {
    baseURL,
    ...CHROMIUM_USE,
  },
  projects: [
    { name: "browser", testIgnore: "**/heavy-downloads.spec.ts" },
    // Times another client's requests against the server's own quiet figure: other tests running meanwhile would be
    // load it mis-measures, so it runs once everything else has finished (and is skipped when something failed).
    { name: "server alone", testMatch: "**/heavy-downloads.spec.ts", dependencies: ["browser"] },
  ],
  webServer: {
    command: `${path.resolve("node_modules/.bin/tsx")} tests/e2e/support/server.ts`,
    url: `${baseURL}/api/health/live`,
    // Build check, migrations, seeding the people pool and the year-long couple: about 15 s on an idle machine, up to
    // two minutes on one loaded ten times over.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
  },
});

/** A free loopback port, found synchronously (the config is not async) by a child that binds port 0. */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}
