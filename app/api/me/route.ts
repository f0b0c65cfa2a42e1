import { requireApiUser } from "@/lib/auth/guards";
import { errorResponse } from "@/lib/http/errors";

/** The signed-in user (with roles, for UI decisions); 401 for a missing, forged or revoked session. */
export async function GET(request: Request) {
  try {
    const user = await requireApiUser(request);
    return Response.json({ user }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
