import { z } from "zod";
import { MOOD_VALUE_MAX, MOOD_VALUE_MIN } from "@/lib/domain/labels";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MESSAGE } from "@/lib/domain/import/limits";
import { CSV_DATE_FORMATS } from "@/lib/domain/import/view";
import { anyText, text } from "./text";

/**
 * An import's request (issue #40, decision 076): the file's text as read in the browser, and the values the person
 * chose for its moods. The text is taken whole, control characters and all: each row's are the domain's to find and
 * report with the row's line (lib/domain/import), so one damaged note skips one row, not the file. Its byte size is
 * checked by the service; characters are never more than bytes, so this bound is the same cap, checked first.
 */
export const importMessages = {
  tooLarge: IMPORT_TOO_LARGE_MESSAGE,
  empty: "Choose a file to import",
  source: "Choose the app the file comes from",
  moodValue: "Each mood needs a value from -3 to 3",
  column: "Choose the file's columns again",
} as const;

/** A column of the file, by its position (the server reads the header itself: no name travels). */
const column = z.number({ error: importMessages.column }).int(importMessages.column).min(0).max(500);

const moodValue = z
  .number({ error: importMessages.moodValue })
  .int(importMessages.moodValue)
  .min(MOOD_VALUE_MIN, importMessages.moodValue)
  .max(MOOD_VALUE_MAX, importMessages.moodValue);

export const importRequestSchema = z.object({
  source: z.enum(["daylio", "attune", "csv"], { error: importMessages.source }),
  content: anyText({
    min: 1,
    max: IMPORT_MAX_BYTES,
    trim: false,
    error: { required: importMessages.empty, tooLong: importMessages.tooLarge },
  }),
  // Sent as pairs, so every mood name is a field the control-character table holds to its policy (a name with a
  // control character is refused); parsed into the name → value map the domain reads.
  moodMapping: z
    .array(z.object({ mood: text({ max: 100, min: 1 }), value: moodValue }))
    .max(200, importMessages.moodValue)
    .default([])
    .transform((pairs) => Object.fromEntries(pairs.map(({ mood, value }) => [mood, value]))),
  // A generic CSV's columns as the person chose them (decision 082); absent for the first preview, which guesses.
  columns: z
    .object({
      date: column,
      dateFormat: z.enum(CSV_DATE_FORMATS, { error: importMessages.column }),
      time: column.nullable(),
      mood: column,
      moodKind: z.enum(["value", "name"], { error: importMessages.column }),
      note: column.nullable(),
      tags: column.nullable(),
    })
    .nullable()
    .default(null),
});
export type ImportRequest = z.output<typeof importRequestSchema>;

export const shareImportSchema = z.object({ importId: z.uuid({ error: "Import not found" }) });
