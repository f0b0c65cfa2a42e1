import { NextRequest } from "next/server";
import { afterEach, describe, expect, test } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { proxy } from "@/proxy";

/**
 * proxy.ts's headers on a page response (decision 025): the CSP it sends the browser is the one it hands Next (whose
 * nonce Next puts on its scripts), a fresh nonce each time, and HSTS plus upgrade-insecure-requests only over https.
 * The e2e suite checks the same against the production build on http; https is only reachable here.
 */
const original = process.env.APP_URL;

afterEach(() => {
  process.env.APP_URL = original;
  resetEnvForTests();
});

async function page(appUrl: string, path = "/auth") {
  process.env.APP_URL = appUrl;
  resetEnvForTests();
  return proxy(new NextRequest(new URL(path, appUrl), { headers: { "content-security-policy": "script-src *" } }));
}

describe("page responses", () => {
  test("over https: HSTS, and every request upgraded", async () => {
    const response = await page("https://attune.example");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  test("over http: neither", async () => {
    const response = await page("http://attune.test");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  test("Next is handed the same policy (never the client's), with a fresh nonce per request", async () => {
    const [first, second] = [await page("http://attune.test"), await page("http://attune.test")];
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    // NextResponse.next({ request: { headers } }) passes overridden request headers on as x-middleware-request-*.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(second.headers.get("content-security-policy")).not.toBe(policy);
  });
});
