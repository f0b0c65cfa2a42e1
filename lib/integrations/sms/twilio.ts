import { DeliveryError } from "../delivery-error";
import type { OutgoingSms, SmsSender } from "./types";

export const TWILIO_DEFAULT_BASE_URL = "https://api.twilio.com";
export const TWILIO_TIMEOUT_MS = 20_000;

// Twilio error codes that describe the recipient or the message, not the service: retrying gets the same answer.
// 21211 invalid To, 21408 region not enabled, 21610 recipient replied STOP, 21612/21614 not reachable / not mobile,
// 21617 body too long.
const PERMANENT_CODES = new Set([21211, 21408, 21610, 21612, 21614, 21617]);

export interface TwilioSmsSenderOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** Tests point this at a local stub. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Calls Twilio's Messages REST endpoint with fetch rather than the `twilio` package, which is large and brings its
 * own HTTP stack for the one call needed here.
 *
 * Twilio's Messages API has no idempotency key, so unlike email an SMS can, rarely, arrive twice: when a worker
 * crashes after Twilio accepted the message but before the outbox row was marked sent.
 */
export class TwilioSmsSender implements SmsSender {
  readonly name = "twilio";

  constructor(private readonly options: TwilioSmsSenderOptions) {}

  async send(sms: OutgoingSms): Promise<{ providerMessageId: string }> {
    const { accountSid, authToken, from } = this.options;
    const base = (this.options.baseUrl ?? TWILIO_DEFAULT_BASE_URL).replace(/\/$/, "");
    const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ To: sms.to, From: from, Body: sms.body }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? TWILIO_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new DeliveryError("Twilio request failed", { retryable: true, cause });
    }
    const body = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
    if (!response.ok) {
      throw new DeliveryError(`Twilio ${response.status} ${body.code ?? ""}: ${body.message ?? response.statusText}`, {
        retryable: !(typeof body.code === "number" && PERMANENT_CODES.has(body.code)),
        status: response.status,
      });
    }
    if (!body.sid) throw new DeliveryError("Twilio answered without a message sid", { retryable: true });
    return { providerMessageId: body.sid };
  }
}
