import { z } from "zod";
import { AppError, UNEXPECTED_MESSAGE, isAppError, type ErrorCode, type FieldErrors } from "@/lib/errors";
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
  const unexpected = error instanceof Error ? error : new Error(String(error));
  logger.error("unexpected_error", { name: unexpected.name, message: unexpected.message, stack: unexpected.stack });
  return { status: 500, payload: { code: "INTERNAL", title: "Error", message: UNEXPECTED_MESSAGE } };
}

export function errorResponse(error: unknown): Response {
  const { status, payload } = toErrorPayload(error);
  const headers = new Headers();
  if (payload.retryAfterSeconds) headers.set("Retry-After", String(payload.retryAfterSeconds));
  return Response.json({ error: payload }, { status, headers });
}

export { AppError };
