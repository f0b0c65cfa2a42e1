/**
 * Local form backups (spec 2 §3 "local browser storage is used for form backups", §4.4, §9): drafts live in the
 * browser only, never on the server.
 *
 * Layout in localStorage, under the product prefix:
 * - `attune_backup_<name>` holds { data, timestamp, version: "1.0" } (timestamp in epoch milliseconds);
 * - `attune_backup_metadata` lists the backups as [{ key, timestamp }], newest first. At most 10 backups are kept:
 *   saving an eleventh removes the oldest (spec 2 §4.4).
 *
 * Storage may be missing, full or blocked (private mode), and what is stored may be corrupt or from another version:
 * every function here fails quietly (a draft is a convenience, never a reason for the form to break).
 *
 * What is read back is checked by hand rather than with zod: this module is in the mood log's first load, and zod
 * was a third of the page's own script for a few shape checks (decision 058).
 */
import { COMMON_FEELINGS, describeEmotions, findEmotion } from "@/lib/domain/emotions";
import { MOOD_VALUE_MAX, MOOD_VALUE_MIN } from "@/lib/domain/labels";
import {
  CUSTOM_FEELING_MAX_LENGTH,
  isOnSleepStep,
  MOOD_NOTES_MAX_LENGTH,
  SLEEP_HOURS_DEFAULT,
  SLEEP_HOURS_MAX,
  SLEEP_HOURS_MIN,
  STRESS_LEVEL_DEFAULT,
  STRESS_LEVEL_MAX,
  STRESS_LEVEL_MIN,
} from "@/lib/domain/mood-entry";
import type { MoodFormState } from "./mood-form";

const BACKUP_PREFIX = "attune_backup_";
export const BACKUP_METADATA_KEY = `${BACKUP_PREFIX}metadata`;
export const BACKUP_VERSION = "1.0";
export const MAX_BACKUPS = 10;
const MOOD_LOG_BACKUP = "mood-log";

/** The part of Storage used here, so tests can pass a Map-backed fake. */
export type BackupStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface Backup<T> {
  data: T;
  timestamp: number;
  version: typeof BACKUP_VERSION;
}

export interface BackupMetadataEntry {
  key: string;
  timestamp: number;
}

const backupKey = (name: string) => `${BACKUP_PREFIX}${name}`;

/** The browser's localStorage, or null where it is unavailable (server render, blocked storage). */
export function browserStorage(): BackupStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readJson(storage: BackupStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
const inRange = (value: unknown, min: number, max: number): value is number =>
  isNumber(value) && value >= min && value <= max;

/** The metadata list, or null unless every entry is { key: a backup's key, timestamp: number }. */
function parseMetadata(value: unknown): BackupMetadataEntry[] | null {
  if (!Array.isArray(value)) return null;
  const entries: BackupMetadataEntry[] = [];
  for (const entry of value) {
    if (!isObject(entry) || typeof entry.key !== "string" || !entry.key.startsWith(BACKUP_PREFIX)) return null;
    if (!isNumber(entry.timestamp)) return null;
    entries.push({ key: entry.key, timestamp: entry.timestamp });
  }
  return entries;
}

export function readBackupMetadata(storage: BackupStorage): BackupMetadataEntry[] {
  const parsed = parseMetadata(readJson(storage, BACKUP_METADATA_KEY));
  return parsed ? parsed.filter((entry) => entry.key !== BACKUP_METADATA_KEY) : [];
}

/** Stores `data` as the backup `name` and records it in the metadata, dropping the oldest beyond 10. */
export function saveBackup<T>(storage: BackupStorage, name: string, data: T, timestamp: number): boolean {
  const key = backupKey(name);
  const backup: Backup<T> = { data, timestamp, version: BACKUP_VERSION };
  try {
    storage.setItem(key, JSON.stringify(backup));
    const entries = [{ key, timestamp }, ...readBackupMetadata(storage).filter((entry) => entry.key !== key)].sort(
      (a, b) => b.timestamp - a.timestamp,
    );
    for (const stale of entries.slice(MAX_BACKUPS)) storage.removeItem(stale.key);
    storage.setItem(BACKUP_METADATA_KEY, JSON.stringify(entries.slice(0, MAX_BACKUPS)));
    return true;
  } catch {
    // Quota exceeded or storage blocked: the form goes on without a draft.
    return false;
  }
}

/** The backup `name` if it exists, has this version and its data passes `parse`; otherwise null. */
export function loadBackup<T>(
  storage: BackupStorage,
  name: string,
  parse: (data: unknown) => T | null,
): { data: T; timestamp: number } | null {
  const backup = readJson(storage, backupKey(name));
  if (!isObject(backup) || !isNumber(backup.timestamp) || backup.version !== BACKUP_VERSION) return null;
  const data = parse(backup.data);
  return data === null ? null : { data, timestamp: backup.timestamp };
}

function clearBackup(storage: BackupStorage, name: string): void {
  const key = backupKey(name);
  try {
    storage.removeItem(key);
    const entries = readBackupMetadata(storage).filter((entry) => entry.key !== key);
    storage.setItem(BACKUP_METADATA_KEY, JSON.stringify(entries));
  } catch {
    // Nothing to do: a draft that cannot be removed is ignored once it no longer parses or is replaced.
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The mood log's draft: { moodValue, selectedKeywords, customKeywords, contextNotes, healthMetrics, emotionMetadata }.

const commonFeelings: readonly string[] = COMMON_FEELINGS;

/** The stored { emotionId } entries' ids; anything else in the list is skipped. */
function storedEmotionIds(value: unknown[]): string[] {
  return value.flatMap((entry) => (isObject(entry) && typeof entry.emotionId === "string" ? [entry.emotionId] : []));
}

/**
 * A stored mood draft, checked field by field. A draft of the wrong shape is ignored as a whole; out-of-range
 * health figures fall back to their defaults, and detailed emotions no longer in the catalogue are dropped (their
 * keyword is kept only if it is still a selected common feeling).
 */
export function parseMoodDraft(data: unknown): MoodFormState | null {
  if (!isObject(data)) return null;
  const { moodValue, selectedKeywords, customKeywords, contextNotes, healthMetrics, emotionMetadata } = data;
  if (!inRange(moodValue, MOOD_VALUE_MIN, MOOD_VALUE_MAX) || !Number.isInteger(moodValue)) return null;
  if (!isStringArray(selectedKeywords) || !isStringArray(customKeywords)) return null;
  if (typeof contextNotes !== "string" || contextNotes.length > MOOD_NOTES_MAX_LENGTH) return null;
  if (!isObject(healthMetrics) || !Array.isArray(emotionMetadata)) return null;
  const { sleepHours, stressLevel } = healthMetrics;
  const selected = [...new Set(selectedKeywords.filter((k) => commonFeelings.includes(k)))];
  const custom = [
    ...new Set(
      customKeywords
        .map((k) => k.trim().toLowerCase())
        .filter((k) => k.length > 0 && [...k].length <= CUSTOM_FEELING_MAX_LENGTH && !commonFeelings.includes(k)),
    ),
  ];
  // Only the ids are read: names, category and intensity come from the catalogue and the mood, not from storage, so
  // an edited draft cannot smuggle in other labels.
  const emotionIds = storedEmotionIds(emotionMetadata).flatMap((id) => {
    const known = findEmotion(id);
    return known && selected.includes(known.emotion.mappedKeyword) ? [known.emotion.id] : [];
  });
  return {
    moodValue,
    selectedKeywords: selected,
    customKeywords: custom,
    contextNotes,
    healthMetrics: {
      sleepHours:
        inRange(sleepHours, SLEEP_HOURS_MIN, SLEEP_HOURS_MAX) && isOnSleepStep(sleepHours)
          ? sleepHours
          : SLEEP_HOURS_DEFAULT,
      stressLevel:
        inRange(stressLevel, STRESS_LEVEL_MIN, STRESS_LEVEL_MAX) && Number.isInteger(stressLevel)
          ? stressLevel
          : STRESS_LEVEL_DEFAULT,
    },
    emotionMetadata: describeEmotions(emotionIds, moodValue),
  };
}

export function saveMoodDraft(storage: BackupStorage, draft: MoodFormState, timestamp: number): boolean {
  return saveBackup(storage, MOOD_LOG_BACKUP, draft, timestamp);
}

export function loadMoodDraft(storage: BackupStorage): MoodFormState | null {
  return loadBackup(storage, MOOD_LOG_BACKUP, parseMoodDraft)?.data ?? null;
}

export function clearMoodDraft(storage: BackupStorage): void {
  clearBackup(storage, MOOD_LOG_BACKUP);
}
