import { z } from "zod";
import { downloadResponse } from "@/lib/http/download";
import { handler } from "@/lib/http/handler";
import { exportMoods } from "@/lib/services/export-moods";

const querySchema = z.object({ format: z.enum(["csv", "json"], { error: "format must be csv or json" }) });

/** GET /api/v1/moods/export?format=csv|json — every mood of the signed-in user, streamed as a download. */
export const GET = handler({ auth: "user" }, async ({ request, user }) => {
  const { format } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return downloadResponse(await exportMoods({ userId: user.id, format }));
});
