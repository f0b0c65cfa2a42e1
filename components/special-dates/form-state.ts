import {
  DEFAULT_REMINDER_DAYS,
  SPECIAL_DATE_DEFAULTS,
  SPECIAL_DATE_TYPES,
  type ReminderDays,
  type SpecialDateType,
  type SpecialDateView,
} from "@/lib/domain/special-dates";

/** What the Add/Edit dialogs hold while the user types; sent as is to the actions, which validate it. */
export interface SpecialDateDraft {
  dateType: SpecialDateType;
  title: string;
  dateValue: string;
  recurringAnnually: boolean;
  reminderDaysBefore: ReminderDays;
  notes: string;
  sharedWithPartner: boolean;
}

/** A new date starts as a birthday with its defaults (spec 3 §5: reminder 7, recurring and shared on). */
export function newDraft(type: SpecialDateType = "birthday"): SpecialDateDraft {
  const defaults = SPECIAL_DATE_DEFAULTS[type];
  return {
    dateType: type,
    title: defaults.title,
    dateValue: "",
    recurringAnnually: defaults.recurringAnnually,
    reminderDaysBefore: defaults.reminderDaysBefore ?? DEFAULT_REMINDER_DAYS,
    notes: "",
    sharedWithPartner: defaults.sharedWithPartner,
  };
}

const DEFAULT_TITLES = new Set(SPECIAL_DATE_TYPES.map((type) => SPECIAL_DATE_DEFAULTS[type].title));

/**
 * Choosing another type fills in that type's defaults (title, recurring, shared). A title the user typed is kept;
 * only an empty one or another type's default title is replaced. The date, reminder and notes stay as entered.
 */
export function changeDraftType(draft: SpecialDateDraft, type: SpecialDateType): SpecialDateDraft {
  const defaults = SPECIAL_DATE_DEFAULTS[type];
  const titleIsDefault = DEFAULT_TITLES.has(draft.title.trim());
  return {
    ...draft,
    dateType: type,
    title: titleIsDefault ? defaults.title : draft.title,
    recurringAnnually: defaults.recurringAnnually,
    sharedWithPartner: defaults.sharedWithPartner,
  };
}

/** The Edit dialog starts from the saved values. */
export function draftFrom(date: SpecialDateView): SpecialDateDraft {
  return {
    dateType: date.dateType,
    title: date.title,
    dateValue: date.dateValue,
    recurringAnnually: date.recurringAnnually,
    reminderDaysBefore: date.reminderDaysBefore as ReminderDays,
    notes: date.notes ?? "",
    sharedWithPartner: date.sharedWithPartner,
  };
}

/** The update payload: everything but the type, which is fixed after creation (spec 3 §5). */
export function updatePayload(id: string, draft: SpecialDateDraft) {
  const { dateType: _fixed, ...fields } = draft;
  void _fixed;
  return { id, ...fields };
}

export type DraftErrors = Partial<Record<keyof SpecialDateDraft, string>>;

/** The first message per field from an action's fieldErrors. */
export function draftErrors(fieldErrors: Record<string, string[]> | undefined): DraftErrors {
  const errors: DraftErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages[0]) errors[field as keyof SpecialDateDraft] = messages[0];
  }
  return errors;
}
