/**
 * What Settings → Import shows (issue #40, decision 076): the preview and the summary as the server sends them, and
 * the page's words. The spec has no import screen, so the copy is ours, in its plain tone. No node:crypto here: the
 * upload form in the browser imports this module.
 */
import { moodStatus } from "../labels";
import { formatDayKey, localDayKey, localHour, type DayKey } from "../time";

export type ImportSourceId = "daylio" | "attune" | "csv";

export type RowProblemId =
  | "bad_date"
  | "bad_time"
  | "unknown_mood"
  | "control_characters"
  | "note_too_long"
  | "missing_fields"
  | "duplicate"
  | "invalid_row";

/** The kinds of rows an Attune export brings back (decision 082), by the export's section names. */
export type AttuneKind =
  "moods" | "personal_checkins" | "partner_checkins" | "goals" | "rituals" | "ritual_completions";

/** Why an Attune export's section (or some of its rows) is left out of an import (decision 082). */
export type AttuneSkipReason =
  "account" | "recalculated" | "partnership" | "partner_made" | "deleted" | "ritual_left_out" | "not_yet";

export const ATTUNE_SECTION_TEXT: Record<AttuneKind, string> = {
  moods: "Moods",
  personal_checkins: "Personal check-ins",
  partner_checkins: "Partner check-ins",
  goals: "Goals",
  rituals: "Rituals",
  ritual_completions: "Ritual completions",
};

export const ATTUNE_SKIP_TEXT: Record<AttuneSkipReason, string> = {
  account: "this account keeps its own settings",
  recalculated: "Attune works it out again from your entries",
  partnership: "it belongs to a partnership, not to you alone",
  partner_made: "your partner made it for you: it is theirs",
  deleted: "it was deleted before the export",
  ritual_left_out: "its ritual is not imported",
  not_yet: "an import does not bring these back yet",
};

/** The generic CSV's column choices (decision 082): column positions and the date's order, as the person chose. */
export const CSV_DATE_FORMATS = ["YYYY-MM-DD", "DD/MM/YYYY", "MM/DD/YYYY", "DD.MM.YYYY"] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];
export interface CsvColumns {
  date: number;
  dateFormat: CsvDateFormat;
  time: number | null;
  mood: number;
  /** The mood column holds Attune's values (−3..3; any other number is mapped like a name) or words. */
  moodKind: "value" | "name";
  note: number | null;
  tags: number | null;
}

export interface ImportRowError {
  line: number;
  problem: RowProblemId;
  message: string;
}

export interface ImportMoodLabel {
  name: string;
  rows: number;
  value: number | null;
  builtIn: boolean;
}

export interface ImportPreview {
  source: ImportSourceId;
  /** Rows read from the file (without the header). */
  rows: number;
  /** Entries the import would add now. */
  toAdd: number;
  /** Good rows already imported earlier (same stable key): the import skips them. */
  alreadyImported: number;
  /** Rows skipped, by reason; the first of them listed with their line. */
  skipped: { problem: RowProblemId; rows: number }[];
  errors: ImportRowError[];
  moods: ImportMoodLabel[];
  sample: ImportSampleRow[];
  droppedTags: { tag: string; rows: number }[];
  /** Local days of the first and last entry to add. */
  range: { first: DayKey; last: DayKey } | null;
  /** Entries whose local time fell in a DST gap and were moved forward by it. */
  shiftedTimes: number;
  /** An Attune export: what it adds by kind, and the sections it leaves out with their reason (decision 082). */
  kinds?: { kind: AttuneKind; label: string; toAdd: number; alreadyImported: number }[];
  notImported?: { section: string; rows: number; reason: string }[];
  /** A generic CSV: the file's header, and the columns chosen (or guessed from the header's names). */
  csv?: { columns: string[]; mapping: CsvColumns | null };
}

export interface ImportSummary {
  importId: string;
  added: number;
  /** Good rows whose entry was already there from an earlier import of the same rows. */
  alreadyImported: number;
  /** Rows skipped for a problem of their own. */
  skipped: number;
  errors: ImportRowError[];
  range: { first: DayKey; last: DayKey } | null;
  /**
   * Entries added that speak of harm or control by a partner (decision 080's update): private, and left private when
   * the import is shared. For the author's own summary only.
   */
  keptPrivate: number;
}

/** One earlier import as Settings → Import lists it, its days in the person's zone. */
export interface EarlierImport {
  id: string;
  source: string;
  added: number;
  skipped: number;
  importedOn: DayKey;
  range: { first: DayKey; last: DayKey } | null;
  shared: boolean;
}

export const IMPORT_SOURCES: readonly { id: ImportSourceId; name: string; hint: string }[] = [
  {
    id: "daylio",
    name: "Daylio",
    hint: "In Daylio: More → Export entries → CSV. Times are read in your time zone.",
  },
  {
    id: "attune",
    name: "Attune (JSON export)",
    hint: "The .json file from Settings → Data & Privacy → Request data export, from this or another account.",
  },
  {
    id: "csv",
    name: "Another app (CSV)",
    hint: "Any CSV with a header row: you choose which columns hold the date, mood, note and tags.",
  },
];

export const IMPORT_TEXT = {
  title: "Import your history",
  intro:
    "Bring the moods you logged in another app. You will see what will be imported before anything is saved. Imported entries are private: your partner sees them only if you share them afterwards.",
  cardIntro:
    "Bring the moods you logged in Daylio or another app, or an Attune export. Imported entries stay private unless you share them.",
  fileTitle: "Your file",
  fileLabel: "File to import",
  sourceLabel: "App the file comes from",
  reading: "Reading the file…",
  moodsTitle: "Your moods on Attune's scale",
  moodsHint: "Choose a value for each mood. Rows with a mood that has no value are skipped.",
  chooseValue: "Choose a value",
  sampleTitle: "First entries",
  skippedTitle: "Rows that will be skipped",
  confirm: (n: number) => `Import ${count(n, "entry", "entries")}`,
  nothingToAdd: "Nothing new to import: every entry in this file is already in Attune.",
  importing: (n: number) => `Importing ${count(n, "entry", "entries")}…`,
  doneTitle: "Import complete",
  seeHistory: "See your mood history",
  share: "Share these entries with your partner",
  shared: "Shared with your partner",
  earlierTitle: "Earlier imports",
  startOver: "Import another file",
  chooseAnother: "Choose another file",
  kindsTitle: "What will be imported",
  notImportedTitle: "What stays out",
  columnsTitle: "Your columns",
  columnsHint: "Choose the column that holds each part of an entry. Date and mood are needed.",
  noColumn: "None",
  // The screen's count, in the share question's plain words (SHARE_CONFIRMATION_TEXT): it names no kind of harm.
  keptPrivate: (n: number) =>
    `${count(n, "entry speaks", "entries speak")} of something that can be hard to share, so ${n === 1 ? "it stays" : "they stay"} private, even if you share this import. Your partner is never told.`,
} as const;

export function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** "Mar 3, 2024 – Nov 3, 2024", or one day alone. */
export function rangeText(range: { first: DayKey; last: DayKey }): string {
  const first = formatDayKey(range.first, { withYear: true });
  return range.first === range.last ? first : `${first} – ${formatDayKey(range.last, { withYear: true })}`;
}

/** The preview's counts in one sentence. */
export function previewLine(preview: Pick<ImportPreview, "rows" | "toAdd" | "alreadyImported" | "skipped">): string {
  const skipped = preview.skipped.reduce((sum, s) => sum + s.rows, 0);
  const parts = [`${count(preview.rows, "row", "rows")} read`, `${count(preview.toAdd, "entry", "entries")} to import`];
  if (preview.alreadyImported > 0) parts.push(`${preview.alreadyImported.toLocaleString("en-US")} already imported`);
  if (skipped > 0) parts.push(`${skipped.toLocaleString("en-US")} skipped`);
  return `${parts.join(", ")}.`;
}

/** The summary in one sentence. */
export function summaryLine(summary: Pick<ImportSummary, "added" | "alreadyImported" | "skipped" | "range">): string {
  const added =
    summary.added === 0
      ? "No new entries were added"
      : `${count(summary.added, "entry was", "entries were")} added${summary.range ? ` (${rangeText(summary.range)})` : ""}`;
  const rest: string[] = [];
  if (summary.alreadyImported > 0) rest.push(`${summary.alreadyImported.toLocaleString("en-US")} already imported`);
  if (summary.skipped > 0) rest.push(`${summary.skipped.toLocaleString("en-US")} skipped`);
  return rest.length > 0 ? `${added}; ${rest.join(", ")}.` : `${added}.`;
}

/** One of the first rows a preview shows, as the person will find the entry. */
export interface ImportSampleRow {
  line: number;
  day: DayKey;
  time: string;
  value: number;
  label: string;
  tags: string[];
  note: string | null;
}

/** How many rows a preview shows, and how many row problems a preview or summary lists (the rest are counted). */
export const PREVIEW_SAMPLE_ROWS = 5;
export const LISTED_ROW_ERRORS = 100;
const SAMPLE_NOTE_CHARS = 120;

/** "20:05": an entry's local time of day, as the preview's sample shows it. */
function localClock(at: Date, timeZone: string): string {
  const minutes = new Intl.DateTimeFormat("en-GB", { timeZone, minute: "2-digit" }).format(at);
  return `${String(localHour(at, timeZone)).padStart(2, "0")}:${minutes.padStart(2, "0")}`;
}

/**
 * The preview's first rows in the person's zone, whatever the source: the label the app will show for the value, and
 * a long note cut at 120 characters (code points, so an emoji is never split) with an ellipsis.
 */
export function previewSample(
  entries: readonly { line: number; at: Date; value: number; keywords: string[]; note: string | null }[],
  timeZone: string,
): ImportSampleRow[] {
  return entries.slice(0, PREVIEW_SAMPLE_ROWS).map((e) => ({
    line: e.line,
    day: localDayKey(e.at, timeZone),
    time: localClock(e.at, timeZone),
    value: e.value,
    label: moodStatus(e.value).label,
    tags: e.keywords,
    note:
      e.note && [...e.note].length > SAMPLE_NOTE_CHARS
        ? `${[...e.note].slice(0, SAMPLE_NOTE_CHARS).join("")}…`
        : e.note,
  }));
}

/** What a finished import tells the person: counts, the first problems listed, and its local days. */
export function importSummary(
  written: { importId: string; added: number; alreadyImported: number; firstAt: Date | null; lastAt: Date | null },
  errors: readonly ImportRowError[],
  timeZone: string,
  keptPrivate = 0,
): ImportSummary {
  return {
    keptPrivate,
    importId: written.importId,
    added: written.added,
    alreadyImported: written.alreadyImported,
    skipped: errors.length,
    errors: errors.slice(0, LISTED_ROW_ERRORS),
    range:
      written.firstAt && written.lastAt
        ? { first: localDayKey(written.firstAt, timeZone), last: localDayKey(written.lastAt, timeZone) }
        : null,
  };
}
