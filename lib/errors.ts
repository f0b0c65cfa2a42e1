/**
 * Services throw AppError with a code; lib/http/errors.ts is the one place that turns codes into HTTP statuses,
 * field errors and the spec's toasts, for route handlers and server actions alike.
 */

export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  EMAIL_TAKEN: 409,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 400,
  /** A data-export download link past its 24 hours: the file is gone for good, a new export must be requested. */
  EXPORT_EXPIRED: 410,
  /** A feature that needs a plan or trial, asked for without one (decision 042). Data itself is never behind it. */
  PLAN_REQUIRED: 402,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  /** The work took longer than its limit (the database's statement time-out, an outside call's deadline). */
  TIMEOUT: 504,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

/** What the UI receives for any failure (built by lib/http/errors.ts); `title`/`message` are the spec's toast. */
export interface ErrorPayload {
  code: ErrorCode;
  title: string;
  message: string;
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number;
}

/** What an action returns, and what a page hands a component after a read it shows in place when it fails. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; error: ErrorPayload };

export interface AppErrorDetails {
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number;
  /** Toast title when the spec names one; "Error" otherwise. */
  title?: string;
}

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The spec's fallback when something unexpected happens (spec 1 §8). */
export const UNEXPECTED_MESSAGE = "An unexpected error occurred.";

/** Spec 2 §8's NETWORK_ERROR text: what a request gets (503) while the database cannot be reached (decision 026). */
export const UNAVAILABLE_MESSAGE = "Unable to connect to server. Please try again.";

/** Spec 2 §8's TIMEOUT text. */
export const TIMEOUT_MESSAGE = "Request timed out. Please try again.";

/** Spec 1 §8, spec 2 §8: the toast once a read has failed three retries in a row. */
export const MAX_RETRIES_TOAST = {
  title: "Maximum retries exceeded",
  description: "Please refresh the page and try again",
} as const;

/**
 * Retry-After for those 503s, in seconds. A restart or failover of PostgreSQL takes a few seconds; retrying sooner
 * would only add load to a recovering server, and much later would keep people waiting after it is back.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
