import { afterEach, expect, test } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { appLink, appOrigin, isAppLink } from "./links";

// tests/setup/env.ts sets APP_URL=http://attune.test.
const saved = { APP_URL: process.env.APP_URL, PORT: process.env.PORT };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
});

test("appLink: absolute, on APP_URL's origin, query encoded", () => {
  expect(appLink("/dashboard")).toBe("http://attune.test/dashboard");
  expect(appLink("/accept-invite", { token: "a b&c=d" })).toBe("http://attune.test/accept-invite?token=a+b%26c%3Dd");
  expect(appOrigin()).toBe("http://attune.test");
});

test("appLink refuses a path that would leave the app's origin", () => {
  expect(() => appLink("//evil.example/reset")).toThrow(/Not an in-app path/);
  expect(() => appLink("/\\evil.example/reset" as `/${string}`)).toThrow(/Not an in-app path/);
});

test("isAppLink: only absolute URLs on the app's origin", () => {
  expect(isAppLink(appLink("/settings"))).toBe(true);
  expect(isAppLink("https://attune.test/settings")).toBe(false);
  expect(isAppLink("http://attune.test.evil.example/settings")).toBe(false);
  expect(isAppLink("/settings")).toBe(false);
  expect(isAppLink(undefined)).toBe(false);
});

test("with APP_URL unset, links follow the port the server listens on", () => {
  delete process.env.APP_URL;
  process.env.PORT = "3300";
  resetEnvForTests();
  expect(appLink("/verify-email", { token: "t" })).toBe("http://localhost:3300/verify-email?token=t");
});
