import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { DeliveryError } from "../delivery-error";
import type { OutgoingSms, SmsSender } from "./types";

// Well under the outbox lock (lib/jobs), so a slow call cannot outlive its claim and be sent by a second worker.
const TWILIO_TIMEOUT_MS = 20_000;

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
 * The SDK has no base-URL option: every resource builds absolute https://api.twilio.com URLs. Swapping the origin
 * at the last step keeps everything else (path, basic auth, form encoding, error parsing) the SDK's own work.
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(
    private readonly baseUrl: string,
    options: RequestClient.RequestClientOptions,
  ) {
    super(options);
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const { pathname, search } = new URL(opts.uri);
    return super.request({ ...opts, uri: `${this.baseUrl}${pathname}${search}` });
  }
}

/**
 * What the SDK throws for an HTTP answer: RestException for Twilio's classic error body, or (not exported) a
 * TwilioServiceException for RFC 9457 problem details. Both carry `status` and `code`; transport failures and
 * timeouts (axios errors) carry no numeric status here, because the SDK accepts every status code from axios.
 */
function twilioAnswer(error: unknown): { status: number; code?: number } | null {
  if (!(error instanceof Error)) return null;
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (typeof status !== "number") return null;
  return { status, code: typeof code === "number" ? code : undefined };
}

/**
 * Sends through the official `twilio` SDK (Messages resource).
 *
 * Twilio's Messages API has no idempotency key, so unlike email an SMS can, rarely, arrive twice: when a worker
 * crashes after Twilio accepted the message but before the outbox row was marked sent.
 */
export class TwilioSmsSender implements SmsSender {
  readonly name = "twilio";
  private readonly client: twilio.Twilio;

  constructor(private readonly options: TwilioSmsSenderOptions) {
    const timeout = options.timeoutMs ?? TWILIO_TIMEOUT_MS;
    const baseUrl = options.baseUrl?.replace(/\/$/, "");
    this.client = twilio(options.accountSid, options.authToken, {
      // A custom httpClient replaces the SDK's own, so it needs the timeout too.
      timeout,
      ...(baseUrl ? { httpClient: new BaseUrlRequestClient(baseUrl, { timeout }) } : {}),
      // The outbox owns retries; the SDK's 429 back-off would hold the claim longer and hide the rate limit.
      autoRetry: false,
      // "debug" makes the SDK print requests with console.log, bypassing lib/logger; pinned so a stray
      // TWILIO_LOG_LEVEL in the environment cannot switch it on.
      logLevel: "info",
    });
  }

  async send(sms: OutgoingSms): Promise<{ providerMessageId: string }> {
    let message: { sid?: string };
    try {
      message = await this.client.messages.create({
        to: sms.to,
        from: this.options.from,
        body: sms.body,
        ...(sms.statusCallback ? { statusCallback: sms.statusCallback } : {}),
      });
    } catch (cause) {
      const answer = twilioAnswer(cause);
      if (!answer) throw new DeliveryError("Twilio request failed", { retryable: true, cause });
      // Status and Twilio's error code only: its message can quote the recipient's number ("The 'To' number
      // +1555… is not a valid phone number"), and this text is logged and kept in outbox.last_error (issue #11).
      throw new DeliveryError(`Twilio ${answer.status}${answer.code === undefined ? "" : ` error ${answer.code}`}`, {
        retryable: !(answer.code !== undefined && PERMANENT_CODES.has(answer.code)),
        status: answer.status,
        cause,
      });
    }
    if (!message.sid) throw new DeliveryError("Twilio answered without a message sid", { retryable: true });
    return { providerMessageId: message.sid };
  }
}

/** Form parameters as Twilio signs them: a repeated name carries every value it was sent with. */
export type TwilioParams = Record<string, string | string[]>;

export function twilioParams(form: URLSearchParams): TwilioParams {
  const params: TwilioParams = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    params[name] = values.length === 1 ? values[0]! : values;
  }
  return params;
}

/**
 * Whether a webhook request carries Twilio's signature (X-Twilio-Signature: HMAC-SHA1 with the auth token over the
 * URL Twilio called followed by the sorted POST parameters). `url` must be that URL as Twilio knew it, query included.
 */
export function isSignedByTwilio({
  authToken,
  signature,
  url,
  params,
}: {
  authToken: string;
  signature: string | null;
  url: string;
  params: TwilioParams;
}): boolean {
  return !!signature && twilio.validateRequest(authToken, signature, url, params);
}
