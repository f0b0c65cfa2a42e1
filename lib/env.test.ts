import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  DEFAULT_SAFE_EXIT_URL,
  EnvError,
  authUrlFor,
  checkEnvForBuild,
  env,
  isLoopbackListen,
  parseEnv,
  resetEnvForTests,
} from "./env";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "attune-env-"));

describe("parseEnv", () => {
  test("nothing set: embedded defaults, secrets generated once and kept", () => {
    const DATA_DIR = tempDir();
    const first = parseEnv({ DATA_DIR });
    expect(first).toMatchObject({
      NODE_ENV: "development",
      APP_URL: "http://localhost:3000",
      JOBS_IN_PROCESS: true,
      DEV_MAILBOX: true,
      PGLITE_DATA_DIR: path.join(DATA_DIR, "pglite"),
      DATABASE_POOL_SIZE: 10,
    });
    expect(first.DATABASE_URL).toBeUndefined();
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.DATA_ENCRYPTION_KEYS).toMatch(/^local1:[A-Za-z0-9+/]{43}=$/);
    const second = parseEnv({ DATA_DIR });
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(second.DATA_ENCRYPTION_KEYS).toBe(first.DATA_ENCRYPTION_KEYS);
  });

  test("production without secrets stops with a message naming each one", () => {
    const run = () => parseEnv({ NODE_ENV: "production", DATA_DIR: tempDir() });
    expect(run).toThrow(EnvError);
    expect(run).toThrow(/AUTH_SECRET: required in production/);
    expect(run).toThrow(/DATA_ENCRYPTION_KEYS: required in production/);
  });

  test("production build phase needs no secrets and writes nothing", () => {
    const DATA_DIR = tempDir();
    const env = parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build", DATA_DIR });
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(DATA_DIR, "secrets.json"))).toBe(false);
  });

  test("each bad variable is named", () => {
    const run = () =>
      parseEnv({
        DATA_DIR: tempDir(),
        DATABASE_URL: "mysql://nope",
        DATABASE_POOL_SIZE: "0",
        AUTH_SECRET: "short",
        DATA_ENCRYPTION_KEYS: "k1:not-base64",
        STRIPE_SECRET_KEY: "pk_live_x",
      });
    for (const name of [
      "DATABASE_URL",
      "DATABASE_POOL_SIZE",
      "AUTH_SECRET",
      "DATA_ENCRYPTION_KEYS",
      "STRIPE_SECRET_KEY",
    ]) {
      expect(run).toThrow(new RegExp(`- ${name}:`));
    }
  });

  test("DATABASE_URL switches to PostgreSQL with jobs in a worker; empty strings mean unset", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: "postgres://u:p@db:5432/attune", RESEND_API_KEY: "" });
    expect(env.JOBS_IN_PROCESS).toBe(false);
    expect(env.RESEND_API_KEY).toBeUndefined();
  });

  test("production keeps the dev mailbox closed unless asked", () => {
    const secrets = {
      AUTH_SECRET: "s".repeat(40),
      DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString("base64")}`,
    };
    expect(parseEnv({ NODE_ENV: "production", ...secrets }).DEV_MAILBOX).toBe(false);
    const local = { NODE_ENV: "production", DEV_MAILBOX: "true", ...secrets };
    for (const APP_URL of ["http://localhost:3000", "http://127.0.0.1:4000", "http://[::1]:3000"]) {
      expect(parseEnv({ ...local, APP_URL }).DEV_MAILBOX, APP_URL).toBe(true);
    }
  });

  test("production refuses the dev mailbox on a URL others can reach", () => {
    const secrets = {
      AUTH_SECRET: "s".repeat(40),
      DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString("base64")}`,
    };
    for (const APP_URL of ["https://attune.example", "http://192.168.1.20:3000", "http://localhost.evil.example"]) {
      const run = () => parseEnv({ NODE_ENV: "production", DEV_MAILBOX: "true", APP_URL, ...secrets });
      expect(run, APP_URL).toThrow(/- DEV_MAILBOX: must be off in production unless APP_URL is a loopback address/);
    }
    // Development keeps it open wherever it runs.
    expect(parseEnv({ DATA_DIR: tempDir(), APP_URL: "https://dev.attune.example" }).DEV_MAILBOX).toBe(true);
  });

  test("production refuses fault injection on a URL others can reach, allows it on a loopback test server", () => {
    const secrets = {
      AUTH_SECRET: "s".repeat(40),
      DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString("base64")}`,
    };
    const production = { NODE_ENV: "production", FAULT_INJECTION: "true", ...secrets };
    expect(parseEnv({ NODE_ENV: "production", ...secrets }).FAULT_INJECTION).toBe(false);
    expect(parseEnv({ ...production, APP_URL: "http://127.0.0.1:4000" }).FAULT_INJECTION).toBe(true);
    for (const APP_URL of ["https://attune.example", "http://10.0.0.5:3000"]) {
      const run = () => parseEnv({ ...production, APP_URL });
      expect(run, APP_URL).toThrow(/- FAULT_INJECTION: must be off in production unless APP_URL is a loopback/);
    }
  });

  test("Stripe is all or nothing: a secret key needs the webhook secret and both prices", () => {
    const stripe = {
      DATA_DIR: tempDir(),
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_MONTHLY: "price_m",
      STRIPE_PRICE_ANNUAL: "price_a",
    };
    expect(parseEnv(stripe).STRIPE_PRICE_ANNUAL).toBe("price_a");
    expect(() => parseEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: "", STRIPE_PRICE_ANNUAL: "" })).toThrow(
      /- STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ANNUAL: required with STRIPE_SECRET_KEY/,
    );
  });

  test("production lets only a loopback stand-in replace Stripe's API", () => {
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "s".repeat(40),
      DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString("base64")}`,
    };
    expect(parseEnv({ ...production, STRIPE_API_BASE: "http://127.0.0.1:4010" }).STRIPE_API_BASE).toBe(
      "http://127.0.0.1:4010",
    );
    expect(() => parseEnv({ ...production, STRIPE_API_BASE: "https://stripe.evil.example" })).toThrow(
      /- STRIPE_API_BASE: only a loopback address/,
    );
  });

  test("quick exit's destination: a neutral default, any http(s) URL in development, https of another site in production", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).SAFE_EXIT_URL).toBe(DEFAULT_SAFE_EXIT_URL);
    expect(DEFAULT_SAFE_EXIT_URL).toMatch(/^https:\/\//);
    expect(parseEnv({ DATA_DIR: tempDir(), SAFE_EXIT_URL: "http://weather.example/" }).SAFE_EXIT_URL).toBe(
      "http://weather.example/",
    );
    for (const bad of ["weather", "javascript:alert(1)", "ftp://weather.example/"]) {
      expect(() => parseEnv({ DATA_DIR: tempDir(), SAFE_EXIT_URL: bad }), bad).toThrow(/- SAFE_EXIT_URL:/);
    }

    const production = {
      NODE_ENV: "production",
      APP_URL: "https://attune.example",
      AUTH_SECRET: "s".repeat(40),
      DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString("base64")}`,
    };
    expect(parseEnv(production).SAFE_EXIT_URL).toBe(DEFAULT_SAFE_EXIT_URL);
    expect(parseEnv({ ...production, SAFE_EXIT_URL: "https://weather.example/today" }).SAFE_EXIT_URL).toBe(
      "https://weather.example/today",
    );
    // A loopback page: the e2e suite's own stand-in.
    expect(parseEnv({ ...production, SAFE_EXIT_URL: "http://127.0.0.1:4020/" }).SAFE_EXIT_URL).toBe(
      "http://127.0.0.1:4020/",
    );
    expect(() => parseEnv({ ...production, SAFE_EXIT_URL: "http://weather.example/" })).toThrow(
      /- SAFE_EXIT_URL: must be an https address in production/,
    );
    expect(() => parseEnv({ ...production, SAFE_EXIT_URL: "https://attune.example/privacy" })).toThrow(
      /- SAFE_EXIT_URL: must be a page of another site/,
    );
  });

  test("APP_URL unset: links follow the port the server listens on (`npm run dev -- -p 3300`)", () => {
    const DATA_DIR = tempDir();
    // What Next's start-server sets once it is listening, before any app code loads.
    expect(parseEnv({ DATA_DIR, PORT: "3300" }).APP_URL).toBe("http://localhost:3300");
    expect(
      parseEnv({ DATA_DIR, PORT: "3300", __NEXT_PRIVATE_ORIGIN: "https://127.0.0.1:3300" }).APP_URL,
      "the whole origin wins when Next exposes it (-H, --experimental-https)",
    ).toBe("https://127.0.0.1:3300");
    expect(parseEnv({ DATA_DIR, PORT: "not-a-port" }).APP_URL).toBe("http://localhost:3000");
    expect(parseEnv({ DATA_DIR, __NEXT_PRIVATE_ORIGIN: "javascript:alert(1)", PORT: "4000" }).APP_URL).toBe(
      "http://localhost:4000",
    );
    // A configured public URL is never overridden by where the process happens to listen.
    const configured = { DATA_DIR, APP_URL: "https://attune.example", PORT: "3300" };
    expect(parseEnv({ ...configured, __NEXT_PRIVATE_ORIGIN: "http://localhost:3300" }).APP_URL).toBe(
      "https://attune.example",
    );
  });

  test("web push keys: both or neither, each in the form generate-vapid-keys prints", () => {
    const DATA_DIR = tempDir();
    const publicKey = `B${"a".repeat(86)}`;
    const privateKey = "p".repeat(43);
    expect(parseEnv({ DATA_DIR, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_SUBJECT: "mailto:hello@attune.local",
    });
    expect(() => parseEnv({ DATA_DIR, VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both \(one key pair\) or neither/);
    expect(() => parseEnv({ DATA_DIR, VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be the URL-safe base64 public key/,
    );
    expect(() => parseEnv({ DATA_DIR, VAPID_SUBJECT: "you@example.com" })).toThrow(/VAPID_SUBJECT/);
  });

  test("TRUST_PROXY defaults to no trusted proxy and accepts a hop count", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ DATA_DIR: tempDir(), TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ DATA_DIR: tempDir(), TRUST_PROXY: "yes" })).toThrow(/- TRUST_PROXY:/);
  });
});

test("the build check validates what is set and nothing more", () => {
  expect(() => checkEnvForBuild({ NODE_ENV: "production" })).not.toThrow();
  expect(() => checkEnvForBuild({ APP_URL: "not a url" })).toThrow(/APP_URL/);
});

test("Auth.js is told the public URL: AUTH_URL follows APP_URL", () => {
  expect(authUrlFor("https://attune.example")).toBe("https://attune.example/api/auth");
  expect(authUrlFor("http://127.0.0.1:4000/")).toBe("http://127.0.0.1:4000/api/auth");
  const before = process.env.AUTH_URL;
  try {
    delete process.env.AUTH_URL;
    resetEnvForTests();
    env();
    expect(process.env.AUTH_URL).toBe(`${new URL(process.env.APP_URL!).origin}/api/auth`);
  } finally {
    if (before === undefined) delete process.env.AUTH_URL;
    else process.env.AUTH_URL = before;
    resetEnvForTests();
  }
});

test("where the server listens: only an IP literal on loopback counts, as Next writes localhost for every interface", () => {
  expect(isLoopbackListen("http://127.0.0.1:3000")).toBe(true);
  expect(isLoopbackListen("http://[::1]:3000")).toBe(true);
  expect(isLoopbackListen("http://localhost:3000")).toBe(false);
  expect(isLoopbackListen("http://192.168.1.20:3000")).toBe(false);
  expect(isLoopbackListen(null)).toBe(false);
  expect(parseEnv({ __NEXT_PRIVATE_ORIGIN: "http://127.0.0.1:4100" }).LISTEN_ORIGIN).toBe("http://127.0.0.1:4100");
  expect(parseEnv({}).LISTEN_ORIGIN).toBeNull();
});
