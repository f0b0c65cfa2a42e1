import { z } from "zod";
import { downloadInSlot } from "@/lib/http/download";
import { handler } from "@/lib/http/handler";
import { exportSlots } from "@/lib/http/person-slots";
import { exportMoods } from "@/lib/services/moods/export-moods";

const querySchema = z.object({ format: z.enum(["csv", "json"], { error: "format must be csv or json" }) });

/**
 * GET /api/v1/moods/export?format=csv|json — every mood of the signed-in user, streamed as a download; two exports
 * under way per person at most (issue #30).
 */
export const GET = handler({ auth: "user" }, async ({ request, user }) => {
  const { format } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return downloadInSlot(exportSlots.take(user.id), () => exportMoods({ userId: user.id, format }));
});
