import { AppError } from "@/lib/errors";

/** The JSON API's body limit (issue #5): a mood with the longest notes and every feeling fits many times over. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export const BODY_TOO_LARGE_MESSAGE = "Request body is too large (64 KB at most).";
export const BODY_NOT_JSON_MESSAGE = "Request body must be valid JSON.";

/**
 * Reads and parses a JSON body without ever holding more than the limit: Content-Length is checked first, and the
 * stream is counted as it arrives for chunked bodies that declare none. Malformed JSON is a 400, never a 500.
 */
export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", BODY_TOO_LARGE_MESSAGE);
  if (!request.body) throw new AppError("VALIDATION", BODY_NOT_JSON_MESSAGE);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", BODY_TOO_LARGE_MESSAGE);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new AppError("VALIDATION", BODY_NOT_JSON_MESSAGE);
  }
}

/** The Idempotency-Key header, if any (validated by the caller's schema). */
export function idempotencyKeyHeader(request: Request): string | null {
  return request.headers.get("idempotency-key");
}
