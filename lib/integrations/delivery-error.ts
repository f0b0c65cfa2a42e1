/**
 * A provider's refusal to deliver. `retryable: false` means trying again cannot help (the provider rejected the
 * message itself, e.g. an invalid address), so the outbox gives up at once and the circuit breaker does not count
 * it against the provider's health.
 */
export class DeliveryError extends Error {
  override name = "DeliveryError";
  readonly retryable: boolean;
  readonly status: number | null;

  constructor(message: string, options: { retryable: boolean; status?: number | null; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.retryable = options.retryable;
    this.status = options.status ?? null;
  }
}

/** Anything that is not an explicit permanent refusal (network errors, timeouts, bugs) is worth retrying. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof DeliveryError) || error.retryable;
}
