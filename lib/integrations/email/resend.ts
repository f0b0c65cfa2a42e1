import { Resend } from "resend";
import { DeliveryError } from "../delivery-error";
import { withSenderName } from "@/lib/domain/discreet-notifications";
import type { EmailSender, OutgoingEmail } from "./types";

const RESEND_DEFAULT_BASE_URL = "https://api.resend.com";
// Well under the outbox lock (lib/jobs), so a slow call cannot outlive its claim and be sent by a second worker.
const RESEND_TIMEOUT_MS = 20_000;

// The request itself is wrong: sending it again gets the same answer. Everything else (rate limits, quota, 5xx,
// network, bad API key or sender domain) may clear up or be fixed by an operator, so it is retried.
const PERMANENT_ERRORS = new Set([
  "validation_error",
  "missing_required_field",
  "invalid_parameter",
  "invalid_attachment",
  "invalid_idempotency_key",
  "invalid_idempotent_request",
]);

export interface ResendEmailSenderOptions {
  apiKey: string;
  from: string;
  baseUrl?: string;
  timeoutMs?: number;
}

export class ResendEmailSender implements EmailSender {
  readonly name = "resend";
  private readonly client: Resend;

  constructor(private readonly options: ResendEmailSenderOptions) {
    // baseUrl is passed explicitly: left out, the SDK would read RESEND_BASE_URL from the environment itself.
    this.client = new Resend(options.apiKey, {
      baseUrl: (options.baseUrl ?? RESEND_DEFAULT_BASE_URL).replace(/\/$/, ""),
    });
  }

  async send(email: OutgoingEmail): Promise<{ providerMessageId: string }> {
    const payload = {
      from: email.senderName ? withSenderName(this.options.from, email.senderName) : this.options.from,
      to: [email.to],
      subject: email.subject,
      text: email.text,
      ...(email.html ? { html: email.html } : {}),
    };
    // Resend keeps idempotency keys for 24 hours; the outbox's whole retry schedule fits well inside that.
    const { data, error } = await this.client.emails.send(payload, {
      idempotencyKey: email.idempotencyKey,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? RESEND_TIMEOUT_MS),
    });
    if (error) {
      const status = typeof error.statusCode === "number" ? error.statusCode : null;
      // Status and Resend's error name only: its message can quote the recipient's address, and this text is logged
      // and kept in outbox.last_error (issue #11).
      throw new DeliveryError(`Resend ${status ?? "request"} ${error.name}`, {
        retryable: !PERMANENT_ERRORS.has(error.name),
        status,
      });
    }
    if (!data?.id) throw new DeliveryError("Resend answered without a message id", { retryable: true });
    return { providerMessageId: data.id };
  }
}
