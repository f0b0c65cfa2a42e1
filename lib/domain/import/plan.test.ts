import { describe, expect, it } from "vitest";
import { planImport, stableRowKey, type SourceRow } from "./plan";

const row = (line: number, over: Partial<SourceRow> = {}): SourceRow => ({
  line,
  day: "2024-05-01",
  rawDate: "2024-05-01",
  minutes: 600,
  rawTime: "10:00",
  mood: "Up",
  tags: [],
  note: null,
  identity: [String(line)],
  ...over,
});

const plan = (rows: SourceRow[], moodMapping = {}) =>
  planImport({
    source: "daylio",
    rows,
    builtInMoods: { up: 2, down: -2 },
    moodMapping,
    toInstant: (day, minutes) => ({ at: new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000), shifted: false }),
  });

describe("planImport", () => {
  it("keys rows by source and identity, within the 100 characters of an idempotency key", () => {
    const key = stableRowKey("daylio", ["2024-05-01", "600", "good"]);
    expect(key).toMatch(/^import:daylio:[A-Za-z0-9_-]{43}$/);
    expect(stableRowKey("daylio", ["2024-05-01", "600", "good"])).toBe(key);
    expect(stableRowKey("daylio", ["2024-05-01", "600", "goo", "d"])).not.toBe(key);
  });

  it("ignores mapped values off the −3..3 scale or not whole, leaving the label unmapped", () => {
    const result = plan([row(2, { mood: "odd" }), row(3, { mood: "half" })], { odd: 4, half: 1.5 });
    expect(result.moods.map((m) => [m.name, m.value])).toEqual([
      ["half", null],
      ["odd", null],
    ]);
    expect(result.entries).toEqual([]);
  });

  it("gives the range of the kept entries only, whatever the order of the file", () => {
    const result = plan([
      row(2, { day: "2024-05-03" }),
      row(3, { day: "2024-05-01" }),
      row(4, { day: "2023-01-01", mood: "nope" }),
      row(5, { day: "2024-05-02" }),
    ]);
    expect(result.range).toEqual({ first: new Date("2024-05-01T10:00:00Z"), last: new Date("2024-05-03T10:00:00Z") });
    expect(plan([row(2, { mood: "nope" })]).range).toBeNull();
  });

  it("refuses control characters in a tag or the mood, but keeps tabs and line breaks in a note", () => {
    const result = plan([
      row(2, { tags: ["ok\u0000"] }),
      row(3, { mood: "up\u001b" }),
      row(4, { note: "line one\n\tline two\r\n" }),
    ]);
    expect(result.errors.map((e) => [e.line, e.problem])).toEqual([
      [2, "control_characters"],
      [3, "control_characters"],
    ]);
    expect(result.entries[0]?.note).toBe("line one\n\tline two");
  });

  it("stores an empty or blank note as none", () => {
    expect(plan([row(2, { note: "  \n " })]).entries[0]?.note).toBeNull();
  });
});
