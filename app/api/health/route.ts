import { errorResponse } from "@/lib/http/errors";
import { checkSystemHealth } from "@/lib/services/check-system-health";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    return Response.json(await checkSystemHealth(), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
