import { renderToStaticMarkup } from "react-dom/server";
import { expect, test, vi } from "vitest";
import type { Insight } from "@/lib/domain/individual-insights";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/actions/insights", () => ({ refreshAiInsightsAction: vi.fn() }));

const { RelationshipInsightsCard, INSIGHTS_TEXT } = await import("./relationship-insights-card");

/** The frame the dashboard's registry gives it (app/dashboard/_cards/relationship-insights/card.tsx). */
const card = { id: "relationship-insights", title: "AI-Generated Relationship Insights" };

const insight = (overrides: Partial<Insight>): Insight => ({
  id: "stress_high:2026-11-23",
  type: "stress_high",
  title: "High stress this week",
  description: "Your stress has averaged 8 over the last 7 days.",
  confidence: 85,
  actionable: true,
  priority: "high",
  recommendations: ["Take a short walk", "Talk it through"],
  ...overrides,
});

test("the spec's title and list name, each insight with its priority in words, confidence and advice", () => {
  const html = renderToStaticMarkup(
    <RelationshipInsightsCard
      card={card}
      insights={[insight({}), insight({ id: "b", priority: "urgent", title: "Stress streak" })]}
    />,
  );
  expect(html).toContain("AI-Generated Relationship Insights");
  expect(html).toContain("Relationship Coach Insights");
  expect(html).toContain("High stress this week");
  expect(html).toContain("High priority");
  expect(html).toContain("Urgent");
  expect(html).toContain("85% confidence");
  expect(html).toContain("Take a short walk");
  expect(html).toContain("Refresh Insights");
  expect(html).not.toContain(INSIGHTS_TEXT.empty);
});

test("without insights: the empty text, and still a way to refresh", () => {
  const html = renderToStaticMarkup(<RelationshipInsightsCard card={card} insights={[]} />);
  expect(html).toContain(INSIGHTS_TEXT.empty);
  expect(html).toContain("Refresh Insights");
});

test("insights the model wrote say so", () => {
  const written = renderToStaticMarkup(
    <RelationshipInsightsCard
      card={card}
      insights={[insight({})]}
      source={{ written: true, canWrite: true, day: "2026-11-26" }}
    />,
  );
  expect(written).toContain(INSIGHTS_TEXT.fromModel);
  const engines = renderToStaticMarkup(<RelationshipInsightsCard card={card} insights={[insight({})]} />);
  expect(engines).not.toContain(INSIGHTS_TEXT.fromModel);
});
