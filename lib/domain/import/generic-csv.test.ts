import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { guessColumns, parseDay, planGenericCsvImport } from "./generic-csv";
import type { CsvColumns } from "./view";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/import/${name}`, import.meta.url), "utf8");
const NY = "America/New_York";
// When,Clock,How I felt,Journal,Labels
const AWKWARD_COLUMNS: CsvColumns = {
  date: 0,
  dateFormat: "DD/MM/YYYY",
  time: 1,
  mood: 2,
  moodKind: "value",
  note: 3,
  tags: 4,
};

describe("planGenericCsvImport", () => {
  const awkward = fixture("generic-awkward.csv");

  it("first answers the header, for the person to choose from, when the names suggest no date and mood", () => {
    expect(planGenericCsvImport({ text: awkward, timeZone: NY, columns: null })).toEqual({
      ok: true,
      columns: ["When", "Clock", "How I felt", "Journal", "Labels"],
      plan: null,
      mapping: null,
    });
  });

  it("reads the chosen columns: day order, values and words, notes with commas, quotes, line breaks and emoji", () => {
    const read = planGenericCsvImport({ text: awkward, timeZone: NY, columns: AWKWARD_COLUMNS });
    if (!read.ok || !read.plan) throw new Error("file refused");
    const { plan } = read;
    expect(plan.rows).toBe(10);
    expect(plan.errors.map((e) => [e.line, e.problem])).toEqual([
      [2, "unknown_mood"],
      [6, "duplicate"],
      [7, "bad_date"],
      [8, "bad_time"],
      [9, "unknown_mood"],
      [10, "control_characters"],
      [12, "missing_fields"],
    ]);
    const byLine = new Map(plan.entries.map((e) => [e.line, e]));
    expect(byLine.get(5)).toMatchObject({
      value: 3,
      note: 'Dinner 🎉, with "cake"',
      keywords: ["family", "thankful"],
      emotionIds: ["thankful"],
      at: new Date("2024-11-05T01:15:00Z"),
    });
    // The hour that happened twice is the first one; a row without a time is placed at noon, local.
    expect(byLine.get(3)).toMatchObject({ value: -2, at: new Date("2024-11-03T05:30:00Z"), shifted: false });
    expect(byLine.get(11)).toMatchObject({ value: -1, at: new Date("2024-11-08T17:00:00Z") });
    expect(plan.moods.find((m) => m.name === "meh-ish")).toEqual({
      name: "meh-ish",
      rows: 1,
      value: null,
      builtIn: false,
    });
  });

  it("takes the person's values for words and other numbers, and moves a time the clocks skipped forward", () => {
    const read = planGenericCsvImport({
      text: awkward,
      timeZone: NY,
      columns: AWKWARD_COLUMNS,
      moodMapping: { good: 1, "meh-ish": 0 },
    });
    if (!read.ok || !read.plan) throw new Error("file refused");
    const spring = read.plan.entries.find((e) => e.line === 2);
    expect(spring).toMatchObject({ value: 1, at: new Date("2024-03-10T07:30:00Z"), shifted: true });
    expect(spring?.keywords).toEqual(["work", "coffee"]);
    expect(read.plan.entries.find((e) => e.line === 9)?.value).toBe(0);
  });

  it("reads Attune's words when the mood column holds words, and a time inside the date cell", () => {
    const text = "Date,Mood\n2024-05-01 20:30,Great\n2024-05-02T08:00:00Z,very difficult\n";
    const read = planGenericCsvImport({
      text,
      timeZone: "UTC",
      columns: { date: 0, dateFormat: "YYYY-MM-DD", time: null, mood: 1, moodKind: "name", note: null, tags: null },
    });
    expect(read.ok && read.plan?.entries.map((e) => [e.at.toISOString(), e.value])).toEqual([
      ["2024-05-01T20:30:00.000Z", 2],
      ["2024-05-02T08:00:00.000Z", -3],
    ]);
  });

  it("gives each row a stable key that does not depend on the values chosen", () => {
    const a = planGenericCsvImport({ text: awkward, timeZone: NY, columns: AWKWARD_COLUMNS });
    const b = planGenericCsvImport({ text: awkward, timeZone: NY, columns: AWKWARD_COLUMNS, moodMapping: { 3: -3 } });
    if (!a.ok || !b.ok || !a.plan || !b.plan) throw new Error("file refused");
    expect(a.plan.entries.map((e) => e.key)).toEqual(b.plan.entries.map((e) => e.key));
    expect(a.plan.entries.every((e) => e.key.startsWith("import:csv:"))).toBe(true);
  });

  it("refuses an oversize note, columns the file does not have, and a file without rows", () => {
    const long = `date,mood,note\n2024-05-01,1,${"a".repeat(5001)}\n`;
    const read = planGenericCsvImport({ text: long, timeZone: NY, columns: null });
    expect(read.ok && read.plan?.errors.map((e) => e.problem)).toEqual(["note_too_long"]);
    expect(
      planGenericCsvImport({ text: "a,b\n1,2\n", timeZone: NY, columns: { ...AWKWARD_COLUMNS, tags: 7 } }),
    ).toMatchObject({ ok: false, problem: "bad_columns" });
    expect(planGenericCsvImport({ text: "a,b\n", timeZone: NY, columns: null })).toMatchObject({
      ok: false,
      problem: "empty",
    });
  });
});

describe("the column helpers", () => {
  it("reads a day in each order, refusing days that do not exist", () => {
    expect(parseDay("10/03/2024", "DD/MM/YYYY")).toBe("2024-03-10");
    expect(parseDay("03/10/2024", "MM/DD/YYYY")).toBe("2024-03-10");
    expect(parseDay("10.3.2024", "DD.MM.YYYY")).toBe("2024-03-10");
    expect(parseDay("31/02/2024", "DD/MM/YYYY")).toBeNull();
    expect(parseDay("10/03/24", "DD/MM/YYYY")).toBeNull();
  });

  it("guesses the columns from common names, and nothing without a date and a mood", () => {
    expect(guessColumns(["Date", "Time", "Mood", "Notes", "Tags"])).toEqual({
      date: 0,
      dateFormat: "YYYY-MM-DD",
      time: 1,
      mood: 2,
      moodKind: "value",
      note: 3,
      tags: 4,
    });
    expect(guessColumns(["When", "Mood"])).toBeNull();
  });
});
