import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { normalizeTags, privateThoughts, rankTags, recentMoodTags } from "./mood-tags";

const NY = "America/New_York";
// Tuesday 2026-03-10 11:00 EDT. Last 7 days: Wed 03-04 00:00 EST (05:00Z) … Tue; last 30: from Mon 02-09 05:00Z.
const clock = { now: new Date("2026-03-10T15:00:00Z"), timeZone: NY };
const m = (iso: string, keywords: string[], notes: string | null = null, value = 0) => ({
  value,
  keywords,
  notes,
  at: new Date(iso),
});

describe("normalizeTags", () => {
  test("trims, lower-cases, drops empties and repeats", () => {
    expect(normalizeTags([" Happy", "happy", "", "  ", "calm "])).toEqual(["happy", "calm"]);
  });
});

describe("rankTags", () => {
  test("count desc, then most recent, then name", () => {
    const ranked = rankTags(
      [
        m("2026-03-05T12:00:00Z", ["sad", "calm"]),
        m("2026-03-06T12:00:00Z", ["happy", "zany"]),
        m("2026-03-07T12:00:00Z", ["sad", "alpha"]),
        m("2026-03-06T12:00:00Z", ["beta"]),
      ],
      10,
    );
    expect(ranked).toEqual([
      { tag: "sad", count: 2, tone: "negative" },
      { tag: "alpha", count: 1, tone: "neutral" },
      { tag: "beta", count: 1, tone: "neutral" },
      { tag: "happy", count: 1, tone: "positive" },
      { tag: "zany", count: 1, tone: "neutral" },
      { tag: "calm", count: 1, tone: "neutral" },
    ]);
  });
});

describe("recentMoodTags", () => {
  test("last 7 local days only, a tag counted once per mood, tone attached", () => {
    const result = recentMoodTags({
      clock,
      moods: [
        m("2026-03-04T05:00:00Z", ["happy", "Happy"]), // first instant of the window
        m("2026-03-04T04:59:59Z", ["lonely"]), // the day before: outside
        m("2026-03-09T12:00:00Z", ["happy", "tired"]),
        m("2026-03-11T04:00:00Z", ["lonely"]), // tomorrow 00:00 EDT: outside
      ],
    });
    expect(result.tags).toEqual([
      { tag: "happy", count: 2, tone: "positive" },
      { tag: "tired", count: 1, tone: "negative" },
    ]);
    expect(result.distinctTags).toBe(2);
  });

  test("6 shown out of 7, distinct count kept", () => {
    const tags = ["a", "b", "c", "d", "e", "f", "g"];
    const result = recentMoodTags({
      clock,
      moods: tags.map((t, i) => m(`2026-03-09T1${i}:00:00Z`, [t])),
    });
    expect(result.tags.map((t) => t.tag)).toEqual(["g", "f", "e", "d", "c", "b"]);
    expect(result.distinctTags).toBe(7);
  });

  test("suggestions: 2 unused positive common feelings, rotating by local day", () => {
    // 2026-03-10 is day 20522 since 1970-01-01; 20522 mod 8 = 2 → start at "grateful".
    expect(recentMoodTags({ clock, moods: [] }).suggestions).toEqual([
      { tag: "grateful", tone: "positive" },
      { tag: "peaceful", tone: "positive" },
    ]);
    const tomorrow = { now: new Date("2026-03-11T15:00:00Z"), timeZone: NY };
    expect(recentMoodTags({ clock: tomorrow, moods: [] }).suggestions.map((s) => s.tag)).toEqual([
      "peaceful",
      "energetic",
    ]);
    const used = recentMoodTags({ clock, moods: [m("2026-03-09T12:00:00Z", ["grateful"])] });
    expect(used.suggestions.map((s) => s.tag)).toEqual(["peaceful", "energetic"]);
  });

  test("suggestions fall back to calm, then run out", () => {
    const positives = ["happy", "excited", "grateful", "peaceful", "energetic", "hopeful", "content"];
    const nearlyAll = recentMoodTags({ clock, moods: [m("2026-03-09T12:00:00Z", positives)] });
    expect(nearlyAll.suggestions.map((s) => s.tag)).toEqual(["loved", "calm"]);
    const all = recentMoodTags({ clock, moods: [m("2026-03-09T12:00:00Z", [...positives, "loved", "calm"])] });
    expect(all.suggestions).toEqual([]);
  });

  test("property: at most 6 shown and 2 suggested, sorted by count, suggestions never used", () => {
    const tag = fc.constantFrom("happy", "sad", "calm", "loved", "tired", "x", "y", "z", "grateful");
    fc.assert(
      fc.property(
        fc.array(fc.record({ tags: fc.array(tag, { maxLength: 4 }), hours: fc.integer({ min: -240, max: 10 }) })),
        (raw) => {
          const moods = raw.map((r) => m(new Date(clock.now.getTime() + r.hours * 3_600_000).toISOString(), r.tags));
          const result = recentMoodTags({ clock, moods });
          expect(result.tags.length).toBeLessThanOrEqual(6);
          expect(result.suggestions.length).toBeLessThanOrEqual(2);
          for (let i = 1; i < result.tags.length; i++)
            expect(result.tags[i]!.count).toBeLessThanOrEqual(result.tags[i - 1]!.count);
          const shown = new Set(result.tags.map((t) => t.tag));
          for (const s of result.suggestions) expect(shown.has(s.tag)).toBe(false);
          expect(recentMoodTags({ clock, moods: [...moods].reverse() })).toEqual(result);
        },
      ),
    );
  });
});

describe("privateThoughts", () => {
  test("30 local days, trimmed non-empty notes, newest first", () => {
    const result = privateThoughts({
      clock,
      moods: [
        m("2026-02-09T05:00:00Z", ["sad"], "  first day of the window  ", -1),
        m("2026-02-09T04:59:59Z", [], "too old"),
        m("2026-03-09T12:00:00Z", [], "   "),
        m("2026-03-09T13:00:00Z", [], null),
        m("2026-03-10T12:00:00Z", ["Happy"], "today", 2),
      ],
    });
    expect(result).toEqual([
      { at: new Date("2026-03-10T12:00:00Z"), note: "today", moodValue: 2, tags: ["happy"] },
      { at: new Date("2026-02-09T05:00:00Z"), note: "first day of the window", moodValue: -1, tags: ["sad"] },
    ]);
  });

  test("keeps the 20 newest of 21", () => {
    const moods = Array.from({ length: 21 }, (_, i) =>
      m(new Date(Date.UTC(2026, 2, 10, 14) - i * 3_600_000).toISOString(), [], `note ${i}`),
    );
    const result = privateThoughts({ clock, moods: [...moods].reverse() });
    expect(result).toHaveLength(20);
    expect(result[0]!.note).toBe("note 0");
    expect(result[19]!.note).toBe("note 19");
  });
});
