import { describe, expect, test } from "vitest";
import {
  circleRecapDay,
  circleWindow,
  latestDueRecapWeek,
  memberWindow,
  nextRecapMoment,
  recapMomentOn,
  recapWeekday,
  recapWeekOf,
} from "./schedule";

const SUNDAY = 0;
const WEDNESDAY = 3;
const t = (iso: string) => new Date(iso);

describe("the circle's recap day", () => {
  test("never chosen by either: Sunday", () => {
    expect(circleRecapDay([])).toBe(SUNDAY);
    expect(
      circleRecapDay([
        { day: 5, setAt: null },
        { day: 2, setAt: null },
      ]),
    ).toBe(SUNDAY);
  });

  test("the choice made last wins, whoever made it", () => {
    const alex = { day: WEDNESDAY, setAt: t("2026-11-01T10:00:00Z") };
    const sam = { day: 5, setAt: t("2026-11-02T10:00:00Z") };
    expect(circleRecapDay([alex, sam])).toBe(5);
    expect(circleRecapDay([sam, alex])).toBe(5);
    expect(circleRecapDay([alex, { day: 5, setAt: null }])).toBe(WEDNESDAY);
  });

  test("two choices at the same instant: the earlier weekday, whatever the order read", () => {
    const at = t("2026-11-01T10:00:00Z");
    expect(
      circleRecapDay([
        { day: 5, setAt: at },
        { day: 2, setAt: at },
      ]),
    ).toBe(2);
    expect(
      circleRecapDay([
        { day: 2, setAt: at },
        { day: 5, setAt: at },
      ]),
    ).toBe(2);
  });

  test("a stored value out of range reads as Sunday", () => {
    expect(recapWeekday(7)).toBe(SUNDAY);
    expect(recapWeekday(-1)).toBe(SUNDAY);
    expect(recapWeekday(6)).toBe(6);
  });
});

describe("which week is due", () => {
  test("Sunday 18:00 brings the Sunday-to-Saturday week that just ended; a minute before, the one before it", () => {
    const due = latestDueRecapWeek(t("2026-11-29T18:00:00Z"), SUNDAY, ["UTC"]);
    expect(due).toEqual({
      weekStart: "2026-11-22",
      days: ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"],
      recapDay: "2026-11-29",
      dueAt: t("2026-11-29T18:00:00Z"),
    });
    expect(latestDueRecapWeek(t("2026-11-29T17:59:00Z"), SUNDAY, ["UTC"]).weekStart).toBe("2026-11-15");
    // Any day of the following week still has the same latest recap.
    expect(latestDueRecapWeek(t("2026-12-05T23:00:00Z"), SUNDAY, ["UTC"]).weekStart).toBe("2026-11-22");
  });

  test("a Wednesday couple: the seven dates before Wednesday", () => {
    const due = latestDueRecapWeek(t("2026-11-26T09:00:00Z"), WEDNESDAY, ["UTC"]);
    expect(due.recapDay).toBe("2026-11-25");
    expect(due.weekStart).toBe("2026-11-18");
  });

  test("partners a day apart: due at the first one's 18:00; the other's window stops there", () => {
    // Auckland is UTC+13 in November, Los Angeles UTC−8: 18:00 Sunday comes 21 hours apart.
    const zones = ["Pacific/Auckland", "America/Los_Angeles"];
    const week = latestDueRecapWeek(t("2026-11-29T06:00:00Z"), SUNDAY, zones);
    expect(week.recapDay).toBe("2026-11-29");
    expect(week.dueAt).toEqual(t("2026-11-29T05:00:00Z"));
    expect(memberWindow(week, "Pacific/Auckland")).toEqual({
      from: t("2026-11-21T11:00:00Z"),
      to: t("2026-11-28T11:00:00Z"),
    });
    // Los Angeles' Saturday runs until 08:00Z: its last three hours are in no recap.
    expect(memberWindow(week, "America/Los_Angeles")).toEqual({
      from: t("2026-11-22T08:00:00Z"),
      to: t("2026-11-29T05:00:00Z"),
    });
    expect(circleWindow(week, zones)).toEqual({ from: t("2026-11-21T11:00:00Z"), to: t("2026-11-29T05:00:00Z") });
    // An hour before Auckland's 18:00 neither is due yet: the week before is the latest.
    expect(latestDueRecapWeek(t("2026-11-29T04:00:00Z"), SUNDAY, zones).recapDay).toBe("2026-11-22");
  });

  test("the recap's moment keeps 18:00 on the wall clock across a DST change", () => {
    expect(recapMomentOn("2026-10-18", "Europe/London")).toEqual(t("2026-10-18T17:00:00Z"));
    expect(recapMomentOn("2026-10-25", "Europe/London")).toEqual(t("2026-10-25T18:00:00Z"));
    expect(recapWeekOf("2026-10-25", ["Europe/London"]).dueAt).toEqual(t("2026-10-25T18:00:00Z"));
  });
});

describe("the next recap moment", () => {
  test("strictly after: today's when still ahead, else a week on", () => {
    expect(nextRecapMoment(t("2026-11-29T17:00:00Z"), SUNDAY, "UTC")).toEqual(t("2026-11-29T18:00:00Z"));
    expect(nextRecapMoment(t("2026-11-29T18:00:00Z"), SUNDAY, "UTC")).toEqual(t("2026-12-06T18:00:00Z"));
    expect(nextRecapMoment(t("2026-11-30T09:00:00Z"), SUNDAY, "UTC")).toEqual(t("2026-12-06T18:00:00Z"));
    expect(nextRecapMoment(t("2026-11-30T09:00:00Z"), WEDNESDAY, "America/New_York")).toEqual(
      t("2026-12-02T23:00:00Z"),
    );
  });
});
