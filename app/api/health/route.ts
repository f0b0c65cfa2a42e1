import { errorResponse } from "@/lib/http/errors";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/errors";
import { checkSystemHealth } from "@/lib/services/check-system-health";

export const dynamic = "force-dynamic";

/** 200 when the database answers; 503 with Retry-After while it does not (decision 026); never a 500 for that. */
export async function GET() {
  try {
    const health = await checkSystemHealth();
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (health.status === "ok") return Response.json(health, { headers });
    headers.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return Response.json(health, { status: 503, headers });
  } catch (error) {
    return errorResponse(error);
  }
}
