/**
 * The mood export files (spec 2 §2.4, §7, §8): mood-data.csv and mood-data.json, written row by row so a caller can
 * stream a history of any length.
 *
 * CSV follows RFC 4180 (fields with a comma, quote, CR or LF are quoted; quotes doubled; CRLF line ends) and defuses
 * spreadsheet formulas the OWASP way: a text cell starting with =, +, -, @, tab or CR (or the Unicode minus) gets a
 * leading apostrophe, so Excel or Sheets show it as text instead of evaluating it. Numeric cells are left as numbers.
 */
import type { EmotionSelection } from "./types";

export const EXPORT_FILENAMES = { csv: "mood-data.csv", json: "mood-data.json" } as const;
export type ExportFormat = keyof typeof EXPORT_FILENAMES;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
};

export const EXPORT_TEXT = {
  success: "Export successful",
  empty: "No data to export",
  failedTitle: "Export failed",
  failedMessage: "Failed to export mood data. Please try again.",
} as const;

export interface ExportMood {
  id: string;
  value: number;
  keywords: readonly string[];
  notes: string | null;
  emotionMetadata: readonly EmotionSelection[] | null;
  at: Date;
}

const FORMULA_PREFIX = /^[=+\-@\t\r\u2212]/;

/** One CSV text cell: formula-defused, then quoted when needed. */
export function csvText(value: string): string {
  const safe = FORMULA_PREFIX.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_COLUMNS = ["id", "timestamp", "mood_value", "mood_keywords", "context_notes", "emotion_metadata"];
const CSV_LINE_END = "\r\n";

export function csvHeader(): string {
  return CSV_COLUMNS.join(",") + CSV_LINE_END;
}

export function csvRow(mood: ExportMood): string {
  return (
    [
      csvText(mood.id),
      mood.at.toISOString(),
      String(mood.value),
      csvText(mood.keywords.join("; ")),
      csvText(mood.notes ?? ""),
      csvText(mood.emotionMetadata && mood.emotionMetadata.length > 0 ? JSON.stringify(mood.emotionMetadata) : ""),
    ].join(",") + CSV_LINE_END
  );
}

/** The JSON record of one mood: ISO 8601 timestamps, the spec's field names. */
function jsonRecord(mood: ExportMood) {
  return {
    id: mood.id,
    timestamp: mood.at.toISOString(),
    mood_value: mood.value,
    mood_keywords: [...mood.keywords],
    context_notes: mood.notes,
    emotion_metadata: mood.emotionMetadata ?? [],
  };
}

/** Streams the export as text chunks: header/opening, one chunk per mood, closing. */
export async function* exportChunks(format: ExportFormat, moods: AsyncIterable<ExportMood>): AsyncGenerator<string> {
  if (format === "csv") {
    // A BOM so Excel opens UTF-8 notes (accents, emoji) correctly.
    yield "\uFEFF" + csvHeader();
    for await (const mood of moods) yield csvRow(mood);
    return;
  }
  let first = true;
  yield "[";
  for await (const mood of moods) {
    yield (first ? "\n  " : ",\n  ") + JSON.stringify(jsonRecord(mood));
    first = false;
  }
  yield first ? "]\n" : "\n]\n";
}
