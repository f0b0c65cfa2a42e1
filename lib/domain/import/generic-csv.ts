import { MOOD_STATUSES } from "../labels";
import { headerIndex, parseCsv } from "./csv";
import { fileProblemMessage, type FileProblem } from "./daylio";
import { localTimeToInstant, parseClockTime, parseIsoDay } from "./local-time";
import { planImport, type ImportPlan, type MoodMapping, type SourceRow } from "./plan";
import type { CsvColumns, CsvDateFormat } from "./view";

/**
 * A CSV from any app, read through the columns the person chose in the preview (issue #40, decision 082): which
 * column holds the date (and in which order its day, month and year are written), the time (optional), the mood
 * (Attune's values −3..3, or words), the note and the tags (optional). The browser sends the choices as column
 * positions; everything else — each row's instant in the person's zone, the moods' values, the tags — is derived
 * here by the rules every format shares (plan.ts).
 *
 * A date cell may carry its time after a space or a "T" ("2024-05-01 20:30"), used when no time column is chosen. A
 * row with no time (no column, or an empty cell) is placed at noon, local: the middle of its day. Tags
 * are separated by "|", ";" or ",".
 */

/** Attune's own values, written as a file would: "-3" … "3", with or without a plus sign. */
const VALUE_MOODS: MoodMapping = Object.fromEntries(
  MOOD_STATUSES.flatMap(({ value }) =>
    value > 0
      ? [
          [String(value), value],
          [`+${value}`, value],
        ]
      : [[String(value), value]],
  ),
);
/** Attune's own words for its values ("Good", "Low", …). */
const NAME_MOODS: MoodMapping = Object.fromEntries(MOOD_STATUSES.map(({ value, label }) => [label, value]));

const NOON = 12 * 60;

/** The day a date cell names in the chosen order, or null; "YYYY-MM-DD" is read as ISO. */
export function parseDay(raw: string, format: CsvDateFormat): string | null {
  if (format === "YYYY-MM-DD") return parseIsoDay(raw);
  const separator = format === "DD.MM.YYYY" ? "." : "/";
  const parts = raw.trim().split(separator);
  if (parts.length !== 3 || parts.some((p) => !/^\d{1,4}$/.test(p))) return null;
  const [a, b, year] = parts as [string, string, string];
  if (year.length !== 4) return null;
  const [day, month] = format === "MM/DD/YYYY" ? [b, a] : [a, b];
  return parseIsoDay(`${year}-${month}-${day}`);
}

/** Splits "2024-05-01 20:30" or "2024-05-01T20:30:00" into its date and time; a date alone has no time. */
function splitDateTime(raw: string): { date: string; time: string | null } {
  const trimmed = raw.trim();
  const match = /^(\S+?)(?:[T ]\s*(.+))?$/.exec(trimmed);
  if (!match) return { date: trimmed, time: null };
  // A zone or offset after an ISO time ("Z", "+02:00") says where it was written; the person's zone is used instead.
  const time = match[2]?.replace(/(?:Z|[+-]\d{2}:?\d{2})$/i, "").replace(/\.\d+$/, "") ?? null;
  return { date: match[1]!, time };
}

const NAME_GUESSES: Record<"date" | "time" | "mood" | "note" | "tags", readonly string[]> = {
  date: ["date", "full_date", "day", "datetime", "timestamp"],
  time: ["time", "hour"],
  mood: ["mood", "mood_value", "rating", "score", "feeling"],
  note: ["note", "notes", "journal", "comment", "text"],
  tags: ["tags", "activities", "tag", "labels"],
};

/** The columns a header's names suggest, or null when it has no date or mood column the person must choose. */
export function guessColumns(header: readonly string[]): CsvColumns | null {
  const index = headerIndex(header);
  const find = (names: readonly string[]) => names.map((n) => index.get(n)).find((i) => i !== undefined) ?? null;
  const date = find(NAME_GUESSES.date);
  const mood = find(NAME_GUESSES.mood);
  if (date === null || mood === null) return null;
  return {
    date,
    dateFormat: "YYYY-MM-DD",
    time: find(NAME_GUESSES.time),
    mood,
    moodKind: "value",
    note: find(NAME_GUESSES.note),
    tags: find(NAME_GUESSES.tags),
  };
}

export type GenericCsvRead =
  | { ok: true; columns: string[]; plan: ImportPlan | null; mapping: CsvColumns | null }
  | ({ ok: false } & (FileProblem | { problem: "bad_columns" }));

export function genericCsvProblemMessage(problem: FileProblem | { problem: "bad_columns" }): string {
  return problem.problem === "bad_columns"
    ? "The columns chosen are not columns of this file: choose them again."
    : fileProblemMessage(problem).replace("a Daylio export", "a CSV with a header row");
}

export interface PlanGenericCsvOptions {
  text: string;
  timeZone: string;
  /** Null for the first preview: the header is read and the columns guessed, nothing planned. */
  columns: CsvColumns | null;
  moodMapping?: MoodMapping;
}

export function planGenericCsvImport({
  text,
  timeZone,
  columns,
  moodMapping = {},
}: PlanGenericCsvOptions): GenericCsvRead {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problem: "unterminated_quote", line: parsed.line };
  const [header, ...records] = parsed.records;
  if (!header || records.length === 0) return { ok: false, problem: "empty" };
  const names = header.cells.map((name) => name.trim());
  const mapping = columns ?? guessColumns(names);
  if (!mapping) return { ok: true, columns: names, plan: null, mapping: null };
  const chosen = [mapping.date, mapping.time, mapping.mood, mapping.note, mapping.tags].filter(
    (i): i is number => i !== null,
  );
  if (chosen.some((i) => i >= names.length)) return { ok: false, problem: "bad_columns" };
  const width = Math.max(...chosen) + 1;
  const cell = (cells: readonly string[], i: number | null) => (i === null ? "" : (cells[i] ?? ""));

  const rows = records.map(({ line, cells }): SourceRow => {
    const rawDate = cell(cells, mapping.date);
    const split = splitDateTime(rawDate);
    const rawTime = mapping.time !== null ? cell(cells, mapping.time) : (split.time ?? "");
    const day = parseDay(split.date, mapping.dateFormat);
    const minutes = rawTime.trim() === "" ? NOON : parseClockTime(rawTime);
    const mood = cell(cells, mapping.mood);
    const tags = cell(cells, mapping.tags);
    const note = cell(cells, mapping.note);
    return {
      line,
      day,
      rawDate,
      minutes,
      rawTime,
      mood,
      tags: tags.split(/[|;,]/),
      note: note.trim() ? note : null,
      incomplete: cells.length < width,
      // What the entry is, not the file's spelling of its date: the same rows exported again add nothing.
      identity: [
        day ?? rawDate,
        minutes === null ? rawTime : String(minutes),
        mood.trim().toLowerCase(),
        tags.trim(),
        note.trim(),
      ],
    };
  });
  const plan = planImport({
    source: "csv",
    rows,
    builtInMoods: mapping.moodKind === "value" ? VALUE_MOODS : NAME_MOODS,
    moodMapping,
    toInstant: (d, m) => localTimeToInstant(d, m, timeZone),
  });
  return { ok: true, columns: names, plan, mapping };
}
