import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { csvHeader, csvRow, csvText, exportChunks, type ExportMood } from "./mood-export";

const mood = (over: Partial<ExportMood> = {}): ExportMood => ({
  id: "m1",
  value: -2,
  keywords: ["sad", "tired"],
  notes: null,
  emotionMetadata: null,
  at: new Date("2026-03-08T07:30:00.000Z"),
  ...over,
});

async function collect(format: "csv" | "json", moods: ExportMood[]): Promise<string> {
  async function* source() {
    yield* moods;
  }
  let out = "";
  for await (const chunk of exportChunks(format, source())) out += chunk;
  return out;
}

/** A minimal RFC 4180 reader, to prove what we write reads back to the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("CSV cells", () => {
  test("plain text stays as is", () => {
    expect(csvText("calm")).toBe("calm");
  });

  test("commas, quotes and newlines are quoted, quotes doubled", () => {
    expect(csvText("a, b")).toBe('"a, b"');
    expect(csvText('she said "hi"')).toBe('"she said ""hi"""');
    expect(csvText("line1\nline2")).toBe('"line1\nline2"');
    expect(csvText("line1\r\nline2")).toBe('"line1\r\nline2"');
  });

  test.each(["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tTAB", "\rCR", "\u22122"])(
    "formula prefix %j is defused with an apostrophe",
    (value) => {
      const cell = csvText(value);
      const read = parseCsv(`${cell}\r\n`)[0]![0]!;
      expect(read).toBe(`'${value}`);
    },
  );

  test("a formula after a harmless first character is left alone", () => {
    expect(csvText("ok =1+1")).toBe("ok =1+1");
  });
});

describe("rows", () => {
  test("ISO timestamps, numeric mood, joined keywords, decrypted notes, metadata as JSON", () => {
    const metadata = [
      {
        emotionId: "thankful",
        emotionName: "Thankful",
        categoryId: "positive",
        categoryName: "Positive",
        mappedKeyword: "grateful",
        intensity: 3,
      },
    ];
    const row = csvRow(mood({ notes: 'Long day, "rough"\nbut ok', emotionMetadata: metadata }));
    expect(parseCsv(csvHeader() + row)).toEqual([
      ["id", "timestamp", "mood_value", "mood_keywords", "context_notes", "emotion_metadata"],
      ["m1", "2026-03-08T07:30:00.000Z", "-2", "sad; tired", 'Long day, "rough"\nbut ok', JSON.stringify(metadata)],
    ]);
  });

  test("any notes survive a round trip through the CSV (apart from the defusing apostrophe)", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }), (notes, keywords) => {
        const text = csvHeader() + csvRow(mood({ notes, keywords }));
        const cells = parseCsv(text)[1]!;
        const undefuse = (s: string, original: string) => (/^[=+\-@\t\r\u2212]/.test(original) ? s.slice(1) : s);
        expect(undefuse(cells[4]!, notes)).toBe(notes);
        expect(undefuse(cells[3]!, keywords.join("; "))).toBe(keywords.join("; "));
        expect(cells).toHaveLength(6);
      }),
    );
  });
});

describe("streamed files", () => {
  test("CSV: BOM, header, one line per mood", async () => {
    const text = await collect("csv", [mood(), mood({ id: "m2", value: 3 })]);
    expect(text.startsWith("\uFEFFid,timestamp,")).toBe(true);
    expect(parseCsv(text.slice(1))).toHaveLength(3);
  });

  test("JSON: a valid array of records, also when empty", async () => {
    const parsed = JSON.parse(await collect("json", [mood({ notes: "x" }), mood({ id: "m2" })]));
    expect(parsed).toEqual([
      {
        id: "m1",
        timestamp: "2026-03-08T07:30:00.000Z",
        mood_value: -2,
        mood_keywords: ["sad", "tired"],
        context_notes: "x",
        emotion_metadata: [],
      },
      expect.objectContaining({ id: "m2", context_notes: null }),
    ]);
    expect(JSON.parse(await collect("json", []))).toEqual([]);
  });
});
