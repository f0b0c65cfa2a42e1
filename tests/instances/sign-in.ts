import { request } from "node:http";

/**
 * Sign-in attempts as a client at a chosen loopback address (all of 127.0.0.0/8 is loopback on Linux), through
 * Auth.js's credentials endpoint, as tests/e2e/rate-limits.spec.ts makes them: node:http, because neither fetch nor
 * Playwright's request context can choose the local address, and per-address limits follow the TCP peer.
 */
interface Reply {
  status: number;
  location: string | undefined;
  cookies: string[];
  body: string;
}

function send(
  from: string,
  url: URL,
  init: { method: "GET" | "POST"; headers?: Record<string, string>; body?: string },
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: init.method,
        headers: init.headers,
        localAddress: from,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            cookies: res.headers["set-cookie"] ?? [],
            body,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** One attempt from `from` on the server at `origin`; returns the refusal code from the redirect (null: signed in). */
export async function signInAttempt(from: string, origin: string, email: string, password: string) {
  const csrf = await send(from, new URL("/api/auth/csrf", origin), { method: "GET" });
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const cookie = csrf.cookies.map((line) => line.split(";")[0]).join("; ");
  const form = new URLSearchParams({ email, password, csrfToken, callbackUrl: `${origin}/` });
  const reply = await send(from, new URL("/api/auth/callback/password", origin), {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  if (reply.status !== 302 || !reply.location) throw new Error(`Sign-in answered ${reply.status}, not a redirect`);
  return new URL(reply.location, origin).searchParams.get("code");
}

/** One failed attempt per email, in order, from one address; `at(i)` is the server the i-th one goes to. */
export async function signInAttemptsFrom(from: string, emails: string[], at: (i: number) => string) {
  const codes: (string | null)[] = [];
  for (const [i, email] of emails.entries()) codes.push(await signInAttempt(from, at(i), email, "not-the-password"));
  return codes;
}
