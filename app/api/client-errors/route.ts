import { clientIp } from "@/lib/auth/client-ip";
import { errorResponse } from "@/lib/http/errors";
import { reportClientError } from "@/lib/services/report-client-error";
import { clientErrorReportSchema } from "@/lib/validation/client-error";

/** Public on purpose: an error screen may show before (or because) the session could not be read. */
export async function POST(request: Request) {
  try {
    const report = clientErrorReportSchema.parse(await request.json().catch(() => null));
    await reportClientError({ report, ip: clientIp(request.headers), userAgent: request.headers.get("user-agent") });
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
}
