import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RITUAL_ICONS } from "./ritual-icons";
import { describe, expect, test, vi } from "vitest";
import { ritualLists, type RitualCardModel, type RitualViewInput } from "@/lib/domain/rituals/view";
import { markupText } from "@/tests/helpers/static-markup";
import { RitualCard } from "./ritual-card";

// Cards built by the screen's own model (lib/domain/rituals/view.ts), so the words are the ones the page shows.
const NOW = new Date("2026-11-28T15:00:00Z");
const daysAgo = (n: number) => new Date(Date.UTC(2026, 10, 28 - n, 12));
const cardFor = (over: Partial<RitualViewInput["rows"][number]> = {}, showOrigins = false): RitualCardModel => {
  const row = {
    id: "r1",
    title: "Six-second kiss",
    description: "Before you leave for the day.",
    type: "intimacy" as const,
    pairId: null,
    createdForPartnerId: null,
    generatedAt: null,
    generatedByAi: false,
    streakCount: 0,
    lastCompletedAt: null,
    archivedAt: null,
    ...over,
  };
  const { active, archived } = ritualLists({
    rows: [row],
    completions: [],
    viewerId: "me",
    partner: null,
    now: NOW,
    timeZone: "UTC",
    showOrigins,
  });
  return (active[0] ?? archived[0])!;
};

const render = (ritual: RitualCardModel, busy = false) =>
  renderToStaticMarkup(
    createElement(RitualCard, {
      ritual,
      busy,
      rated: null,
      icons: RITUAL_ICONS,
      onComplete: vi.fn(),
      onDelete: vi.fn(),
      onRate: vi.fn(),
      onArchive: vi.fn(),
    }),
  );
/** Each button by its accessible name: its aria-label, else its text. */
const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(
    ([, attributes, inner]) => /aria-label="([^"]*)"/.exec(attributes!)?.[1] ?? markupText(inner!),
  );

describe("where the ritual stands", () => {
  test("a ritual made a month ago and done yesterday: its streak and the day, in one line", () => {
    const html = render(cardFor({ streakCount: 3, lastCompletedAt: daysAgo(1) }));
    expect(markupText(html)).toContain("3-day streak · Last completed Nov 27");
  });

  test("never completed: says so rather than nothing", () => {
    expect(markupText(render(cardFor()))).toContain("Not completed yet");
    expect(markupText(render(cardFor()))).not.toMatch(/streak/);
  });

  test("a run that ended shows when it was last done, without a streak", () => {
    const text = markupText(render(cardFor({ streakCount: 6, lastCompletedAt: daysAgo(12) })));
    expect(text).toContain("Last completed Nov 16");
    expect(text).not.toMatch(/day streak/);
  });

  test("the party mark from 7 days", () => {
    const html = render(cardFor({ streakCount: 7, lastCompletedAt: daysAgo(0) }));
    expect(markupText(html)).toContain("7-day streak 🎉 · Last completed Nov 28");
  });
});

describe("archive and restore (decision 050)", () => {
  test("an active card: Complete and Archive, named for the ritual", () => {
    const html = render(cardFor());
    expect(buttons(html)).toEqual(["Delete Six-second kiss", "Complete", "Archive Six-second kiss"]);
    expect(html).not.toContain("Restore");
  });

  test("an archived card: Restore instead of Complete and Archive, with its standing still shown", () => {
    const html = render(cardFor({ archivedAt: daysAgo(0), streakCount: 2, lastCompletedAt: daysAgo(1) }));
    expect(buttons(html)).toEqual(["Delete Six-second kiss", "Restore Six-second kiss"]);
    expect(markupText(html)).toContain("2-day streak · Last completed Nov 27");
  });

  test("a ritual the partner made for this person: archive is theirs too, delete is not", () => {
    const html = render(cardFor({ createdForPartnerId: "pat" }));
    expect(buttons(html)).toEqual(["Complete", "Archive Six-second kiss"]);
  });

  test("while a change is saving, the card's buttons wait", () => {
    const html = render(cardFor(), true);
    for (const button of html.match(/<button[^>]*>/g)!) expect(button).toContain('disabled=""');
  });
});

describe("Show ritual origins (decision 061)", () => {
  test("on: the card says who created the ritual and that a model wrote it", () => {
    const html = render(cardFor({ generatedAt: daysAgo(2), generatedByAi: true }, true));
    expect(markupText(html)).toContain("Created by you · Written by an AI model");
  });

  test("off: nothing about where it came from", () => {
    const html = render(cardFor({ generatedAt: daysAgo(2), generatedByAi: true }, false));
    expect(markupText(html)).not.toContain("Created by");
    expect(markupText(html)).not.toContain("AI model");
  });
});
