/**
 * RFC 4180 CSV, as the mood apps export it (issue #40): fields separated by commas, a field in double quotes may hold
 * commas, line breaks and doubled quotes (""), records end with CRLF, LF or a lone CR. A UTF-8 byte-order mark before
 * the header is dropped. Each record keeps the line of the file it starts on (1-based, the header is line 1), so a
 * row's error can name the line the person sees in a text editor even when an earlier note spans several lines.
 *
 * Lenient where files in the wild differ and nothing is lost: a quote inside an unquoted field is kept as a
 * character, and blank lines between records are skipped. A quoted field that never closes is the one error: from
 * that quote on, the rest of the file cannot be told apart, so the parse stops and names the line it opened on.
 */

export interface CsvRecord {
  /** The line of the file this record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

export type CsvParse =
  { ok: true; records: CsvRecord[] } | { ok: false; line: number; reason: "unterminated_quote"; records: CsvRecord[] };

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

export function parseCsv(input: string): CsvParse {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const n = text.length;
  let fieldStart = true;

  const endRecord = () => {
    // A line holding nothing at all is not a record (a trailing newline, a blank line between records).
    if (!(cells.length === 1 && cells[0] === "")) records.push({ line: recordLine, cells });
    cells = [];
  };

  while (i < n) {
    // At the start of a field.
    if (text.charCodeAt(i) === QUOTE) {
      const openedOn = line;
      let value = "";
      let from = i + 1;
      i = from;
      for (;;) {
        const next = text.indexOf('"', i);
        if (next === -1) return { ok: false, line: openedOn, reason: "unterminated_quote", records };
        const chunk = text.slice(from, next);
        line += countLineBreaks(chunk);
        value += chunk;
        if (text.charCodeAt(next + 1) === QUOTE) {
          value += '"';
          i = from = next + 2;
          continue;
        }
        i = next + 1;
        break;
      }
      // Anything between the closing quote and the separator is kept (lenient, nothing lost).
      const stop = fieldEnd(text, i);
      value += text.slice(i, stop);
      cells.push(value);
      i = stop;
    } else {
      const stop = fieldEnd(text, i);
      cells.push(text.slice(i, stop));
      i = stop;
    }
    fieldStart = false;
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i += 1;
      fieldStart = true;
      if (i === n) cells.push("");
      continue;
    }
    if (c === CR || c === LF) {
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line += 1;
      endRecord();
      recordLine = line;
      fieldStart = true;
    }
  }
  if (!fieldStart || cells.length > 0) endRecord();
  return { ok: true, records };
}

function fieldEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === LF || c === CR) return i;
  }
  return text.length;
}

function countLineBreaks(chunk: string): number {
  let count = 0;
  for (let i = 0; i < chunk.length; i++) {
    const c = chunk.charCodeAt(i);
    if (c === LF) count += 1;
    else if (c === CR && chunk.charCodeAt(i + 1) !== LF) count += 1;
  }
  return count;
}

/** The header's names, trimmed and lower-cased, for finding columns by name whatever their order. */
export function headerIndex(header: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (!index.has(key)) index.set(key, i);
  });
  return index;
}
