import { randomUUID } from "node:crypto";
import { request, type IncomingHttpHeaders } from "node:http";
import { expect, test } from "./fixtures";
import { baseURL } from "./support/base-url";

/**
 * Issue #11 against the real server (`next start`, TRUST_PROXY unset): per-address sign-in limits follow the TCP peer,
 * whatever X-Forwarded-For says. Plain HTTP through Auth.js's own endpoint, because the app's form signs in through a
 * server action. Each client leaves from its own loopback address (all of 127.0.0.0/8 is loopback on Linux), so the
 * bucket this test fills is not 127.0.0.1's, which every other e2e file signs in from. Hence node:http and not fetch
 * or Playwright's request context: neither can choose the local address.
 */

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(from: string, method: "GET" | "POST", path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(path, baseURL);
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers, localAddress: from },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** One Auth.js sign-in attempt with a forged X-Forwarded-For; returns the refusal code from the redirect. */
async function attempt(from: string, forwardedFor: string, email: string): Promise<string | null> {
  const csrf = await send(from, "GET", "/api/auth/csrf", {});
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const cookie = (csrf.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
  const form = new URLSearchParams({ email, password: "not-the-password", csrfToken, callbackUrl: `${baseURL}/` });
  const reply = await send(
    from,
    "POST",
    "/api/auth/callback/password",
    { cookie, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": forwardedFor },
    form.toString(),
  );
  expect(reply.status).toBe(302);
  return new URL(reply.headers.location!, baseURL).searchParams.get("code");
}

test("rotating X-Forwarded-For does not escape the per-address sign-in limit", async () => {
  const attacker = "127.0.0.23";
  const run = randomUUID().slice(0, 8);
  const codes: (string | null)[] = [];
  for (let i = 1; i <= 12; i++) {
    // A new unknown email each time, so only the per-address limit can refuse.
    codes.push(await attempt(attacker, `198.18.0.${i}`, `ghost.${run}.${i}@example.com`));
  }
  // The 10th failure already answers "too many attempts"; everything after it is refused.
  expect(codes).toEqual([...Array(9).fill("INVALID_CREDENTIALS"), ...Array(3).fill("RATE_LIMITED")]);

  // Another address is unaffected, even when it claims to be the throttled one.
  expect(await attempt("127.0.0.24", attacker, `ghost.${run}.other@example.com`)).toBe("INVALID_CREDENTIALS");
});
