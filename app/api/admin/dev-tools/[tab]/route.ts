import { handler } from "@/lib/http/handler";
import { loadDevToolsTab } from "@/lib/services/dev-tools/load-dev-tools-tab";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/admin/dev-tools/:tab — one /dev-tools tab's figures, for admins only (403 for members, 401 signed out). */
export const GET = handler({ auth: "admin", noStoreOnError: true }, async ({ request, user }) => {
  const tab = new URL(request.url).pathname.split("/").pop() ?? "";
  return Response.json(await loadDevToolsTab({ tab, admin: user }), { headers: { "Cache-Control": "no-store" } });
});
