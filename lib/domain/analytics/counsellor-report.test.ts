import { describe, expect, test } from "vitest";
import type { MoodRecord } from "../types";
import { counsellorReport, reportWindow, type CounsellorReportInput } from "./counsellor-report";

// Tuesday 10 Mar 2026 at noon UTC: 08:00 in New York.
const clock = { now: new Date("2026-03-10T12:00:00Z"), timeZone: "America/New_York" };
const mood = (iso: string, value: number, notes: string | null = null, keywords: string[] = []): MoodRecord => ({
  at: new Date(iso),
  value,
  notes,
  keywords,
  emotionMetadata: null,
});
const input = (over: Partial<CounsellorReportInput> = {}): CounsellorReportInput => ({
  clock,
  period: { weeks: 2 },
  includeNotes: false,
  person: "Robin",
  moods: [],
  biometrics: [],
  checkins: [],
  partner: null,
  ...over,
});

describe("counsellorReport", () => {
  test("14 local days in the user's zone, Sunday-first calendar rows, weekly means of daily means", () => {
    const model = counsellorReport(
      input({
        moods: [
          // 03:00 UTC on 10 Mar is still 9 Mar in New York; two moods on 9 Mar average 0 for the day.
          mood("2026-03-10T03:00:00Z", -1, null, ["tired"]),
          mood("2026-03-09T15:00:00Z", 1, null, ["calm", "calm"]),
          mood("2026-03-02T15:00:00Z", 3, null, ["calm"]),
          // Before the 14 days: left out.
          mood("2026-02-20T15:00:00Z", -3),
        ],
      }),
    );
    expect(model.periodText).toBe("Feb 25, 2026 to Mar 10, 2026");
    expect(model).toMatchObject({ moodCount: 3, daysLogged: 2, average: 1 });
    // Feb 25 is a Wednesday: the first row starts with three empty cells.
    expect(model.calendar[0]!.start).toBe("2026-02-22");
    expect(model.calendar[0]!.days.slice(0, 4)).toEqual([null, null, null, { day: "2026-02-25", mood: null }]);
    const lastWeek = model.calendar.at(-1)!;
    expect(lastWeek.days[1]).toEqual({ day: "2026-03-09", mood: 0 });
    expect(lastWeek.days.slice(3)).toEqual([null, null, null, null]);
    expect(model.byWeek.map((w) => [w.label, w.mood, w.moods])).toEqual([
      ["Week of Feb 22", null, 0],
      ["Week of Mar 1", 3, 1],
      ["Week of Mar 8", 0, 2],
    ]);
    // A tag counts once per mood.
    expect(model.feelings).toEqual([
      { tag: "calm", count: 2 },
      { tag: "tired", count: 1 },
    ]);
  });

  test("notes only when ticked, oldest first, moods and check-ins together", () => {
    const moods = [mood("2026-03-09T15:00:00Z", 1, "second"), mood("2026-03-05T15:00:00Z", 1, "first")];
    const checkins = [{ at: new Date("2026-03-07T15:00:00Z"), value: 2, note: "in between" }];
    expect(counsellorReport(input({ moods, checkins })).notes).toEqual([]);
    expect(counsellorReport(input({ moods, checkins, includeNotes: true })).notes).toEqual([
      { day: "2026-03-05", kind: "Mood", text: "first" },
      { day: "2026-03-07", kind: "Check-in", text: "in between" },
      { day: "2026-03-09", kind: "Mood", text: "second" },
    ]);
  });

  test("what is included says why, for each of the partner's parts", () => {
    const alone = counsellorReport(input()).included;
    expect(alone.map((r) => [r.label, r.included])).toEqual([
      ["Your moods, feelings, sleep and stress", true],
      ["Your connection ratings from partner check-ins", true],
      ["Your notes", false],
      ["Your monthly check-ups (CSI-4)", true],
      ["Your personal check-ins (PHQ-4)", false],
      ["Anything of a partner's", false],
    ]);
    const withPartner = counsellorReport(
      input({
        includeNotes: true,
        partner: { name: "Pat", connection: [{ at: new Date("2026-03-09T15:00:00Z"), value: -2 }], moods: null },
      }),
    );
    expect(withPartner.included.slice(2)).toEqual([
      { label: "Your notes", included: true, reason: "you chose to include them" },
      { label: "Your monthly check-ups (CSI-4)", included: true, reason: "your own log" },
      {
        label: "Your personal check-ins (PHQ-4)",
        included: false,
        reason: "they are private and never part of this report",
      },
      { label: "Pat's connection ratings of you", included: true, reason: "Pat shares them" },
      { label: "Pat's weekly mood averages", included: false, reason: "Pat does not share mood summaries with you" },
      {
        label: "Pat's monthly check-ups (CSI-4)",
        included: false,
        reason: "you do not both share your check-up trend",
      },
      { label: "Pat's notes and entries", included: false, reason: "never part of this report" },
    ]);
    expect(withPartner.byWeek.at(-1)).toMatchObject({ partnerConnection: -2, partnerMood: null });
  });

  test("the check-up history: the period's CSI-4 totals oldest first, the partner's only when given (issue #39)", () => {
    const inPeriod = new Date("2026-03-09T15:00:00Z");
    const before = new Date("2026-01-01T15:00:00Z");
    const model = counsellorReport(
      input({
        checkUps: [
          { at: inPeriod, value: 15 },
          { at: before, value: 9 },
        ],
        partner: { name: "Pat", connection: null, moods: null, checkUps: [{ at: inPeriod, value: 18 }] },
      }),
    );
    expect(model.checkUps).toEqual([{ day: "2026-03-09", total: 15 }]);
    expect(model.partnerCheckUps).toEqual([{ day: "2026-03-09", total: 18 }]);
    expect(model.included.find((row) => row.label === "Pat's monthly check-ups (CSI-4)")).toMatchObject({
      included: true,
    });
    expect(counsellorReport(input({ partner: { name: "Pat", connection: null, moods: null } })).partnerCheckUps).toBe(
      null,
    );
  });

  test("sleep and stress claim nothing under 14 days", () => {
    const model = counsellorReport(
      input({ biometrics: [{ at: new Date("2026-03-09T15:00:00Z"), sleepHours: 7, stressLevel: 3 }] }),
    );
    expect(model.sleep).toMatchObject({ average: 7, records: 1 });
    expect(model.sleep.sentence).toMatch(/^Not enough yet: 0 of the 14 days/);
  });
});

describe("chosen dates (issue #35)", () => {
  test("the window is those local days, from local midnight to the midnight after the last", () => {
    const window = reportWindow({ from: "2026-01-30", to: "2026-02-02" }, clock);
    expect(window.days).toEqual(["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"]);
    expect(window.from).toEqual(new Date("2026-01-30T05:00:00Z"));
    expect(window.to).toEqual(new Date("2026-02-03T05:00:00Z"));
  });

  test("the report covers only those days, says so, and is dated the day it was made", () => {
    const model = counsellorReport(
      input({
        period: { from: "2025-06-01", to: "2025-06-30" },
        moods: [
          mood("2025-05-31T15:00:00Z", -3),
          mood("2025-06-01T15:00:00Z", 2),
          mood("2025-06-30T15:00:00Z", 0),
          mood("2025-07-01T15:00:00Z", 3),
        ],
      }),
    );
    expect(model).toMatchObject({
      periodLabel: "Dates you chose",
      periodText: "Jun 1, 2025 to Jun 30, 2025",
      generatedText: "Mar 10, 2026",
      moodCount: 2,
      average: 1,
    });
    expect(model.byWeek[0]!.label).toBe("Week of Jun 1");
    expect(model.byWeek.at(-1)!.label).toBe("Week of Jun 29");
    expect(counsellorReport(input()).periodLabel).toBe("2 weeks");
  });
});
