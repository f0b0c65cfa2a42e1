import { handler } from "@/lib/http/handler";

/**
 * Liveness: the process is up and serving. Nothing else is checked on purpose — a load balancer or orchestrator that
 * restarted the app whenever the database was away would only add restarts to an outage (readiness, with the
 * database, is /api/health). It is also the bare route `npm run bench:writes` measures the write path against.
 */
export const dynamic = "force-dynamic";

export const GET = handler(
  { auth: "public" },
  async () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } }),
);
