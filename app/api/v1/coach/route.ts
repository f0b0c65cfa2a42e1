import { handler } from "@/lib/http/handler";
import { readJsonBody } from "@/lib/http/json-body";
import { ndjsonResponse } from "@/lib/http/ndjson";
import { loadCoachPanel } from "@/lib/services/coach/load-coach-panel";
import { sendCoachMessage } from "@/lib/services/coach/send-coach-message";
import { coachMessageSchema } from "@/lib/validation/coach";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/v1/coach — one message to the assistant (spec 1 §7, "{product}-chatbot"): the reply streams back as
 * newline-delimited JSON ending in `{"type":"done","success":…}`. Refusals (signed out, assistant off, daily limit,
 * bad input) are plain JSON errors before any stream starts.
 */
export const POST = handler({ auth: "user", sameOrigin: true, noStoreOnError: true }, async ({ request, user }) => {
  const input = coachMessageSchema.parse(await readJsonBody(request));
  const events = await sendCoachMessage({ user, input, signal: request.signal });
  return ndjsonResponse(events);
});

/** GET /api/v1/coach — what the panel shows when it opens: the coach's mode, starters and the help lines. */
export const GET = handler({ auth: "user", noStoreOnError: true }, async ({ user }) =>
  Response.json(await loadCoachPanel({ user }), { headers: { "Cache-Control": "no-store" } }),
);
