import { describe, expect, test } from "vitest";
import {
  BADGE_TYPES,
  burstOpenSince,
  COUNTS_ON_BADGE,
  inboxItem,
  listInWords,
  NOTIFICATION_TEXT,
  relativeTime,
} from "./notifications";

const now = new Date("2026-11-26T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

test.each([
  [10, "just now"],
  [5 * 60, "5 minutes ago"],
  [3 * 3600, "3 hours ago"],
  [86_400, "yesterday"],
  [3 * 86_400, "3 days ago"],
  [14 * 86_400, "2 weeks ago"],
])("%i s ago → %s", (seconds, text) => {
  expect(relativeTime(ago(seconds), now)).toBe(text);
});

test("reminders lead to Settings and day-of notices to the partner page, unless the row names its own link", () => {
  const row = {
    id: "n",
    type: "mood_reminder",
    title: "t",
    message: "m",
    scheduledFor: ago(120),
    actionUrl: null,
    readAt: null,
  };
  expect(inboxItem(row, now)).toEqual({
    id: "n",
    title: "t",
    message: "m",
    href: "/settings",
    when: "2 minutes ago",
    read: false,
  });
  expect(inboxItem({ ...row, type: "special_date_reminder" }, now).href).toBe("/partner-dashboard");
  expect(inboxItem({ ...row, type: "system", actionUrl: "/goals", readAt: now }, now)).toMatchObject({
    href: "/goals",
    read: true,
  });
  expect(inboxItem({ ...row, type: "system" }, now).href).toBeNull();
});

test("an inbox item carries no priority: the centre shows none (decision 051)", () => {
  const row = { id: "n", type: "system", title: "t", message: "m", scheduledFor: now, actionUrl: null, readAt: null };
  const item = inboxItem({ ...row, priority: "high" } as typeof row, now);
  expect(Object.keys(item).sort()).toEqual(["href", "id", "message", "read", "title", "when"]);
});

test("the unread count in words", () => {
  expect(NOTIFICATION_TEXT.unread(0)).toBe("No unread notifications");
  expect(NOTIFICATION_TEXT.unread(1)).toBe("1 unread notification");
  expect(NOTIFICATION_TEXT.unread(4)).toBe("4 unread notifications");
});

describe("bursts (decision 051)", () => {
  test("a burst lasts ten minutes from its first event", () => {
    expect(burstOpenSince(now)).toEqual(new Date("2026-11-26T11:50:00Z"));
  });

  test.each([
    [[], ""],
    [["moods"], "moods"],
    [["moods", "goals"], "moods and goals"],
    [["moods", "detailed entries", "goals"], "moods, detailed entries and goals"],
  ])("%j in words: %s", (items, words) => {
    expect(listInWords(items)).toBe(words);
  });
});

describe("the badge", () => {
  test("counts news about people, not housekeeping", () => {
    expect([...BADGE_TYPES].sort()).toEqual(
      [
        "achievement",
        "daily_question",
        "partner_activity",
        "ritual_suggestion",
        "special_date_reminder",
        "weekly_recap",
        "wellness_alert",
      ].sort(),
    );
    expect(COUNTS_ON_BADGE.system).toBe(false);
    expect(COUNTS_ON_BADGE.mood_reminder).toBe(false);
  });
});
