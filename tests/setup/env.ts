import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";

// Hermetic configuration: UTC, test mode, fresh secrets, no outside service keys.
process.env.TZ = "UTC";
Object.assign(process.env, {
  NODE_ENV: "test",
  APP_URL: "http://attune.test",
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "attune-test-")),
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  DATA_ENCRYPTION_KEYS: `test1:${randomBytes(32).toString("base64")}`,
  LOG_LEVEL: "silent",
  JOBS_IN_PROCESS: "false",
});
for (const key of [
  "DATABASE_URL",
  "RESEND_API_KEY",
  "RESEND_BASE_URL",
  "TWILIO_ACCOUNT_SID",
  "OPENAI_API_KEY",
  "STRIPE_SECRET_KEY",
]) {
  delete process.env[key];
}
resetEnvForTests();

// console.error fails the test that caused it (house rule 8).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const seen = errors;
  vi.mocked(console.error).mockRestore();
  expect(seen, "console.error was called").toEqual([]);
});

// A component test that asks for a DOM (`// @vitest-environment happy-dom` at its top) unmounts what it rendered after
// each test; the rest of the unit project runs on Node and never loads Testing Library.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
}
