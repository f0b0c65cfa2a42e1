import { expect, test } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2025-06-15T18:00:00Z");
const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);

test("under a minute, or in the future: just now", () => {
  expect(ago(0)).toBe("just now");
  expect(ago(59_999)).toBe("just now");
  expect(ago(-5_000)).toBe("just now");
});

test("minutes, hours and days, rounded down at each boundary", () => {
  expect(ago(60_000)).toBe("1 minute ago");
  expect(ago(5 * 60_000 + 59_000)).toBe("5 minutes ago");
  expect(ago(3_599_999)).toBe("59 minutes ago");
  expect(ago(3_600_000)).toBe("1 hour ago");
  expect(ago(23 * 3_600_000 + 3_599_000)).toBe("23 hours ago");
  expect(ago(86_400_000)).toBe("1 day ago");
  expect(ago(3 * 86_400_000)).toBe("3 days ago");
});
