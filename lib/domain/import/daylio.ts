import { headerIndex, parseCsv } from "./csv";
import { localTimeToInstant, parseClockTime, parseIsoDay } from "./local-time";
import { planImport, type ImportPlan, type MoodMapping, type SourceRow } from "./plan";

/**
 * Daylio's CSV export (issue #40): `full_date,date,weekday,time,mood,activities,note_title,note`, newest first, one
 * row per entry. `full_date` is the ISO day and `time` the phone's wall clock (12- or 24-hour) in whatever zone the
 * phone was in, which the file does not say: it is read in the person's zone. `date` and `weekday` repeat the day in
 * the phone's language and are ignored. Activities are separated by " | ". Older exports (before note titles) have
 * no `note_title`; it is optional, as are `activities` and `note`.
 */

/**
 * Daylio's five default moods on Attune's −3..3 (decision 076), each on the value whose word says the same thing
 * (lib/domain/labels.ts MOOD_STATUSES): rad Excellent, good Good, meh Okay, bad Low, awful Very Difficult. The person
 * may change any of them in the preview.
 */
export const DAYLIO_MOODS: MoodMapping = { rad: 3, good: 1, meh: 0, bad: -1, awful: -3 };

const REQUIRED = ["full_date", "time", "mood"] as const;

export type FileProblem =
  | { problem: "empty" }
  | { problem: "missing_columns"; columns: string[] }
  | { problem: "unterminated_quote"; line: number };

export function fileProblemMessage(problem: FileProblem): string {
  switch (problem.problem) {
    case "empty":
      return "The file has no entries.";
    case "missing_columns":
      return `This does not look like a Daylio export: it has no ${problem.columns.join(", ")} column.`;
    case "unterminated_quote":
      return `Line ${problem.line}: a quoted value never ends, so the rest of the file cannot be read.`;
  }
}

function readDaylioRows(text: string): { ok: true; rows: SourceRow[] } | ({ ok: false } & FileProblem) {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problem: "unterminated_quote", line: parsed.line };
  const [header, ...records] = parsed.records;
  if (!header) return { ok: false, problem: "empty" };
  const index = headerIndex(header.cells);
  const missing = REQUIRED.filter((name) => !index.has(name));
  if (missing.length > 0) return { ok: false, problem: "missing_columns", columns: missing };
  const at = (cells: readonly string[], name: string) => {
    const i = index.get(name);
    return i === undefined ? "" : (cells[i] ?? "");
  };
  const width = Math.max(...REQUIRED.map((name) => index.get(name)!)) + 1;
  const rows = records.map(({ line, cells }): SourceRow => {
    const rawDate = at(cells, "full_date");
    const rawTime = at(cells, "time");
    const mood = at(cells, "mood");
    const activities = at(cells, "activities");
    const title = at(cells, "note_title").trim();
    const body = at(cells, "note").trim();
    const note = [title, body].filter((part) => part.length > 0).join("\n\n") || null;
    const day = parseIsoDay(rawDate);
    const minutes = parseClockTime(rawTime);
    return {
      line,
      day,
      rawDate,
      minutes,
      rawTime,
      mood,
      tags: activities.split("|"),
      note,
      // What the entry is, not how this phone spelt it: the same entry exported again in another language, or
      // with a 12-hour clock, has the same key.
      incomplete: cells.length < width,
      identity: [
        day ?? rawDate,
        minutes === null ? rawTime : String(minutes),
        mood.trim().toLowerCase(),
        activities.trim(),
        title,
        body,
      ],
    };
  });
  return { ok: true, rows };
}

export interface PlanDaylioOptions {
  text: string;
  timeZone: string;
  moodMapping?: MoodMapping;
}

/** The whole file read and checked: what would be imported, and every row skipped with its line and reason. */
export function planDaylioImport({
  text,
  timeZone,
  moodMapping = {},
}: PlanDaylioOptions): { ok: true; plan: ImportPlan } | ({ ok: false } & FileProblem) {
  const read = readDaylioRows(text);
  if (!read.ok) return read;
  if (read.rows.length === 0) return { ok: false, problem: "empty" };
  const plan = planImport({
    source: "daylio",
    rows: read.rows,
    builtInMoods: DAYLIO_MOODS,
    moodMapping,
    toInstant: (day, minutes) => localTimeToInstant(day, minutes, timeZone),
  });
  return { ok: true, plan };
}
