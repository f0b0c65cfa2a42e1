import { handler } from "@/lib/http/handler";
import { IMPORT_BODY_LIMIT_BYTES, readJsonBody } from "@/lib/http/json-body";
import { importHistory } from "@/lib/services/import/import-history";
import { importRequestSchema } from "@/lib/validation/imports";

/**
 * Imports a history file (issue #40, decision 076): a route handler rather than a server action because a file of
 * ten years is several megabytes, over the 1 MB of a server action's body. 201 with the summary; a second import of
 * the same file answers 201 with nothing added.
 */
export const POST = handler({ auth: "user", sameOrigin: true }, async ({ request, user }) => {
  const input = importRequestSchema.parse(await readJsonBody(request, IMPORT_BODY_LIMIT_BYTES));
  const summary = await importHistory({ userId: user.id, request: input });
  return Response.json(summary, { status: 201, headers: { "Cache-Control": "no-store" } });
});
