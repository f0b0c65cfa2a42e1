import { z } from "zod";
import { requireApiUser } from "@/lib/auth/guards";
import { errorResponse } from "@/lib/http/errors";
import { exportMoods } from "@/lib/services/export-moods";

const querySchema = z.object({ format: z.enum(["csv", "json"], { error: "format must be csv or json" }) });

/** GET /api/v1/moods/export?format=csv|json — every mood of the signed-in user, streamed as a download. */
export async function GET(request: Request) {
  try {
    const user = await requireApiUser(request);
    const { format } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const file = await exportMoods({ userId: user.id, format });
    return new Response(file.body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
