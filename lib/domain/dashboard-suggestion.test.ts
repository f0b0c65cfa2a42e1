import { describe, expect, test } from "vitest";
import { CHECKIN_SUGGESTION_DAYS, dashboardSuggestion } from "./dashboard-suggestion";

// 22:30 in New York on 20 Nov: "today" there began at 05:00 UTC on the 20th.
const clock = { now: new Date("2026-11-21T03:30:00Z"), timeZone: "America/New_York" };
const todayStart = new Date("2026-11-20T05:00:00Z");
const daysBefore = (days: number) => new Date(todayStart.getTime() - days * 86_400_000 + 3_600_000);
// Linked a month ago unless a test says otherwise.
const partner = { id: "p1", displayName: "Sam Rivera", linkedAt: daysBefore(30) };
const checkin = (at: Date, subjectId: string | null = partner.id) => ({ at, subjectId });

describe("dashboardSuggestion", () => {
  test("no partner: Go to Settings to connect one (never 'log a mood': the quick row at the top asks that)", () => {
    const s = dashboardSuggestion({ clock, checkins: [], partner: null });
    expect(s).toMatchObject({ kind: "connect-partner", action: { label: "Go to Settings", href: "/settings" } });
  });

  test("a partner and no check-in about them in the last days: check in, by first name", () => {
    const old = checkin(daysBefore(CHECKIN_SUGGESTION_DAYS));
    const aboutSomeoneElse = checkin(todayStart, "former");
    const s = dashboardSuggestion({ clock, checkins: [old, aboutSomeoneElse], partner });
    expect(s).toMatchObject({ kind: "check-in", title: "Check in with Sam", action: { href: "/checkin" } });
    expect(s?.text).toBe("You haven't checked in with Sam for a few days. How connected do you feel today?");
  });

  test("linked within those days: a first check-in, never 'for a few days' (issue #32)", () => {
    for (const linkedAt of [todayStart, daysBefore(CHECKIN_SUGGESTION_DAYS - 1)]) {
      const s = dashboardSuggestion({
        clock,
        checkins: [],
        partner: { ...partner, linkedAt },
      });
      expect(s).toMatchObject({ kind: "check-in", title: "Check in with Sam" });
      expect(s?.text).toBe("Your first check-in with Sam takes a minute. How connected do you feel today?");
    }
    const settled = { ...partner, linkedAt: daysBefore(CHECKIN_SUGGESTION_DAYS) };
    const s = dashboardSuggestion({ clock, checkins: [], partner: settled });
    expect(s?.text).toContain("for a few days");
  });

  test("nothing to suggest: no card", () => {
    const recent = checkin(daysBefore(CHECKIN_SUGGESTION_DAYS - 1));
    expect(dashboardSuggestion({ clock, checkins: [recent], partner })).toBeNull();
  });
});
