import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PARTNER_CHECKIN_FEELINGS, type PartnerCheckinFeeling } from "./emotions";
import { MESSAGES_TEXT, partnerMessagesSummary, visibleMessages } from "./partner-messages";
import type { PartnerCheckinRecord } from "./types";

const NY = "America/New_York";
// Tuesday 2026-03-10 11:00 EDT. 30-day window from Mon 02-09 00:00 EST (05:00Z); week from Wed 03-04 05:00Z;
// both end at Wed 03-11 00:00 EDT (04:00Z). The week contains the 03-08 spring-forward.
const clock = { now: new Date("2026-03-10T15:00:00Z"), timeZone: NY };
let seq = 0;
const ci = (
  iso: string,
  score: number,
  feeling: PartnerCheckinFeeling = "loved",
  shared = true,
  id = `c${String(++seq).padStart(4, "0")}`,
): PartnerCheckinRecord => ({
  id,
  authorId: "p",
  subjectId: "u",
  score,
  feeling,
  note: null,
  shared,
  at: new Date(iso),
});
const hoursAgo = (h: number) => new Date(clock.now.getTime() - h * 3_600_000).toISOString();

describe("constants and strings", () => {
  test("card strings", () => {
    expect(MESSAGES_TEXT.fromPartnerTitle("Sam Rivera")).toBe("Messages From Sam");
    expect(MESSAGES_TEXT.toPartnerTitle("  Sam  Rivera ")).toBe("Your Messages to Sam");
    expect(MESSAGES_TEXT.fromPartnerTitle(null)).toBe("Messages From Your Partner");
    expect(MESSAGES_TEXT.noneReceived).toBe("No Messages Received Yet");
    expect(MESSAGES_TEXT.viewAll(7)).toBe("View All Messages (7)");
    expect(MESSAGES_TEXT.showLess).toBe("Show Less");
    expect(MESSAGES_TEXT.ownLoadError).toBe("Unable to load your messages. Please try again later.");
    expect(MESSAGES_TEXT.partnerLoadError).toBe("Unable to load messages from your partner. Please try again later.");
    expect(MESSAGES_TEXT.encourageSharing("Sam Rivera")).toMatch(/^When Sam shares a check-in with you/);
    expect(MESSAGES_TEXT.encourageCheckin(" ")).toMatch(/^You haven't logged a check-in about your partner in/);
    expect(MESSAGES_TEXT.fromPartnerDescription("Sam Rivera")).toBe(
      "Check-ins Sam chose to share with you, last 30 days.",
    );
    expect(MESSAGES_TEXT.toPartnerDescription("Sam Rivera")).toBe(
      "Your check-ins about Sam, last 30 days. Private ones are seen only by you.",
    );
  });
});

describe("partnerMessagesSummary", () => {
  test("empty input", () => {
    expect(partnerMessagesSummary({ clock, checkins: [] })).toEqual({
      recentMessages: [],
      totalMessages: 0,
      sharedCount: 0,
      privateCount: 0,
      avgConnectionScore: null,
      topEmotions: [],
      messagesThisWeek: 0,
    });
  });

  test("counts, shared/private split, average to 2 decimals", () => {
    const s = partnerMessagesSummary({
      clock,
      checkins: [
        ci(hoursAgo(1), 3, "loved", true),
        ci(hoursAgo(2), 2, "grateful", false),
        ci(hoursAgo(3), 2, "loved", true),
      ],
    });
    expect(s.totalMessages).toBe(3);
    expect(s.sharedCount).toBe(2);
    expect(s.privateCount).toBe(1);
    expect(s.avgConnectionScore).toBe(2.33);
    expect(s.topEmotions).toEqual([
      { emotion: "loved", count: 2 },
      { emotion: "grateful", count: 1 },
    ]);
    expect(s.messagesThisWeek).toBe(3);
  });

  test("negative average rounds half away from zero", () => {
    const s = partnerMessagesSummary({
      clock,
      checkins: [ci(hoursAgo(1), -1), ci(hoursAgo(2), -1), ci(hoursAgo(3), 0)],
    });
    expect(s.avgConnectionScore).toBe(-0.67);
  });

  test("30-day window edges in New York", () => {
    const s = partnerMessagesSummary({
      clock,
      checkins: [
        ci("2026-02-09T05:00:00.000Z", 1), // first instant of day 30
        ci("2026-02-09T04:59:59.999Z", 1), // day 31: out
        ci("2026-03-11T04:00:00.000Z", 1), // tomorrow: out
        ci("2026-03-11T03:59:59.999Z", 3), // last instant of today (EDT)
      ],
    });
    expect(s.totalMessages).toBe(2);
    expect(s.avgConnectionScore).toBe(2);
  });

  test("this week = last 7 local days (across the spring-forward)", () => {
    const s = partnerMessagesSummary({
      clock,
      checkins: [
        ci("2026-03-04T05:00:00.000Z", 1), // Wed 00:00 EST: day 7, in
        ci("2026-03-04T04:59:59.999Z", 1), // Tue: day 8, out of the week, in the window
        ci("2026-03-08T07:30:00.000Z", 1), // 03:30 EDT on the change day
      ],
    });
    expect(s.totalMessages).toBe(3);
    expect(s.messagesThisWeek).toBe(2);
  });

  test.each([
    [9, 9],
    [10, 10],
    [11, 10],
  ])("%d messages → %d recent, newest first", (n, kept) => {
    const checkins = Array.from({ length: n }, (_, i) => ci(hoursAgo(i + 1), 1));
    const s = partnerMessagesSummary({ clock, checkins: [...checkins].reverse() });
    expect(s.recentMessages).toHaveLength(kept);
    expect(s.totalMessages).toBe(n);
    expect(s.recentMessages[0]).toBe(checkins[0]);
    expect(s.recentMessages.at(-1)).toBe(checkins[kept - 1]);
  });

  test.each([
    [4, 4],
    [5, 5],
    [6, 5],
  ])("%d distinct emotions → top %d, ties to the most recent", (n, kept) => {
    const feelings = PARTNER_CHECKIN_FEELINGS.slice(0, n);
    // "loved" twice (oldest), every other once, newer first in list order.
    const checkins = [...feelings.map((f, i) => ci(hoursAgo(i + 1), 1, f)), ci(hoursAgo(100), 1, "loved")];
    const s = partnerMessagesSummary({ clock, checkins });
    expect(s.topEmotions).toHaveLength(kept);
    expect(s.topEmotions[0]).toEqual({ emotion: "loved", count: 2 });
    expect(s.topEmotions.slice(1).map((e) => e.emotion)).toEqual(feelings.slice(1, kept));
  });

  test("same instant: ordered by id, whatever the input order", () => {
    const a = ci(hoursAgo(1), 1, "loved", true, "a");
    const b = ci(hoursAgo(1), 2, "loved", true, "b");
    expect(partnerMessagesSummary({ clock, checkins: [b, a] }).recentMessages).toEqual([a, b]);
  });

  test("property: shared + private = total, caps hold, input order irrelevant", () => {
    const arb = fc.array(
      fc.record({
        hours: fc.integer({ min: -30, max: 800 }),
        score: fc.integer({ min: -3, max: 3 }),
        feeling: fc.constantFrom(...PARTNER_CHECKIN_FEELINGS),
        shared: fc.boolean(),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arb, (raw) => {
        const checkins = raw.map((r, i) => ci(hoursAgo(r.hours), r.score, r.feeling, r.shared, `id${i}`));
        const s = partnerMessagesSummary({ clock, checkins });
        expect(s.sharedCount + s.privateCount).toBe(s.totalMessages);
        expect(s.recentMessages.length).toBeLessThanOrEqual(10);
        expect(s.recentMessages.length).toBe(Math.min(10, s.totalMessages));
        expect(s.topEmotions.length).toBeLessThanOrEqual(5);
        expect(s.messagesThisWeek).toBeLessThanOrEqual(s.totalMessages);
        expect(s.topEmotions.reduce((t, e) => t + e.count, 0)).toBeLessThanOrEqual(s.totalMessages);
        if (s.avgConnectionScore !== null) {
          expect(s.avgConnectionScore).toBeGreaterThanOrEqual(-3);
          expect(s.avgConnectionScore).toBeLessThanOrEqual(3);
        } else expect(s.totalMessages).toBe(0);
        for (let i = 1; i < s.recentMessages.length; i++)
          expect(s.recentMessages[i]!.at.getTime()).toBeLessThanOrEqual(s.recentMessages[i - 1]!.at.getTime());
        expect(partnerMessagesSummary({ clock, checkins: [...checkins].reverse() })).toEqual(s);
      }),
    );
  });
});

describe("visibleMessages", () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i);
  test("2 or fewer: all, no toggle", () => {
    expect(visibleMessages(list(2), false)).toEqual({ items: [0, 1], toggleLabel: null });
    expect(visibleMessages(list(1), true)).toEqual({ items: [0], toggleLabel: null });
  });
  test("3: first 2 with 'View All Messages (3)', expanded shows all with 'Show Less'", () => {
    expect(visibleMessages(list(3), false)).toEqual({ items: [0, 1], toggleLabel: "View All Messages (3)" });
    expect(visibleMessages(list(3), true)).toEqual({ items: [0, 1, 2], toggleLabel: "Show Less" });
  });
});
