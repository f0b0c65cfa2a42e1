"use client";

import { useState } from "react";
import { CSV_DATE_FORMATS, IMPORT_TEXT, type CsvColumns, type CsvDateFormat } from "@/lib/domain/import/view";

type Draft = { [K in keyof CsvColumns]: CsvColumns[K] | null };

const EMPTY: Draft = {
  date: null,
  dateFormat: "YYYY-MM-DD",
  time: null,
  mood: null,
  moodKind: "value",
  note: null,
  tags: null,
};

const FIELDS: readonly { key: "date" | "time" | "mood" | "note" | "tags"; label: string; required: boolean }[] = [
  { key: "date", label: "Date column", required: true },
  { key: "time", label: "Time column (optional)", required: false },
  { key: "mood", label: "Mood column", required: true },
  { key: "note", label: "Note column (optional)", required: false },
  { key: "tags", label: "Tags column (optional)", required: false },
];

const MOOD_KINDS: readonly { value: CsvColumns["moodKind"]; label: string }[] = [
  { value: "value", label: "Numbers (Attune's -3 to 3, or your own scale)" },
  { value: "name", label: "Words" },
];

export interface CsvColumnMapperProps {
  /** The file's header, as the server read it. */
  columns: readonly string[];
  /** The columns chosen so far (or guessed from the header), null when none are. */
  mapping: CsvColumns | null;
  disabled: boolean;
  /** Called once the date and mood columns are both chosen, and on every change after. */
  onChange: (columns: CsvColumns) => void;
}

/**
 * The generic CSV's column mapper (issue #40, decision 082): which column holds the date (and how its day and month
 * are ordered), the time, the mood (numbers or words), the note and the tags. Columns travel as their positions; the
 * server reads the header itself. Until both the date and the mood are chosen nothing is previewed.
 */
export function CsvColumnMapper({ columns, mapping, disabled, onChange }: CsvColumnMapperProps) {
  const [draft, setDraft] = useState<Draft>(mapping ?? EMPTY);

  function update(next: Draft) {
    setDraft(next);
    if (next.date !== null && next.mood !== null && next.dateFormat !== null && next.moodKind !== null) {
      onChange({ ...next, date: next.date, mood: next.mood, dateFormat: next.dateFormat, moodKind: next.moodKind });
    }
  }

  return (
    <section aria-labelledby="import-columns-title" className="space-y-2">
      <h3 id="import-columns-title" className="text-base font-semibold">
        {IMPORT_TEXT.columnsTitle}
      </h3>
      <p className="text-xs text-muted">{IMPORT_TEXT.columnsHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `import-column-${field.key}`;
          const value = draft[field.key];
          return (
            <div key={field.key} className="space-y-1">
              <label htmlFor={id} className="text-sm font-medium">
                {field.label}
              </label>
              <select
                id={id}
                className="field-input"
                value={value === null ? "" : String(value)}
                disabled={disabled}
                aria-required={field.required}
                onChange={(event) =>
                  update({ ...draft, [field.key]: event.target.value === "" ? null : Number(event.target.value) })
                }
              >
                <option value="">{field.required ? "Choose a column" : IMPORT_TEXT.noColumn}</option>
                {columns.map((name, index) => (
                  <option key={`${index}-${name}`} value={index}>
                    {name.length > 0 ? name : `Column ${index + 1}`}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className="space-y-1">
          <label htmlFor="import-column-date-format" className="text-sm font-medium">
            Date format
          </label>
          <select
            id="import-column-date-format"
            className="field-input"
            value={draft.dateFormat ?? "YYYY-MM-DD"}
            disabled={disabled}
            onChange={(event) => update({ ...draft, dateFormat: event.target.value as CsvDateFormat })}
          >
            {CSV_DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="import-column-mood-kind" className="text-sm font-medium">
            The mood column holds
          </label>
          <select
            id="import-column-mood-kind"
            className="field-input"
            value={draft.moodKind ?? "value"}
            disabled={disabled}
            onChange={(event) => update({ ...draft, moodKind: event.target.value as CsvColumns["moodKind"] })}
          >
            {MOOD_KINDS.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}
