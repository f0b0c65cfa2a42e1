import { describe, expect, test } from "vitest";
import { LOADING_HINT_DELAYS_MS, hintLevelAt, hintStyle } from "./loading-hints";

describe("loading hints", () => {
  test("the delays are 3 s, 8 s and 15 s", () => {
    expect(LOADING_HINT_DELAYS_MS).toEqual([3000, 8000, 15000]);
  });

  test.each([
    [0, 0],
    [2999, 0],
    [3000, 1],
    [3001, 1],
    [7999, 1],
    [8000, 2],
    [8001, 2],
    [14999, 2],
    [15000, 3],
    [15001, 3],
    [600000, 3],
  ])("%i ms → %i hints showing", (ms, level) => {
    expect(hintLevelAt(ms)).toBe(level);
  });

  test("each hint's reveal is delayed to exactly the moment hintLevelAt counts it", () => {
    for (const index of [0, 1, 2] as const) {
      const delay = Number.parseInt(hintStyle(index).animationDelay, 10);
      expect(hintStyle(index).animationDelay).toBe(`${delay}ms`);
      expect(hintLevelAt(delay - 1)).toBe(index);
      expect(hintLevelAt(delay)).toBe(index + 1);
    }
  });
});
