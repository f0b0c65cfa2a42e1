import { describe, expect, test } from "vitest";
import { healthTimeframeHref, parseHealthTimeframe } from "./timeframe";

describe("?timeframe", () => {
  test("7 and 30 are read; anything else is the 7-day default", () => {
    expect(parseHealthTimeframe("30")).toBe(30);
    expect(parseHealthTimeframe("7")).toBe(7);
    for (const stray of [undefined, null, "", "14", "30.0", " 30", ["30", "7"]]) {
      expect(parseHealthTimeframe(stray)).toBe(7);
    }
  });

  test("links to the dashboard with the timeframe", () => {
    expect(healthTimeframeHref(30)).toBe("/dashboard?timeframe=30");
    expect(parseHealthTimeframe(new URL(healthTimeframeHref(30), "http://x").searchParams.get("timeframe"))).toBe(30);
  });
});
