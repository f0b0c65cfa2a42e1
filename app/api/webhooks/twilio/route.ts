import { handler } from "@/lib/http/handler";
import { readBoundedBody } from "@/lib/http/json-body";
import { recordSmsStatus } from "@/lib/services/notifications/record-sms-status";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A status callback is about twenty short parameters (under 2 KB); anything far larger is not Twilio. */
const FORM_LIMIT_BYTES = 16 * 1024;

/**
 * POST /api/webhooks/twilio — Twilio's delivery reports for partner-invitation SMS (lib/services/notifications/record-sms-status.ts).
 * Public on purpose: Twilio has no session, and its request signature is the authentication. No same-origin check
 * either, for the same reason. 204 on success: Twilio reads only the status of a status callback's answer.
 */
export const POST = handler({ auth: "public" }, async ({ request }) => {
  const { pathname, search } = new URL(request.url);
  await recordSmsStatus({
    pathAndQuery: `${pathname}${search}`,
    signature: request.headers.get("x-twilio-signature"),
    readForm: async () => {
      const bytes = await readBoundedBody(request, FORM_LIMIT_BYTES);
      return new URLSearchParams(bytes ? new TextDecoder().decode(bytes) : "");
    },
  });
  return new Response(null, { status: 204 });
});
