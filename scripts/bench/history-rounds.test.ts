import { describe, expect, test } from "vitest";
import { requestsPerSecond, type Run } from "./http-load";
import { mergeRuns, roundOrder } from "./history-rounds";

const run = (latencies: number[], elapsedS: number, refused: string[] = []): Run => ({
  latencies,
  statuses: new Map([["200", latencies.length]]),
  elapsedS,
  failed: refused.length,
  failures: new Map(refused.map((reason) => [reason, 1])),
  ...(refused.length > 0 ? { firstFailure: { reason: refused[0]!, status: 200, body: refused[0]! } } : {}),
});

describe("roundOrder", () => {
  test("rotates by one a round, so each side leads once every sides.length rounds", () => {
    const sides = ["1m", "1y", "5y"];
    expect([0, 1, 2, 3].map((round) => roundOrder(sides, round))).toEqual([
      ["1m", "1y", "5y"],
      ["1y", "5y", "1m"],
      ["5y", "1m", "1y"],
      ["1m", "1y", "5y"],
    ]);
    expect(roundOrder(sides, 0)).not.toBe(sides);
    expect(roundOrder([], 3)).toEqual([]);
  });
});

describe("mergeRuns", () => {
  test("a side's throughput is its requests over its own batches' time", () => {
    const merged = mergeRuns([run([3, 1], 1), run([2, 5, 4], 4)]);
    expect(merged.latencies).toEqual([1, 2, 3, 4, 5]);
    expect(merged.elapsedS).toBe(5);
    expect(requestsPerSecond(merged)).toBe(1);
    expect(merged.statuses).toEqual(new Map([["200", 5]]));
  });

  test("keeps every refusal and the first refused response", () => {
    const merged = mergeRuns([run([1], 1), run([1, 1], 1, ["no heading", "status 500"]), run([1], 1, ["no heading"])]);
    expect(merged.failed).toBe(3);
    expect(merged.failures).toEqual(
      new Map([
        ["no heading", 2],
        ["status 500", 1],
      ]),
    );
    expect(merged.firstFailure?.reason).toBe("no heading");
  });
});
