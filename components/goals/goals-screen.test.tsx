import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import type { GoalCardModel, GoalsScreenModel } from "@/lib/domain/goals";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/actions/goals", () => ({
  changeGoalProgressAction: vi.fn(),
  completeGoalAction: vi.fn(),
  createGoalAction: vi.fn(),
  deleteGoalAction: vi.fn(),
}));

const { GoalsScreen } = await import("./goals-screen");

const card = (overrides: Partial<GoalCardModel> = {}): GoalCardModel => ({
  id: "g1",
  title: "Walk on Sundays",
  description: null,
  due: null,
  targetDate: null,
  createdByPartner: false,
  private: false,
  progress: 100,
  completed: true,
  ...overrides,
});

const render = (model: Partial<GoalsScreenModel>) =>
  renderToStaticMarkup(
    createElement(GoalsScreen, {
      model: { hasPartner: true, active: [], completed: [], lastCompletedTitle: null, ...model },
    }),
  );

/** Markup without tags, to read what a user reads. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("GoalsScreen: the Active tab", () => {
  test("the first goal completed: a celebration naming it, and the way to the next, not 'No active goals'", () => {
    const read = text(render({ completed: [card()], lastCompletedTitle: "Walk on Sundays" }));
    expect(read).toContain("Your first goal is complete — set the next one");
    expect(read).toContain("“Walk on Sundays” is done.");
    expect(read).toContain("Set the next goal");
    expect(read).not.toContain("No active goals");
  });

  test("a goal still active: its card, no celebration", () => {
    const active = card({ id: "g2", title: "Cook together", completed: false, progress: 30 });
    const read = text(render({ active: [active], completed: [card()], lastCompletedTitle: "Walk on Sundays" }));
    expect(read).toContain("Cook together");
    expect(read).not.toContain("set the next one");
  });

  test("a shared goal of mine carries no 'Private goal' badge; a private one does", () => {
    const shared = card({ id: "g3", title: "Shared one", completed: false, progress: 0 });
    const mine = card({ id: "g4", title: "Private one", completed: false, progress: 0, private: true });
    const html = render({ active: [shared, mine] });
    const sharedCard = html.slice(html.indexOf("Shared one"), html.indexOf("Private one"));
    expect(sharedCard).not.toContain("Private goal");
    expect(html.slice(html.indexOf("Private one"))).toContain("Private goal");
  });
});
