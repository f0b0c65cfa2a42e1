import { handlers } from "@/lib/auth/next-auth";
import { errorResponse } from "@/lib/http/errors";
import { readBoundedBody } from "@/lib/http/json-body";

export const { GET } = handlers;

/** Auth.js's forms (sign-in, sign-out, CSRF) are a few hundred bytes; nothing larger is read (issue #11). */
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/** Auth.js reads the whole body it is given, so it is handed a copy read within the limit. */
export async function POST(request: Request) {
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readBoundedBody(request, AUTH_BODY_LIMIT_BYTES);
  } catch (error) {
    return errorResponse(error);
  }
  return handlers.POST(new Request(request.url, { method: "POST", headers: request.headers, body }));
}
