import { expect, test } from "vitest";
import {
  NOTIFICATION_TOGGLE_KEYS,
  REMINDER_TIMES,
  SHARING_KEYS,
  USER_SETTING_KEYS,
} from "@/lib/validation/settings-values";
import {
  CONNECTION_PREFERENCE_KEYS,
  EMOTIONAL_INTELLIGENCE_KEYS,
  NOTIFICATION_COPY,
  SUGGESTED_SHARING,
  USER_SETTING_COPY,
  reminderTimeLabel,
  sharingCopy,
  sharingSummary,
} from "./settings-copy";

test("every user_settings toggle appears in exactly one of the two sections", () => {
  const shown = [...EMOTIONAL_INTELLIGENCE_KEYS, ...CONNECTION_PREFERENCE_KEYS];
  expect([...shown].sort()).toEqual([...USER_SETTING_KEYS].sort());
  expect(new Set(shown).size).toBe(shown.length);
});

test("every switch has a label and a one-line description", () => {
  for (const copy of [USER_SETTING_COPY, sharingCopy("Robin"), sharingCopy(null), NOTIFICATION_COPY]) {
    for (const { label, description } of Object.values(copy)) {
      expect(label.length).toBeGreaterThan(0);
      expect(description).toMatch(/^[A-Z].*\.$/);
      expect(description).not.toContain("\n");
    }
  }
  expect(Object.keys(sharingCopy("Robin")).sort()).toEqual([...SHARING_KEYS].sort());
  expect(Object.keys(NOTIFICATION_COPY).sort()).toEqual([...NOTIFICATION_TOGGLE_KEYS].sort());
});

test("reminder times read as US clock times", () => {
  expect(REMINDER_TIMES.map(reminderTimeLabel)).toEqual(["8:00 AM", "12:00 PM", "5:00 PM", "7:00 PM", "9:00 PM"]);
  expect(reminderTimeLabel("00:00")).toBe("12:00 AM");
});

test("sharing in plain words: by first name, each with an example, 'your partner' without a name", () => {
  const copy = sharingCopy("Robin");
  expect(copy.consentMoodSharing.description).toMatch(/^Robin sees how you feel/);
  expect(copy.partnerSharingEnabled.description).toContain("Robin's moods");
  for (const { example } of Object.values(copy)) expect(example).toMatch(/^(Robin sees|You see): "/);
  expect(sharingCopy(null).consentMoodSharing.description).toMatch(/^Your partner sees how you feel/);
});

test("what a person shares, always in words; 'Partner sharing' is what they see, so it is not listed", () => {
  const none = Object.fromEntries(SHARING_KEYS.map((key) => [key, false])) as typeof SUGGESTED_SHARING;
  expect(sharingSummary(none, "Robin")).toBe("You share nothing with Robin yet.");
  expect(sharingSummary({ ...none, partnerSharingEnabled: true }, "Robin")).toBe("You share nothing with Robin yet.");
  expect(sharingSummary({ ...none, shareGoals: true }, null)).toBe("You share goals with your partner.");
  expect(sharingSummary(SUGGESTED_SHARING, "Robin")).toBe(
    "You share your moods, mood summaries, goals and achievements with Robin.",
  );
  // The suggested set keeps the detailed entries (notes) private until the person chooses otherwise.
  expect(SUGGESTED_SHARING.shareDetailedEntries).toBe(false);
});
