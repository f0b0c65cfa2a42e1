import { describe, expect, test } from "vitest";
import { DEMO_TABLE_LABELS, DEMO_TABLES, demoCounts, isDemoTable, totalDemoRows } from "./kinds";

describe("demo kinds", () => {
  test("only the whitelisted tables are demo tables", () => {
    for (const table of DEMO_TABLES) expect(isDemoTable(table)).toBe(true);
    for (const name of ["users", "profiles", "moods; drop table users", "", "MOODS", "partner_links"]) {
      expect(isDemoTable(name)).toBe(false);
    }
  });

  test("every kind has a label", () => {
    expect(Object.keys(DEMO_TABLE_LABELS).sort()).toEqual([...DEMO_TABLES].sort());
  });

  test("counts per kind: every kind present, unknown names ignored, the total adds up", () => {
    const counts = demoCounts([
      { tableName: "moods", count: 50 },
      { tableName: "rituals", count: 4 },
      { tableName: "users", count: 99 },
    ]);
    expect(counts.moods).toBe(50);
    expect(counts.rituals).toBe(4);
    expect(counts.shared_goals).toBe(0);
    expect(Object.keys(counts).sort()).toEqual([...DEMO_TABLES].sort());
    expect(totalDemoRows(counts)).toBe(54);
    expect(totalDemoRows(demoCounts([]))).toBe(0);
  });
});
