import { z } from "zod";
import { failureCodeOf, isConnectionFailure, isQueryFailure, noteRefusedRequest } from "@/lib/data/failures";
import {
  AppError,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  UNEXPECTED_MESSAGE,
  isAppError,
  type ErrorCode,
  type FieldErrors,
} from "@/lib/errors";
import { logger } from "@/lib/logger";

/** What the UI receives for any failure; `title`/`message` are the spec's toast title and text. */
export interface ErrorPayload {
  code: ErrorCode;
  title: string;
  message: string;
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number;
}

/** The one mapper from thrown errors to statuses, field errors and toasts (house rule 3). */
export function toErrorPayload(error: unknown): { status: number; payload: ErrorPayload } {
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

export function errorResponse(error: unknown): Response {
  const { status, payload } = toErrorPayload(error);
  const headers = new Headers();
  if (payload.retryAfterSeconds) headers.set("Retry-After", String(payload.retryAfterSeconds));
  return Response.json({ error: payload }, { status, headers });
}

export { AppError };
