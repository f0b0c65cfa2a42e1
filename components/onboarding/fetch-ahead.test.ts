import { describe, expect, it } from "vitest";
import { SETTLE_MS, untilSettled } from "./fetch-ahead";

describe("untilSettled", () => {
  it("waits out what is left of SETTLE_MS after the load event", () => {
    expect(untilSettled(1_000, 1_000)).toBe(SETTLE_MS);
    expect(untilSettled(1_000, 1_000 + SETTLE_MS / 2)).toBe(SETTLE_MS / 2);
  });

  it("does not wait once the page has settled, as after a move within the funnel", () => {
    expect(untilSettled(1_000, 1_000 + SETTLE_MS)).toBe(0);
    expect(untilSettled(1_000, 60_000)).toBe(0);
  });
});
