import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTIVITY_VISIBLE, RECENT_ACTIVITY, pickRecentActivity } from "./recent-activity";

describe("pickRecentActivity", () => {
  it("picks five distinct lines of the list, whatever the random source says", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        (draws) => {
          let n = 0;
          const picked = pickRecentActivity(() => draws[n++ % draws.length]!);
          expect(picked).toHaveLength(ACTIVITY_VISIBLE);
          expect(new Set(picked).size).toBe(ACTIVITY_VISIBLE);
          for (const line of picked) expect(RECENT_ACTIVITY).toContain(line);
        },
      ),
    );
  });

  it("follows the random source (a Fisher–Yates shuffle), so two visits can see different lines", () => {
    // A draw near 1 swaps every element with itself; draws of 0 move elements about.
    expect(pickRecentActivity(() => 0.999999)).toEqual(RECENT_ACTIVITY.slice(0, ACTIVITY_VISIBLE));
    expect(pickRecentActivity(() => 0)).not.toEqual(RECENT_ACTIVITY.slice(0, ACTIVITY_VISIBLE));
  });

  it("leaves the list itself alone", () => {
    const before = [...RECENT_ACTIVITY];
    pickRecentActivity(() => 0.3);
    expect([...RECENT_ACTIVITY]).toEqual(before);
  });
});
