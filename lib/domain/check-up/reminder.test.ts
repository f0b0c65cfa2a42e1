import { describe, expect, it } from "vitest";
import { checkUpReminderAfter, nextCheckUpReminder } from "./reminder";

describe("check-up reminder moments", () => {
  it("falls at 10:00 local on the 28th local day after the check-up", () => {
    // 23:30 in New York on 1 March is 04:30 UTC on 2 March: still the 1st there, so due on 29 March.
    const at = checkUpReminderAfter(new Date("2026-03-02T04:30:00Z"), "America/New_York");
    // 29 March is after the US DST change (8 March): 10:00 EDT is 14:00 UTC.
    expect(at.toISOString()).toBe("2026-03-29T14:00:00.000Z");
  });

  it("repeats every 28 local days at the same wall time", () => {
    const moment = new Date("2026-03-29T14:00:00Z");
    const { day, next } = nextCheckUpReminder(moment, moment, "America/New_York");
    expect(day).toBe("2026-03-29");
    expect(next.toISOString()).toBe("2026-04-26T14:00:00.000Z");
  });

  it("skips moments already past when the sweep ran late", () => {
    const moment = new Date("2026-01-01T10:00:00Z");
    const { next } = nextCheckUpReminder(moment, new Date("2026-02-15T00:00:00Z"), "UTC");
    expect(next.toISOString()).toBe("2026-02-26T10:00:00.000Z");
  });
});
