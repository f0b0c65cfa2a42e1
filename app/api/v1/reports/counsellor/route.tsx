import { renderCounsellorReport } from "@/components/report/render-counsellor-report";
import { handler } from "@/lib/http/handler";
import { reportSlots } from "@/lib/http/person-slots";
import { loadCounsellorReport } from "@/lib/services/analytics/load-counsellor-report";
import { counsellorReportQuerySchema } from "@/lib/validation/counsellor-report";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/v1/reports/counsellor?weeks=2..12[&notes=1], or ?weeks=dates&from=YYYY-MM-DD&to=YYYY-MM-DD (up to 12
 * months, issue #35) — the signed-in user's report for a counsellor (issue #14),
 * as a PDF that is never written anywhere and that no cache may keep. Two under way and ten an hour per person, and
 * rendered in a worker thread so nobody else's requests wait for it (issue #30). The person's slot is taken before
 * anything is read, so a refused request spends none of their ten.
 */
export const GET = handler({ auth: "user" }, async ({ request, user }) => {
  const { period, notes } = counsellorReportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const release = reportSlots.take(user.id);
  let pdf: Uint8Array;
  try {
    pdf = await renderCounsellorReport(await loadCounsellorReport({ userId: user.id, period, includeNotes: notes }));
  } finally {
    release();
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="attune-report-${day}.pdf"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
