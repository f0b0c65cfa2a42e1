import { describe, expect, test } from "vitest";
import { QUESTION_BANK } from "../questions/bank";
import { buildRecapFacts, type RecapFacts, type RecapInputs } from "./facts";
import { recapWeekOf } from "./schedule";
import { recapLines, recapRangeLabel, recapView, RECAP_TEXT, type RecapVisibility } from "./view";

const WEEK = recapWeekOf("2026-11-29", ["UTC"]);
const ALEX = "a-alex";
const SAM = "b-sam";
const PEOPLE = [
  { userId: ALEX, name: "Alex" },
  { userId: SAM, name: "Sam" },
];
const ALL: RecapVisibility = { moodsOf: new Set([ALEX, SAM]), goalsOf: new Set([ALEX, SAM]) };
const at = (iso: string) => new Date(iso);
const question = QUESTION_BANK.find((q) => !q.retired)!;

function facts(over: Partial<RecapInputs> = {}): RecapFacts {
  return buildRecapFacts({
    week: WEEK,
    members: [
      { userId: ALEX, timeZone: "UTC", moods: [] },
      { userId: SAM, timeZone: "UTC", moods: [] },
    ],
    completions: [],
    answers: [],
    goals: [],
    ...over,
  });
}

const moods = (...entries: [string, number][]) => entries.map(([iso, value]) => ({ at: at(iso), value }));

describe("the recap both partners read", () => {
  test("a full week: moods side by side, rituals, questions, goals, and a completed goal as the highlight", () => {
    const view = recapView(
      facts({
        members: [
          { userId: ALEX, timeZone: "UTC", moods: moods(["2026-11-23T08:00:00Z", 2], ["2026-11-23T20:00:00Z", 1]) },
          { userId: SAM, timeZone: "UTC", moods: moods(["2026-11-23T09:00:00Z", -1], ["2026-11-25T09:00:00Z", 0]) },
        ],
        completions: [
          { ritual: "p", title: "Evening walk", userId: ALEX, day: "2026-11-24" },
          { ritual: "p", title: "Evening walk", userId: SAM, day: "2026-11-24" },
        ],
        answers: [
          { userId: ALEX, day: "2026-11-26", questionId: question.id },
          { userId: SAM, day: "2026-11-26", questionId: question.id },
        ],
        goals: [
          {
            id: "g1",
            title: "Save for the trip",
            createdBy: SAM,
            progress: 100,
            completedAt: at("2026-11-25T10:00:00Z"),
          },
          { id: "g2", title: "Cook weekly", createdBy: ALEX, progress: 40, completedAt: null },
        ],
      }),
      PEOPLE,
      ALL,
    );
    expect(view).toEqual({
      weekStart: "2026-11-22",
      rangeLabel: "Nov 22 – 28",
      title: "Alex & Sam's week",
      highlight: "“Save for the trip” is complete.",
      moods: {
        columns: ["Alex", "Sam"],
        rows: [
          { day: "2026-11-23", label: "Mon, Nov 23", cells: ["Great (+1.5)", "Low (−1)"] },
          { day: "2026-11-25", label: "Wed, Nov 25", cells: [null, "Okay (0)"] },
        ],
        summaries: ["Alex: 1 day logged, average Great (+1.5)", "Sam: 2 days logged, average Low (−0.5)"],
        notes: [],
      },
      rituals: { summary: "1 ritual done together, on 1 day", items: ["“Evening walk” · 1 day"] },
      questions: { summary: "1 question answered by both of you", items: [question.text] },
      goals: {
        summary: "1 goal completed · 1 goal moved",
        items: ["“Save for the trip” — completed", "“Cook weekly” — now at 40%"],
      },
      quiet: null,
    });
  });

  test("without a partner's grant their moods are not there, and the recap says so, the same for both", () => {
    const week = facts({
      members: [
        { userId: ALEX, timeZone: "UTC", moods: moods(["2026-11-23T08:00:00Z", 2]) },
        { userId: SAM, timeZone: "UTC", moods: null },
      ],
    });
    const view = recapView(week, PEOPLE, ALL);
    expect(view.moods).toEqual({
      columns: ["Alex"],
      rows: [{ day: "2026-11-23", label: "Mon, Nov 23", cells: ["Great (+2)"] }],
      summaries: ["Alex: 1 day logged, average Great (+2)"],
      notes: ["Sam's moods aren't shared, so they're not in this recap."],
    });
    // Alex withdraws the grant after the recap was made: Alex's column goes too, at the next read.
    const later = recapView(week, PEOPLE, { moodsOf: new Set([SAM]), goalsOf: new Set() });
    expect(later.moods?.rows).toEqual([]);
    expect(later.moods?.notes).toEqual([
      "Alex's moods aren't shared, so they're not in this recap.",
      "Sam's moods aren't shared, so they're not in this recap.",
    ]);
    expect(JSON.stringify(later)).not.toContain("Great");
  });

  test("a goal whose creator stopped sharing goals is left out, highlight included", () => {
    const week = facts({
      goals: [
        { id: "g", title: "Secret plan", createdBy: SAM, progress: 100, completedAt: at("2026-11-25T10:00:00Z") },
      ],
    });
    const view = recapView(week, PEOPLE, { moodsOf: ALL.moodsOf, goalsOf: new Set([ALEX]) });
    expect(view.goals).toBeNull();
    expect(view.highlight).toBeNull();
    expect(JSON.stringify(view)).not.toContain("Secret plan");
  });

  test("an empty week says so in one line, with no highlight and no sections", () => {
    const view = recapView(facts(), PEOPLE, ALL);
    expect(view).toMatchObject({ moods: null, rituals: null, questions: null, goals: null, highlight: null });
    expect(view.quiet).toBe(RECAP_TEXT.nothingAtAll);
    expect(recapLines(view)).toEqual([RECAP_TEXT.nothingAtAll]);
  });

  test("a little data: only what happened is said, and the rest in one line", () => {
    const view = recapView(
      facts({
        answers: [
          { userId: ALEX, day: "2026-11-26", questionId: question.id },
          { userId: SAM, day: "2026-11-26", questionId: question.id },
        ],
      }),
      PEOPLE,
      ALL,
    );
    expect(view.highlight).toBe(`Both of you answered “${question.text}”`);
    expect(view.quiet).toBe("No moods, rituals together or goal steps this week.");
    expect(recapLines(view)).toEqual([
      "1 question answered by both of you.",
      "No moods, rituals together or goal steps this week.",
    ]);
  });

  describe("the highlight, by its rule", () => {
    test("the ritual done on the most days comes before questions", () => {
      const view = recapView(
        facts({
          completions: ["2026-11-23", "2026-11-24"].flatMap((day) => [
            { ritual: "p", title: "Tea", userId: ALEX, day },
            { ritual: "p", title: "Tea", userId: SAM, day },
          ]),
          answers: [
            { userId: ALEX, day: "2026-11-26", questionId: question.id },
            { userId: SAM, day: "2026-11-26", questionId: question.id },
          ],
        }),
        PEOPLE,
        ALL,
      );
      expect(view.highlight).toBe("“Tea”, done together on 2 days.");
    });

    test("moods only: the day with both moods highest, when positive, over two days or more", () => {
      const week = facts({
        members: [
          { userId: ALEX, timeZone: "UTC", moods: moods(["2026-11-23T08:00:00Z", 1], ["2026-11-26T08:00:00Z", 3]) },
          { userId: SAM, timeZone: "UTC", moods: moods(["2026-11-23T08:00:00Z", 1], ["2026-11-26T08:00:00Z", 2]) },
        ],
      });
      expect(recapView(week, PEOPLE, ALL).highlight).toBe("Thursday had the week's highest moods for the two of you.");
      // Not when one of them is not shown, nor on a week whose best day is not a good one.
      expect(recapView(week, PEOPLE, { moodsOf: new Set([ALEX]), goalsOf: new Set() }).highlight).toBeNull();
      const low = facts({
        members: [
          { userId: ALEX, timeZone: "UTC", moods: moods(["2026-11-23T08:00:00Z", -1], ["2026-11-26T08:00:00Z", 0]) },
          { userId: SAM, timeZone: "UTC", moods: moods(["2026-11-23T08:00:00Z", -2], ["2026-11-26T08:00:00Z", 1]) },
        ],
      });
      expect(recapView(low, PEOPLE, ALL).highlight).toBeNull();
    });
  });

  test("one person alone: their own week, in the second person", () => {
    const alone = buildRecapFacts({
      week: WEEK,
      members: [{ userId: ALEX, timeZone: "UTC", moods: moods(["2026-11-24T08:00:00Z", -2]) }],
      completions: [{ ritual: "r", title: "Stretch", userId: ALEX, day: "2026-11-24" }],
      answers: [],
      goals: [],
    });
    const view = recapView(alone, [{ userId: ALEX, name: "Alex" }], {
      moodsOf: new Set([ALEX]),
      goalsOf: new Set([ALEX]),
    });
    expect(view.title).toBe("Your week");
    expect(view.moods).toMatchObject({ columns: ["You"], summaries: ["You: 1 day logged, average Difficult (−2)"] });
    expect(view.rituals).toEqual({ summary: "1 ritual done, on 1 day", items: ["“Stretch” · 1 day"] });
    expect(view.highlight).toBe("“Stretch”, done on 1 day.");
    expect(view.quiet).toBe("No questions answered or goal steps this week.");
  });

  test("a week across two months", () => {
    expect(recapRangeLabel("2026-11-29")).toBe("Nov 29 – Dec 5");
  });
});
