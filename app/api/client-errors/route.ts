import { clientIp } from "@/lib/auth/client-ip";
import { handler } from "@/lib/http/handler";
import { readJsonBody } from "@/lib/http/json-body";
import { reportClientError } from "@/lib/services/monitoring/report-client-error";
import { clientErrorReportSchema } from "@/lib/validation/client-error";

/**
 * Public on purpose: an error screen may show before (or because) the session could not be read. The service spends
 * the caller's rate limit before the body is read, and the body is read with the JSON API's 64 KB cap, so an
 * anonymous caller can neither flood the log nor make the server hold a large body (issue #11).
 */
export const POST = handler({ auth: "public" }, async ({ request }) => {
  await reportClientError({
    ip: clientIp(request.headers),
    userAgent: request.headers.get("user-agent"),
    readReport: async () => clientErrorReportSchema.parse(await readJsonBody(request)),
  });
  return new Response(null, { status: 204 });
});
