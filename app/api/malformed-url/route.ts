import { handler } from "@/lib/http/handler";
import { MALFORMED_URL_HEADER } from "@/lib/http/malformed-url";
import { logger } from "@/lib/logger";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Where the ingress hook sends a request whose path Next cannot decode (issue #30; lib/http/malformed-url.ts): 400
 * with the usual headers and one log line, for any method. Asked for directly, it is simply not found.
 */
const answer = handler({ auth: "public" }, async ({ request }) => {
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  const asked = request.headers.get(MALFORMED_URL_HEADER);
  if (asked === null) return new Response("Not found.", { status: 404, headers });
  logger.warn("http.malformed_url", { method: request.method, path: asked });
  return new Response("This address is not valid: it has a broken %-escape.", { status: 400, headers });
});

export {
  answer as DELETE,
  answer as GET,
  answer as HEAD,
  answer as OPTIONS,
  answer as PATCH,
  answer as POST,
  answer as PUT,
};
