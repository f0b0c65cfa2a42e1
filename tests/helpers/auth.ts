import { desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { db } from "@/db/client";
import { outbox, users } from "@/db/schema";
import { handlers } from "@/lib/auth/next-auth";
import { signUpUser } from "@/lib/services/account/sign-up-user";
import { verifyEmail } from "@/lib/services/account/verify-email";
import { signUpSchema } from "@/lib/validation/auth";

let counter = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;
export const PASSWORD = "velvet-harbour-1987";

/** The newest link of a kind that was emailed to this address, read back from the outbox like a person would. */
export async function latestEmailedLink(email: string, path: "/verify-email" | "/reset-password") {
  const rows = await db()
    .select({ bodyText: outbox.bodyText })
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.createdAt));
  for (const row of rows) {
    const match = row.bodyText.match(new RegExp(`https?://[^\\s)]+${path}\\?token=[A-Za-z0-9_-]+`));
    if (match) return new URL(match[0]);
  }
  throw new Error(`No ${path} link was emailed to ${email}`);
}

export async function createUser(
  options: { email?: string; password?: string; verified?: boolean; fullName?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const input = signUpSchema.parse({
    fullName: options.fullName ?? "Test Person",
    email,
    password,
    ageConfirmed: true,
  });
  const { userId } = await signUpUser({ input });
  if (!userId) throw new Error(`createUser: ${email} is already registered`);
  if (options.verified !== false) {
    const link = await latestEmailedLink(email, "/verify-email");
    await verifyEmail({ token: link.searchParams.get("token")! });
  }
  return { userId, email, password };
}

export async function sessionVersionOf(userId: string) {
  const [row] = await db().select({ v: users.sessionVersion }).from(users).where(eq(users.id, userId));
  return row!.v;
}

/** A tiny cookie jar over Set-Cookie headers, enough to drive Auth.js's real HTTP endpoints. */
export class CookieJar {
  private cookies = new Map<string, string>();
  absorb(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

const BASE = "http://attune.test";

async function authRequest(jar: CookieJar, method: "GET" | "POST", path: string, form?: Record<string, string>) {
  const request = new NextRequest(`${BASE}${path}`, {
    method,
    headers: {
      cookie: jar.header(),
      "x-forwarded-for": "198.51.100.7",
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const response = await (method === "GET" ? handlers.GET(request) : handlers.POST(request));
  jar.absorb(response);
  return response;
}

/** Signs in through Auth.js's real callback endpoint (CSRF token and all), returning the cookie jar it filled. */
export async function signInOverHttp(email: string, password: string, jar = new CookieJar()) {
  const csrf = await authRequest(jar, "GET", "/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await authRequest(jar, "POST", "/api/auth/callback/password", {
    email,
    password,
    csrfToken,
    callbackUrl: `${BASE}/dashboard`,
  });
  return { jar, response };
}

export async function signOutOverHttp(jar: CookieJar) {
  const csrf = await authRequest(jar, "GET", "/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return authRequest(jar, "POST", "/api/auth/signout", { csrfToken, callbackUrl: `${BASE}/auth` });
}

export function meRequest(cookie: string) {
  return new Request(`${BASE}/api/me`, { headers: { cookie } });
}
