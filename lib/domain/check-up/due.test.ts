import { describe, expect, it } from "vitest";

import { checkUpDue } from "./due";

const at = (iso: string) => new Date(iso);

describe("checkUpDue", () => {
  it("is due straight away before the first check-up", () => {
    expect(checkUpDue({ lastTakenAt: null, now: at("2026-11-29T12:00:00Z"), timeZone: "UTC" })).toEqual({
      due: true,
      dueOn: null,
      dueFrom: null,
      daysUntilDue: null,
    });
  });

  it("comes round every 4 weeks: 28 local days after the last one", () => {
    const last = at("2026-11-01T09:00:00Z");
    expect(checkUpDue({ lastTakenAt: last, now: last, timeZone: "UTC" })).toMatchObject({
      due: false,
      dueOn: "2026-11-29",
      daysUntilDue: 28,
    });
    expect(checkUpDue({ lastTakenAt: last, now: at("2026-11-28T23:59:59Z"), timeZone: "UTC" })).toMatchObject({
      due: false,
      daysUntilDue: 1,
    });
    expect(checkUpDue({ lastTakenAt: last, now: at("2026-11-29T00:00:00Z"), timeZone: "UTC" })).toMatchObject({
      due: true,
      daysUntilDue: 0,
    });
  });

  it("stays due, and counts the days overdue, until the next check-up", () => {
    const result = checkUpDue({
      lastTakenAt: at("2026-10-01T09:00:00Z"),
      now: at("2026-11-05T09:00:00Z"),
      timeZone: "UTC",
    });
    expect(result).toMatchObject({ due: true, dueOn: "2026-10-29", daysUntilDue: -7 });
  });

  it("counts local days across the spring DST change (New York, 8 Mar 2026): due at local midnight", () => {
    // 23:30 EST on 19 Feb; the four weeks include the 23-hour day of 8 Mar.
    const lastTakenAt = at("2026-02-20T04:30:00Z");
    const timeZone = "America/New_York";
    const before = checkUpDue({ lastTakenAt, now: at("2026-03-19T03:59:59Z"), timeZone });
    const after = checkUpDue({ lastTakenAt, now: at("2026-03-19T04:00:00Z"), timeZone });
    expect(before).toMatchObject({ due: false, dueOn: "2026-03-19", daysUntilDue: 1 });
    // Midnight EDT is 04:00 UTC, an hour earlier in UTC than the last check-up's EST midnight (05:00).
    expect(after).toMatchObject({ due: true, dueOn: "2026-03-19", daysUntilDue: 0 });
    expect(after.dueFrom).toEqual(at("2026-03-19T04:00:00Z"));
  });

  it("counts local days across the autumn DST change (London, 25 Oct 2026)", () => {
    // 00:30 BST on 11 Oct is still 10 Oct in UTC: the local day is the one that counts.
    const lastTakenAt = at("2026-10-10T23:30:00Z");
    const timeZone = "Europe/London";
    expect(checkUpDue({ lastTakenAt, now: at("2026-11-07T23:59:59Z"), timeZone })).toMatchObject({
      due: false,
      dueOn: "2026-11-08",
      daysUntilDue: 1,
    });
    const due = checkUpDue({ lastTakenAt, now: at("2026-11-08T00:00:00Z"), timeZone });
    expect(due).toMatchObject({ due: true, daysUntilDue: 0 });
    expect(due.dueFrom).toEqual(at("2026-11-08T00:00:00Z"));
  });

  it("counts local days across the southern DST change (Sydney, 5 Apr 2026)", () => {
    const lastTakenAt = at("2026-03-20T13:30:00Z"); // 00:30 AEDT on 21 Mar
    const result = checkUpDue({ lastTakenAt, now: at("2026-04-17T14:00:00Z"), timeZone: "Australia/Sydney" });
    // 18 Apr begins at 00:00 AEST = 14:00 UTC on 17 Apr.
    expect(result).toMatchObject({ due: true, dueOn: "2026-04-18", daysUntilDue: 0 });
    expect(result.dueFrom).toEqual(at("2026-04-17T14:00:00Z"));
  });

  it("reads the same instant as different local days in different zones", () => {
    const lastTakenAt = at("2026-03-01T12:00:00Z");
    const now = at("2026-03-29T10:00:00Z"); // 23:00 on 29 Mar in Auckland, 03:00 on 29 Mar in Los Angeles
    // 01:00 on 2 Mar in Auckland; 04:00 on 1 Mar in Los Angeles.
    expect(checkUpDue({ lastTakenAt, now, timeZone: "Pacific/Auckland" })).toMatchObject({
      due: false,
      dueOn: "2026-03-30",
      daysUntilDue: 1,
    });
    expect(checkUpDue({ lastTakenAt, now, timeZone: "America/Los_Angeles" })).toMatchObject({
      due: true,
      dueOn: "2026-03-29",
      daysUntilDue: 0,
    });
  });
});
