import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { DASHBOARD_STACKS } from "@/components/dashboard/dashboard-grid";
import { markupText } from "../../../tests/helpers/static-markup";
import { errorCopyOf, frameOf, NOT_YET_KNOWN, type CardContext, type CardDefinition } from "./card";
import { CardFailed, placeholderOf } from "./card-slot";
import { DASHBOARD_CARD_REGISTRY } from "./registry";

// A failed card's Retry refreshes through the router; the unit project has no Next.js app around it.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

/*
 * The dashboard's card registry (issue #36): every card declared once, with what the page, its skeleton and its error
 * state need. The page renders exactly these cards (tests/integration/dashboard/dashboard-cards.test.tsx).
 */

const cards = DASHBOARD_CARD_REGISTRY;
const byId = (id: string) => cards.find((card) => card.id === id)!;
const named = (partnerName: string): CardContext => ({ ...NOT_YET_KNOWN, partnerName });
const individual: CardContext = { ...NOT_YET_KNOWN, view: "individual" };

/** The card's error state when its read failed with `failure`, as the reader reads it. */
const failed = (card: CardDefinition, known?: CardContext, failure = "An unexpected error occurred.") =>
  renderToStaticMarkup(<CardFailed card={card} failure={failure} known={known} />);

describe("every card in the registry", () => {
  test("has an id of its own, unique on the page, and a read of its own the e2e suite can fail alone", () => {
    const ids = cards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const reads = cards.map((card) => card.read);
    expect(new Set(reads).size).toBe(reads.length);
  });

  test.each(cards.map((card) => [card.id, card] as const))(
    "%s: a title before anything is known and once the partner is, a placeholder and error copy",
    (_, card) => {
      for (const known of [NOT_YET_KNOWN, named("Sam Rivera"), individual]) {
        expect(frameOf(card, known).title.trim()).not.toBe("");
      }
      // Its place while it streams: the titled, busy skeleton under its id, or nothing at all.
      const placeholder = renderToStaticMarkup(<>{placeholderOf(card)}</>);
      if (card.loading === "skeleton") {
        expect(placeholder).toContain(`data-card="${card.id}"`);
        expect(placeholder).toContain('aria-busy="true"');
        expect(markupText(placeholder)).toBe(frameOf(card).title);
      } else {
        expect(placeholder).toBe("");
      }
      // Its error state: the title and words with a button under its id, or nothing for a silent bonus card.
      const html = failed(card);
      if (card.error === "silent") {
        expect(html).toBe("");
      } else {
        const copy = errorCopyOf(card, "An unexpected error occurred.")!;
        expect(copy.message.trim()).not.toBe("");
        expect(html).toContain(`data-card="${card.id}"`);
        expect(markupText(html)).toBe(`${frameOf(card).title} ${copy.message} ${copy.retryLabel ?? "Retry"}`);
      }
      expect(DASHBOARD_STACKS).toContain(card.stack);
    },
  );

  test("every stack holds a card", () => {
    for (const stack of DASHBOARD_STACKS) expect(cards.some((card) => card.stack === stack)).toBe(true);
  });
});

describe("the spec's titles (spec 2 §2.4), verbatim", () => {
  test.each([
    ["relationship-health", "Relationship Health"],
    ["health-trends", "Couple's Health Trends"],
    ["relationship-insights", "AI-Generated Relationship Insights"],
    ["recommendations", "Personalized Recommendations"],
    ["wellbeing-insight", "Your partner's Wellbeing Insight"],
    ["messages-from-partner", "Messages From Your Partner"],
    ["messages-to-partner", "Your Messages to Your Partner"],
    ["correlations", "Did you know?"],
    ["relationship-patterns", "Relationship Patterns"],
    ["mood-trends", "Mood Trends (Last 7 Days)"],
    ["mood-tags", "Your Recent Mood Tags (Last 7 Days)"],
    ["weekly-summary", "Weekly Emotional Summary"],
    ["weekly-reflection", "Weekly Emotional Reflection"],
    ["connection-trends", "Connection Trends (Last 7 Days)"],
    ["private-thoughts", "Mood Log Private Thoughts"],
    ["achievements", "Achievements"],
  ])("%s: '%s' while it streams", (id, title) => {
    expect(frameOf(byId(id)).title).toBe(title);
  });

  test("the partner by first name once known; the health cards by the scores' view", () => {
    expect(frameOf(byId("wellbeing-insight"), named("Sam Rivera")).title).toBe("Sam's Wellbeing Insight");
    expect(frameOf(byId("messages-from-partner"), named("Sam Rivera")).title).toBe("Messages From Sam");
    expect(frameOf(byId("messages-to-partner"), named("Sam Rivera")).title).toBe("Your Messages to Sam");
    expect(frameOf(byId("relationship-health"), individual).title).toBe("Individual Health");
    expect(frameOf(byId("health-trends"), individual).title).toBe("Relationship Health Trends");
  });
});

describe("the error states (spec 2 §8)", () => {
  test("the health card: the couple's words with Retry, the individual card's with Try Again", () => {
    const health = byId("relationship-health");
    expect(markupText(failed(health))).toBe("Relationship Health Unable to load relationship scores Retry");
    expect(markupText(failed(health, individual))).toBe(
      "Individual Health Unable to calculate relationship health score Try Again",
    );
    expect(failed(health)).toMatch(/<div role="alert"[^>]*><p[^>]*>Unable to load relationship scores<\/p><button/);
  });

  test("the trend cards: 'Failed to load trend data'", () => {
    expect(markupText(failed(byId("health-trends"), individual))).toBe(
      "Relationship Health Trends Failed to load trend data Retry",
    );
    expect(markupText(failed(byId("connection-trends")))).toBe(
      "Connection Trends (Last 7 Days) Failed to load trend data Retry",
    );
  });

  test("the partner's cards: their words, the partner by first name when known", () => {
    expect(markupText(failed(byId("wellbeing-insight"), named("Sam Rivera")))).toBe(
      "Sam's Wellbeing Insight Unable to load Sam's insights at the moment. Retry",
    );
    expect(markupText(failed(byId("messages-from-partner")))).toContain(
      "Unable to load messages from your partner. Please try again later.",
    );
    expect(markupText(failed(byId("messages-to-partner")))).toContain(
      "Unable to load your messages. Please try again later.",
    );
    expect(markupText(failed(byId("relationship-insights")))).toContain("Failed to load relationship insights");
  });

  test("a card the spec gives no words shows the mapped failure's own message", () => {
    expect(markupText(failed(byId("mood-tags"), NOT_YET_KNOWN, "The database is busy."))).toBe(
      "Your Recent Mood Tags (Last 7 Days) The database is busy. Retry",
    );
  });
});
