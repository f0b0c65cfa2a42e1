import { describe, expect, it } from "vitest";
import { localTimeToInstant, parseClockTime, parseIsoDay } from "./local-time";

describe("localTimeToInstant", () => {
  it("reads an ordinary wall-clock time in the zone", () => {
    expect(localTimeToInstant("2024-07-01", 20 * 60 + 30, "America/New_York")).toEqual({
      at: new Date("2024-07-02T00:30:00Z"),
      shifted: false,
    });
    expect(localTimeToInstant("2024-01-15", 9 * 60, "Asia/Kolkata").at).toEqual(new Date("2024-01-15T03:30:00Z"));
  });

  it("moves a time the clocks skipped forward by the gap", () => {
    // New York, 10 March 2024: 02:00 EST jumps to 03:00 EDT; 02:30 is read as 03:30 EDT.
    expect(localTimeToInstant("2024-03-10", 150, "America/New_York")).toEqual({
      at: new Date("2024-03-10T07:30:00Z"),
      shifted: true,
    });
  });

  it("takes the first of a time that happened twice", () => {
    // New York, 3 November 2024: 01:30 EDT (05:30Z), then 01:30 EST (06:30Z).
    expect(localTimeToInstant("2024-11-03", 90, "America/New_York")).toEqual({
      at: new Date("2024-11-03T05:30:00Z"),
      shifted: false,
    });
  });

  it("handles a zone whose midnight is skipped", () => {
    // Santiago, 8 September 2024: 00:00 jumps to 01:00.
    const { at, shifted } = localTimeToInstant("2024-09-08", 15, "America/Santiago");
    expect(shifted).toBe(true);
    expect(at).toEqual(new Date("2024-09-08T04:15:00Z"));
  });
});

describe("parseClockTime", () => {
  it.each([
    ["20:30", 1230],
    ["8:30 pm", 1230],
    ["8:30 PM", 1230],
    ["8:30 p.m.", 1230],
    ["12:05 am", 5],
    ["12:05 pm", 725],
    ["08:30:15", 510],
    ["0:00", 0],
  ])("%s → %d minutes", (raw, minutes) => expect(parseClockTime(raw)).toBe(minutes));

  it.each(["25:00", "13:00 pm", "0:30 am", "12:60", "noon", ""])("refuses %j", (raw) =>
    expect(parseClockTime(raw)).toBeNull(),
  );
});

describe("parseIsoDay", () => {
  it("accepts real days, padding single digits", () => {
    expect(parseIsoDay("2024-02-29")).toBe("2024-02-29");
    expect(parseIsoDay(" 2024-3-7 ")).toBe("2024-03-07");
  });
  it.each(["2023-02-29", "2024-02-30", "2024-13-01", "07/03/2024", "1969-12-31", ""])("refuses %j", (raw) =>
    expect(parseIsoDay(raw)).toBeNull(),
  );
});
