import { describe, expect, it } from "vitest";
import { chartMonths } from "./view";

const row = (iso: string, score: number) => ({ takenAt: new Date(iso), score });

describe("chartMonths", () => {
  it("is empty before any check-up", () => {
    expect(chartMonths([], [], "UTC")).toEqual([]);
  });

  it("spans every month from the first check-up of either line to the last, a skipped month left empty", () => {
    const months = chartMonths(
      [row("2026-09-03T10:00:00Z", 12), row("2026-11-28T10:00:00Z", 15)],
      [row("2026-10-01T10:00:00Z", 18)],
      "UTC",
    );
    expect(months).toEqual([
      { month: "2026-09", label: "Sep 2026", tick: "Sep", mine: 12, partner: null },
      { month: "2026-10", label: "Oct 2026", tick: "Oct", mine: null, partner: 18 },
      { month: "2026-11", label: "Nov 2026", tick: "Nov", mine: 15, partner: null },
    ]);
  });

  it("keeps a month's last total, reads months in the person's zone, and crosses a year", () => {
    const months = chartMonths(
      // 1 Jan 02:00 UTC is still 31 Dec in New York.
      [row("2026-12-02T10:00:00Z", 10), row("2026-12-20T10:00:00Z", 11), row("2027-01-01T02:00:00Z", 9)],
      [],
      "America/New_York",
    );
    expect(months.map((m) => [m.month, m.mine])).toEqual([["2026-12", 9]]);
    expect(chartMonths([row("2026-12-02T10:00:00Z", 10), row("2027-01-05T10:00:00Z", 12)], [], "UTC")).toHaveLength(2);
  });
});
