import { recordSmsDeliveryStatus } from "@/lib/data/partner-links";
import { inTransaction } from "@/lib/data/transaction";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { isSignedByTwilio, twilioParams } from "@/lib/integrations/sms";
import { logger } from "@/lib/logger";
import { appLink } from "@/lib/messaging";
import { twilioCallbackQuerySchema, twilioStatusCallbackSchema } from "@/lib/validation/twilio";

/** Where app/api/webhooks/twilio/route.ts answers. */
const TWILIO_STATUS_CALLBACK_PATH = "/api/webhooks/twilio";

/**
 * The StatusCallback URL for an invitation's SMS. The link id rides in the query: Twilio signs the whole URL it
 * calls, so nobody without the auth token can point a callback at another invitation. Built from APP_URL (appLink),
 * never from a request, because that URL is also what the signature is checked against.
 */
export function smsStatusCallbackUrl(linkId: string): string {
  return appLink(TWILIO_STATUS_CALLBACK_PATH, { link: linkId });
}

export interface RecordSmsStatusOptions {
  /** The path and query of the request, as Twilio called them ("/api/webhooks/twilio?link=…"). */
  pathAndQuery: string;
  /** The X-Twilio-Signature header. */
  signature: string | null;
  /** Reads the form body; called only when the webhook is on, so a disabled one never holds a body. */
  readForm: () => Promise<URLSearchParams>;
  now?: Date;
}

export type RecordSmsStatusResult = "updated" | "unchanged";

/**
 * Twilio's delivery report for a partner-invitation SMS: verified, then recorded forward-only on the invitation
 * (lib/domain/sms-delivery.ts).
 *
 * - No TWILIO_AUTH_TOKEN: the webhook does not exist (404). There is no secret to check a signature with, and the
 *   offline sender never asks for callbacks.
 * - A missing or wrong signature, or any parameter changed after signing: 403 (Twilio's convention), nothing read
 *   further and nothing written.
 * - A status outside the six this app knows, or a URL without a well-formed link id: 400. Only a misconfiguration can
 *   produce that under a valid signature, and Twilio's debugger shows the failed callback.
 * - A link that no longer exists (cancelled, or deleted because the invitation failed) and a stale or repeated report
 *   are answered as success with nothing changed: Twilio has nothing to fix, and an error would only make it, or an
 *   operator reading its debugger, try again for nothing.
 */
export async function recordSmsStatus({
  pathAndQuery,
  signature,
  readForm,
  now = new Date(),
}: RecordSmsStatusOptions): Promise<RecordSmsStatusResult> {
  const { TWILIO_AUTH_TOKEN: authToken, APP_URL } = env();
  if (!authToken) throw new AppError("NOT_FOUND", "Not found");

  // Behind a proxy the request's own URL may be an internal one; Twilio signed the public URL it was given.
  const url = `${new URL(APP_URL).origin}${pathAndQuery}`;
  const params = twilioParams(await readForm());
  if (!isSignedByTwilio({ authToken, signature, url, params })) {
    logger.warn("twilio.signature_rejected", { path: new URL(url).pathname });
    throw new AppError("FORBIDDEN", "Invalid signature");
  }

  const { link: linkId } = twilioCallbackQuerySchema.parse(Object.fromEntries(new URL(url).searchParams));
  const report = twilioStatusCallbackSchema.parse(params);
  const changed = await inTransaction((tx) =>
    recordSmsDeliveryStatus({ linkId, status: report.MessageStatus, now }, tx),
  );
  logger.info("twilio.sms_status", {
    linkId,
    messageSid: report.MessageSid,
    status: report.MessageStatus,
    changed,
  });
  return changed ? "updated" : "unchanged";
}
