import { expect, test } from "vitest";
import { formatBytes, formatCount, formatDuration, formatMs, formatPercent } from "./metrics-format";

test("bytes, milliseconds, percentages and counts read as people write them", () => {
  expect([formatBytes(512), formatBytes(1536), formatBytes(250 * 1024 * 1024), formatBytes(3 * 1024 ** 3)]).toEqual([
    "512 B",
    "1.5 KB",
    "250 MB",
    "3.0 GB",
  ]);
  expect([formatMs(12.5), formatMs(1500)]).toEqual(["12.5 ms", "1.50 s"]);
  expect([formatPercent(4.2), formatPercent(null)]).toEqual(["4.2%", "—"]);
  expect(formatCount(12345)).toBe("12,345");
});

test("durations keep their two largest units", () => {
  expect([
    formatDuration(42),
    formatDuration(125),
    formatDuration(5 * 3600 + 720),
    formatDuration(3 * 86_400 + 4 * 3600),
  ]).toEqual(["42 s", "2 min 5 s", "5 h 12 min", "3 d 4 h"]);
});
