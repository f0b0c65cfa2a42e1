"use client";

import { Button } from "@/components/ui/button";
import { MOOD_STATUSES } from "@/lib/domain/labels";
import { CUSTOM_FEELING_MAX_LENGTH, MOOD_NOTES_MAX_LENGTH } from "@/lib/domain/mood-entry";
import {
  count,
  IMPORT_TEXT,
  previewLine,
  rangeText,
  type ImportPreview,
  type RowProblemId,
} from "@/lib/domain/import/view";

const PROBLEM_NAMES: Record<RowProblemId, string> = {
  bad_date: "Dates that are not real dates",
  bad_time: "Times that are not times of day",
  unknown_mood: "Moods without a value",
  control_characters: "Control characters",
  note_too_long: `Notes over ${MOOD_NOTES_MAX_LENGTH.toLocaleString("en-US")} characters`,
  missing_fields: "Rows missing columns",
  duplicate: "Repeated rows",
};

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export interface ImportPreviewViewProps {
  preview: ImportPreview;
  mapping: Readonly<Record<string, number>>;
  /** A changed mapping is being previewed again. */
  updating: boolean;
  /** The import's own failure, if the last attempt failed. */
  error: string | null;
  onRemap: (name: string, value: number | null) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The preview of a file (issue #40): counts, range, each mood's value, the first rows mapped, and what is skipped. */
export function ImportPreviewView({
  preview,
  mapping,
  updating,
  error,
  onRemap,
  onConfirm,
  onCancel,
}: ImportPreviewViewProps) {
  return (
    <div className="mt-5 space-y-5">
      <div role="status" aria-busy={updating} className="space-y-1 text-sm">
        <p className="font-medium">{previewLine(preview)}</p>
        {preview.range ? <p className="text-muted">{rangeText(preview.range)}</p> : null}
        {preview.shiftedTimes > 0 ? (
          <p className="text-muted">
            {count(preview.shiftedTimes, "entry falls", "entries fall")} in the hour skipped when clocks went forward,
            and will be saved an hour later.
          </p>
        ) : null}
      </div>

      <section aria-labelledby="import-moods-title" className="space-y-2">
        <h3 id="import-moods-title" className="text-base font-semibold">
          {IMPORT_TEXT.moodsTitle}
        </h3>
        <p className="text-xs text-muted">{IMPORT_TEXT.moodsHint}</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {preview.moods.map((mood, index) => {
            const id = `import-mood-${index}`;
            const value = mapping[mood.name];
            return (
              <li key={mood.name} className="flex flex-wrap items-center justify-between gap-2">
                <label htmlFor={id} className="min-w-0 text-sm">
                  <span className="font-medium">{mood.name}</span>{" "}
                  <span className="text-muted">({count(mood.rows, "row", "rows")})</span>
                </label>
                <select
                  id={id}
                  className="field-input w-44"
                  value={value === undefined ? "" : String(value)}
                  disabled={updating}
                  onChange={(event) =>
                    onRemap(mood.name, event.target.value === "" ? null : Number(event.target.value))
                  }
                >
                  <option value="">{IMPORT_TEXT.chooseValue}</option>
                  {MOOD_STATUSES.map((status) => (
                    <option key={status.value} value={status.value}>
                      {`${signed(status.value)} ${status.label}`}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      </section>

      {preview.sample.length > 0 ? (
        <section aria-labelledby="import-sample-title" className="space-y-2">
          <h3 id="import-sample-title" className="text-base font-semibold">
            {IMPORT_TEXT.sampleTitle}
          </h3>
          <ul className="space-y-2 text-sm">
            {preview.sample.map((row) => (
              <li key={row.line} className="rounded-lg border border-brand-100 p-2">
                <p>
                  <span className="font-medium">{rangeText({ first: row.day, last: row.day })}</span>{" "}
                  <span className="text-muted">{row.time}</span> · {signed(row.value)} {row.label}
                </p>
                {row.tags.length > 0 ? <p className="text-muted">{row.tags.join(", ")}</p> : null}
                {row.note ? <p className="break-words whitespace-pre-line">{row.note}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {preview.skipped.length > 0 ? (
        <section aria-labelledby="import-skipped-title" className="space-y-2">
          <h3 id="import-skipped-title" className="text-base font-semibold">
            {IMPORT_TEXT.skippedTitle}
          </h3>
          <ul className="text-sm">
            {preview.skipped.map((s) => (
              <li key={s.problem}>
                {PROBLEM_NAMES[s.problem]}: {s.rows.toLocaleString("en-US")}
              </li>
            ))}
          </ul>
          <details className="text-sm">
            <summary className="cursor-pointer">Show the lines</summary>
            <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
              {preview.errors.map((e) => (
                <li key={`${e.line}-${e.problem}`} className="break-words">
                  {e.message}
                </li>
              ))}
            </ul>
          </details>
        </section>
      ) : null}

      {preview.droppedTags.length > 0 ? (
        <p className="text-sm text-muted">
          Activities longer than {CUSTOM_FEELING_MAX_LENGTH} characters are left out of their entries:{" "}
          {preview.droppedTags.map((t) => t.tag).join(", ")}.
        </p>
      ) : null}

      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {preview.toAdd === 0 ? <p className="text-sm">{IMPORT_TEXT.nothingToAdd}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={onConfirm} disabled={updating || preview.toAdd === 0}>
          {IMPORT_TEXT.confirm(preview.toAdd)}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {IMPORT_TEXT.chooseAnother}
        </Button>
      </div>
    </div>
  );
}
