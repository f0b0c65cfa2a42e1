import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DAYLIO_MOODS, fileProblemMessage, planDaylioImport } from "./daylio";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/import/${name}`, import.meta.url), "utf8");
const NY = "America/New_York";

describe("planDaylioImport on the awkward fixture", () => {
  const awkward = fixture("daylio-awkward.csv");

  it("lists every mood with its rows, the defaults mapped and the custom ones waiting for a value", () => {
    const result = planDaylioImport({ text: awkward, timeZone: NY });
    expect(result.ok && result.plan.moods).toEqual([
      { name: "bad", rows: 3, value: -1, builtIn: true },
      { name: "awful", rows: 2, value: -3, builtIn: true },
      { name: "meh", rows: 2, value: 0, builtIn: true },
      { name: "good", rows: 1, value: 1, builtIn: true },
      { name: "rad", rows: 1, value: 3, builtIn: true },
      { name: "sleepy", rows: 1, value: null, builtIn: false },
      { name: "super happy 😄", rows: 1, value: null, builtIn: false },
    ]);
  });

  it("skips bad rows with their line and reason and keeps every good one", () => {
    const result = planDaylioImport({ text: awkward, timeZone: NY });
    if (!result.ok) throw new Error("file refused");
    expect(result.plan.rows).toBe(12);
    expect(result.plan.errors.map((e) => [e.line, e.problem])).toEqual([
      [6, "unknown_mood"],
      [8, "duplicate"],
      [9, "bad_date"],
      [10, "bad_time"],
      [11, "control_characters"],
      [12, "unknown_mood"],
      [14, "missing_fields"],
    ]);
    expect(result.plan.errors[0]!.message).toBe(
      'Line 6: the mood has no value yet: choose one for it above ("sleepy").',
    );
    expect(result.plan.errors[1]!.message).toBe("Line 8: it repeats an earlier row of the file (line 7).");
    expect(result.plan.errors[2]!.message).toBe(
      'Line 9: the date is not a real date (expected YYYY-MM-DD) ("2024-02-30").',
    );
    expect(result.plan.entries.map((e) => e.line)).toEqual([2, 3, 4, 7, 13]);
  });

  it("imports custom moods once the person gives them a value, and lets them change a default", () => {
    const result = planDaylioImport({
      text: awkward,
      timeZone: NY,
      moodMapping: { Sleepy: -1, "super happy 😄": 3, good: 2, ignored: 9 },
    });
    if (!result.ok) throw new Error("file refused");
    const byLine = new Map(result.plan.entries.map((e) => [e.line, e]));
    expect(byLine.get(6)?.value).toBe(-1);
    expect(byLine.get(12)?.value).toBe(3);
    expect(byLine.get(2)?.value).toBe(2);
    expect(result.plan.errors.some((e) => e.problem === "unknown_mood")).toBe(false);
  });

  it("reads notes with commas, quotes, line breaks and emoji whole, title first", () => {
    const result = planDaylioImport({ text: awkward, timeZone: NY });
    const dinner = result.ok ? result.plan.entries.find((e) => e.line === 4) : undefined;
    expect(dinner?.note).toBe('Dinner 🎉\n\nWe laughed, a lot.\r\nThen "cake" 🍰');
    expect(dinner?.keywords).toEqual(["family", "thankful", "grateful"]);
    expect(dinner?.emotionIds).toEqual(["thankful"]);
    expect(dinner?.at).toEqual(new Date("2024-03-10T02:05:00Z"));
  });

  it("reads local times in the person's zone across both DST changes", () => {
    const result = planDaylioImport({ text: awkward, timeZone: NY });
    if (!result.ok) throw new Error("file refused");
    const [fallBack, springForward] = result.plan.entries;
    expect(fallBack).toMatchObject({ at: new Date("2024-11-03T05:30:00Z"), shifted: false });
    expect(springForward).toMatchObject({ at: new Date("2024-03-10T07:30:00Z"), shifted: true });
    expect(result.plan.range).toEqual({
      first: new Date("2024-03-03T05:05:00Z"),
      last: new Date("2024-11-03T05:30:00Z"),
    });
  });

  it("drops a tag too long for a feeling from the row, keeps the row and counts the tag", () => {
    const result = planDaylioImport({ text: awkward, timeZone: NY });
    if (!result.ok) throw new Error("file refused");
    expect(result.plan.entries.find((e) => e.line === 7)?.keywords).toEqual(["bad sleep"]);
    expect(result.plan.droppedTags).toEqual([{ tag: "a very long activity name indeed", rows: 1 }]);
  });

  it("gives each row a stable key: the same file, in another zone or mapping, has the same keys", () => {
    const a = planDaylioImport({ text: awkward, timeZone: NY });
    const b = planDaylioImport({ text: awkward, timeZone: "Europe/Paris", moodMapping: { good: -3 } });
    if (!a.ok || !b.ok) throw new Error("file refused");
    expect(a.plan.entries.map((e) => e.key)).toEqual(b.plan.entries.map((e) => e.key));
    expect(new Set(a.plan.entries.map((e) => e.key)).size).toBe(a.plan.entries.length);
    for (const { key } of a.plan.entries) expect(key.length).toBeLessThanOrEqual(100);
  });

  it("keys an entry by what it is, not by the phone's clock format or language", () => {
    const head = "full_date,date,weekday,time,mood,activities,note_title,note\n";
    const english = planDaylioImport({ text: `${head}2024-05-01,May 1,Wednesday,8:30 pm,good,,,x\n`, timeZone: NY });
    const french = planDaylioImport({ text: `${head}2024-05-01,1 mai,mercredi,20:30,good,,,x\n`, timeZone: NY });
    expect(english.ok && english.plan.entries[0]!.key).toBe(french.ok && french.plan.entries[0]!.key);
  });
});

describe("planDaylioImport: the rest of the rules", () => {
  it("refuses a note over 5,000 characters, counting an emoji as one", () => {
    const head = "full_date,time,mood,note\n";
    const fits = planDaylioImport({ text: `${head}2024-05-01,10:00,good,${"😀".repeat(5000)}\n`, timeZone: NY });
    const over = planDaylioImport({ text: `${head}2024-05-01,10:00,good,${"a".repeat(5001)}\n`, timeZone: NY });
    expect(fits.ok && fits.plan.entries).toHaveLength(1);
    expect(over.ok && over.plan.errors.map((e) => e.problem)).toEqual(["note_too_long"]);
  });

  it("reads an older export without note titles", () => {
    const result = planDaylioImport({ text: fixture("daylio-old-format.csv"), timeZone: "UTC" });
    expect(result.ok && result.plan.entries.map((e) => [e.value, e.keywords, e.note])).toEqual([
      [1, ["work", "coffee"], "Short, sweet"],
      [3, ["party"], null],
    ]);
  });

  it("keeps at most 30 tags, counting the rest as dropped", () => {
    const tags = Array.from({ length: 32 }, (_, i) => `t${i}`).join(" | ");
    const result = planDaylioImport({
      text: `full_date,time,mood,activities\n2024-05-01,10:00,good,${tags}\n`,
      timeZone: NY,
    });
    expect(result.ok && result.plan.entries[0]!.keywords).toHaveLength(30);
    expect(result.ok && result.plan.droppedTags.map((t) => t.tag)).toEqual(["t30", "t31"]);
  });

  it("says what is wrong with a file it cannot read", () => {
    const cases = [
      ["", "The file has no entries."],
      ["full_date,time,mood\n", "The file has no entries."],
      ["date,mood\n1,2\n", "This does not look like a Daylio export: it has no full_date, time column."],
      [
        'full_date,time,mood,note\n2024-01-01,10:00,good,"open\n',
        "Line 2: a quoted value never ends, so the rest of the file cannot be read.",
      ],
    ] as const;
    for (const [text, message] of cases) {
      const result = planDaylioImport({ text, timeZone: NY });
      expect(result.ok ? "read" : fileProblemMessage(result)).toBe(message);
    }
  });

  it("spec pin: Daylio's five moods on −3..3", () => {
    expect(DAYLIO_MOODS).toEqual({ rad: 3, good: 1, meh: 0, bad: -1, awful: -3 });
  });
});
