import { handler } from "@/lib/http/handler";
import { readJsonBody } from "@/lib/http/json-body";
import { recordWebVitalFrom } from "@/lib/services/monitoring/record-web-vital-from";
import { webVitalSchema } from "@/lib/validation/vitals";

export const runtime = "nodejs";

/** One measurement is under 100 bytes; a kilobyte leaves room for any path and nothing else. */
const VITALS_BODY_LIMIT_BYTES = 1024;

/**
 * POST /api/v1/vitals — one Web Vitals measurement from a signed-in person's browser (issue #19), for the Performance
 * tab. Signed-in and same-origin only, so a stranger cannot fill the figures; each person has a budget per minute,
 * and the store is bounded either way.
 */
export const POST = handler({ auth: "user", sameOrigin: true }, async ({ request, user }) => {
  recordWebVitalFrom({
    userId: user.id,
    event: webVitalSchema.parse(await readJsonBody(request, VITALS_BODY_LIMIT_BYTES)),
  });
  return new Response(null, { status: 204 });
});
