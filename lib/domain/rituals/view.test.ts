import { describe, expect, test } from "vitest";
import { ritualLists, RITUAL_SOURCE_TEXT, RITUALS_TEXT, ritualSource, type RitualViewInput } from "./view";

const now = new Date("2026-11-26T15:00:00Z");
const day = (n: number, hour = 12) => new Date(Date.UTC(2026, 10, 26 - n, hour));
const row = (overrides: Partial<RitualViewInput["rows"][number]> = {}): RitualViewInput["rows"][number] => ({
  id: "r1",
  title: "Six-second kiss",
  description: "",
  type: "intimacy",
  pairId: "p1",
  createdForPartnerId: null,
  generatedAt: day(0),
  generatedByAi: true,
  streakCount: 0,
  lastCompletedAt: null,
  archivedAt: null,
  ...overrides,
});
const input = (overrides: Partial<RitualViewInput> = {}): RitualViewInput => ({
  rows: [row()],
  completions: [],
  viewerId: "me",
  partner: { id: "pat", name: "Pat" },
  now,
  timeZone: "UTC",
  showOrigins: false,
  ...overrides,
});
const done = (userId: string, at: Date, ritualId = userId === "me" ? "r1" : "r2") => ({
  ritualId,
  pairId: "p1",
  userId,
  completedAt: at,
});

describe("who has completed a shared ritual today", () => {
  test.each([
    [[done("me", day(0)), done("pat", day(0))], RITUALS_TEXT.bothToday],
    [[done("me", day(0))], RITUALS_TEXT.youFirst],
    [[done("pat", day(0))], "Pat completed this ritual - now it's your turn!"],
    [[done("pat", day(1))], null],
  ])("%j → %s", (completions, text) => {
    expect(ritualLists(input({ completions })).active[0]!.partnerText).toBe(text);
  });

  test("a ritual of one person has no partner line", () => {
    const view = ritualLists(
      input({ rows: [row({ pairId: null })], completions: [{ ...done("me", day(0)), pairId: null }] }),
    );
    expect(view.active[0]!.partnerText).toBeNull();
  });
});

describe("each card's standing, by the rule the Actions & Rituals page uses (./standing.ts)", () => {
  test("the stored run while it can go on, with the party mark from 7 and the last completion", () => {
    const [card] = ritualLists(input({ rows: [row({ streakCount: 7, lastCompletedAt: day(1) })] })).active;
    expect(card).toMatchObject({
      streak: 7,
      streakText: "7-day streak",
      celebrate: true,
      lastCompleted: "Last completed Nov 25",
      completedToday: false,
    });
  });

  test("a run that ended shows no streak, only when it was last done; a new one says so", () => {
    const [ended, never] = ritualLists(
      input({
        rows: [
          row({ id: "ended", streakCount: 4, lastCompletedAt: day(20) }),
          row({ id: "never", streakCount: 0, lastCompletedAt: null }),
        ],
      }),
    ).active;
    expect(ended).toMatchObject({ streak: 0, streakText: null, lastCompleted: "Last completed Nov 6" });
    expect(never).toMatchObject({ streak: 0, streakText: null, lastCompleted: "Not completed yet" });
  });

  test("welcome back: completed today after an earlier run ended (the log)", () => {
    const completions = [done("me", day(0)), done("me", day(5))];
    const [card] = ritualLists(input({ rows: [row({ streakCount: 1, lastCompletedAt: day(0) })], completions })).active;
    expect(card).toMatchObject({ streak: 1, welcomeBack: true, kept: false, completedToday: true });
  });

  test("kept: a missed day the week's freeze bridges is said, in the words Personal Growth uses", () => {
    const completions = [done("me", day(0)), done("me", day(2)), done("me", day(3))];
    const [card] = ritualLists(input({ rows: [row({ streakCount: 3, lastCompletedAt: day(0) })], completions })).active;
    expect(card).toMatchObject({ streak: 3, kept: true, welcomeBack: false });
  });
});

describe("active until archived, whatever its age (decision 050)", () => {
  test("a ritual made a month ago and last done yesterday is active with its streak", () => {
    const old = row({ id: "old", pairId: null, streakCount: 3, lastCompletedAt: day(1) });
    const { active, archived } = ritualLists(input({ rows: [old] }));
    expect(active.map((c) => [c.id, c.streakText, c.archived])).toEqual([["old", "3-day streak", false]]);
    expect(archived).toEqual([]);
  });

  test("a quiet ritual stays active; only an archived one moves, keeping its standing", () => {
    const rows = [
      row({ id: "quiet", pairId: null, lastCompletedAt: day(40), streakCount: 2 }),
      row({ id: "put-away", pairId: null, lastCompletedAt: day(1), streakCount: 5, archivedAt: day(0) }),
    ];
    const { active, archived } = ritualLists(input({ rows }));
    expect(active.map((c) => c.id)).toEqual(["quiet"]);
    expect(archived).toEqual([expect.objectContaining({ id: "put-away", archived: true, streakText: "5-day streak" })]);
  });
});

test("only the creator may delete; generated rituals take feedback", () => {
  const made = ritualLists(input({ rows: [row({ createdForPartnerId: "pat", generatedAt: null })] })).active[0]!;
  expect(made).toMatchObject({ canDelete: false, canRate: false });
  expect(ritualLists(input()).active[0]).toMatchObject({ canDelete: true, canRate: true });
});

test("Show ritual origins: each card says who created it and how, only while the switch is on", () => {
  const rows = [row(), row({ id: "r2", createdForPartnerId: "pat", generatedByAi: false })];
  const on = ritualLists(input({ rows, showOrigins: true })).active;
  expect(on.map((card) => card.origin)).toEqual([
    "Created by you · Written by an AI model",
    "Created by Pat · From Attune's ritual library",
  ]);
  expect(ritualLists(input({ rows })).active.map((card) => card.origin)).toEqual([null, null]);
});

test("the source: a model only when configured and AI suggestions are on; its words only then (issue #35)", () => {
  expect(ritualSource({ modelConfigured: true, aiSuggestions: true })).toBe("model");
  expect(ritualSource({ modelConfigured: true, aiSuggestions: false })).toBe("library");
  expect(ritualSource({ modelConfigured: false, aiSuggestions: true })).toBe("library");
  expect(RITUAL_SOURCE_TEXT.model).toMatchObject({
    heading: "AI-powered relationship rituals",
    generationTitle: "AI Mood-Aware Ritual Generation",
  });
  expect(Object.values(RITUAL_SOURCE_TEXT.library).join(" ")).not.toMatch(/\bAI\b/);
});
