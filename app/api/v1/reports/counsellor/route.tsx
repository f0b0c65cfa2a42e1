import { Readable } from "node:stream";
import { renderToStream } from "@react-pdf/renderer";
import { CounsellorReportPdf } from "@/components/report/counsellor-report-pdf";
import { handler } from "@/lib/http/handler";
import { loadCounsellorReport } from "@/lib/services/load-counsellor-report";
import { counsellorReportQuerySchema } from "@/lib/validation/counsellor-report";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/v1/reports/counsellor?weeks=2..12[&notes=1] — the signed-in user's report for a counsellor (issue #14),
 * rendered as a PDF and streamed as it is made; it is never written anywhere, and no cache may keep it.
 */
export const GET = handler({ auth: "user" }, async ({ request, user }) => {
  const { weeks, notes } = counsellorReportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const model = await loadCounsellorReport({ userId: user.id, weeks, includeNotes: notes });
  const stream = await renderToStream(<CounsellorReportPdf model={model} />);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(stream as unknown as Readable) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="attune-report-${day}.pdf"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
