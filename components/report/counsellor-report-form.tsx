"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import {
  REPORT_DATES_CHOICE,
  REPORT_DEFAULT_WEEKS,
  REPORT_MAX_WEEKS,
  REPORT_MIN_WEEKS,
} from "@/lib/domain/analytics/report-period";
import type { DateErrors } from "./report-dates-check";

const loadDateCheck = () => import("./report-dates-check");
type DateCheck = Awaited<ReturnType<typeof loadDateCheck>>["reportDateErrors"];

const WEEKS = Array.from({ length: REPORT_MAX_WEEKS - REPORT_MIN_WEEKS + 1 }, (_, i) => REPORT_MIN_WEEKS + i);
const control =
  "mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-48";

/**
 * The browser's today as YYYY-MM-DD, for the end date's limit; the server checks it again in the person's own zone.
 * The Date's local fields are the browser's zone's (localDayKey's result for it, without lib/domain/time's code).
 */
const browserToday = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/**
 * The counsellor report's form (issue #14), on Settings and Mood Analytics. A GET form: the browser downloads the PDF
 * itself, so the file never passes through the page, and the last weeks work without JavaScript. Chosen dates (issue
 * #35, up to 12 months) are checked here with the query's own schema before the browser asks, so a mistake is said
 * beside the dates instead of as an error page in place of a download. That check (zod) is fetched when "Dates I
 * choose" is picked, not with the page (issue #34, decision 066). `id` keeps two copies' labels apart.
 */
export function CounsellorReportForm({ id = "counsellor-report" }: { id?: string }) {
  const [period, setPeriod] = useState(String(REPORT_DEFAULT_WEEKS));
  const [errors, setErrors] = useState<DateErrors>({});
  const hintId = useId();
  const dates = period === REPORT_DATES_CHOICE;

  const dateCheck = useRef<DateCheck | null>(null);
  const fetchDateCheck = () => loadDateCheck().then(({ reportDateErrors }) => (dateCheck.current = reportDateErrors));

  /** The errors of the dates in `form`, said beside them; true when there are none. */
  function datesPass(form: HTMLFormElement, reportDateErrors: DateCheck): boolean {
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const found = reportDateErrors(fields, browserToday());
    setErrors(found);
    if (found.from || found.to) document.getElementById(`${id}-${found.from ? "from" : "to"}`)?.focus();
    return !found.from && !found.to;
  }

  function check(event: React.FormEvent<HTMLFormElement>) {
    if (!dates) return;
    if (dateCheck.current) {
      if (!datesPass(event.currentTarget, dateCheck.current)) event.preventDefault();
      return;
    }
    // Submitted before the check arrived (it is fetched when the dates are picked): wait for it, then send the form
    // ourselves if the dates pass. If it cannot be fetched, the server's own check answers.
    event.preventDefault();
    const form = event.currentTarget;
    fetchDateCheck().then(
      (reportDateErrors) => {
        if (datesPass(form, reportDateErrors)) form.submit();
      },
      () => form.submit(),
    );
  }

  const dateInput = (name: "from" | "to", label: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="date"
        required
        max={browserToday()}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : hintId}
        onChange={() => setErrors((e) => ({ ...e, [name]: undefined }))}
        className={control}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} role="alert" className="mt-1 text-xs text-danger">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <Card aria-labelledby={`${id}-title`} className="p-5 sm:p-6">
      <CardTitle id={`${id}-title`}>Report for your counsellor</CardTitle>
      <p className="mt-1 text-sm text-muted">
        A PDF of your moods, feelings, sleep, stress and connection over the weeks or dates you choose, to bring to a
        counsellor or therapist. Your partner&apos;s figures appear only as far as they share them, and the report lists
        what it includes. It is made when you download it and not kept.
      </p>
      <form
        method="get"
        action="/api/v1/reports/counsellor"
        noValidate
        onSubmit={check}
        className="mt-4 flex flex-col gap-4"
      >
        <div>
          <label htmlFor={`${id}-weeks`} className="text-sm font-medium">
            Period
          </label>
          <select
            id={`${id}-weeks`}
            name="weeks"
            value={period}
            onChange={(event) => {
              setPeriod(event.target.value);
              setErrors({});
              if (event.target.value === REPORT_DATES_CHOICE && !dateCheck.current) {
                fetchDateCheck().catch(() => undefined);
              }
            }}
            className={control}
          >
            {WEEKS.map((weeks) => (
              <option key={weeks} value={weeks}>
                Last {weeks} weeks
              </option>
            ))}
            <option value={REPORT_DATES_CHOICE}>Dates I choose</option>
          </select>
        </div>
        {dates ? (
          <fieldset>
            <legend className="sr-only">Dates for the report</legend>
            <div className="flex flex-col gap-3 sm:flex-row sm:gap-4">
              {dateInput("from", "From")}
              {dateInput("to", "To")}
            </div>
            <p id={hintId} className="mt-2 text-xs text-muted">
              Up to 12 months, ending today at the latest.
            </p>
          </fieldset>
        ) : null}
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
