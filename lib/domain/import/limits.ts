/**
 * The largest file an import takes (decision 076): ten years of daily Daylio entries with a paragraph of notes each
 * come to about 6 MB, and the whole file is read in one request. Its own module, free of node:crypto, because the
 * upload form checks it in the browser before sending anything.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const IMPORT_TOO_LARGE_MESSAGE = `This file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Export a shorter period from the app and import each file in turn.`;

/** True when a file of this many bytes is over the cap. */
export function isImportTooLarge(bytes: number): boolean {
  return bytes > IMPORT_MAX_BYTES;
}

/**
 * A mood mapping (name → value) as an import request carries it: name and value pairs, so each name is a field the
 * request's schema checks (lib/validation/imports.ts). Here beside the size cap because the browser's form reads both.
 */
export function moodMappingPairs(mapping: Readonly<Record<string, number>>): { mood: string; value: number }[] {
  return Object.entries(mapping).map(([mood, value]) => ({ mood, value }));
}
