import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { REPORT_DEFAULT_WEEKS, REPORT_MAX_WEEKS, REPORT_MIN_WEEKS } from "@/lib/domain/analytics/counsellor-report";

const WEEKS = Array.from({ length: REPORT_MAX_WEEKS - REPORT_MIN_WEEKS + 1 }, (_, i) => REPORT_MIN_WEEKS + i);
const select =
  "mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-48";

/**
 * The counsellor report's form (issue #14), on Settings and Mood Analytics. A plain GET form: the browser downloads
 * the PDF itself, so the form needs no JavaScript and the file never passes through the page. `id` keeps the two
 * copies' labels apart if both ever share a page.
 */
export function CounsellorReportForm({ id = "counsellor-report" }: { id?: string }) {
  return (
    <Card aria-labelledby={`${id}-title`} className="p-5 sm:p-6">
      <CardTitle id={`${id}-title`}>Report for your counsellor</CardTitle>
      <p className="mt-1 text-sm text-muted">
        A PDF of your moods, feelings, sleep, stress and connection over the weeks you choose, to bring to a counsellor
        or therapist. Your partner&apos;s figures appear only as far as they share them, and the report lists what it
        includes. It is made when you download it and not kept.
      </p>
      <form method="get" action="/api/v1/reports/counsellor" className="mt-4 flex flex-col gap-4">
        <div>
          <label htmlFor={`${id}-weeks`} className="text-sm font-medium">
            Period
          </label>
          <select id={`${id}-weeks`} name="weeks" defaultValue={REPORT_DEFAULT_WEEKS} className={select}>
            {WEEKS.map((weeks) => (
              <option key={weeks} value={weeks}>
                Last {weeks} weeks
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="notes" value="1" className="mt-0.5 size-4 accent-brand-600" />
          <span>
            Include my notes
            <span className="block text-xs text-muted">Your mood and check-in notes, word for word.</span>
          </span>
        </label>
        <div>
          <Button type="submit">Download PDF report</Button>
        </div>
      </form>
    </Card>
  );
}
