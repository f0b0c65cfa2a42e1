import { describe, expect, test } from "vitest";
import { ritualLists, RITUALS_TEXT, type RitualViewInput } from "./view";

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
  createdAt: day(0),
  ...overrides,
});
const input = (overrides: Partial<RitualViewInput> = {}): RitualViewInput => ({
  rows: [row()],
  completions: [],
  viewerId: "me",
  partner: { id: "pat", name: "Pat" },
  now,
  timeZone: "UTC",
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

test("the streak counts the days either partner completed it, with the party mark from 7", () => {
  const completions = [0, 1, 2, 3, 4, 5, 6].map((n) => done(n % 2 ? "pat" : "me", day(n)));
  const [card] = ritualLists(input({ completions })).active;
  expect(card).toMatchObject({ streak: 7, streakText: "7 day streak", celebrate: true, completedToday: true });
  expect(card!.lastCompleted).toBe("Last completed Nov 26, 2026");
});

test("active: made today, or a streak still alive; older and quiet ones are archived", () => {
  const rows = [
    row({ id: "today", createdAt: day(0), pairId: null }),
    row({ id: "alive", createdAt: day(5), pairId: null }),
    row({ id: "quiet", createdAt: day(5), pairId: null }),
  ];
  const completions = [{ ritualId: "alive", pairId: null, userId: "me", completedAt: day(1) }];
  const { active, archived } = ritualLists(input({ rows, completions }));
  expect(active.map((c) => c.id)).toEqual(["today", "alive"]);
  expect(archived.map((c) => c.id)).toEqual(["quiet"]);
});

test("only the creator may delete; generated rituals take feedback", () => {
  const made = ritualLists(input({ rows: [row({ createdForPartnerId: "pat", generatedAt: null })] })).active[0]!;
  expect(made).toMatchObject({ canDelete: false, canRate: false });
  expect(ritualLists(input()).active[0]).toMatchObject({ canDelete: true, canRate: true });
});
