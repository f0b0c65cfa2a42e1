import { describe, expect, test } from "vitest";
import { MOOD_NOTES_MAX_LENGTH } from "@/lib/domain/mood-entry";
import {
  BACKUP_METADATA_KEY,
  clearMoodDraft,
  loadBackup,
  loadMoodDraft,
  MAX_BACKUPS,
  parseMoodDraft,
  readBackupMetadata,
  saveBackup,
  saveMoodDraft,
  type BackupStorage,
} from "./draft-storage";
import { toggleDetailedEmotion } from "./detailed-emotions";
import { EMPTY_MOOD_FORM, type MoodFormState } from "./mood-form";

/** A Map-backed Storage; `failWrites` simulates a full or blocked storage. */
function fakeStorage({ failWrites = false } = {}) {
  const items = new Map<string, string>();
  const storage: BackupStorage & { items: Map<string, string> } = {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites) throw new DOMException("full", "QuotaExceededError");
      items.set(key, String(value));
    },
    removeItem: (key) => void items.delete(key),
  };
  return storage;
}

const draft: MoodFormState = toggleDetailedEmotion(
  {
    ...EMPTY_MOOD_FORM,
    moodValue: 2,
    selectedKeywords: ["happy"],
    customKeywords: ["curious"],
    contextNotes: "A long walk",
    healthMetrics: { sleepHours: 7.25, stressLevel: 3 },
  },
  "positive",
  "thrilled",
);

describe("mood draft storage", () => {
  test("saves under attune_backup_mood-log with the spec's shape and version, and records it in the metadata", () => {
    const storage = fakeStorage();
    expect(saveMoodDraft(storage, draft, 1_700_000_000_000)).toBe(true);
    expect(JSON.parse(storage.items.get("attune_backup_mood-log")!)).toEqual({
      data: {
        moodValue: 2,
        selectedKeywords: ["happy", "excited"],
        customKeywords: ["curious"],
        contextNotes: "A long walk",
        healthMetrics: { sleepHours: 7.25, stressLevel: 3 },
        emotionMetadata: [
          {
            emotionId: "thrilled",
            emotionName: "Thrilled",
            categoryId: "positive",
            categoryName: "Positive",
            mappedKeyword: "excited",
            intensity: 8,
          },
        ],
      },
      timestamp: 1_700_000_000_000,
      version: "1.0",
    });
    expect(JSON.parse(storage.items.get(BACKUP_METADATA_KEY)!)).toEqual([
      { key: "attune_backup_mood-log", timestamp: 1_700_000_000_000 },
    ]);
  });

  test("round-trips, and a second save replaces the first (one metadata entry per key)", () => {
    const storage = fakeStorage();
    saveMoodDraft(storage, EMPTY_MOOD_FORM, 1);
    saveMoodDraft(storage, draft, 2);
    expect(loadMoodDraft(storage)).toEqual(draft);
    expect(readBackupMetadata(storage)).toEqual([{ key: "attune_backup_mood-log", timestamp: 2 }]);
  });

  test("clear removes the draft and its metadata entry, leaving other backups alone", () => {
    const storage = fakeStorage();
    saveBackup(storage, "other-form", { a: 1 }, 5);
    saveMoodDraft(storage, draft, 6);
    clearMoodDraft(storage);
    expect(loadMoodDraft(storage)).toBeNull();
    expect(storage.items.has("attune_backup_mood-log")).toBe(false);
    expect(readBackupMetadata(storage)).toEqual([{ key: "attune_backup_other-form", timestamp: 5 }]);
  });

  test("keeps the newest 10 backups and removes the older ones from storage", () => {
    const storage = fakeStorage();
    for (let i = 1; i <= MAX_BACKUPS + 2; i++) saveBackup(storage, `form-${i}`, { i }, i * 1000);
    const kept = readBackupMetadata(storage);
    expect(kept).toHaveLength(MAX_BACKUPS);
    expect(kept[0]).toEqual({ key: "attune_backup_form-12", timestamp: 12_000 });
    expect(kept.at(-1)).toEqual({ key: "attune_backup_form-3", timestamp: 3000 });
    expect(storage.items.has("attune_backup_form-1")).toBe(false);
    expect(storage.items.has("attune_backup_form-2")).toBe(false);
    expect(storage.items.has("attune_backup_form-3")).toBe(true);
  });

  test.each([
    ["not JSON", "{oops"],
    ["JSON null", "null"],
    ["another version", JSON.stringify({ data: draft, timestamp: 1, version: "2.0" })],
    ["no timestamp", JSON.stringify({ data: draft, version: "1.0" })],
    ["a mood out of range", JSON.stringify({ data: { ...draft, moodValue: 9 }, timestamp: 1, version: "1.0" })],
    ["keywords not a list", JSON.stringify({ data: { ...draft, customKeywords: "x" }, timestamp: 1, version: "1.0" })],
    ["a keyword not text", JSON.stringify({ data: { ...draft, selectedKeywords: [1] }, timestamp: 1, version: "1.0" })],
    ["a fractional mood", JSON.stringify({ data: { ...draft, moodValue: 1.5 }, timestamp: 1, version: "1.0" })],
    [
      "notes over the limit",
      JSON.stringify({
        data: { ...draft, contextNotes: "x".repeat(MOOD_NOTES_MAX_LENGTH + 1) },
        timestamp: 1,
        version: "1.0",
      }),
    ],
    ["no health figures", JSON.stringify({ data: { ...draft, healthMetrics: null }, timestamp: 1, version: "1.0" })],
    ["emotions not a list", JSON.stringify({ data: { ...draft, emotionMetadata: {} }, timestamp: 1, version: "1.0" })],
    ["a draft that is a list", JSON.stringify({ data: [draft], timestamp: 1, version: "1.0" })],
  ])("ignores a corrupt or invalid stored draft quietly (%s)", (_name, raw) => {
    const storage = fakeStorage();
    storage.items.set("attune_backup_mood-log", raw);
    expect(loadMoodDraft(storage)).toBeNull();
  });

  test.each([
    ["not a list", JSON.stringify({ key: "attune_backup_x", timestamp: 1 })],
    ["a key of another product", JSON.stringify([{ key: "other_x", timestamp: 1 }])],
    ["a timestamp that is not a number", JSON.stringify([{ key: "attune_backup_x", timestamp: "1" }])],
  ])("metadata of the wrong shape reads as none (%s)", (_name, raw) => {
    const storage = fakeStorage();
    storage.items.set(BACKUP_METADATA_KEY, raw);
    expect(readBackupMetadata(storage)).toEqual([]);
  });

  test("a corrupt metadata entry is treated as empty and rewritten on the next save", () => {
    const storage = fakeStorage();
    storage.items.set(BACKUP_METADATA_KEY, "[{]");
    expect(readBackupMetadata(storage)).toEqual([]);
    saveMoodDraft(storage, draft, 9);
    expect(readBackupMetadata(storage)).toEqual([{ key: "attune_backup_mood-log", timestamp: 9 }]);
  });

  test("a storage that refuses writes makes save return false instead of throwing", () => {
    expect(saveMoodDraft(fakeStorage({ failWrites: true }), draft, 1)).toBe(false);
  });

  test("loadBackup hands the data to the parser and returns the timestamp", () => {
    const storage = fakeStorage();
    saveBackup(storage, "x", { n: 1 }, 42);
    expect(loadBackup(storage, "x", (data) => data as { n: number })).toEqual({ data: { n: 1 }, timestamp: 42 });
    expect(loadBackup(storage, "x", () => null)).toBeNull();
    expect(loadBackup(storage, "missing", (data) => data)).toBeNull();
  });
});

describe("parseMoodDraft", () => {
  test("sanitises fields: unknown keywords, duplicates, long custom feelings, off-grid sleep, unknown emotions", () => {
    const parsed = parseMoodDraft({
      moodValue: -1,
      selectedKeywords: ["happy", "happy", "not-a-feeling", "tired"],
      customKeywords: [" Curious ", "curious", "x".repeat(21), "", "sad"],
      contextNotes: "notes",
      healthMetrics: { sleepHours: 7.1, stressLevel: 11 },
      emotionMetadata: [
        {
          emotionId: "exhausted",
          emotionName: "Renamed",
          categoryId: "physical",
          categoryName: "P",
          mappedKeyword: "tired",
          intensity: 3,
        },
        {
          emotionId: "exhausted",
          emotionName: "Exhausted",
          categoryId: "physical",
          categoryName: "Physical",
          mappedKeyword: "tired",
          intensity: 6,
        },
        {
          emotionId: "made-up",
          emotionName: "Made up",
          categoryId: "physical",
          categoryName: "Physical",
          mappedKeyword: "tired",
          intensity: 6,
        },
        {
          emotionId: "worried",
          emotionName: "Worried",
          categoryId: "difficult",
          categoryName: "Difficult",
          mappedKeyword: "anxious",
          intensity: 6,
        },
        "garbage",
      ],
    });
    expect(parsed).toEqual({
      moodValue: -1,
      selectedKeywords: ["happy", "tired"],
      customKeywords: ["curious"],
      contextNotes: "notes",
      healthMetrics: { sleepHours: 8, stressLevel: 5 },
      emotionMetadata: [
        {
          emotionId: "exhausted",
          emotionName: "Exhausted",
          categoryId: "physical",
          categoryName: "Physical",
          mappedKeyword: "tired",
          intensity: 6,
        },
      ],
    });
  });
});
