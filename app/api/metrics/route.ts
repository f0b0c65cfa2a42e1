import { requireMetricsToken } from "@/lib/auth/metrics-token";
import { handler } from "@/lib/http/handler";
import { renderMetrics } from "@/lib/services/monitoring/render-metrics";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/metrics — Prometheus text exposition of this process's one registry (issue #41, decision 078). "public"
 * because a scraper has no session: its guard is the METRICS_TOKEN bearer token (404 while unset, 401 when wrong).
 */
export const GET = handler({ auth: "public", noStoreOnError: true }, async ({ request }) => {
  requireMetricsToken(request);
  const { body, contentType } = await renderMetrics();
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
});
