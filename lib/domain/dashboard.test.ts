import { describe, expect, test } from "vitest";
import { coupleDashboardInput, syntheticCouple } from "@/tests/fixtures/synthetic-couple";
import { buildDashboardModel, DASHBOARD_WINDOW_DAYS, type DashboardInput } from "./dashboard";

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
    // A day whose 30th day back has entries (the synthetic history skips some days).
    const now = new Date("2026-11-15T12:00:00Z");
    const within = (windowDays: number | null) =>
      buildDashboardModel(coupleDashboardInput(couple, now, { timeZone: ZONE, windowDays }));
    expect(within(DASHBOARD_WINDOW_DAYS)).toEqual(within(null));
    expect(within(DASHBOARD_WINDOW_DAYS - 1)).not.toEqual(within(null));
  });

  test("without a partner: individual view and no partner cards", () => {
    const model = buildDashboardModel(input(new Date("2026-11-20T23:30:00Z"), true, { partner: null }));
    expect(model.messagesFromPartner).toBeNull();
    expect(model.messagesToPartner).toBeNull();
    expect(model.wellbeing).toBeNull();
    expect(model.correlations).toEqual([]);
    expect(model.moodChart.points.every((p) => p.partner === null)).toBe(true);
    expect(model.recommendations.recommendations.map((r) => r.id)).not.toContain("rec-few_checkins");
  });

  test("with a partner: the partner cards are filled", () => {
    const model = buildDashboardModel(input(new Date("2026-11-20T23:30:00Z"), true));
    expect(model.partnerName).toBe(couple.partner.name);
    expect(model.messagesFromPartner!.totalMessages).toBeGreaterThan(0);
    expect(model.messagesToPartner!.totalMessages).toBeGreaterThan(0);
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
