import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerIndex, parseCsv } from "./csv";

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

describe("parseCsv (RFC 4180)", () => {
  it("reads quoted commas, doubled quotes and line breaks, and numbers records by the line they start on", () => {
    const parsed = parseCsv('a,b\r\n"x, y","say ""hi"""\r\n"two\r\nlines",z\r\nlast,row');
    expect(parsed).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ["a", "b"] },
        { line: 2, cells: ["x, y", 'say "hi"'] },
        { line: 3, cells: ["two\r\nlines", "z"] },
        { line: 5, cells: ["last", "row"] },
      ],
    });
  });

  it("drops a byte-order mark, skips blank lines and accepts LF, CRLF and lone CR endings", () => {
    const parsed = parseCsv("\ufeffh1,h2\n\n1,2\r3,4\r\n\r\n5,\n");
    expect(parsed.ok && parsed.records).toEqual([
      { line: 1, cells: ["h1", "h2"] },
      { line: 3, cells: ["1", "2"] },
      { line: 4, cells: ["3", "4"] },
      { line: 6, cells: ["5", ""] },
    ]);
  });

  it("keeps a stray quote inside an unquoted field as a character", () => {
    const parsed = parseCsv('a,5" tall,b');
    expect(parsed.ok && parsed.records[0]!.cells).toEqual(["a", '5" tall', "b"]);
  });

  it("names the line a quoted field opened on when it never closes", () => {
    expect(parseCsv('h\nok\n"never\nclosed\n')).toMatchObject({ ok: false, line: 3, reason: "unterminated_quote" });
  });

  it("reads back any table written with RFC 4180 quoting", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "é", "😀", ",", '"', "\n", "\r\n", " ", "|") });
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(table, (rows) => {
        // A record of one empty cell is a blank line, which the parser skips: give every row a non-empty first cell.
        const written = rows.map((r) => ["k", ...r]);
        const parsed = parseCsv(written.map((r) => r.map(quote).join(",")).join("\r\n"));
        expect(parsed.ok && parsed.records.map((r) => r.cells)).toEqual(written);
      }),
    );
  });

  it("finds columns by trimmed, lower-cased name, first one winning", () => {
    const index = headerIndex([" Full_Date", "mood", "MOOD"]);
    expect([index.get("full_date"), index.get("mood")]).toEqual([0, 1]);
  });
});
