import { handler } from "@/lib/http/handler";
import { idempotencyKeyHeader, readJsonBody } from "@/lib/http/json-body";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { logPersonalCheckin } from "@/lib/services/checkins/log-personal-checkin";
import { checkinRequestSchema, idempotencyKeySchema } from "@/lib/validation/entries";

/**
 * Logs a check-in, as /checkin ({ kind: "partner", … }) and /emotional-checkin ({ kind: "personal", … }) do.
 * 201 when created, 200 for a replayed Idempotency-Key.
 */
// The session is a cookie, so a write must come from our own pages (403 otherwise) before anything else.
export const POST = handler({ auth: "user", sameOrigin: true }, async ({ request, user }) => {
  const key = idempotencyKeyHeader(request);
  const idempotencyKey = key === null ? null : idempotencyKeySchema.parse(key);
  const input = checkinRequestSchema.parse(await readJsonBody(request));
  const result =
    input.kind === "partner"
      ? await logPartnerCheckin({ userId: user.id, input, idempotencyKey })
      : await logPersonalCheckin({ userId: user.id, input, idempotencyKey });
  return Response.json(result, { status: result.created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});
