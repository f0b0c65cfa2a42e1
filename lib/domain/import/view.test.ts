import { describe, expect, it } from "vitest";
import { importSummary, LISTED_ROW_ERRORS, previewLine, previewSample, rangeText, summaryLine } from "./view";

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

describe("the preview's sample and the summary, shared by every source", () => {
  it("shows the first five rows in the person's zone, labelled, a long note cut at 120 code points", () => {
    const long = "🌱".repeat(130);
    const entries = Array.from({ length: 7 }, (_, i) => ({
      line: i + 2,
      at: new Date(Date.UTC(2024, 2, 10, 6, 5 + i)),
      value: i === 0 ? 3 : -1,
      keywords: i === 0 ? ["work"] : [],
      note: i === 0 ? long : null,
    }));
    const sample = previewSample(entries, "America/New_York");
    expect(sample).toHaveLength(5);
    // 06:05 UTC on the day clocks went forward in New York is 01:05 EST.
    expect(sample[0]).toMatchObject({ line: 2, day: "2024-03-10", time: "01:05", value: 3, tags: ["work"] });
    expect(sample[0]!.label).not.toBe(sample[1]!.label);
    expect([...sample[0]!.note!]).toHaveLength(121);
    expect(sample[0]!.note!.endsWith("🌱…")).toBe(true);
    expect(sample[1]!.note).toBeNull();
  });

  it("sums up: every problem counted, the first hundred listed, the days local", () => {
    const errors = Array.from({ length: LISTED_ROW_ERRORS + 5 }, (_, i) => ({
      line: i + 2,
      problem: "bad_date" as const,
      message: "Line: bad date",
    }));
    const written = {
      importId: "i",
      added: 3,
      alreadyImported: 1,
      firstAt: new Date("2024-01-01T02:00:00Z"),
      lastAt: new Date("2024-01-31T12:00:00Z"),
    };
    const summary = importSummary(written, errors, "America/Los_Angeles");
    expect(summary).toMatchObject({ added: 3, alreadyImported: 1, skipped: LISTED_ROW_ERRORS + 5 });
    expect(summary.errors).toHaveLength(LISTED_ROW_ERRORS);
    expect(summary.range).toEqual({ first: "2023-12-31", last: "2024-01-31" });
    expect(importSummary({ ...written, firstAt: null, lastAt: null }, [], "UTC").range).toBeNull();
  });
});
