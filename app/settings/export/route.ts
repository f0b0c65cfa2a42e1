import { downloadInSlot } from "@/lib/http/download";
import { handler } from "@/lib/http/handler";
import { exportSlots } from "@/lib/http/person-slots";
import { downloadDataExport } from "@/lib/services/data-export/download-data-export";

// Per request, never cached: the file is private and built from the rows as they are now.
export const dynamic = "force-dynamic";

/**
 * GET /settings/export?token=… — the link from the data-export-ready email. Only the signed-in owner of the request
 * gets the file: an anonymous caller gets 401, anyone else (or an unknown token) 404, a link past its 24 hours 410.
 * Refusals are as private as the file: never stored by a cache either. Two exports under way per person at most,
 * this and the mood export together (issue #30).
 */
export const GET = handler({ auth: "user", noStoreOnError: true }, async ({ request, user }) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return downloadInSlot(exportSlots.take(user.id), () => downloadDataExport({ userId: user.id, token }));
});
