import { describe, expect, test } from "vitest";
import { ACTIVITY_KINDS, initialActivityState, mergeByTime, type ActivityEvent } from "./events";

const mood = (iso: string): ActivityEvent => ({ kind: "mood", at: new Date(iso), hasNotes: false });
const checkin = (iso: string): ActivityEvent => ({ kind: "partner_checkin", at: new Date(iso) });

describe("initialActivityState", () => {
  test("starts empty and is a fresh object each time", () => {
    const a = initialActivityState();
    expect(a).toMatchObject({ lastAtMs: null, moods: 0, moodRun: { streak: 0, lastDay: null }, partnerLinks: 0 });
    a.moods = 5;
    expect(initialActivityState().moods).toBe(0);
  });
  test("is JSON-serialisable as is", () => {
    const a = initialActivityState();
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });
  test("six event kinds", () => {
    expect(ACTIVITY_KINDS).toHaveLength(6);
  });
});

describe("mergeByTime", () => {
  test("interleaves sorted sources chronologically", () => {
    const merged = [
      ...mergeByTime(
        [mood("2026-01-01T08:00:00Z"), mood("2026-01-03T08:00:00Z")],
        [checkin("2026-01-02T08:00:00Z"), checkin("2026-01-04T08:00:00Z")],
      ),
    ];
    expect(merged.map((e) => `${e.kind}@${e.at.toISOString().slice(0, 10)}`)).toEqual([
      "mood@2026-01-01",
      "partner_checkin@2026-01-02",
      "mood@2026-01-03",
      "partner_checkin@2026-01-04",
    ]);
  });

  test("ties keep the order of the sources", () => {
    const t = "2026-01-01T08:00:00Z";
    expect([...mergeByTime([checkin(t)], [mood(t)])].map((e) => e.kind)).toEqual(["partner_checkin", "mood"]);
  });

  test("no sources, or empty ones, give nothing", () => {
    expect([...mergeByTime()]).toEqual([]);
    expect([...mergeByTime([], [])]).toEqual([]);
  });

  test("closing the merged stream early closes unfinished sources", () => {
    let closed = 0;
    function* source(): Generator<ActivityEvent> {
      try {
        yield mood("2026-01-01T08:00:00Z");
        yield mood("2026-01-02T08:00:00Z");
      } finally {
        closed++;
      }
    }
    for (const e of mergeByTime(source(), source())) {
      expect(e.kind).toBe("mood");
      break;
    }
    expect(closed).toBe(2);
  });
});
