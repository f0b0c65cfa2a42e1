import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

/**
 * Issue #11, faults 7 and 11: `npm run start` in production with a bad configuration must end with exit code 1 and the
 * message naming the problem — not print "Ready" and answer every request with a 500. The production build under
 * test is the one the suite's webServer serves (tests/e2e/support/server.ts); these start a second server on it that
 * must refuse to run. No browser: the server is asked over plain HTTP.
 */
const root = path.resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Outcome {
  code: number | null;
  output: string;
  /** HTTP statuses answered while the process was alive (there must be none). */
  answered: number[];
}

/**
 * `npm run start`'s own command (scripts/start.mjs, which runs the standalone server, decision 077). `bind`: the -H
 * argument; null starts it without one, listening on every interface.
 */
async function startWith(env: Record<string, string>, bind: string | null = "127.0.0.1"): Promise<Outcome> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "attune-start-"));
  const args = ["scripts/start.mjs", "-p", String(port), ...(bind === null ? [] : ["-H", bind])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  // "close", not "exit": the process has ended and everything it wrote has been read.
  let code: number | null | undefined;
  child.once("close", (exitCode) => (code = exitCode));
  const answered: number[] = [];
  try {
    // Knock while it starts, until it has ended: a server that refuses to run must never answer.
    await expect
      .poll(
        async () => {
          if (code !== undefined) return true;
          try {
            const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
            answered.push(response.status);
            await response.body?.cancel();
          } catch {
            // Not listening yet, or gone: what we want.
          }
          return code !== undefined;
        },
        { message: "the server ended", intervals: [100], timeout: 60_000 },
      )
      .toBe(true);
  } finally {
    // Only if it did not end by itself (the fault under test): no server may outlive its test.
    if (code === undefined) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { code: code ?? null, output, answered };
}

const secrets = () => ({
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  DATA_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString("base64")}`,
});

test.describe("production refuses to start on a bad configuration", () => {
  test("without AUTH_SECRET and DATA_ENCRYPTION_KEYS", async () => {
    const { code, output, answered } = await startWith({ APP_URL: "http://127.0.0.1:3000" });
    expect(code).toBe(1);
    expect(output).toContain("AUTH_SECRET: required in production");
    expect(output).toContain("DATA_ENCRYPTION_KEYS: required in production");
    expect(answered).toEqual([]);
  });

  test("with the dev mailbox open on a public URL", async () => {
    const { code, output, answered } = await startWith({
      ...secrets(),
      APP_URL: "https://attune.example",
      DEV_MAILBOX: "true",
    });
    expect(code).toBe(1);
    expect(output).toContain("DEV_MAILBOX: must be off in production unless APP_URL is a loopback address");
    expect(answered).toEqual([]);
  });

  // Issue #30: "loopback only" was checked on APP_URL, while `next start` listened on every interface.
  for (const tool of ["DEV_MAILBOX", "FAULT_INJECTION"]) {
    test(`with ${tool} on a server listening on every interface, even with a loopback APP_URL`, async () => {
      const { code, output, answered } = await startWith(
        { ...secrets(), APP_URL: "http://127.0.0.1:3000", [tool]: "true" },
        null,
      );
      expect(code).toBe(1);
      expect(output).toContain(
        `${tool}: in production only on a server bound to loopback (start it with -H 127.0.0.1)`,
      );
      expect(answered).toEqual([]);
    });
  }

  test("on a public URL other than the one its prerendered pages were built for", async () => {
    // The build under test was made without APP_URL, so its legal pages link to http://localhost:3000 (decision 044).
    const { code, output, answered } = await startWith({ ...secrets(), APP_URL: "https://attune.example" });
    expect(code).toBe(1);
    expect(output).toContain("APP_URL: the prerendered public pages (/terms, /privacy, …) were built for");
    expect(output).toContain("APP_URL=https://attune.example npm run build");
    expect(answered).toEqual([]);
  });
});
