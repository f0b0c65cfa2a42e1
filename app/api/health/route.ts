import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/errors";
import { handler } from "@/lib/http/handler";
import { checkSystemHealth } from "@/lib/services/dev-tools/check-system-health";

export const dynamic = "force-dynamic";

/** 200 when the database answers; 503 with Retry-After while it does not (decision 026); never a 500 for that. */
export const GET = handler({ auth: "public" }, async () => {
  const health = await checkSystemHealth();
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (health.status === "ok") return Response.json(health, { headers });
  headers.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return Response.json(health, { status: 503, headers });
});
