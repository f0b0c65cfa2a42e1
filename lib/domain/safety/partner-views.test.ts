import { describe, expect, test } from "vitest";
import { firstKeptDay, partnerViewLines, viewDayLabel, whatPartnerSees } from "./partner-views";

const NONE = {
  canSeeMoods: false,
  canSeeDetailedEntries: false,
  canSeeSharedCheckins: false,
  canSeeMoodSummaries: false,
  canSeeGoals: false,
  canSeeAchievements: false,
  canSeeActivity: false,
  canSeeCheckUps: false,
};

describe("whatPartnerSees", () => {
  test("each grant in plain words, the pause first", () => {
    const lines = whatPartnerSees("Robin", { ...NONE, canSeeMoods: true, canSeeGoals: true }, true);
    expect(lines[0]).toBe("Nothing new: your quiet pause is on, so Robin sees only what you shared before it.");
    expect(lines).toContain("Your moods (how you felt and when), without their feelings or notes.");
    expect(lines).toContain("The goals you share with them.");
    expect(lines).toContain("Not your health score.");
    expect(lines).toContain("None of your check-ins about them.");
  });

  test("detailed entries add feelings and notes; no pause line without a pause", () => {
    const lines = whatPartnerSees("Robin", { ...NONE, canSeeMoods: true, canSeeDetailedEntries: true }, false);
    expect(lines[0]).toBe("Your moods, with their feelings and notes.");
  });

  test("the check-up trend is named while both share it, and said not to be otherwise", () => {
    expect(whatPartnerSees("Robin", { ...NONE, canSeeCheckUps: true }, false)).toContain(
      "Your check-up trend, while you both share it (never your personal check-in).",
    );
    expect(whatPartnerSees("Robin", NONE, false)).toContain("Not your check-up trend.");
  });
});

describe("the log", () => {
  // 2026-11-29 is a Sunday.
  test("days are named from the owner's today", () => {
    expect(viewDayLabel("2026-11-29", "2026-11-29")).toBe("today");
    expect(viewDayLabel("2026-11-28", "2026-11-29")).toBe("yesterday");
    expect(viewDayLabel("2026-11-24", "2026-11-29")).toBe("on Tuesday");
    expect(viewDayLabel("2026-11-20", "2026-11-29")).toBe("on Nov 20");
    expect(viewDayLabel("2025-12-31", "2026-11-29")).toBe("on Dec 31, 2025");
  });

  test("one line per day, newest first, kinds in a fixed order", () => {
    const lines = partnerViewLines(
      "Robin",
      [
        { day: "2026-11-24", kind: "checkins" },
        { day: "2026-11-29", kind: "goals" },
        { day: "2026-11-24", kind: "moods" },
        { day: "2026-11-24", kind: "summaries" },
      ],
      "2026-11-29",
    );
    expect(lines).toEqual([
      { day: "2026-11-29", text: "Robin viewed your shared goals today" },
      {
        day: "2026-11-24",
        text: "Robin viewed your moods, your check-ins about them and your health score on Tuesday",
      },
    ]);
  });

  test("the check-ups and the counsellor report in plain words", () => {
    const lines = partnerViewLines(
      "Robin",
      [
        { day: "2026-11-24", kind: "report" },
        { day: "2026-11-24", kind: "check_ups" },
        { day: "2026-11-29", kind: "check_ups" },
      ],
      "2026-11-29",
    );
    expect(lines.map((line) => line.text)).toEqual([
      "Robin viewed your check-ups today",
      "Robin viewed your check-ups and a counsellor report with what you share on Tuesday",
    ]);
  });

  test("90 days are kept, today included", () => {
    expect(firstKeptDay("2026-11-29")).toBe("2026-09-01");
  });
});
