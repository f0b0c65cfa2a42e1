import { handlers } from "@/lib/auth/next-auth";
import { handler } from "@/lib/http/handler";
import { readBoundedBody } from "@/lib/http/json-body";

export const { GET } = handlers;

/** Auth.js's forms (sign-in, sign-out, CSRF) are a few hundred bytes; nothing larger is read (issue #11). */
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Auth.js reads the whole body it is given, so it is handed a copy read within the limit (413 beyond it). Public:
 * signing in is what this route is for, and Auth.js checks its own CSRF token. It answers its own failures (a
 * redirect to the error page), so the wrapper only ever maps ours.
 */
export const POST = handler({ auth: "public" }, async ({ request }) => {
  const body = await readBoundedBody(request, AUTH_BODY_LIMIT_BYTES);
  return handlers.POST(new Request(request.url, { method: "POST", headers: request.headers, body }));
});
