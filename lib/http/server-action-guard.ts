import { AppError } from "@/lib/errors";
import { errorResponse } from "./errors";
import { CROSS_ORIGIN_MESSAGE, isCrossOriginRequest } from "./same-origin";

/**
 * Server actions are decoded by Next before any of our code runs, and Next answers a cross-origin call, an oversize
 * body or a body it cannot decode with a 500 (decision 028). proxy.ts sees the request first, so it refuses those
 * here with the status they deserve. What passes is well-formed JSON or multipart from our own origin; a body that
 * is valid JSON but not a valid React reply (a crafted "$…" reference) can still fail inside Next's decoder — its
 * format is React's private business, and the action's own zod parse guards everything after it.
 */

/** Next's own limit for an action body (serverActions.bodySizeLimit, default 1 MB), enforced before Next reads it. */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

export const actionMessages = {
  tooLarge: "Request body is too large (1 MB at most).",
  contentType: "Server actions accept text/plain or multipart/form-data bodies only.",
  malformed: "Request body could not be read.",
} as const;

/**
 * A response refusing the request, or null to let Next handle it. Every POST that reaches proxy.ts is for a page, so
 * it is a server action: called by our client (Next-Action header, text/plain or multipart body) or by a form
 * submitted before hydration (multipart with a $ACTION_ID_ field and no header). None legitimately comes from another
 * origin. Reads a buffered copy of the body; Next still gets the original.
 */
export async function refuseBadServerAction(request: Request, origins: readonly string[]): Promise<Response | null> {
  if (request.method !== "POST") return null;
  try {
    await checkServerAction(request, origins);
    return null;
  } catch (error) {
    return errorResponse(error);
  }
}

async function checkServerAction(request: Request, origins: readonly string[]): Promise<void> {
  if (isCrossOriginRequest(request.headers, origins)) throw new AppError("FORBIDDEN", CROSS_ORIGIN_MESSAGE);
  const declared = Number(request.headers.get("content-length"));
  if (declared > SERVER_ACTION_BODY_LIMIT_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", actionMessages.tooLarge);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") {
    try {
      await request.formData();
    } catch {
      throw new AppError("VALIDATION", actionMessages.malformed);
    }
    return;
  }
  // Without the header Next does not treat a non-multipart POST as an action; it is left to Next.
  if (!request.headers.has("next-action")) return;
  if (type !== "text/plain") throw new AppError("UNSUPPORTED_MEDIA_TYPE", actionMessages.contentType);
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > SERVER_ACTION_BODY_LIMIT_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", actionMessages.tooLarge);
  try {
    JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new AppError("VALIDATION", actionMessages.malformed);
  }
}
