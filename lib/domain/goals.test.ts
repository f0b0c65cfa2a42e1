import { describe, expect, test } from "vitest";
import {
  activeTabEmpty,
  completionBanner,
  exampleAt,
  GOAL_EXAMPLES,
  goalBadges,
  goalCard,
  GOALS_TEXT,
  isPrivateGoal,
  latestCompletedTitle,
  nextProgress,
} from "./goals";

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

describe("the 'Private goal' badge (issue #32: a shared goal is never badged private)", () => {
  const goal = {
    id: "g1",
    title: "Walk on Sundays",
    description: null,
    targetDate: null,
    progress: 0,
    completedAt: null,
  };
  const badges = (visibility: "shared" | "private", createdBy: string) =>
    goalBadges(goalCard({ ...goal, visibility, createdBy }, "me", String)).map((b) => b.label);

  test("private only when it is not shared", () => {
    expect(isPrivateGoal({ visibility: "private", createdBy: "me" }, "me")).toBe(true);
    expect(isPrivateGoal({ visibility: "shared", createdBy: "me" }, "me")).toBe(false);
    expect(isPrivateGoal({ visibility: "shared", createdBy: "partner" }, "me")).toBe(false);
  });

  test("my shared goal: no badge; my private goal: 'Private goal'; my partner's goal: 'Shared' only", () => {
    expect(badges("shared", "me")).toEqual([]);
    expect(badges("private", "me")).toEqual([GOALS_TEXT.private]);
    expect(badges("shared", "partner")).toEqual(["Shared"]);
    // A partner's goal is seen only because it is shared (lib/data goalsVisibleTo): never 'Private goal'.
    expect(badges("private", "partner")).toEqual(["Shared"]);
  });

  test("a completed goal adds 'Complete' after 'Shared'", () => {
    const card = goalCard(
      { ...goal, visibility: "shared", createdBy: "partner", completedAt: new Date() },
      "me",
      String,
    );
    expect(goalBadges(card)).toEqual([
      { kind: "shared", label: "Shared" },
      { kind: "complete", label: "Complete" },
    ]);
  });
});

describe("the Active tab with nothing in it", () => {
  test("before any completion: the spec's 'No active goals'", () => {
    expect(activeTabEmpty(0, null)).toEqual({
      title: "No active goals",
      hint: "Create your first shared goal to get started!",
      celebrate: false,
    });
  });

  test("the first goal completed: a celebration with its title, not 'No active goals' (issue #32)", () => {
    expect(activeTabEmpty(1, "Walk on Sundays")).toEqual({
      title: "Your first goal is complete — set the next one",
      hint: "“Walk on Sundays” is done. What would you like to move towards next?",
      celebrate: true,
    });
  });

  test("several completed: the count and the one done last", () => {
    expect(activeTabEmpty(3, "Plan a weekend away")).toEqual({
      title: "All 3 of your goals are complete — set the next one",
      hint: "Most recently “Plan a weekend away”. What would you like to move towards next?",
      celebrate: true,
    });
  });
});

describe("latestCompletedTitle", () => {
  const done = (id: string, title: string, iso: string | null) => ({
    id,
    title,
    completedAt: iso === null ? null : new Date(iso),
  });

  test("the goal completed last; none completed: null", () => {
    expect(latestCompletedTitle([])).toBeNull();
    expect(latestCompletedTitle([done("a", "Active", null)])).toBeNull();
    const goals = [
      done("a", "First", "2026-03-01T10:00:00Z"),
      done("b", "Still going", null),
      done("c", "Latest", "2026-03-05T10:00:00Z"),
      done("d", "Middle", "2026-03-03T10:00:00Z"),
    ];
    expect(latestCompletedTitle(goals)).toBe("Latest");
    expect(latestCompletedTitle([...goals].reverse())).toBe("Latest");
  });

  test("the same instant: the later id, whatever the order", () => {
    const same = [done("a", "A", "2026-03-01T10:00:00Z"), done("b", "B", "2026-03-01T10:00:00Z")];
    expect(latestCompletedTitle(same)).toBe("B");
    expect(latestCompletedTitle([...same].reverse())).toBe("B");
  });
});
