import { z } from "zod";
import {
  isReminderDays,
  isValidCalendarDate,
  SPECIAL_DATE_MIN_YEAR,
  SPECIAL_DATE_NOTES_MAX_LENGTH,
  SPECIAL_DATE_TITLE_MAX_LENGTH,
  SPECIAL_DATE_TYPES,
  type ReminderDays,
} from "@/lib/domain/special-dates";
import { anyText, orNull, text } from "./text";

/**
 * Special-date input (spec 3 §5), shared by the Settings dialogs and the server actions. Field wording is ours; the
 * toasts for failed actions are the spec's (§8) and live with the actions.
 *
 * Unknown keys are stripped, not refused: a payload carrying user_id/userId/partnerId changes nothing, and the
 * update schema has no dateType at all, so the type a date was created with cannot be changed (spec 3 §5).
 */

export const specialDateMessages = {
  titleRequired: "Title is required",
  titleTooLong: `Title can be at most ${SPECIAL_DATE_TITLE_MAX_LENGTH} characters`,
  dateRequired: "Date is required",
  dateInvalid: "Please enter a valid date",
  typeInvalid: "Please choose birthday, anniversary or custom",
  reminderInvalid: "Please choose a reminder of 1, 3, 7, 14 or 30 days before",
  notesTooLong: `Notes can be at most ${SPECIAL_DATE_NOTES_MAX_LENGTH} characters`,
  flagInvalid: "Please choose on or off",
  idInvalid: "Special date not found",
} as const;

/** Stored as plain text and shown to the partner and in reminders: control characters are refused. */
const title = text({
  max: SPECIAL_DATE_TITLE_MAX_LENGTH,
  min: 1,
  error: { required: specialDateMessages.titleRequired, tooLong: specialDateMessages.titleTooLong },
});

/** "YYYY-MM-DD"; the calendar check refuses anything else, control characters included, with the date's message. */
const dateValue = text({
  max: 32,
  min: 1,
  error: {
    required: specialDateMessages.dateRequired,
    tooLong: specialDateMessages.dateInvalid,
    unsupported: specialDateMessages.dateInvalid,
  },
}).refine(
  (value) => isValidCalendarDate(value) && Number(value.slice(0, 4)) >= SPECIAL_DATE_MIN_YEAR,
  specialDateMessages.dateInvalid,
);

const reminderDaysBefore = z
  .number({ error: specialDateMessages.reminderInvalid })
  .refine(isReminderDays, specialDateMessages.reminderInvalid)
  .transform((n) => n as ReminderDays);

/** Trimmed; empty becomes null. Stored encrypted (partner_special_dates.notes), so any text is accepted. */
const notes = orNull(
  anyText({ max: SPECIAL_DATE_NOTES_MAX_LENGTH, error: { tooLong: specialDateMessages.notesTooLong } }),
);

const flag = z.boolean({ error: specialDateMessages.flagInvalid });

export const specialDateIdSchema = z.object({ id: z.uuid({ error: specialDateMessages.idInvalid }) });

const editableFields = {
  title,
  dateValue,
  recurringAnnually: flag,
  reminderDaysBefore,
  notes,
  sharedWithPartner: flag,
  /**
   * The author answered "Share it" to the question asked when the date's words spoke of harm by a partner (decision
   * 080); without it such a date marked shared is kept private and the question is asked.
   */
  confirmedShare: z.boolean({ error: specialDateMessages.flagInvalid }).default(false),
};

export const addSpecialDateSchema = z.object({
  dateType: z.enum(SPECIAL_DATE_TYPES, { error: specialDateMessages.typeInvalid }),
  ...editableFields,
});

export const updateSpecialDateSchema = z.object({ ...specialDateIdSchema.shape, ...editableFields });

export type AddSpecialDateInput = z.output<typeof addSpecialDateSchema>;
export type UpdateSpecialDateInput = z.output<typeof updateSpecialDateSchema>;
export type SpecialDateIdInput = z.output<typeof specialDateIdSchema>;
