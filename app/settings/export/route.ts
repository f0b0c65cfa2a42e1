import { requireApiUser } from "@/lib/auth/guards";
import { errorResponse } from "@/lib/http/errors";
import { downloadDataExport } from "@/lib/services/download-data-export";

// Per request, never cached: the file is private and built from the rows as they are now.
export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/**
 * GET /settings/export?token=… — the link from the data-export-ready email. Only the signed-in owner of the request
 * gets the file: an anonymous caller gets 401, anyone else (or an unknown token) 404, a link past its 24 hours 410.
 */
export async function GET(request: Request) {
  try {
    const user = await requireApiUser(request);
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const result = await downloadDataExport({ userId: user.id, token });
    if (result.kind === "not_found") {
      return Response.json(
        {
          error: {
            code: "NOT_FOUND",
            title: "Error",
            message: "This download link is invalid. Please request a new export from Settings.",
          },
        },
        { status: 404, headers: NO_STORE },
      );
    }
    if (result.kind === "expired") {
      return Response.json(
        {
          error: {
            code: "TOKEN_EXPIRED",
            title: "Link expired",
            message: "This download link has expired. Please request a new export from Settings.",
          },
        },
        { status: 410, headers: NO_STORE },
      );
    }
    return new Response(result.body, {
      headers: {
        ...NO_STORE,
        "Content-Type": result.contentType,
        "Content-Disposition": `attachment; filename="${result.filename}"`,
      },
    });
  } catch (error) {
    const response = errorResponse(error);
    response.headers.set("Cache-Control", "no-store");
    return response;
  }
}
