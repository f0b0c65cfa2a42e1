import { describe, expect, test } from "vitest";
import type { OpenBurst } from "@/lib/data/notification-writes";
import type { SharingKey } from "@/lib/validation/settings";
import {
  achievementNotice,
  achievementsMessage,
  burstFor,
  isBurstKind,
  sharingChangeMessage,
  sharingNotice,
} from "./notice-bursts";

const at = new Date("2026-11-28T12:00:00Z");
const later = new Date("2026-11-28T12:04:00Z");
const moved = (key: SharingKey, to: boolean) => ({ key, from: !to, to });

describe("sharing changes in words (decision 051)", () => {
  test.each([
    [[moved("consentMoodSharing", true)], "Robin started sharing moods with you."],
    [[moved("shareGoals", false)], "Robin stopped sharing goals with you."],
    [
      [moved("shareGoals", true), moved("consentMoodSharing", true), moved("shareDetailedEntries", true)],
      "Robin started sharing moods, detailed entries and goals with you.",
    ],
    [
      [moved("consentMoodSharing", true), moved("shareAchievements", false), moved("shareGoals", true)],
      "Robin started sharing moods and goals with you, and stopped sharing achievements.",
    ],
    [
      [moved("shareAchievements", false), moved("shareMoodSummaries", false)],
      "Robin stopped sharing mood summaries and achievements with you.",
    ],
    [[moved("partnerSharingEnabled", false)], "Robin turned off partner sharing."],
    [
      [moved("partnerSharingEnabled", true), moved("shareGoals", true), moved("shareAchievements", false)],
      "Robin turned on partner sharing, started sharing goals with you, and stopped sharing achievements.",
    ],
    [
      [moved("partnerSharingEnabled", false), moved("shareGoals", false)],
      "Robin turned off partner sharing, and stopped sharing goals with you.",
    ],
  ])("%j → %s", (switches, sentence) => {
    expect(sharingChangeMessage("Robin", switches)).toBe(sentence);
  });

  test("a switch flipped and flipped back is left out; only that says so", () => {
    const back = { key: "shareGoals" as const, from: false, to: false };
    expect(sharingChangeMessage("Robin", [back, moved("consentMoodSharing", true)])).toBe(
      "Robin started sharing moods with you.",
    );
    expect(sharingChangeMessage("Robin", [back])).toBe(
      "Robin changed a sharing setting and changed it back, so you see what you saw before.",
    );
  });
});

describe("a sharing burst grows", () => {
  const params = (changes: { key: SharingKey; enabled: boolean }[], when = at) => ({
    byUserId: "robin",
    byName: "Robin Walker",
    changes,
    at: when,
  });

  test("five switches, one at a time, make one sentence naming all five", () => {
    let open: OpenBurst | null = null;
    const flips: [SharingKey, boolean][] = [
      ["shareMoodSummaries", true],
      ["shareDetailedEntries", true],
      ["shareGoals", true],
      ["shareAchievements", true],
      ["consentMoodSharing", false],
    ];
    for (const [key, enabled] of flips) {
      const notice: ReturnType<typeof sharingNotice> = sharingNotice(params([{ key, enabled }], later), open);
      open = { id: "n", metadata: notice!.metadata!, scheduledFor: at };
    }
    expect(sharingNotice(params([], later), open)).toBeNull();
    const last = sharingNotice(params([{ key: "shareGoals", enabled: true }], later), open)!;
    expect(last.message).toBe(
      "Robin started sharing mood summaries, detailed entries, goals and achievements with you, and stopped sharing " +
        "moods.",
    );
    expect(last).toMatchObject({ title: "Sharing updated", scheduledFor: later, metadata: { changed_by: "robin" } });
  });

  test("a switch flipped back within the burst keeps its value from before the burst", () => {
    const first = sharingNotice(params([{ key: "shareGoals", enabled: true }]), null)!;
    const open = { id: "n", metadata: first.metadata!, scheduledFor: at };
    const back = sharingNotice(params([{ key: "shareGoals", enabled: false }]), open)!;
    expect(back.metadata).toMatchObject({ switches: [{ key: "shareGoals", from: false, to: false }] });
  });
});

describe("achievements earned together", () => {
  test.each([
    [["First Mood Logged"], 'You earned "First Mood Logged".'],
    [["First Mood Logged", "Week Streak"], "You earned 2 achievements: First Mood Logged and Week Streak."],
    [
      ["First Mood Logged", "Week Streak", "Deep Diver"],
      "You earned 3 achievements: First Mood Logged, Week Streak and Deep Diver.",
    ],
  ])("%j → %s", (titles, sentence) => {
    expect(achievementsMessage(titles)).toBe(sentence);
  });

  test("the burst's notice lists each once, in the order earned", () => {
    const first = achievementNotice({ achievementId: "a1", title: "First Mood Logged", at }, null)!;
    expect(first).toMatchObject({ title: "Achievement unlocked", dedupeKey: "achievement:a1" });
    const open = { id: "n", metadata: first.metadata!, scheduledFor: at };
    const second = achievementNotice({ achievementId: "a2", title: "Week Streak", at: later }, open)!;
    expect(second).toMatchObject({
      title: "Achievements unlocked",
      message: "You earned 2 achievements: First Mood Logged and Week Streak.",
      dedupeKey: null,
      scheduledFor: later,
    });
    expect(achievementNotice({ achievementId: "a1", title: "First Mood Logged", at: later }, open)).toBeNull();
  });
});

test("the bursts: sharing by the partner who changed it, achievements by their earner", () => {
  expect(isBurstKind("sharing-changed")).toBe(true);
  expect(isBurstKind("achievement-earned")).toBe(true);
  expect(isBurstKind("partner-checkin-shared")).toBe(false);
  const sharing = burstFor("sharing-changed", "sam", {
    byUserId: "robin",
    byName: "Robin",
    changes: [{ key: "shareGoals", enabled: true }],
    at,
  });
  expect(sharing.key).toEqual({ userId: "sam", burst: "sharing_changed", actorId: "robin", at });
  expect(sharing.build(null)).toMatchObject({ userId: "sam", message: "Robin started sharing goals with you." });
  const earned = burstFor("achievement-earned", "sam", { achievementId: "a1", title: "First Mood", at });
  expect(earned.key).toEqual({ userId: "sam", burst: "achievement_earned", actorId: "sam", at });
});
