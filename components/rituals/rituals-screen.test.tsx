import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RITUAL_ICONS } from "./ritual-icons";
import { describe, expect, test, vi } from "vitest";
import {
  ritualLists,
  RITUALS_TEXT,
  type RitualSource,
  type RitualsScreenModel,
  type RitualViewInput,
} from "@/lib/domain/rituals/view";
import { listItems, markupText } from "@/tests/helpers/static-markup";

// The action module reaches the database and the router needs Next's runtime; these tests render markup only.
vi.mock("@/lib/actions/rituals", () => ({
  archiveRitualAction: vi.fn(),
  completeRitualAction: vi.fn(),
  deleteRitualAction: vi.fn(),
  generateRitualAction: vi.fn(),
  rateRitualAction: vi.fn(),
  reflectOnRitualAction: vi.fn(),
}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const { RitualsScreen } = await import("./rituals-screen");

const NOW = new Date("2026-11-28T15:00:00Z");
const daysAgo = (n: number) => new Date(Date.UTC(2026, 10, 28 - n, 12));
const row = (id: string, over: Partial<RitualViewInput["rows"][number]> = {}): RitualViewInput["rows"][number] => ({
  id,
  title: `Ritual ${id}`,
  description: "",
  type: "connection",
  pairId: null,
  createdForPartnerId: null,
  generatedAt: null,
  generatedByAi: false,
  streakCount: 0,
  lastCompletedAt: null,
  archivedAt: null,
  ...over,
});
const modelOf = (rows: RitualViewInput["rows"], source: RitualSource = "library"): RitualsScreenModel => ({
  ...ritualLists({
    rows,
    completions: [],
    viewerId: "me",
    partner: null,
    now: NOW,
    timeZone: "UTC",
    showOrigins: false,
  }),
  blocked: false,
  source,
});
const render = (rows: RitualViewInput["rows"], source?: RitualSource) =>
  renderToStaticMarkup(createElement(RitualsScreen, { model: modelOf(rows, source), icons: RITUAL_ICONS }));
const listHeading = (html: string) => markupText(/<h2 id="ritual-list"[^>]*>(.*?)<\/h2>/.exec(html)![1]!);

describe("the list opens on the active rituals, whatever their age (decision 050)", () => {
  test("a year-old ritual with a streak is on it, with where it stands", () => {
    const html = render([row("1", { streakCount: 2, lastCompletedAt: daysAgo(2) }), row("2")]);
    expect(listHeading(html)).toBe("Active Rituals (2)");
    expect(listItems(html).map(markupText)).toEqual([
      expect.stringContaining("Ritual 1 Connection 2-day streak · Last completed Nov 26"),
      expect.stringContaining("Ritual 2 Connection Not completed yet"),
    ]);
    // No archived rituals: no toggle (spec 3 §2).
    expect(markupText(html)).not.toContain(RITUALS_TEXT.showArchived);
  });

  test("with archived ones too: the toggle, and only the active ones listed", () => {
    const html = render([row("1"), row("2", { archivedAt: daysAgo(3) })]);
    expect(listHeading(html)).toBe("Active Rituals (1)");
    expect(markupText(html)).toContain(RITUALS_TEXT.showArchived);
    expect(listItems(html)).toHaveLength(1);
  });

  test("everything archived: an empty message that is true, and the way to the archive", () => {
    const html = render([row("1", { archivedAt: daysAgo(3) })]);
    expect(listHeading(html)).toBe("Active Rituals (0)");
    const text = markupText(html);
    expect(text).toContain("No active rituals. Generate one, or restore one from the archive.");
    expect(text).not.toContain("No rituals created today.");
    expect(text).toContain(RITUALS_TEXT.showArchived);
  });

  test("nothing at all: the spec's first-ritual message", () => {
    const text = markupText(render([]));
    expect(text).toContain(RITUALS_TEXT.none);
    expect(text).not.toContain(RITUALS_TEXT.showArchived);
  });
});

test("the spec's archived-list words are the screen's", () => {
  expect(RITUALS_TEXT).toMatchObject({
    archivedTitle: "Archived Rituals",
    noArchived: "No archived rituals found.",
    showArchived: "Show Archived",
    showActive: "Show Active",
  });
});

describe("the screen claims AI only when a model writes the rituals (issue #35)", () => {
  test("no model (the default): the curated library, and no AI anywhere", () => {
    const text = markupText(render([]));
    expect(text).toContain("Relationship rituals from our curated library");
    expect(text).toContain("Mood-Aware Ritual Suggestions");
    expect(text).toContain("chosen from our curated library by how your week has been");
    expect(text).not.toMatch(/\bAI\b/);
    expect(text).toContain(RITUALS_TEXT.generate);
  });

  test("a model: the spec's words, and the library named as its fallback", () => {
    const text = markupText(render([], "model"));
    expect(text).toContain("AI-powered relationship rituals");
    expect(text).toContain("AI Mood-Aware Ritual Generation");
    expect(text).toContain("an AI model writes from how your week has been");
    expect(text).toContain("from our curated library when the model is unavailable");
  });
});
