import { describe, expect, test } from "vitest";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { syntheticCouple } from "@/lib/domain/demo/history";
import { MS_PER_DAY } from "@/lib/domain/time";
import { coupleDashboardInput, inRange } from "@/tests/fixtures/synthetic-couple";
import { HISTORIES, lastDays, withOlderHistory } from "./history-couples";

const END = new Date("2026-11-29T00:00:00Z");
const NOW = new Date("2026-11-28T23:00:00Z");
const daysBefore = (days: number) => new Date(END.getTime() - days * MS_PER_DAY);

describe("lastDays", () => {
  const year = syntheticCouple({ years: 1, end: END });
  const month = lastDays(year, 30, END);

  test("keeps the last days as they were, and starts the couple then", () => {
    expect(month.user.biometrics).toHaveLength(30);
    expect(month.user.moods).toEqual(inRange(year.user.moods, daysBefore(30), END));
    expect(month.partner.checkins).toEqual(inRange(year.partner.checkins, daysBefore(30), END));
    expect(month.linkedAt).toEqual(daysBefore(30));
  });

  test("rituals exist from then on, with only that stretch's completions", () => {
    for (const ritual of month.user.rituals) {
      expect(ritual.createdAt.getTime()).toBeGreaterThanOrEqual(daysBefore(30).getTime());
      expect(ritual.completions.every((at) => at >= daysBefore(30))).toBe(true);
      expect(ritual.lastCompletedAt).toEqual(ritual.completions.at(-1) ?? null);
    }
  });
});

describe("withOlderHistory", () => {
  test("puts the older years before the same recent year, in time order", () => {
    const year = syntheticCouple({ years: 1, end: END });
    const older = syntheticCouple({ years: 4, end: year.linkedAt });
    const five = withOlderHistory(older, year);
    expect(five.user.biometrics).toHaveLength(1461 + 365);
    expect(five.user.moods.slice(-year.user.moods.length)).toEqual(year.user.moods);
    const times = five.partner.moods.map((m) => m.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(five.linkedAt).toEqual(older.linkedAt);
    expect(five.user.rituals[0]!.createdAt).toEqual(older.user.rituals[0]!.createdAt);
    expect(five.user.rituals[0]!.completions).toHaveLength(
      older.user.rituals[0]!.completions.length + year.user.rituals[0]!.completions.length,
    );
  });
});

describe("HISTORIES", () => {
  const couples = HISTORIES.map((h) => h.build(END));

  test("a month, a year and five years of days, shortest first", () => {
    expect(couples.map((c) => c.user.biometrics.length)).toEqual([30, 365, 1826]);
  });

  test("the same last 30 days for all three, so the dashboard shows the same, its insight card included", () => {
    const recent = couples.map((c) => coupleDashboardInput(c, NOW, { timeZone: "America/New_York" }));
    for (const input of recent.slice(1)) {
      expect(input.user.moods).toEqual(recent[0]!.user.moods);
      expect(input.partner?.moods).toEqual(recent[0]!.partner?.moods);
    }
    for (const input of recent) expect(DASHBOARD_CARDS.insights(input).length).toBeGreaterThan(0);
  });
});
