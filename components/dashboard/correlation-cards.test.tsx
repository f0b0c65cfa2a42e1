import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import type { ActionResult } from "@/lib/actions/result";
import { correlationCards, RELATIONSHIP_PATTERNS_SHOWN, type CorrelationRow } from "@/lib/domain/correlations";
import { dismissalToast, focusAfterDismiss, runDismissal } from "./correlation-dismissal";
import { RelationshipPatternsCard } from "./relationship-patterns-card";
import { listItems, markupText } from "@/tests/helpers/static-markup";

// The action module reaches the database; these tests render markup and never call it.
vi.mock("@/lib/actions/insights", () => ({ dismissCorrelationAction: vi.fn() }));

const { CorrelationCards } = await import("./correlation-cards");

const T0 = new Date("2026-03-01T02:00:00Z");
const row = (tag: string, feeling: string, matchCount: number, lastOccurrence = T0): CorrelationRow => ({
  partnerMoodTags: [tag],
  checkinFeeling: feeling,
  matchCount,
  lastOccurrence,
});

describe("CorrelationCards ('Did you know?')", () => {
  const cards = correlationCards([row("tired", "distant", 3), row("stressed", "ignored", 5)], { partnerName: "Alex" });
  // The frame the dashboard's registry gives them (app/dashboard/_cards/correlations/card.tsx).
  const frame = { id: "correlations", title: "Did you know?" };
  const render = (list = cards) => renderToStaticMarkup(createElement(CorrelationCards, { frame, cards: list }));

  test("titled 'Did you know?', one item per card in the model's order, with its text and strength", () => {
    const html = render();
    expect(html).toMatch(/<h2[^>]*id="correlations-title"[^>]*>.*Did you know\?<\/h2>/);
    const [first, second] = listItems(html).map(markupText);
    expect(listItems(html)).toHaveLength(2);
    expect(first).toBe(
      "When Alex feels “stressed”, you often feel “ignored” Dismiss " +
        "5 times, you checked in feeling “ignored” within 24 hours of Alex logging “stressed”. Strength 100%",
    );
    expect(second).toContain("When Alex feels “tired”, you often feel “distant”");
    expect(second).toContain("Strength 60%");
  });

  test("each card has a real dismiss button, named 'Dismiss' and described by its own card's title", () => {
    const html = render();
    for (const item of listItems(html)) {
      const button = /<button[^>]*>/.exec(item)![0];
      expect(button).toContain('type="button"');
      const describedBy = /aria-describedby="([^"]+)"/.exec(button)![1]!;
      expect(item).toMatch(new RegExp(`<h3[^>]*id="${describedBy.replace(/[^\w-]/g, "\\$&")}"`));
      expect(item).toMatch(/<span class="sr-only">Dismiss<\/span>/);
    }
    const ids = listItems(html).map((item) => /aria-describedby="([^"]+)"/.exec(item)![1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("ids hold no spaces even when a custom tag does", () => {
    const html = render(correlationCards([row("so tired", "distant", 3)]));
    expect(/aria-describedby="([^"]+)"/.exec(html)![1]).not.toMatch(/\s/);
  });

  test("no cards: no card at all, only the (empty) status region", () => {
    expect(render([])).toBe('<p role="status" class="sr-only"></p>');
  });
});

describe("runDismissal: hide at once, then ask the server", () => {
  function steps(send: () => Promise<ActionResult>) {
    const log: string[] = [];
    return {
      log,
      steps: {
        hide: () => log.push("hide"),
        send: () => {
          log.push("send");
          return send();
        },
        restore: () => log.push("restore"),
      },
    };
  }

  test("success: hidden before the server answers, and stays hidden", async () => {
    let answer!: (result: ActionResult) => void;
    const { log, steps: s } = steps(() => new Promise((resolve) => (answer = resolve)));
    const done = runDismissal(s);
    expect(log).toEqual(["hide", "send"]);
    answer({ ok: true, data: undefined });
    expect(await done).toBe(true);
    expect(log).toEqual(["hide", "send"]);
  });

  test("a refusal brings the card back, with the mapped toast", async () => {
    const error = { code: "UNAVAILABLE" as const, title: "Error", message: "Service unavailable." };
    const { log, steps: s } = steps(async () => ({ ok: false, error }));
    expect(await runDismissal(s)).toBe(false);
    expect(log).toEqual(["hide", "send", "restore"]);
    expect(dismissalToast(error)).toEqual({ title: "Error", description: "Service unavailable." });
  });

  test("NOT_FOUND (not the user's pattern) keeps it hidden, quietly", async () => {
    const error = { code: "NOT_FOUND" as const, title: "Error", message: "This insight is no longer available." };
    const { log, steps: s } = steps(async () => ({ ok: false, error }));
    expect(await runDismissal(s)).toBe(true);
    expect(log).toEqual(["hide", "send"]);
    expect(dismissalToast(error)).toBeNull();
  });

  test("focus moves to the next card's button, else the previous one's", () => {
    expect(focusAfterDismiss(["a", "b", "c"], "a")).toBe("b");
    expect(focusAfterDismiss(["a", "b", "c"], "b")).toBe("c");
    expect(focusAfterDismiss(["a", "b", "c"], "c")).toBe("b");
    expect(focusAfterDismiss(["a"], "a")).toBeNull();
    expect(focusAfterDismiss(["a"], "x")).toBeNull();
  });
});

describe("RelationshipPatternsCard", () => {
  const toggle = { showAllHref: "/dashboard?patterns=all", showFewerHref: "/dashboard" };
  const card = { id: "relationship-patterns", title: "Relationship Patterns" };
  const render = (
    patterns: CorrelationRow[],
    // The dashboard passes the display name; the card names the partner by first name.
    partnerName: string | null = "Alex Morgan",
    timeZone = "UTC",
    total = patterns.length,
  ) =>
    renderToStaticMarkup(
      createElement(RelationshipPatternsCard, { card, patterns, total, partnerName, timeZone, toggle }),
    );

  test("titled 'Relationship Patterns'; every pattern, most matches first, below the card threshold too", () => {
    const html = render([row("sad", "distant", 1), row("tired", "distant", 4), row("busy", "loved", 2)]);
    expect(html).toMatch(/<h2[^>]*id="relationship-patterns-title"[^>]*>.*Relationship Patterns<\/h2>/);
    expect(listItems(html).map(markupText)).toEqual([
      "When Alex feels “tired”, you feel “distant” 4 times Last Mar 1",
      "When Alex feels “busy”, you feel “loved” 2 times Last Mar 1",
      "When Alex feels “sad”, you feel “distant” 1 time Last Mar 1",
    ]);
  });

  test("dates are the user's local day; without a name it says 'your partner'", () => {
    const html = render([row("tired", "distant", 3)], null, "America/New_York");
    expect(markupText(listItems(html)[0]!)).toBe(
      "When your partner feels “tired”, you feel “distant” 3 times Last Feb 28",
    );
  });

  test("more patterns than shown: 'Show all N patterns'; all of them shown: 'Show fewer patterns'", () => {
    const shown = Array.from({ length: RELATIONSHIP_PATTERNS_SHOWN }, (_, i) => row(`tag${i}`, "loved", 20 - i));
    const first = render(shown, "Alex", "UTC", 25);
    expect(listItems(first)).toHaveLength(RELATIONSHIP_PATTERNS_SHOWN);
    expect(first).toContain('href="/dashboard?patterns=all"');
    expect(markupText(first)).toContain("Show all 25 patterns");
    expect(markupText(first)).not.toContain("Show fewer");

    const all = [...shown, row("extra", "distant", 1)];
    const expanded = render(all, "Alex", "UTC", all.length);
    expect(listItems(expanded)).toHaveLength(all.length);
    expect(markupText(expanded)).toContain("Show fewer patterns");
    expect(markupText(expanded)).not.toContain("Show all");

    expect(markupText(render(shown.slice(0, 3)))).not.toMatch(/Show (all|fewer)/);
  });

  test("no patterns: an empty state and no list", () => {
    const html = render([]);
    expect(html).not.toContain("<ol");
    expect(markupText(html)).toContain("No patterns yet.");
  });
});
