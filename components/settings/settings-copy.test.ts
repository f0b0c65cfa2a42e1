import { expect, test } from "vitest";
import { NOTIFICATION_TOGGLE_KEYS, REMINDER_TIMES, SHARING_KEYS, USER_SETTING_KEYS } from "@/lib/validation/settings";
import {
  CONNECTION_PREFERENCE_KEYS,
  EMOTIONAL_INTELLIGENCE_KEYS,
  NOTIFICATION_COPY,
  SHARING_COPY,
  USER_SETTING_COPY,
  reminderTimeLabel,
} from "./settings-copy";

test("every user_settings toggle appears in exactly one of the two sections", () => {
  const shown = [...EMOTIONAL_INTELLIGENCE_KEYS, ...CONNECTION_PREFERENCE_KEYS];
  expect([...shown].sort()).toEqual([...USER_SETTING_KEYS].sort());
  expect(new Set(shown).size).toBe(shown.length);
});

test("every switch has a label and a one-line description", () => {
  for (const copy of [USER_SETTING_COPY, SHARING_COPY, NOTIFICATION_COPY]) {
    for (const { label, description } of Object.values(copy)) {
      expect(label.length).toBeGreaterThan(0);
      expect(description).toMatch(/^[A-Z].*\.$/);
      expect(description).not.toContain("\n");
    }
  }
  expect(Object.keys(SHARING_COPY).sort()).toEqual([...SHARING_KEYS].sort());
  expect(Object.keys(NOTIFICATION_COPY).sort()).toEqual([...NOTIFICATION_TOGGLE_KEYS].sort());
});

test("reminder times read as US clock times", () => {
  expect(REMINDER_TIMES.map(reminderTimeLabel)).toEqual(["8:00 AM", "12:00 PM", "5:00 PM", "7:00 PM", "9:00 PM"]);
  expect(reminderTimeLabel("00:00")).toBe("12:00 AM");
});
