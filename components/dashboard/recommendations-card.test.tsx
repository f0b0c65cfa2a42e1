// @vitest-environment happy-dom
import { act, fireEvent, render as mount, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { generateRecommendations, type Recommendation } from "@/lib/domain/recommendations";
import { readText } from "@/tests/helpers/dom";

// The action module reaches the database: the test stands in for it and sees what the form sends.
const action = vi.hoisted(() => ({ complete: vi.fn() }));
vi.mock("@/lib/actions/recommendations", () => ({ completeRecommendationAction: action.complete }));

const { RecommendationsCard } = await import("./recommendations-card");

/** The frame the dashboard's registry gives it (app/dashboard/_cards/recommendations/card.tsx). */
const card = { id: "recommendations", title: "Personalized Recommendations" };
/** The card, found as a reader finds it: the region its title names. */
const render = (recommendations: readonly Recommendation[], completionRate?: number | null) => {
  mount(<RecommendationsCard card={card} recommendations={recommendations} completionRate={completionRate} />);
  return screen.getByRole("region", { name: card.title });
};
const items = (card: HTMLElement) => within(card).queryAllByRole("listitem");
const completionLine = (card: HTMLElement) => within(card).queryByText(/^Completion rate/)?.textContent ?? null;

const rec = (overrides: Partial<Recommendation> = {}): Recommendation => ({
  id: "rec-no_rituals",
  type: "ritual",
  title: "Create your first ritual",
  description: "Rituals are small, regular moments of care or connection.",
  reason: "You don't have any rituals yet.",
  confidence: 90,
  priority: "high",
  actionable: true,
  route: "/rituals",
  ...overrides,
});

beforeEach(() => {
  action.complete.mockReset();
});

describe("RecommendationsCard", () => {
  test("titled 'Personalized Recommendations'; empty: 'Keep using the app…'", () => {
    const card = render([]);
    expect(within(card).getByText("Keep using the app to receive personalized recommendations.")).toBeDefined();
    expect(within(card).queryByRole("list")).toBeNull();
  });

  test("an item: type (in words for screen readers), title, priority, confidence, description, reason", () => {
    const card = render([rec()]);
    const [item] = items(card);
    expect(within(item!).getByRole("heading", { level: 3 }).textContent).toBe("Ritual: Create your first ritual");
    for (const words of [
      "High priority",
      "90% confidence",
      "Rituals are small, regular moments of care or connection.",
      "You don't have any rituals yet.",
    ]) {
      expect(within(item!).getByText(words)).toBeDefined();
    }
    expect(within(card).queryByText(/Keep using the app/)).toBeNull();
  });

  test("actionable: 'Take Action', named after it, posts the recommendation's id only, and says a refusal", async () => {
    action.complete.mockResolvedValue({
      ok: false,
      error: { code: "UNAUTHORIZED", title: "Error", message: "Please sign in again." },
    });
    const card = render([
      rec({ id: "rec-few_checkins", route: "/checkin", title: "Check in with your partner", type: "connection" }),
    ]);
    // A submit button inside a form works before any script runs (progressive enhancement).
    const button = within(card).getByRole("button", { name: /^Take Action ?: Check in with your partner$/ });
    expect(button.getAttribute("type")).toBe("submit");
    // The route is the server's business: neither a link to it nor a field carrying it.
    expect(within(card).queryByRole("link")).toBeNull();

    await act(async () => {
      fireEvent.submit(button.closest("form")!);
    });
    const sent = action.complete.mock.calls[0]![1] as FormData;
    expect([...sent.entries()]).toEqual([["id", "rec-few_checkins"]]);
    expect(within(card).getByRole("alert").textContent).toBe("Please sign in again.");
    expect(button.getAttribute("aria-describedby")).toBe(within(card).getByRole("alert").id);
  });

  test("each actionable item has its own form with its own id", () => {
    const card = render([rec({ id: "rec-no_rituals" }), rec({ id: "rec-few_checkins", title: "Check in" })]);
    const ids = items(card).map((item) => new FormData(item.querySelector("form")!).get("id"));
    expect(ids).toEqual(["rec-no_rituals", "rec-few_checkins"]);
  });

  test("not actionable: no 'Take Action' and no form", () => {
    const card = render([rec({ actionable: false })]);
    expect(within(card).queryByRole("button")).toBeNull();
    expect(card.querySelector("form")).toBeNull();
  });

  test("the completion rate: a stat line when there is one, none when null or not given", () => {
    const cases: [readonly Recommendation[], number | null | undefined, string | null][] = [
      [[rec()], 33, "Completion rate (last 7 days): 33%"],
      [[rec()], 0, "Completion rate (last 7 days): 0%"],
      // Everything offered before was completed and nothing new is offered: the card is empty but the rate stands.
      [[], 100, "Completion rate (last 7 days): 100%"],
      [[rec()], null, null],
      [[rec()], undefined, null],
    ];
    for (const [recommendations, rate, line] of cases) {
      const { unmount } = mount(
        <RecommendationsCard card={card} recommendations={recommendations} completionRate={rate} />,
      );
      expect(completionLine(screen.getByRole("region"))).toBe(line);
      unmount();
    }
  });

  test("each type has its own icon and its name in words; each priority its words", () => {
    const card = render([
      rec({ id: "a", type: "self_care", priority: "high" }),
      rec({ id: "b", type: "ritual", priority: "medium" }),
      rec({ id: "c", type: "timing", priority: "low" }),
      rec({ id: "d", type: "connection", priority: "medium" }),
    ]);
    const icons = items(card).map((item) => item.querySelector("svg")?.innerHTML);
    expect(new Set(icons).size).toBe(4);
    expect(items(card).map((item) => within(item).getByRole("heading").textContent?.split(":")[0])).toEqual([
      "Self-care",
      "Ritual",
      "Timing",
      "Connection",
    ]);
    expect(items(card).map((item) => within(item).getByText(/ priority$/).textContent)).toEqual([
      "High priority",
      "Medium priority",
      "Low priority",
      "Medium priority",
    ]);
  });

  test("an active person with nothing to fix: three next steps, each with its own 'Take Action'", () => {
    // 27 good days in a row, the ritual done and a check-in made today: no spec rule fires (issue #32).
    const days = Array.from({ length: 27 }, (_, i) => new Date(Date.UTC(2026, 2, 10 - i, 14)));
    const { recommendations } = generateRecommendations({
      clock: { now: new Date("2026-03-10T23:00:00Z"), timeZone: "America/New_York" },
      moods: days.map((at) => ({ value: 2, keywords: [], notes: null, emotionMetadata: null, at })),
      rituals: [
        {
          id: "walk",
          title: "Evening walk",
          type: "connection",
          createdAt: new Date("2026-01-01T00:00:00Z"),
          deletedAt: null,
          streakCount: 27,
          lastCompletedAt: days[0]!,
          completions: days,
        },
      ],
      checkins: days.map((at) => ({
        id: at.toISOString(),
        authorId: "me",
        subjectId: "robin",
        score: 2,
        feeling: "loved" as const,
        note: null,
        shared: true,
        at,
      })),
      partnerName: "Robin Alvarez",
    });
    const card = render(recommendations);
    expect(within(card).queryByText(/Keep using the app/)).toBeNull();
    expect(items(card)).toHaveLength(3);
    expect(items(card).map((item) => new FormData(item.querySelector("form")!).get("id"))).toEqual(
      recommendations.map((r) => r.id),
    );
    for (const item of items(card)) expect(readText(item)).toContain("Low priority");
  });

  test("shows the engine's list in its order", () => {
    const { recommendations } = generateRecommendations({
      clock: { now: new Date("2026-03-10T23:00:00Z"), timeZone: "America/New_York" },
      moods: [1, 2, 3].map((d) => ({
        value: -2,
        keywords: [],
        notes: null,
        emotionMetadata: null,
        at: new Date(Date.UTC(2026, 2, 10 - d, 15)),
      })),
      rituals: [],
      checkins: [],
    });
    expect(recommendations.length).toBeGreaterThan(0);
    const card = render(recommendations);
    const titles = items(card).map((item) =>
      within(item)
        .getByRole("heading")
        .textContent?.replace(/^[^:]*: /, ""),
    );
    expect(titles).toEqual(recommendations.map((r) => r.title));
  });
});
