import { describe, expect, it } from "vitest";
import { previewLine, rangeText, summaryLine } from "./view";

describe("the import page's sentences", () => {
  it("says a range, or one day alone", () => {
    expect(rangeText({ first: "2024-03-03", last: "2024-11-03" })).toBe("Mar 3, 2024 – Nov 3, 2024");
    expect(rangeText({ first: "2024-03-03", last: "2024-03-03" })).toBe("Mar 3, 2024");
  });

  it("counts the preview, naming only what there is", () => {
    expect(
      previewLine({
        rows: 12,
        toAdd: 7,
        alreadyImported: 0,
        skipped: [
          { problem: "bad_date", rows: 2 },
          { problem: "duplicate", rows: 3 },
        ],
      }),
    ).toBe("12 rows read, 7 entries to import, 5 skipped.");
    expect(previewLine({ rows: 1, toAdd: 0, alreadyImported: 1, skipped: [] })).toBe(
      "1 row read, 0 entries to import, 1 already imported.",
    );
  });

  it("sums up an import, and a second import that added nothing", () => {
    expect(
      summaryLine({
        added: 20_000,
        alreadyImported: 0,
        skipped: 0,
        range: { first: "2016-01-01", last: "2025-12-31" },
      }),
    ).toBe("20,000 entries were added (Jan 1, 2016 – Dec 31, 2025).");
    expect(
      summaryLine({ added: 1, alreadyImported: 0, skipped: 2, range: { first: "2024-01-01", last: "2024-01-01" } }),
    ).toBe("1 entry was added (Jan 1, 2024); 2 skipped.");
    expect(summaryLine({ added: 0, alreadyImported: 7, skipped: 5, range: null })).toBe(
      "No new entries were added; 7 already imported, 5 skipped.",
    );
  });
});
