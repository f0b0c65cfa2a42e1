import { handler } from "@/lib/http/handler";
import { IMPORT_BODY_LIMIT_BYTES, readJsonBody } from "@/lib/http/json-body";
import { previewImport } from "@/lib/services/import/preview-import";
import { importRequestSchema } from "@/lib/validation/imports";

/** What importing the file would do, writing nothing (issue #40): the preview Settings → Import shows. */
export const POST = handler({ auth: "user", sameOrigin: true }, async ({ request, user }) => {
  const input = importRequestSchema.parse(await readJsonBody(request, IMPORT_BODY_LIMIT_BYTES));
  const preview = await previewImport({ userId: user.id, request: input });
  return Response.json(preview, { headers: { "Cache-Control": "no-store" } });
});
