import { createHash } from "node:crypto";
import { EMOTION_CATEGORIES } from "../emotions";
import { CUSTOM_FEELING_MAX_LENGTH, MOOD_KEYWORDS_MAX, MOOD_NOTES_MAX_LENGTH } from "../mood-entry";
import { MOOD_VALUE_MAX, MOOD_VALUE_MIN } from "../labels";
import type { ImportMoodLabel, ImportRowError, ImportSourceId, RowProblemId } from "./view";

/**
 * What an import will write (issue #40, decision 076), whatever the file's format: the entries it keeps, the rows it
 * skips with their line and reason, and the figures the preview shows. Each format's reader (daylio.ts, …) turns its
 * rows into `SourceRow`s; `planImport` applies the rules every format shares.
 */

export type ImportSource = ImportSourceId;

/** Why a row is skipped. Each is said in `ROW_PROBLEM_TEXT`, with the row's line. */
export type RowProblem = RowProblemId;
export type RowError = ImportRowError;

/** One row of the file as its format read it: wall-clock day and time, the mood as written, tags, note. */
export interface SourceRow {
  line: number;
  /** YYYY-MM-DD, or null when the file's date could not be read (`rawDate` is then quoted in the error). */
  day: string | null;
  rawDate: string;
  /** Minutes after local midnight, or null when unreadable. */
  minutes: number | null;
  rawTime: string;
  mood: string;
  tags: readonly string[];
  note: string | null;
  /** The row's own values, in the order that identifies it: hashed into its stable key. */
  identity: readonly string[];
  /** The row has fewer cells than the columns it needs. */
  incomplete?: boolean;
}

export interface ImportEntry {
  line: number;
  /** Stable per source row: the same row imported again is found by it and adds nothing. */
  key: string;
  at: Date;
  value: number;
  /** Tags (custom feelings), lower-cased, as the mood form stores keywords. */
  keywords: string[];
  /** Tags that name a feeling of the wheel: stored as that feeling too. */
  emotionIds: string[];
  note: string | null;
  /** The wall-clock time fell in a DST gap and was moved forward (local-time.ts). */
  shifted: boolean;
}

export type MoodLabel = ImportMoodLabel;

export interface ImportPlan {
  source: ImportSource;
  /** Rows read (without the header). */
  rows: number;
  entries: ImportEntry[];
  /** Rows skipped, in line order. */
  errors: RowError[];
  moods: MoodLabel[];
  /** Tags dropped from kept rows (longer than a feeling may be), with how many rows carried each. */
  droppedTags: { tag: string; rows: number }[];
  /** First and last instant of the kept entries, or null when none is kept. */
  range: { first: Date; last: Date } | null;
}

/** What the person decided in the preview: a value for each mood label (built-in ones may be changed too). */
export type MoodMapping = Readonly<Record<string, number>>;

const ROW_PROBLEM_TEXT: Record<RowProblem, string> = {
  bad_date: "the date is not a real date (expected YYYY-MM-DD)",
  bad_time: "the time is not a time of day",
  unknown_mood: "the mood has no value yet: choose one for it above",
  control_characters: "it holds control characters",
  note_too_long: `the note is longer than ${MOOD_NOTES_MAX_LENGTH.toLocaleString("en-US")} characters`,
  missing_fields: "it has fewer columns than the header",
  duplicate: "it repeats an earlier row of the file",
  invalid_row: "a value is not one Attune writes",
};

// Tab, line feed and carriage return are a note's own; every other C0/C1 control and DEL is refused (lib/validation's
// text() rule), since a file holding them has been damaged on the way.
const CONTROL = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/;

export function stableRowKey(source: ImportSource, identity: readonly string[]): string {
  // ≤ 100 characters: the key is stored in moods.idempotency_key (decision 076).
  return `import:${source}:${createHash("sha256").update(JSON.stringify(identity)).digest("base64url")}`;
}

export interface PlanOptions {
  source: ImportSource;
  rows: readonly SourceRow[];
  /** The format's own labels and their values. */
  builtInMoods: MoodMapping;
  /** The person's choices, over the built-in ones. */
  moodMapping: MoodMapping;
  toInstant: (day: string, minutes: number) => { at: Date; shifted: boolean };
}

export function planImport({ source, rows, builtInMoods, moodMapping, toInstant }: PlanOptions): ImportPlan {
  const mapping = new Map<string, number>();
  const builtIn = new Set(Object.keys(builtInMoods).map(normalizeLabel));
  for (const [name, value] of Object.entries(builtInMoods)) mapping.set(normalizeLabel(name), value);
  for (const [name, value] of Object.entries(moodMapping)) {
    if (Number.isInteger(value) && value >= MOOD_VALUE_MIN && value <= MOOD_VALUE_MAX) {
      mapping.set(normalizeLabel(name), value);
    }
  }
  const labels = new Map<string, MoodLabel>();
  const entries: ImportEntry[] = [];
  const errors: RowError[] = [];
  const dropped = new Map<string, number>();
  const seen = new Map<string, number>();

  const fail = (line: number, problem: RowProblem, detail = "") =>
    errors.push({ line, problem, message: `Line ${line}: ${ROW_PROBLEM_TEXT[problem]}${detail}.` });

  for (const row of rows) {
    const mood = normalizeLabel(row.mood);
    if (mood.length > 0 && !CONTROL.test(mood)) {
      const label = labels.get(mood) ?? {
        name: mood,
        rows: 0,
        value: mapping.get(mood) ?? null,
        builtIn: builtIn.has(mood),
      };
      label.rows += 1;
      labels.set(mood, label);
    }
    if (row.incomplete) {
      fail(row.line, "missing_fields");
      continue;
    }
    if (row.day === null) {
      fail(row.line, "bad_date", ` ("${clip(row.rawDate)}")`);
      continue;
    }
    if (row.minutes === null) {
      fail(row.line, "bad_time", ` ("${clip(row.rawTime)}")`);
      continue;
    }
    if (CONTROL.test(row.mood) || row.tags.some((t) => CONTROL.test(t)) || CONTROL.test(row.note ?? "")) {
      fail(row.line, "control_characters");
      continue;
    }
    const value = mapping.get(mood);
    if (value === undefined) {
      fail(row.line, "unknown_mood", mood ? ` ("${clip(mood)}")` : "");
      continue;
    }
    const note = row.note?.trim() ? row.note.trim() : null;
    if (note && [...note].length > MOOD_NOTES_MAX_LENGTH) {
      fail(row.line, "note_too_long");
      continue;
    }
    const key = stableRowKey(source, row.identity);
    const first = seen.get(key);
    if (first !== undefined) {
      fail(row.line, "duplicate", ` (line ${first})`);
      continue;
    }
    seen.set(key, row.line);
    const { keywords, emotionIds } = sortTags(row.tags, dropped);
    const { at, shifted } = toInstant(row.day, row.minutes);
    entries.push({ line: row.line, key, at, value, keywords, emotionIds, note, shifted });
  }

  let range: ImportPlan["range"] = null;
  for (const { at } of entries) {
    if (!range) range = { first: at, last: at };
    else if (at < range.first) range.first = at;
    else if (at > range.last) range.last = at;
  }
  return {
    source,
    rows: rows.length,
    entries,
    errors,
    moods: [...labels.values()].sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name)),
    droppedTags: [...dropped].map(([tag, count]) => ({ tag, rows: count })).sort((a, b) => b.rows - a.rows),
    range,
  };
}

function normalizeLabel(raw: string): string {
  return raw.trim().toLowerCase();
}

// The wheel's feelings by name ("thankful" → its id), for tags that name one.
const EMOTION_IDS_BY_NAME: ReadonlyMap<string, string> = new Map(
  EMOTION_CATEGORIES.flatMap((category) => category.emotions.map((e) => [e.name.toLowerCase(), e.id] as const)),
);

/**
 * Tags as the mood form stores them: lower-cased, each once, at most MOOD_KEYWORDS_MAX, each at most
 * CUSTOM_FEELING_MAX_LENGTH characters — a longer one is dropped and counted, never cut into another word. A tag that
 * names a feeling of the wheel ("Grateful", "Thankful") is also stored as that feeling.
 */
function sortTags(tags: readonly string[], dropped: Map<string, number>) {
  const keywords: string[] = [];
  const emotionIds: string[] = [];
  for (const raw of tags) {
    const tag = normalizeLabel(raw);
    if (tag.length === 0 || keywords.includes(tag)) continue;
    if ([...tag].length > CUSTOM_FEELING_MAX_LENGTH || keywords.length >= MOOD_KEYWORDS_MAX) {
      dropped.set(tag, (dropped.get(tag) ?? 0) + 1);
      continue;
    }
    keywords.push(tag);
    const emotion = EMOTION_IDS_BY_NAME.get(tag);
    if (emotion && !emotionIds.includes(emotion)) emotionIds.push(emotion);
  }
  return { keywords, emotionIds };
}

function clip(value: string): string {
  const chars = [...value.replace(CONTROL, "?")];
  return chars.length > 40 ? `${chars.slice(0, 40).join("")}…` : chars.join("");
}
