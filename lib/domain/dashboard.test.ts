import { describe, expect, test } from "vitest";
import { coupleDashboardInput, recordsBetween, syntheticCouple } from "@/tests/fixtures/synthetic-couple";
import { buildDashboardModel, type DashboardInput } from "./dashboard";
import { addDays, localDayKey, startOfLocalDay } from "./time";

const ZONE = "America/New_York";
const couple = syntheticCouple({ years: 0.3, end: new Date("2026-11-22T00:00:00Z") });

function input(now: Date, window: boolean, patch: Partial<DashboardInput> = {}): DashboardInput {
  return { ...coupleDashboardInput(couple, now, { timeZone: ZONE, windowDays: window ? undefined : null }), ...patch };
}

describe("buildDashboardModel", () => {
  // The data layer reads only DASHBOARD_WINDOW_DAYS; if any card looked further back, its figures would change here.
  test.each([
    ["an ordinary evening", "2026-11-20T23:30:00Z"],
    ["the day after the autumn DST change", "2026-11-02T12:00:00Z"],
    ["just after local midnight", "2026-10-15T04:00:30Z"],
  ])("the window holds everything every card reads (%s)", (_label, iso) => {
    const now = new Date(iso);
    expect(buildDashboardModel(input(now, true))).toEqual(buildDashboardModel(input(now, false)));
  });

  test("one day less of window changes the model: the constant is not larger than needed", () => {
    const now = new Date("2026-11-20T23:30:00Z");
    const today = localDayKey(now, ZONE);
    const shorter = (days: number) => {
      const from = startOfLocalDay(addDays(today, -(days - 1)), ZONE);
      const base = input(now, true);
      const cut = recordsBetween(couple.user, from, new Date(now.getTime() + 1));
      return buildDashboardModel({ ...base, user: { ...base.user, ...cut } });
    };
    // 36 days still cover the 30-day history (30 points, the oldest a 7-day score); 35 do not.
    expect(shorter(36).health).toEqual(buildDashboardModel(input(now, true)).health);
    expect(shorter(35).health).not.toEqual(buildDashboardModel(input(now, true)).health);
  });

  test("mood influences read the last 30 local days: today and the 29 before it, from local midnight", () => {
    const now = new Date("2026-11-20T23:30:00Z");
    const from = startOfLocalDay(addDays(localDayKey(now, ZONE), -29), ZONE);
    const mood = (at: Date, value: number, keywords: string[]) => ({
      value,
      keywords,
      notes: null,
      emotionMetadata: null,
      at,
    });
    const hour = 3_600_000;
    const moods = [
      // Just outside: 1 ms before the window would pull "walk" down to −0.25 and make it 4 occurrences.
      mood(new Date(from.getTime() - 1), -3, ["walk"]),
      ...[0, 1, 2].map((h) => mood(new Date(from.getTime() + h * hour), 2, ["walk"])),
      ...[1, 2, 3].map((h) => mood(new Date(now.getTime() - h * hour), 0, [])),
    ];
    const base = input(now, true);
    const model = buildDashboardModel({ ...base, user: { ...base.user, moods } });
    expect(model.moodInfluences).toEqual([
      expect.objectContaining({ tag: "walk", occurrences: 3, averageWith: 2, averageWithout: 0, difference: 2 }),
    ]);
  });

  test("without a partner: individual view and no partner cards", () => {
    const model = buildDashboardModel(input(new Date("2026-11-20T23:30:00Z"), true, { partner: null }));
    expect(model.couple.score7.view).toBe("individual");
    expect(model.couple.score7.coupleHealthScore).toBe(model.health.score7.finalScore);
    expect(model.partnerHealth).toBeNull();
    expect(model.messagesFromPartner).toBeNull();
    expect(model.messagesToPartner).toBeNull();
    expect(model.wellbeing).toBeNull();
    expect(model.correlations).toEqual([]);
    expect(model.moodChart.points.every((p) => p.partner === null)).toBe(true);
    expect(model.recommendations.recommendations.map((r) => r.id)).not.toContain("rec-few_checkins");
  });

  test("with a partner: couple view from both people's own scores", () => {
    const model = buildDashboardModel(input(new Date("2026-11-20T23:30:00Z"), true));
    expect(model.couple.score7.view).toBe("couple");
    expect(model.couple.score7.userHealthScore).toBe(model.health.score7.finalScore);
    expect(model.couple.score7.partnerHealthScore).toBe(model.partnerHealth!.score7.finalScore);
    expect(model.messagesFromPartner!.totalMessages).toBeGreaterThan(0);
  });

  test("partner moods withheld: no partner mood line, the connection chart hides the partner when sharing is off", () => {
    const now = new Date("2026-11-20T23:30:00Z");
    const base = input(now, true);
    const model = buildDashboardModel({ ...base, partner: { ...base.partner!, moods: null }, sharingEnabled: false });
    expect(model.moodChart.showPartnerLine).toBe(false);
    expect(model.moodChart.points.every((p) => p.partner === null)).toBe(true);
    expect(model.connectionChart.legendNote).toBe("Partner data hidden (sharing disabled)");
    expect(model.connectionChart.points.every((p) => p.partner_connection === null)).toBe(true);
    // The wellbeing engine then sees no moods of the partner, only the user's check-ins about them.
    expect(model.wellbeing!.map((i) => i.type)).not.toContain("mood_decline");
  });

  test("stored correlation rows become cards only with a partner, at 3 matches or more, dismissals honoured", () => {
    const now = new Date("2026-11-20T23:30:00Z");
    const row = (tag: string, feeling: string, matchCount: number) => ({
      partnerMoodTags: [tag],
      checkinFeeling: feeling,
      matchCount,
      lastOccurrence: now,
    });
    const rows = [row("tired", "distant", 5), row("happy", "loved", 3), row("sad", "unheard", 2)];
    const model = buildDashboardModel(input(now, true, { correlationRows: rows }));
    expect(model.correlations.map((c) => [c.checkinFeeling, c.strength])).toEqual([
      ["distant", 100],
      ["loved", 60],
    ]);
    const dismissed = buildDashboardModel(
      input(now, true, { correlationRows: rows, dismissedCorrelations: [model.correlations[0]!.id] }),
    );
    expect(dismissed.correlations.map((c) => c.checkinFeeling)).toEqual(["loved"]);
    expect(buildDashboardModel(input(now, true, { correlationRows: rows, partner: null })).correlations).toEqual([]);
  });
});
