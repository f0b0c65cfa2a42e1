import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { wellbeingCardTitle, type WellbeingInsight } from "@/lib/domain/wellbeing-insights";

const { WellbeingInsightCard } = await import("./wellbeing-insight-card");

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
  return renderToStaticMarkup(createElement(WellbeingInsightCard, { card, partnerName, insights }));
};

/** Markup without tags, to read what a user reads. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("WellbeingInsightCard", () => {
  test("titled '{partner}'s Wellbeing Insight', a section named by its title", () => {
    const html = render("Sam", []);
    expect(html).toContain('aria-labelledby="wellbeing-insight-title"');
    expect(html).toMatch(/<h2[^>]*id="wellbeing-insight-title"[^>]*>.*Sam&#x27;s Wellbeing Insight<\/h2>/);
  });

  test("no partner: nothing at all, even if insights were passed (issue #32: no card about 'your partner')", () => {
    expect(render(null, [insight()])).toBe("");
    expect(render(null, [])).toBe("");
  });

  test("a full display name: titled and addressed by the first name only", () => {
    const html = render("Taylor Reyes", [insight()]);
    const read = text(html);
    expect(read).toContain("Taylor&#x27;s Wellbeing Insight");
    expect(read).toContain("Ways to support Taylor");
    expect(read).not.toContain("Reyes");
  });

  test("a partner and no insights: 'Everything looks great!'", () => {
    const html = render("Sam", []);
    expect(html).toContain("Everything looks great!");
    expect(html).not.toContain("<button");
  });

  test("shows only the top (first) insight: title, description, severity in words, confidence, chips", () => {
    const second = insight({ id: "wellbeing-positive_opportunity", title: "A good moment", severity: "low" });
    const html = render("Sam", [insight(), second]);
    const read = text(html);
    expect(read).toContain("Sam seems to be carrying some stress");
    expect(read).toContain("Stress-related feelings came up in 3 of Sam&#x27;s 5 mood entries this week.");
    expect(read).not.toContain("A good moment");
    expect(read).toContain("Needs attention");
    expect(read).toContain("88% confidence");
    expect(html).toMatch(
      /<ul aria-label="Based on"[^>]*><li[^>]*>Stress in 3 of 5 entries \(60%\)<\/li><li[^>]*>Trend: increasing<\/li><\/ul>/,
    );
    expect(html).toContain('aria-labelledby="wellbeing-insight-top-title"');
  });

  test.each([
    ["high", "Needs attention", "bg-rose-50"],
    ["medium", "Worth a look", "bg-amber-50"],
    ["low", "Good to know", "bg-emerald-50"],
  ] as const)("severity %s: its colour and its words", (severity, words, colour) => {
    const html = render("Sam", [insight({ severity })]);
    expect(html).toContain(`data-severity="${severity}"`);
    expect(html).toContain(colour);
    expect(text(html)).toContain(words);
  });

  test("suggestions: three first under 'Ways to support {partner}', then the collapsed toggle", () => {
    const html = render("Sam", [insight()]);
    const read = text(html);
    expect(read).toContain("Ways to support Sam");
    expect(read).toContain("First idea Second idea Third idea");
    expect(read).not.toContain("Fourth idea");
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>\+2 more suggestions available<\/button>/);
  });

  test("three suggestions or fewer: all shown, no toggle; no suggestions or chips: neither block", () => {
    const three = render("Sam", [insight({ suggestions: ["A one", "A two", "A three"] })]);
    expect(text(three)).toContain("A one A two A three");
    expect(three).not.toContain("<button");
    const bare = render("Sam", [insight({ suggestions: [], dataPoints: [] })]);
    expect(bare).not.toContain("Ways to support");
    expect(bare).not.toContain("Based on");
  });

  test("a partner without a display name reads 'your partner'", () => {
    const read = text(render("", [insight()]));
    expect(read).toContain("Your partner&#x27;s Wellbeing Insight");
    expect(read).toContain("Ways to support your partner");
  });
});
