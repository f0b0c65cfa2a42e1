import { downloadResponse } from "@/lib/http/download";
import { handler } from "@/lib/http/handler";
import { downloadDataExport } from "@/lib/services/download-data-export";

// Per request, never cached: the file is private and built from the rows as they are now.
export const dynamic = "force-dynamic";

/**
 * GET /settings/export?token=… — the link from the data-export-ready email. Only the signed-in owner of the request
 * gets the file: an anonymous caller gets 401, anyone else (or an unknown token) 404, a link past its 24 hours 410.
 * Refusals are as private as the file: never stored by a cache either.
 */
export const GET = handler({ auth: "user", noStoreOnError: true }, async ({ request, user }) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return downloadResponse(await downloadDataExport({ userId: user.id, token }));
});
