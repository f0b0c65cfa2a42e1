import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { generateRecommendations, type Recommendation } from "@/lib/domain/recommendations";

// The action module reaches the database; these tests render markup and never call it.
vi.mock("@/lib/actions/recommendations", () => ({ completeRecommendationAction: vi.fn() }));

const { RecommendationsCard } = await import("./recommendations-card");

/** The frame the dashboard's registry gives it (app/dashboard/_cards/recommendations/card.tsx). */
const card = { id: "recommendations", title: "Personalized Recommendations" };
const render = (recommendations: readonly Recommendation[], completionRate?: number | null) =>
  renderToStaticMarkup(createElement(RecommendationsCard, { card, recommendations, completionRate }));
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
/** Each list item's markup, in order. */
const items = (html: string) => [...html.matchAll(/<li[^>]*>.*?<\/li>/g)].map((m) => m[0]);

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

describe("RecommendationsCard", () => {
  test("titled 'Personalized Recommendations'; empty: 'Keep using the app…'", () => {
    const html = render([]);
    expect(html).toMatch(/<h2[^>]*id="recommendations-title"[^>]*>.*Personalized Recommendations<\/h2>/);
    expect(html).toContain("Keep using the app to receive personalized recommendations.");
    expect(html).not.toContain("<ul");
  });

  test("an item: type (in words for screen readers), title, priority badge, confidence, description, reason", () => {
    const html = render([rec()]);
    const read = text(html);
    expect(html).toMatch(/<h3[^>]*><span class="sr-only">Ritual: <\/span>Create your first ritual<\/h3>/);
    expect(read).toContain("High priority");
    expect(read).toContain("90% confidence");
    expect(read).toContain("Rituals are small, regular moments of care or connection.");
    expect(read).toContain("You don&#x27;t have any rituals yet.");
    expect(html).not.toContain("Keep using the app");
  });

  test("actionable: 'Take Action' is a form that posts the recommendation's id only, named after it", () => {
    const html = render([
      rec({ id: "rec-few_checkins", route: "/checkin", title: "Check in with your partner", type: "connection" }),
    ]);
    const form = html.match(/<form[^>]*>.*?<\/form>/)?.[0] ?? "";
    // A submit button inside a form works before any script runs (progressive enhancement).
    expect(form).toMatch(
      /<button[^>]*type="submit"[^>]*>Take Action<span class="sr-only">: Check in with your partner<\/span>/,
    );
    const fields = [...form.matchAll(/<input[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    expect(fields).toEqual([["id", "rec-few_checkins"]]);
    // The route is the server's business: neither a link to it nor a field carrying it.
    expect(html).not.toContain("/checkin");
    expect(html).not.toContain("<a");
  });

  test("each actionable item has its own form with its own id", () => {
    const html = render([rec({ id: "rec-no_rituals" }), rec({ id: "rec-few_checkins", title: "Check in" })]);
    expect(items(html).map((item) => item.match(/name="id" value="([^"]*)"/)?.[1])).toEqual([
      "rec-no_rituals",
      "rec-few_checkins",
    ]);
  });

  test("not actionable: no 'Take Action' and no form", () => {
    const html = render([rec({ actionable: false })]);
    expect(html).not.toContain("Take Action");
    expect(html).not.toContain("<form");
  });

  test("the completion rate: a stat line when there is one, none when null or not given", () => {
    const line = (html: string) => html.match(/<p[^>]*data-stat="completion-rate"[^>]*>(.*?)<\/p>/)?.[1];
    expect(line(render([rec()], 33))).toBe("Completion rate (last 7 days): 33%");
    expect(line(render([rec()], 0))).toBe("Completion rate (last 7 days): 0%");
    // Everything offered before was completed and nothing new is offered: the card is empty but the rate stands.
    const empty = render([], 100);
    expect(line(empty)).toBe("Completion rate (last 7 days): 100%");
    expect(empty).toContain("Keep using the app to receive personalized recommendations.");
    expect(render([rec()], null)).not.toContain("Completion rate");
    expect(render([rec()])).not.toContain("Completion rate");
  });

  test("each type has its own icon and label; each priority its own colour and words", () => {
    const html = render([
      rec({ id: "a", type: "self_care", priority: "high" }),
      rec({ id: "b", type: "ritual", priority: "medium" }),
      rec({ id: "c", type: "timing", priority: "low" }),
      rec({ id: "d", type: "connection", priority: "medium" }),
    ]);
    const icons = items(html).map((item) => item.match(/lucide-([a-z-]+)/)?.[1]);
    expect(new Set(icons).size).toBe(4);
    expect(icons.every(Boolean)).toBe(true);
    expect(text(html)).toMatch(/Self-care: .*Ritual: .*Timing: .*Connection: /);
    expect(items(html)[0]).toMatch(/bg-rose-100[^"]*">High priority/);
    expect(items(html)[1]).toMatch(/bg-amber-100[^"]*">Medium priority/);
    expect(items(html)[2]).toMatch(/bg-slate-100[^"]*">Low priority/);
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
    const html = render(recommendations);
    expect(html).not.toContain("Keep using the app");
    expect(items(html)).toHaveLength(3);
    expect(items(html).map((item) => item.match(/name="id" value="([^"]*)"/)?.[1])).toEqual(
      recommendations.map((r) => r.id),
    );
    for (const item of items(html)) expect(text(item)).toContain("Low priority");
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
    const titles = items(render(recommendations)).map((item) => item.match(/<h3[^>]*>.*?<\/span>([^<]*)<\/h3>/)?.[1]);
    expect(titles).toEqual(recommendations.map((r) => r.title.replace(/'/g, "&#x27;")));
  });
});
