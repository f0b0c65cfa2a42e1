import { z } from "zod";
import { failureCodeOf, isConnectionFailure, isQueryFailure, noteRefusedRequest } from "@/lib/data/failures";
import {
  TIMEOUT_MESSAGE,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  UNEXPECTED_MESSAGE,
  isAppError,
  type ErrorPayload,
  type FieldErrors,
  type Outcome,
} from "@/lib/errors";
import { logger } from "@/lib/logger";
import { failureCopy, type FailureOperation } from "./failure-copy";

export type { ErrorPayload, Outcome };

/**
 * The one mapper from thrown errors to statuses, field errors and toasts (house rule 3). An `operation` names the
 * action or read that failed, so its spec wording (lib/http/failure-copy.ts) replaces the error's own.
 */
export function toErrorPayload(
  error: unknown,
  operation?: FailureOperation,
): { status: number; payload: ErrorPayload } {
  const mapped = mapError(error);
  const copy = operation && failureCopy(operation, mapped.payload.code, mapped.payload.message);
  if (!copy) return mapped;
  return {
    status: mapped.status,
    payload: { ...mapped.payload, title: copy.title ?? mapped.payload.title, message: copy.message },
  };
}

function mapError(error: unknown): { status: number; payload: ErrorPayload } {
  if (error instanceof z.ZodError) {
    const fieldErrors = z.flattenError(error).fieldErrors as FieldErrors;
    const first = error.issues[0]?.message ?? "Please check the highlighted fields.";
    return { status: 400, payload: { code: "VALIDATION", title: "Error", message: first, fieldErrors } };
  }
  if (isAppError(error)) {
    return {
      status: error.status,
      payload: {
        code: error.code,
        title: error.details.title ?? "Error",
        message: error.message,
        fieldErrors: error.details.fieldErrors,
        retryAfterSeconds: error.details.retryAfterSeconds,
      },
    };
  }
  if (isConnectionFailure(error)) {
    // Logged once per outage by the tracker (db/outage.ts), not once per request: this only counts the request.
    noteRefusedRequest(error, failureCodeOf(error) ?? "UNKNOWN");
    return {
      status: 503,
      payload: {
        code: "UNAVAILABLE",
        title: "Error",
        message: UNAVAILABLE_MESSAGE,
        retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
      },
    };
  }
  if (isTimeout(error)) {
    // Worth seeing (a slow query, a slow provider), but not an unexpected error: names only, as below.
    logger.warn("request_timed_out", isQueryFailure(error) ? { query: error.queryName } : {});
    return { status: 504, payload: { code: "TIMEOUT", title: "Error", message: TIMEOUT_MESSAGE } };
  }
  if (isQueryFailure(error)) {
    // Safe by construction (code, query name, identifiers); a driver error's message or detail never gets here.
    const { name, code, queryName, constraint, stack } = error;
    logger.error("unexpected_error", { name, code, query: queryName, constraint, stack });
  } else {
    // Our own code's errors: their messages are ours, and they say what went wrong.
    const unexpected = error instanceof Error ? error : new Error(String(error));
    logger.error("unexpected_error", { name: unexpected.name, message: unexpected.message, stack: unexpected.stack });
  }
  return { status: 500, payload: { code: "INTERNAL", title: "Error", message: UNEXPECTED_MESSAGE } };
}

/**
 * SQLSTATE 57014 (query_canceled): what PostgreSQL and PGlite report when a statement runs past
 * DATABASE_STATEMENT_TIMEOUT_MS. Not an outage: the database answered, the work was too slow.
 */
const STATEMENT_TIMEOUT_CODE = "57014";

/** A statement cut off by its time-out, or a deadline's abort (AbortSignal.timeout throws a "TimeoutError"). */
function isTimeout(error: unknown): boolean {
  if (error instanceof Error && error.name === "TimeoutError") return true;
  return (isQueryFailure(error) ? error.code : failureCodeOf(error)) === STATEMENT_TIMEOUT_CODE;
}

export function errorResponse(error: unknown, init: { headers?: HeadersInit } = {}): Response {
  const { status, payload } = toErrorPayload(error);
  const headers = new Headers(init.headers);
  if (payload.retryAfterSeconds) headers.set("Retry-After", String(payload.retryAfterSeconds));
  return Response.json({ error: payload }, { status, headers });
}

/**
 * Runs `work` and maps any failure through the one mapper (logging what is unexpected) into an Outcome, so a server
 * component can show a failed read where the data would be. Next's redirect()/notFound() signals are not failures:
 * they are rethrown untouched for Next to act on.
 */
export async function settle<T>(work: () => Promise<T>, operation?: FailureOperation): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    if (isNextSignal(error)) throw error;
    return { ok: false, error: toErrorPayload(error, operation).payload };
  }
}

function isNextSignal(error: unknown): boolean {
  const digest = (error as { digest?: unknown })?.digest;
  return (
    typeof digest === "string" && (digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR_FALLBACK"))
  );
}
