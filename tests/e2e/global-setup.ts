import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { generateVapidKeyPair } from "@/lib/integrations/push";
import { startStripeStub } from "../helpers/stripe-stub";

const root = fileURLToPath(new URL("../..", import.meta.url));
const artifactsDir = path.join(root, "tests/e2e/artifacts");
const STARTUP_TIMEOUT_MS = 90_000;

/**
 * Serves the production build with `next start` on a free port and a fresh, empty data directory, so every run
 * starts from a blank embedded database (the app migrates it on start) with throwaway secrets.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, ".next/BUILD_ID"))) {
    throw new Error("E2E tests need a production build (.next/BUILD_ID is missing): run npm run build first.");
  }
  if (!existsSync("/usr/bin/chromium")) {
    throw new Error("E2E tests drive Debian's Chromium (/usr/bin/chromium): run apt-get install -y chromium first.");
  }
  mkdirSync(artifactsDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "attune-e2e-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(artifactsDir, "server.log");
  const log = openSync(logFile, "w");
  // Payments on, against a local Stripe stand-in: the funnel's plan page hands the browser to its payment page, and
  // its events come back to the webhook, as they would from Stripe (issue #18).
  const stripe = await startStripeStub({ prices: { price_e2e_monthly: "month", price_e2e_annual: "year" } });
  stripe.webhookUrl = `${baseURL}/api/webhooks/stripe`;

  const serverEnv = {
    ...inherited(),
    NODE_ENV: "production" as const,
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_ENCRYPTION_KEYS: `e2e1:${randomBytes(32).toString("base64")}`,
    LOG_LEVEL: "warn",
    // The journey tests read verification and reset links from the dev mailbox, as a developer would.
    DEV_MAILBOX: "true",
    // Lets a test fail named reads to see the cards' error states (the attune-faults cookie, decision 032).
    FAULT_INJECTION: "true",
    // Push on, as a self-hoster would configure it (in production nothing is generated): Settings offers the switch.
    ...vapidEnv(generateVapidKeyPair()),
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_PRICE_MONTHLY: "price_e2e_monthly",
    STRIPE_PRICE_ANNUAL: "price_e2e_annual",
    STRIPE_API_BASE: stripe.url,
    NEXT_TELEMETRY_DISABLED: "1",
    // Every journey here signs up from 127.0.0.1, a dozen or more a run; the limit itself is tested in
    // tests/integration/auth-sign-up.test.ts.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: "1000",
  };
  // The seeded demo accounts (one admin, one member) exist before the server opens the embedded database.
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/seed.ts", "--e2e"], {
    cwd: root,
    env: serverEnv,
    stdio: "ignore",
  });

  const server = spawn(path.join(root, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    // Own process group: `next start` forks workers, and the whole group must go when the run ends.
    detached: true,
    stdio: ["ignore", log, log],
    env: serverEnv,
  });
  closeSync(log);
  const killOnExit = () => killGroup(server, "SIGKILL");
  process.once("exit", killOnExit);

  const teardown = async () => {
    process.off("exit", killOnExit);
    await stop(server);
    await stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilServing(server, baseURL, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide("e2eBaseURL", baseURL);
  return teardown;
}

/**
 * Only what a process needs to run: the developer's or CI's own database URL, service keys or vitest markers must
 * not leak into the app under test.
 */
function inherited(): Record<string, string> {
  const keep = ["PATH", "HOME", "USER", "LANG", "LC_ALL", "TMPDIR", "TZ", "SHELL"];
  return Object.fromEntries(keep.flatMap((key) => (process.env[key] === undefined ? [] : [[key, process.env[key]]])));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(server: ChildProcess, baseURL: string, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`next start exited early (${server.exitCode ?? server.signalCode}).\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseURL}/`, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
      await response.body?.cancel();
      if (response.status < 500) return;
      last = `GET / answered ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `next start did not serve ${baseURL}/ within ${STARTUP_TIMEOUT_MS / 1000}s (${last}).\n${tail(logFile)}`,
  );
}

function tail(file: string, lines = 40): string {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  return `--- last lines of ${path.relative(root, file)} ---\n${text.split("\n").slice(-lines).join("\n")}`;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseURL: string;
  }
}

function vapidEnv({ publicKey, privateKey }: { publicKey: string; privateKey: string }) {
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}
