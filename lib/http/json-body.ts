import { AppError } from "@/lib/errors";
import { IMPORT_MAX_BYTES } from "@/lib/domain/import/limits";

/** The JSON API's body limit (issue #5): a mood with the longest notes and every feeling fits many times over. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * An import's body (decision 076): the file (at most IMPORT_MAX_BYTES, checked exactly by the service with its own
 * message) as a JSON string, where a line break or a quote takes two bytes, plus the mood mapping.
 */
export const IMPORT_BODY_LIMIT_BYTES = 2 * IMPORT_MAX_BYTES + 64 * 1024;

const bodyTooLargeMessage = (limit: number) => `Request body is too large (${limit / 1024} KB at most).`;
export const BODY_TOO_LARGE_MESSAGE = bodyTooLargeMessage(JSON_BODY_LIMIT_BYTES);
export const BODY_NOT_JSON_MESSAGE = "Request body must be valid JSON.";
export const CONTENT_TYPE_MESSAGE = "Request body must be sent as application/json.";

/**
 * Reads and parses a JSON body without ever holding more than the limit: Content-Length is checked first, and the
 * stream is counted as it arrives for chunked bodies that declare none. Malformed JSON is a 400, never a 500.
 *
 * The body must be declared application/json (415 otherwise). A page on another origin can send text/plain or a
 * form without asking first; application/json makes the browser ask (a CORS preflight we never grant), so no other
 * site can make a visitor's browser post to us (decision 028).
 */
export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT_BYTES): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", CONTENT_TYPE_MESSAGE);
  }
  const bytes = await readBoundedBody(request, limit);
  if (!bytes) throw new AppError("VALIDATION", BODY_NOT_JSON_MESSAGE);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new AppError("VALIDATION", BODY_NOT_JSON_MESSAGE);
  }
}

/**
 * The whole body, or 413 PAYLOAD_TOO_LARGE as soon as it is known to exceed `limit` (from Content-Length, or by
 * counting a chunked stream as it arrives) — never holding more than `limit` bytes. Null when there is no body.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", bodyTooLargeMessage(limit));
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return null;

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** application/json, with or without parameters such as charset. */
function isJsonContentType(header: string | null): boolean {
  return header?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** The Idempotency-Key header, if any (validated by the caller's schema). */
export function idempotencyKeyHeader(request: Request): string | null {
  return request.headers.get("idempotency-key");
}
