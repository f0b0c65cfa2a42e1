"use client";

import { Button } from "@/components/ui/button";
import { MOOD_STATUSES } from "@/lib/domain/labels";
import { CUSTOM_FEELING_MAX_LENGTH, MOOD_NOTES_MAX_LENGTH } from "@/lib/domain/mood-entry";
import {
  count,
  IMPORT_TEXT,
  previewLine,
  rangeText,
  type CsvColumns,
  type ImportPreview,
  type RowProblemId,
} from "@/lib/domain/import/view";
import { CsvColumnMapper } from "./csv-column-mapper";

const PROBLEM_NAMES: Record<RowProblemId, string> = {
  bad_date: "Dates that are not real dates",
  bad_time: "Times that are not times of day",
  unknown_mood: "Moods without a value",
  control_characters: "Control characters",
  note_too_long: `Notes over ${MOOD_NOTES_MAX_LENGTH.toLocaleString("en-US")} characters`,
  missing_fields: "Rows missing columns",
  duplicate: "Repeated rows",
  invalid_row: "Rows with a value Attune does not write",
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
  /** A generic CSV's columns, chosen again. */
  onColumns?: (columns: CsvColumns) => void;
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
  onColumns,
  onConfirm,
  onCancel,
}: ImportPreviewViewProps) {
  const mapper = preview.csv ? (
    <CsvColumnMapper
      columns={preview.csv.columns}
      mapping={preview.csv.mapping}
      disabled={updating}
      onChange={(columns) => onColumns?.(columns)}
    />
  ) : null;
  // A CSV whose date and mood columns are not chosen yet: the columns first, nothing else to say. The mapper stays
  // the first child either way, so choosing the last column keeps the select (and its focus) in place.
  const waiting = preview.csv !== undefined && !preview.csv.mapping;
  return (
    <div className="mt-5 space-y-5">
      {mapper}
      {waiting ? (
        <Button type="button" variant="outline" onClick={onCancel}>
          {IMPORT_TEXT.chooseAnother}
        </Button>
      ) : (
        <ImportPreviewBody
          preview={preview}
          mapping={mapping}
          updating={updating}
          error={error}
          onRemap={onRemap}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}

/** The counts, moods, sample, skipped rows and the confirm button, once there is something to preview. */
function ImportPreviewBody({
  preview,
  mapping,
  updating,
  error,
  onRemap,
  onConfirm,
  onCancel,
}: Omit<ImportPreviewViewProps, "onColumns">) {
  return (
    <>
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

      {preview.kinds ? <AttuneKinds preview={preview} /> : null}

      {preview.moods.length > 0 ? (
        <section aria-labelledby="import-moods-title" className="space-y-2">
          <h3 id="import-moods-title" className="text-base font-semibold">
            {IMPORT_TEXT.moodsTitle}
          </h3>
          <p className="text-xs text-muted">{IMPORT_TEXT.moodsHint}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {preview.moods.map((mood, index) => {
              const id = `import-mood-${index}`;
              // The person's choice, else the value the server applied (a built-in label's, such as a CSV's "2").
              const value = mapping[mood.name] ?? mood.value ?? undefined;
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
      ) : null}

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
    </>
  );
}

/** An Attune export's preview (decision 082): what each kind adds, and the sections left out with their reason. */
function AttuneKinds({ preview }: { preview: ImportPreview }) {
  return (
    <>
      <section aria-labelledby="import-kinds-title" className="space-y-2">
        <h3 id="import-kinds-title" className="text-base font-semibold">
          {IMPORT_TEXT.kindsTitle}
        </h3>
        <ul className="text-sm">
          {preview.kinds!.map((k) => (
            <li key={k.kind}>
              {k.label}: {k.toAdd.toLocaleString("en-US")} to add
              {k.alreadyImported > 0 ? `, ${k.alreadyImported.toLocaleString("en-US")} already here` : ""}
            </li>
          ))}
        </ul>
      </section>
      {preview.notImported && preview.notImported.length > 0 ? (
        <section aria-labelledby="import-left-out-title" className="space-y-2">
          <h3 id="import-left-out-title" className="text-base font-semibold">
            {IMPORT_TEXT.notImportedTitle}
          </h3>
          <ul className="space-y-1 text-sm">
            {preview.notImported.map((s) => (
              <li key={`${s.section}-${s.reason}`} className="break-words">
                <span className="font-medium capitalize">{s.section}</span> ({count(s.rows, "row", "rows")}): {s.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
