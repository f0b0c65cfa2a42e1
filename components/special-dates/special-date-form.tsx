"use client";

import { Label } from "@/components/ui/label";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { TextField } from "@/components/ui/text-field";
import {
  REMINDER_DAY_CHOICES,
  SPECIAL_DATE_NOTES_MAX_LENGTH,
  SPECIAL_DATE_TITLE_MAX_LENGTH,
  SPECIAL_DATE_TYPE_LABELS,
  SPECIAL_DATE_TYPES,
  type ReminderDays,
  type SpecialDateType,
} from "@/lib/domain/special-dates";
import { changeDraftType, type DraftErrors, type SpecialDateDraft } from "./form-state";
import { SwitchField } from "./switch-field";

const selectClass = "h-10 w-full rounded-lg border border-brand-100 bg-white px-3 text-sm disabled:bg-brand-50";

const reminderLabel = (days: number) => `${days} ${days === 1 ? "day" : "days"} before`;

/**
 * The fields of the Add and Edit dialogs. On Edit the type is shown but locked (spec 3 §5: it cannot change after
 * creation). Client checks only mirror the required fields; the action's schema has the last word.
 */
export function SpecialDateForm({
  idPrefix,
  initial,
  typeLocked,
  partnerName,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  idPrefix: string;
  initial: SpecialDateDraft;
  typeLocked: boolean;
  partnerName: string;
  submitLabel: string;
  busyLabel: string;
  /** Resolves with field errors to show, or null when the dialog may close. */
  onSubmit: (draft: SpecialDateDraft) => Promise<DraftErrors | null>;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;

  function set<K extends keyof SpecialDateDraft>(key: K, value: SpecialDateDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing: DraftErrors = {};
    if (!draft.title.trim()) missing.title = "Title is required";
    if (!draft.dateValue) missing.dateValue = "Date is required";
    if (missing.title || missing.dateValue) {
      setErrors(missing);
      return;
    }
    setBusy(true);
    try {
      const fieldErrors = await onSubmit(draft);
      if (fieldErrors) setErrors(fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor={id("type")} className="text-sm font-medium">
          Type
        </Label>
        <select
          id={id("type")}
          value={draft.dateType}
          disabled={typeLocked || busy}
          aria-describedby={typeLocked ? id("type-hint") : undefined}
          onChange={(event) => setDraft((current) => changeDraftType(current, event.target.value as SpecialDateType))}
          className={selectClass}
        >
          {SPECIAL_DATE_TYPES.map((type) => (
            <option key={type} value={type}>
              {SPECIAL_DATE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        {typeLocked ? (
          <p id={id("type-hint")} className="text-xs text-muted">
            The type can&apos;t be changed after a date is added.
          </p>
        ) : null}
      </div>
      <TextField
        id={id("title")}
        label="Title"
        value={draft.title}
        maxLength={SPECIAL_DATE_TITLE_MAX_LENGTH}
        placeholder="e.g. First date"
        error={errors.title}
        disabled={busy}
        onValueChange={(value) => set("title", value)}
      />
      <TextField
        id={id("date")}
        label="Date"
        type="date"
        value={draft.dateValue}
        error={errors.dateValue}
        disabled={busy}
        onValueChange={(value) => set("dateValue", value)}
      />
      <SwitchField
        id={id("recurring")}
        label="Repeats every year"
        onText="Recurring annually"
        offText="One-time date"
        checked={draft.recurringAnnually}
        disabled={busy}
        onCheckedChange={(value) => set("recurringAnnually", value)}
      />
      <Field id={id("reminder")} label="Reminder" error={errors.reminderDaysBefore}>
        <select
          id={id("reminder")}
          value={draft.reminderDaysBefore}
          disabled={busy}
          onChange={(event) => set("reminderDaysBefore", Number(event.target.value) as ReminderDays)}
          className={selectClass}
        >
          {REMINDER_DAY_CHOICES.map((days) => (
            <option key={days} value={days}>
              {reminderLabel(days)}
            </option>
          ))}
        </select>
      </Field>
      <SwitchField
        id={id("shared")}
        label={`Share with ${partnerName}`}
        onText={`${partnerName} can see this date and gets its reminders`}
        offText="Only you can see this date"
        checked={draft.sharedWithPartner}
        disabled={busy}
        onCheckedChange={(value) => set("sharedWithPartner", value)}
      />
      <Field id={id("notes")} label="Notes (optional)" error={errors.notes}>
        <textarea
          id={id("notes")}
          value={draft.notes}
          maxLength={SPECIAL_DATE_NOTES_MAX_LENGTH}
          rows={3}
          disabled={busy}
          aria-invalid={!!errors.notes}
          aria-describedby={errors.notes ? `${id("notes")}-error` : undefined}
          onChange={(event) => set("notes", event.target.value)}
          className="w-full rounded-lg border border-brand-100 bg-white px-3 py-2 text-sm placeholder:text-muted"
          placeholder="Gift ideas, plans, anything to remember"
        />
      </Field>
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
