import { expect, test } from "vitest";
import { completionBanner, exampleAt, GOAL_EXAMPLES, goalCard, GOALS_TEXT, nextProgress } from "./goals";

test("progress moves by the step and stays within 0..100 (spec 3 §4)", () => {
  expect(nextProgress(0, -10)).toBe(0);
  expect(nextProgress(0, 10)).toBe(10);
  expect(nextProgress(95, 10)).toBe(100);
  expect(nextProgress(100, 10)).toBe(100);
  expect(nextProgress(5, -10)).toBe(0);
});

test("the banner says 'Amazing!' from 7 completed goals", () => {
  expect(completionBanner(1)).toBe("Goal completed!");
  expect(completionBanner(6)).toBe("Goal completed!");
  expect(completionBanner(7)).toBe("Amazing! 7 goals completed!");
  expect(completionBanner(12)).toBe("Amazing! 12 goals completed!");
});

test("the example intention changes every 6 s and comes round again", () => {
  expect(exampleAt(0)).toBe(GOAL_EXAMPLES[0]);
  expect(exampleAt(5_999)).toBe(GOAL_EXAMPLES[0]);
  expect(exampleAt(6_000)).toBe(GOAL_EXAMPLES[1]);
  expect(exampleAt(6_000 * GOAL_EXAMPLES.length)).toBe(GOAL_EXAMPLES[0]);
});

test("the spec's strings", () => {
  expect(GOALS_TEXT.activeTab(3)).toBe("Active Goals (3)");
  expect(GOALS_TEXT.completedTab(0)).toBe("Completed (0)");
  expect(GOALS_TEXT.dialogTitle).toBe("Create a Shared Goal");
});

test("a goal card: who created it, and the due date in words", () => {
  const goal = {
    id: "g1",
    title: "Walk on Sundays",
    description: null,
    targetDate: "2027-03-01",
    visibility: "shared" as const,
    progress: 30,
    createdBy: "partner",
    completedAt: null,
  };
  const card = goalCard(goal, "me", (day) => `<${day}>`);
  expect(card).toMatchObject({ due: "Due <2027-03-01>", createdByPartner: true, private: false, completed: false });
  expect(goalCard({ ...goal, createdBy: "me", targetDate: null, completedAt: new Date() }, "me", String)).toMatchObject(
    {
      due: null,
      createdByPartner: false,
      completed: true,
    },
  );
});
