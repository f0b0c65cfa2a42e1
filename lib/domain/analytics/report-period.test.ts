import { describe, expect, test } from "vitest";
import { parseReportWeeks, REPORT_RANGE_MESSAGES, reportRangeProblem } from "./report-period";

describe("parseReportWeeks", () => {
  test("whole weeks from 2 to 12, as a number or the form's string; anything else is null", () => {
    expect([2, "12", "4"].map(parseReportWeeks)).toEqual([2, 12, 4]);
    expect([1, 13, "1", "13", "4.5", 4.5, "", "four", null, undefined, "004"].map(parseReportWeeks)).toEqual(
      Array(11).fill(null),
    );
  });
});

describe("chosen dates (issue #35)", () => {
  test("up to 12 months, first and last day included; in order; not past today when today is known", () => {
    expect(reportRangeProblem({ from: "2025-03-11", to: "2026-03-10" })).toBeNull();
    expect(reportRangeProblem({ from: "2025-03-10", to: "2026-03-10" })).toBe(REPORT_RANGE_MESSAGES.length);
    // Calendar months: 366 days across 29 Feb 2024 are still 12 months; 29 Feb's year ends on 28 Feb.
    expect(reportRangeProblem({ from: "2023-03-01", to: "2024-02-29" })).toBeNull();
    expect(reportRangeProblem({ from: "2023-03-01", to: "2024-03-01" })).toBe(REPORT_RANGE_MESSAGES.length);
    expect(reportRangeProblem({ from: "2024-02-29", to: "2025-02-28" })).toBeNull();
    expect(reportRangeProblem({ from: "2024-02-29", to: "2025-03-01" })).toBe(REPORT_RANGE_MESSAGES.length);
    expect(reportRangeProblem({ from: "2026-03-10", to: "2026-03-10" })).toBeNull();
    expect(reportRangeProblem({ from: "2026-03-10", to: "2026-03-09" })).toBe(REPORT_RANGE_MESSAGES.order);
    expect(reportRangeProblem({ from: "2026-03-01", to: "2026-03-11" }, "2026-03-10")).toBe(
      REPORT_RANGE_MESSAGES.future,
    );
    expect(reportRangeProblem({ from: "2026-03-01", to: "2026-03-10" }, "2026-03-10")).toBeNull();
  });
});
