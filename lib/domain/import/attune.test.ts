import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { attuneCounts, attuneFileProblemMessage, attuneRowKey, planAttuneImport } from "./attune";

const fixture = readFileSync(new URL("../../../tests/fixtures/import/attune-export.json", import.meta.url), "utf8");

describe("planAttuneImport on the awkward export", () => {
  const read = planAttuneImport(fixture);
  if (!read.ok) throw new Error("export refused");
  const { plan } = read;

  it("keeps the person's own rows of each kind, exactly", () => {
    expect(attuneCounts(plan)).toEqual({
      moods: 2,
      personal_checkins: 1,
      partner_checkins: 1,
      goals: 1,
      rituals: 1,
      ritual_completions: 1,
    });
    expect(plan.moods[0]).toEqual({
      key: attuneRowKey("moods", "m1"),
      at: new Date("2024-03-10T07:30:00.000Z"),
      value: 2,
      keywords: ["happy", "a,b", "🎉 party"],
      emotionMetadata: [
        {
          emotionId: "joy",
          emotionName: "Joy",
          categoryId: "positive",
          categoryName: "Positive",
          mappedKeyword: "happy",
          intensity: 4,
        },
      ],
      notes: 'Dinner 🍰, "cake"\nand a second line',
      reflectionPrompt: "high-helped",
      reflection: "Talking 💬",
      createdAt: new Date("2024-03-10T07:31:00.000Z"),
    });
    expect(plan.rituals[0]).toMatchObject({ title: "Evening walk", completedBySelf: true, streakCount: 2 });
    expect(plan.completions).toEqual([
      { ritualKey: attuneRowKey("rituals", "r1"), day: "2024-05-01", completedAt: new Date("2024-05-01T22:00:00Z") },
    ]);
  });

  it("lists bad and repeated rows by section and position", () => {
    expect(plan.errors).toEqual([
      { line: 3, problem: "duplicate", message: "Moods, row 3: it repeats row 2." },
      { line: 4, problem: "invalid_row", message: "Moods, row 4: a value is not one Attune writes (mood_value)." },
      {
        line: 5,
        problem: "control_characters",
        message: "Moods, row 5: it holds control characters (context_notes).",
      },
    ]);
  });

  it("leaves out, with the reason, what belongs to the partner, the partnership or the account", () => {
    expect(plan.notImported).toEqual([
      { section: "goals", rows: 1, reason: "partnership" },
      { section: "rituals", rows: 1, reason: "partner_made" },
      { section: "ritual_completions", rows: 1, reason: "ritual_left_out" },
      { section: "account", rows: 1, reason: "account" },
      { section: "profile", rows: 1, reason: "account" },
      { section: "partner_reactions", rows: 1, reason: "partnership" },
      { section: "biometrics", rows: 1, reason: "not_yet" },
    ]);
  });

  it("keys a row by its section and id only: the same file always has the same keys", () => {
    const again = planAttuneImport(fixture);
    expect(again.ok && again.plan.moods.map((m) => m.key)).toEqual(plan.moods.map((m) => m.key));
    expect(attuneRowKey("moods", "m1")).not.toBe(attuneRowKey("goals", "m1"));
    expect(attuneRowKey("moods", "m1")).toMatch(/^import:attune:[\w-]{43}$/);
  });
});

describe("planAttuneImport: files it cannot read", () => {
  it("says what is wrong", () => {
    const cases = [
      ["not json", "This file is not JSON: choose the .json file from Attune's data export."],
      ['{"format":"daylio"}', "This does not look like an Attune data export."],
      ['{"format":"attune-export","version":2}', "This export comes from a newer version of Attune than this one."],
    ] as const;
    for (const [text, message] of cases) {
      const read = planAttuneImport(text);
      expect(read.ok ? "read" : attuneFileProblemMessage(read)).toBe(message);
    }
  });
});
