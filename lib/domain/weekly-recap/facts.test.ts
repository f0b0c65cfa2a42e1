import { describe, expect, test } from "vitest";
import { buildRecapFacts, recapForExport, type RecapInputs } from "./facts";
import { recapWeekOf } from "./schedule";

const WEEK = recapWeekOf("2026-11-29", ["UTC"]);
const ALEX = "a-alex";
const SAM = "b-sam";
const at = (iso: string) => new Date(iso);

function inputs(over: Partial<RecapInputs> = {}): RecapInputs {
  return {
    week: WEEK,
    members: [
      { userId: SAM, timeZone: "UTC", moods: [] },
      { userId: ALEX, timeZone: "UTC", moods: [] },
    ],
    completions: [],
    answers: [],
    goals: [],
    ...over,
  };
}

describe("the week's facts", () => {
  test("moods: each member's daily means on their own local dates, only the week's", () => {
    const facts = buildRecapFacts(
      inputs({
        members: [
          {
            userId: ALEX,
            timeZone: "UTC",
            moods: [
              { at: at("2026-11-23T08:00:00Z"), value: 2 },
              { at: at("2026-11-23T20:00:00Z"), value: -1 },
              { at: at("2026-11-26T09:00:00Z"), value: 3 },
              // Outside the week: the Saturday before, and the recap day itself.
              { at: at("2026-11-21T09:00:00Z"), value: -3 },
              { at: at("2026-11-29T09:00:00Z"), value: -3 },
            ],
          },
          // Tokyo: 23:30Z on the 24th is the 25th there.
          { userId: SAM, timeZone: "Asia/Tokyo", moods: [{ at: at("2026-11-24T23:30:00Z"), value: 1 }] },
        ],
      }),
    );
    expect(facts.members).toEqual([ALEX, SAM]);
    expect(facts.moods).toEqual([
      {
        userId: ALEX,
        shared: true,
        days: [
          { day: "2026-11-23", average: 0.5, count: 2 },
          { day: "2026-11-26", average: 3, count: 1 },
        ],
      },
      { userId: SAM, shared: true, days: [{ day: "2026-11-25", average: 1, count: 1 }] },
    ]);
  });

  test("a member whose moods may not be seen: marked not shared, with nothing of theirs", () => {
    const facts = buildRecapFacts(
      inputs({ members: [{ userId: ALEX, timeZone: "UTC", moods: null }, inputs().members[0]!] }),
    );
    expect(facts.moods.find((m) => m.userId === ALEX)).toEqual({ userId: ALEX, shared: false, days: [] });
  });

  test("rituals: a date counts when both did the same ritual; one alone does not", () => {
    const facts = buildRecapFacts(
      inputs({
        completions: [
          { ritual: "pair-walk", title: "Evening walk", userId: ALEX, day: "2026-11-23" },
          { ritual: "pair-walk", title: "Evening walk", userId: SAM, day: "2026-11-23" },
          { ritual: "pair-walk", title: "Evening walk", userId: ALEX, day: "2026-11-24" },
          { ritual: "pair-walk", title: "Evening walk", userId: SAM, day: "2026-11-25" },
          { ritual: "pair-tea", title: "Morning tea", userId: ALEX, day: "2026-11-27" },
          { ritual: "pair-tea", title: "Morning tea", userId: SAM, day: "2026-11-27" },
          { ritual: "pair-tea", title: "Morning tea", userId: ALEX, day: "2026-11-28" },
          { ritual: "pair-tea", title: "Morning tea", userId: SAM, day: "2026-11-28" },
          { ritual: "pair-hug", title: "Hug", userId: ALEX, day: "2026-11-28" },
        ],
      }),
    );
    expect(facts.rituals).toEqual([
      { title: "Morning tea", days: ["2026-11-27", "2026-11-28"] },
      { title: "Evening walk", days: ["2026-11-23"] },
    ]);
  });

  test("one person alone: every ritual they did, every question they answered", () => {
    const facts = buildRecapFacts({
      ...inputs(),
      members: [{ userId: ALEX, timeZone: "UTC", moods: [] }],
      completions: [{ ritual: "r1", title: "Stretch", userId: ALEX, day: "2026-11-24" }],
      answers: [{ userId: ALEX, day: "2026-11-25", questionId: "light-001" }],
    });
    expect(facts.rituals).toEqual([{ title: "Stretch", days: ["2026-11-24"] }]);
    expect(facts.questions).toEqual([{ day: "2026-11-25", questionId: "light-001" }]);
  });

  test("questions: those both answered, oldest first", () => {
    const facts = buildRecapFacts(
      inputs({
        answers: [
          { userId: ALEX, day: "2026-11-26", questionId: "light-002" },
          { userId: SAM, day: "2026-11-26", questionId: "light-002" },
          { userId: ALEX, day: "2026-11-23", questionId: "light-001" },
          { userId: SAM, day: "2026-11-23", questionId: "light-001" },
          { userId: ALEX, day: "2026-11-24", questionId: "light-003" },
          { userId: ALEX, day: "2026-11-29", questionId: "light-004" },
          { userId: SAM, day: "2026-11-29", questionId: "light-004" },
        ],
      }),
    );
    expect(facts.questions).toEqual([
      { day: "2026-11-23", questionId: "light-001" },
      { day: "2026-11-26", questionId: "light-002" },
    ]);
  });

  test("goals: completed ones first, then those that moved", () => {
    const facts = buildRecapFacts(
      inputs({
        goals: [
          { id: "g1", title: "Cook weekly", createdBy: ALEX, progress: 40, completedAt: null },
          {
            id: "g2",
            title: "Save for the trip",
            createdBy: SAM,
            progress: 100,
            completedAt: at("2026-11-25T10:00:00Z"),
          },
        ],
      }),
    );
    expect(facts.goals.map((g) => [g.title, g.completed, g.progress])).toEqual([
      ["Save for the trip", true, 100],
      ["Cook weekly", false, 40],
    ]);
  });

  test("a member's export copy keeps their own moods and the shared facts, not the other's moods", () => {
    const facts = buildRecapFacts(
      inputs({
        members: [
          { userId: ALEX, timeZone: "UTC", moods: [{ at: at("2026-11-23T08:00:00Z"), value: 2 }] },
          { userId: SAM, timeZone: "UTC", moods: [{ at: at("2026-11-23T08:00:00Z"), value: -2 }] },
        ],
        answers: [
          { userId: ALEX, day: "2026-11-23", questionId: "light-001" },
          { userId: SAM, day: "2026-11-23", questionId: "light-001" },
        ],
      }),
    );
    const copy = recapForExport(facts, ALEX);
    expect(copy.moods.map((m) => m.userId)).toEqual([ALEX]);
    expect(copy.questions).toEqual(facts.questions);
  });
});
