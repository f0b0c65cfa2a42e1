import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateVapidKeyPair } from "@/lib/integrations/push";
import { startStripeStub } from "../../helpers/stripe-stub";
import { killGroup, productionServer, stopGroup } from "./production-server";
import { E2E_SAFE_EXIT_URL } from "./safe-exit";

/**
 * Playwright's webServer (playwright.config.ts): serves the production build (its standalone server) on the port the runner
 * chose, on a fresh embedded database in the run's directory, with throwaway secrets, a local Stripe stand-in, and
 * the people the tests claim (seed-people.ts). It runs until Playwright sends SIGTERM, then takes everything down.
 */
const root = fileURLToPath(new URL("../../..", import.meta.url));
const port = required("ATTUNE_E2E_PORT");
const runDir = required("ATTUNE_E2E_RUN_DIR");
const baseURL = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(root, ".next/standalone/server.js"))) {
  fail("E2E tests need a production build (.next/standalone/server.js is missing): run npm run build first.");
}
if (!existsSync("/usr/bin/chromium")) {
  fail("E2E tests drive Debian's Chromium (/usr/bin/chromium): run apt-get install -y chromium first.");
}

const dataDir = path.join(runDir, "data");
mkdirSync(dataDir, { recursive: true });
// Payments on, against a local Stripe stand-in: the funnel's plan page hands the browser to its payment page, and its
// events come back to the webhook, as they would from Stripe (issue #18).
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
  // Quick exit's destination, set as an operator would: the tests see it reach the page (decision 075).
  SAFE_EXIT_URL: E2E_SAFE_EXIT_URL,
  // Every journey here signs up from 127.0.0.1, a dozen or more a run; the limit itself is tested in
  // tests/integration/auth-sign-up.test.ts.
  SIGN_UPS_PER_ADDRESS_PER_HOUR: "1000",
  // The seed and the fixtures must agree on the pool's size (support/pool.ts).
  ...(process.env.E2E_POOL_SIZE ? { E2E_POOL_SIZE: process.env.E2E_POOL_SIZE } : {}),
};

// The people exist before the server opens the embedded database (one process may hold it).
execFileSync(path.join(root, "node_modules/.bin/tsx"), ["tests/e2e/support/seed-people.ts"], {
  cwd: root,
  env: serverEnv,
  stdio: ["ignore", "inherit", "inherit"],
});

// The server's own log goes to a file the run keeps, not into the test report.
const logFile = required("ATTUNE_E2E_SERVER_LOG");
mkdirSync(path.dirname(logFile), { recursive: true });
const log = openSync(logFile, "w");
// The standalone server, as `npm run start` and the Docker image run it (decision 077).
const production = productionServer(root, { port, host: "127.0.0.1" });
const server = spawn(production.command, production.args, {
  cwd: root,
  // Own process group: the server may fork workers, and the whole group must go when the run ends.
  detached: true,
  stdio: ["ignore", log, log],
  env: { ...serverEnv, ...production.env },
});
closeSync(log);
console.log(`e2e server: ${baseURL}, log in ${path.relative(root, logFile)}`);
server.once("exit", (code, signal) => {
  if (!stopping) fail(`The server exited early (${code ?? signal}); see ${path.relative(root, logFile)}.`);
});

let stopping = false;
// `on`, not `once`: Playwright's runner may signal twice, and a second SIGTERM with no listener would end this process
// mid-cleanup and leave the run's folder behind.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stopGroup(server).then(async () => {
      await stripe.close();
      rmSync(runDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
process.once("exit", () => killGroup(server, "SIGKILL"));

/**
 * Only what a process needs to run: the developer's or CI's own database URL, service keys or test markers must not
 * leak into the app under test.
 */
function inherited(): Record<string, string> {
  const keep = ["PATH", "HOME", "USER", "LANG", "LC_ALL", "TMPDIR", "TZ", "SHELL"];
  return Object.fromEntries(keep.flatMap((key) => (process.env[key] === undefined ? [] : [[key, process.env[key]]])));
}

function vapidEnv({ publicKey, privateKey }: { publicKey: string; privateKey: string }) {
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) fail(`${name} is not set: start the e2e suite with npm run test:e2e (playwright.config.ts sets it).`);
  return value;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
