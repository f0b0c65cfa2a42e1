import { describe, expect, test } from "vitest";
import type { SpecialDateView } from "@/lib/domain/special-dates";
import { changeDraftType, draftErrors, draftFrom, newDraft, updatePayload } from "./form-state";

describe("special date drafts", () => {
  test("a new date is a birthday with the spec's defaults", () => {
    expect(newDraft()).toEqual({
      dateType: "birthday",
      title: "Birthday",
      dateValue: "",
      recurringAnnually: true,
      reminderDaysBefore: 7,
      notes: "",
      sharedWithPartner: true,
    });
  });

  test("changing the type fills that type's defaults", () => {
    const custom = changeDraftType(newDraft(), "custom");
    expect(custom).toMatchObject({ dateType: "custom", title: "", recurringAnnually: false, sharedWithPartner: true });
    const anniversary = changeDraftType(custom, "anniversary");
    expect(anniversary).toMatchObject({ title: "Anniversary", recurringAnnually: true, sharedWithPartner: true });
    expect(changeDraftType(anniversary, "birthday").title).toBe("Birthday");
  });

  test("a typed title, the date, reminder and notes survive a type change", () => {
    const typed = { ...newDraft(), title: "Mum's 60th", dateValue: "2026-09-01", reminderDaysBefore: 30 as const };
    expect(changeDraftType({ ...typed, notes: "cake" }, "custom")).toMatchObject({
      title: "Mum's 60th",
      dateValue: "2026-09-01",
      reminderDaysBefore: 30,
      notes: "cake",
      recurringAnnually: false,
    });
  });

  test("editing starts from the saved values and never sends the type", () => {
    const view: SpecialDateView = {
      id: "d1",
      dateType: "anniversary",
      title: "Us",
      dateValue: "2019-09-14",
      recurringAnnually: true,
      reminderDaysBefore: 14,
      notes: null,
      sharedWithPartner: false,
      isOwner: true,
      nextOccurrence: "2026-09-14",
      daysUntil: 100,
      isUpcoming: false,
    };
    const draft = draftFrom(view);
    expect(draft).toEqual({
      dateType: "anniversary",
      title: "Us",
      dateValue: "2019-09-14",
      recurringAnnually: true,
      reminderDaysBefore: 14,
      notes: "",
      sharedWithPartner: false,
    });
    expect(updatePayload("d1", draft)).not.toHaveProperty("dateType");
    expect(updatePayload("d1", draft)).toMatchObject({ id: "d1", title: "Us" });
  });

  test("field errors: the first message per field", () => {
    expect(draftErrors({ title: ["Title is required", "x"], dateValue: [] })).toEqual({ title: "Title is required" });
    expect(draftErrors(undefined)).toEqual({});
  });
});
