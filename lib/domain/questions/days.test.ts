import { describe, expect, test } from "vitest";
import { dayLabel, isAnswerable, noticeDueAt, questionDayFor } from "./days";

/** UTC+13 (Tonga, no DST) and UTC−10 (Honolulu): 23 hours apart, a calendar date apart most of the day. */
const TONGA = "Pacific/Tongatapu";
const HONOLULU = "Pacific/Honolulu";

describe("question days", () => {
  test("each partner's question date is their own local date", () => {
    const now = new Date("2026-11-29T12:00:00Z"); // 01:00 on the 30th in Tonga, 02:00 on the 29th in Honolulu
    expect(questionDayFor(now, TONGA)).toBe("2026-11-30");
    expect(questionDayFor(now, HONOLULU)).toBe("2026-11-29");
  });

  test("a question is answerable on its date and the next local day, then closed; never before its date", () => {
    const day = "2026-11-29";
    expect(isAnswerable(day, new Date("2026-11-29T10:00:00Z"), "UTC")).toBe(true);
    expect(isAnswerable(day, new Date("2026-11-30T23:59:00Z"), "UTC")).toBe(true);
    expect(isAnswerable(day, new Date("2026-12-01T00:00:00Z"), "UTC")).toBe(false);
    expect(isAnswerable(day, new Date("2026-11-28T23:00:00Z"), "UTC")).toBe(false);
    // Half-answered at midnight in Honolulu: still open all of the next day there.
    expect(isAnswerable(day, new Date("2026-12-01T09:59:00Z"), HONOLULU)).toBe(true);
    expect(isAnswerable(day, new Date("2026-12-01T10:00:00Z"), HONOLULU)).toBe(false);
  });

  test("labels", () => {
    expect(dayLabel("2026-11-29", "2026-11-29")).toBe("today");
    expect(dayLabel("2026-11-28", "2026-11-29")).toBe("yesterday");
    expect(dayLabel("2026-11-27", "2026-11-29")).toBeNull();
    expect(dayLabel("2026-11-30", "2026-11-29")).toBeNull();
  });

  test("a notice is due now once the date has begun for the recipient, else on that date's morning", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    // Tonga answered the 30th; in Honolulu 08:00 on the 30th is 18:00Z.
    expect(noticeDueAt("2026-11-30", now, HONOLULU)).toEqual(new Date("2026-11-30T18:00:00Z"));
    // Just after Honolulu's midnight the date has begun: at once.
    const justAfter = new Date("2026-11-30T10:05:00Z");
    expect(noticeDueAt("2026-11-30", justAfter, HONOLULU)).toEqual(justAfter);
    expect(noticeDueAt("2026-11-29", now, HONOLULU)).toEqual(now);
    expect(noticeDueAt("2026-11-29", now, TONGA)).toEqual(now);
  });
});
