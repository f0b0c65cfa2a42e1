// @vitest-environment happy-dom
import { fireEvent, render as mount, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { wellbeingCardTitle, type WellbeingInsight } from "@/lib/domain/wellbeing-insights";
import { readText } from "@/tests/helpers/dom";
import { WellbeingInsightCard } from "./wellbeing-insight-card";

const insight = (overrides: Partial<WellbeingInsight> = {}): WellbeingInsight => ({
  id: "wellbeing-stress_pattern",
  type: "stress_pattern",
  title: "Sam seems to be carrying some stress",
  description: "Stress-related feelings came up in 3 of Sam's 5 mood entries this week.",
  severity: "high",
  suggestions: ["First idea", "Second idea", "Third idea", "Fourth idea", "Fifth idea"],
  confidence: 88,
  dataPoints: ["Stress in 3 of 5 entries (60%)", "Trend: increasing"],
  ...overrides,
});

/** With the frame the dashboard's registry gives it for this partner (app/dashboard/_cards/wellbeing-insight). */
const render = (partnerName: string | null, insights: readonly WellbeingInsight[]) => {
  const card = { id: "wellbeing-insight", title: wellbeingCardTitle(partnerName ?? "") };
  return mount(<WellbeingInsightCard card={card} partnerName={partnerName} insights={insights} />);
};
/** The card, found as a reader finds it: the region its title names. */
const card = (title: string) => screen.getByRole("region", { name: title });
/** The top insight: a group named by the insight's title. */
const top = (title = "Sam seems to be carrying some stress") =>
  within(card("Sam's Wellbeing Insight")).getByRole("group", { name: title });
const suggestions = (group: HTMLElement) =>
  within(group)
    .queryAllByRole("list")
    .filter((list) => !list.hasAttribute("aria-label"))
    .flatMap((list) =>
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    );

describe("WellbeingInsightCard", () => {
  test("no partner: nothing at all, even if insights were passed (issue #32: no card about 'your partner')", () => {
    expect(render(null, [insight()]).container.innerHTML).toBe("");
  });

  test("a full display name: titled and addressed by the first name only", () => {
    render("Taylor Reyes", [insight()]);
    const region = card("Taylor's Wellbeing Insight");
    expect(within(region).getByRole("heading", { name: "Ways to support Taylor" })).toBeDefined();
    expect(readText(region)).not.toContain("Reyes");
  });

  test("a partner and no insights: 'Everything looks great!'", () => {
    render("Sam", []);
    expect(within(card("Sam's Wellbeing Insight")).getByText("Everything looks great!")).toBeDefined();
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("shows only the top (first) insight: title, description, severity in words, confidence, chips", () => {
    const second = insight({ id: "wellbeing-positive_opportunity", title: "A good moment", severity: "low" });
    render("Sam", [insight(), second]);
    const group = top();
    expect(
      within(group).getByText("Stress-related feelings came up in 3 of Sam's 5 mood entries this week."),
    ).toBeDefined();
    expect(screen.queryByText("A good moment")).toBeNull();
    expect(within(group).getByText("Needs attention")).toBeDefined();
    expect(within(group).getByText("88% confidence")).toBeDefined();
    const chips = within(group).getByRole("list", { name: "Based on" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["Stress in 3 of 5 entries (60%)", "Trend: increasing"]);
  });

  test.each([
    ["high", "Needs attention"],
    ["medium", "Worth a look"],
    ["low", "Good to know"],
  ] as const)("severity %s reads '%s'", (severity, words) => {
    render("Sam", [insight({ severity })]);
    expect(within(top()).getByText(words)).toBeDefined();
  });

  test("suggestions: three first under 'Ways to support {partner}', then the toggle shows the rest", () => {
    render("Sam", [insight()]);
    const group = top();
    expect(within(group).getByRole("heading", { name: "Ways to support Sam" })).toBeDefined();
    expect(suggestions(group)).toEqual(["First idea", "Second idea", "Third idea"]);
    fireEvent.click(within(group).getByRole("button", { name: "+2 more suggestions available", expanded: false }));
    expect(suggestions(group)).toEqual(["First idea", "Second idea", "Third idea", "Fourth idea", "Fifth idea"]);
  });

  test("three suggestions or fewer: all shown, no toggle; no suggestions or chips: neither block", () => {
    const three = render("Sam", [insight({ suggestions: ["A one", "A two", "A three"] })]);
    expect(suggestions(top())).toEqual(["A one", "A two", "A three"]);
    expect(screen.queryByRole("button")).toBeNull();
    three.unmount();

    render("Sam", [insight({ suggestions: [], dataPoints: [] })]);
    expect(within(top()).queryByRole("heading", { name: /Ways to support/ })).toBeNull();
    expect(within(top()).queryByRole("list")).toBeNull();
  });

  test("a partner without a display name reads 'your partner'", () => {
    render("", [insight()]);
    const region = card("Your partner's Wellbeing Insight");
    expect(within(region).getByRole("heading", { name: "Ways to support your partner" })).toBeDefined();
  });
});
