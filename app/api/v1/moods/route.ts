import { handler } from "@/lib/http/handler";
import { idempotencyKeyHeader, readJsonBody } from "@/lib/http/json-body";
import { logMood } from "@/lib/services/moods/log-mood";
import { idempotencyKeySchema, moodLogSchema } from "@/lib/validation/entries";

/**
 * Logs a mood, as the /mood-log form does (same schema and service). 201 when created, 200 for a replayed key. The
 * session is a cookie, so a write must come from our own pages (403 otherwise) before anything else.
 */
export const POST = handler({ auth: "user", sameOrigin: true }, async ({ request, user }) => {
  const key = idempotencyKeyHeader(request);
  const idempotencyKey = key === null ? null : idempotencyKeySchema.parse(key);
  const input = moodLogSchema.parse(await readJsonBody(request));
  const result = await logMood({ userId: user.id, timeZone: user.timeZone, input, idempotencyKey });
  return Response.json(result, { status: result.created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});
