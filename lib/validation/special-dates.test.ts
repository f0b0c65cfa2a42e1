import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  addSpecialDateSchema,
  specialDateIdSchema,
  specialDateMessages,
  updateSpecialDateSchema,
} from "./special-dates";

const valid = {
  dateType: "birthday",
  title: "  Sam's Birthday  ",
  dateValue: "1990-08-15",
  recurringAnnually: true,
  reminderDaysBefore: 7,
  notes: "  Loves lilies ",
  sharedWithPartner: true,
};
const ID = "5b1f6c1e-8a43-4a55-9a3e-0d8f2f6f9c11";

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a validation error");
  return z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>;
}

describe("addSpecialDateSchema", () => {
  test("trims title and notes and keeps the rest", () => {
    expect(addSpecialDateSchema.parse(valid)).toEqual({
      ...valid,
      title: "Sam's Birthday",
      notes: "Loves lilies",
      // Decision 080: unconfirmed unless the author answered "Share it".
      confirmedShare: false,
    });
  });

  test("title is required (missing, empty or blank) and at most 200 characters", () => {
    expect(errorsOf(addSpecialDateSchema, { ...valid, title: undefined }).title).toEqual(["Title is required"]);
    expect(errorsOf(addSpecialDateSchema, { ...valid, title: "" }).title).toEqual(["Title is required"]);
    expect(errorsOf(addSpecialDateSchema, { ...valid, title: "   " }).title).toEqual(["Title is required"]);
    expect(addSpecialDateSchema.parse({ ...valid, title: "x".repeat(200) }).title).toHaveLength(200);
    expect(addSpecialDateSchema.parse({ ...valid, title: ` ${"x".repeat(200)} ` }).title).toHaveLength(200);
    expect(errorsOf(addSpecialDateSchema, { ...valid, title: "x".repeat(201) }).title).toEqual([
      specialDateMessages.titleTooLong,
    ]);
    // Characters, not UTF-16 units: 200 emoji fit.
    expect(addSpecialDateSchema.parse({ ...valid, title: "🎂".repeat(200) }).title).toBe("🎂".repeat(200));
  });

  test("date is required and must be a real YYYY-MM-DD date", () => {
    expect(errorsOf(addSpecialDateSchema, { ...valid, dateValue: undefined }).dateValue).toEqual(["Date is required"]);
    expect(errorsOf(addSpecialDateSchema, { ...valid, dateValue: "" }).dateValue).toEqual(["Date is required"]);
    for (const bad of [
      "2026-02-30",
      "2026-02-29",
      "2026-13-01",
      "15/08/1990",
      "1990-8-15",
      "2026-01-01T00:00Z",
      "0999-12-31",
      "0001-01-01",
    ]) {
      expect(errorsOf(addSpecialDateSchema, { ...valid, dateValue: bad }).dateValue).toEqual([
        specialDateMessages.dateInvalid,
      ]);
    }
    expect(addSpecialDateSchema.parse({ ...valid, dateValue: "2024-02-29" }).dateValue).toBe("2024-02-29");
    expect(addSpecialDateSchema.parse({ ...valid, dateValue: "1000-01-01" }).dateValue).toBe("1000-01-01");
  });

  test("type must be birthday, anniversary or custom", () => {
    for (const type of ["birthday", "anniversary", "custom"]) {
      expect(addSpecialDateSchema.parse({ ...valid, dateType: type }).dateType).toBe(type);
    }
    expect(errorsOf(addSpecialDateSchema, { ...valid, dateType: "holiday" }).dateType).toEqual([
      specialDateMessages.typeInvalid,
    ]);
    expect(errorsOf(addSpecialDateSchema, { ...valid, dateType: undefined }).dateType).toBeDefined();
  });

  test("reminder must be one of 1, 3, 7, 14, 30", () => {
    for (const n of [1, 3, 7, 14, 30]) {
      expect(addSpecialDateSchema.parse({ ...valid, reminderDaysBefore: n }).reminderDaysBefore).toBe(n);
    }
    for (const n of [0, 2, 31, 7.5, "7", null]) {
      expect(errorsOf(addSpecialDateSchema, { ...valid, reminderDaysBefore: n }).reminderDaysBefore).toEqual([
        specialDateMessages.reminderInvalid,
      ]);
    }
  });

  test("notes are optional, empty becomes null, at most 1000 characters", () => {
    expect(addSpecialDateSchema.parse({ ...valid, notes: undefined }).notes).toBeNull();
    expect(addSpecialDateSchema.parse({ ...valid, notes: null }).notes).toBeNull();
    expect(addSpecialDateSchema.parse({ ...valid, notes: "   " }).notes).toBeNull();
    expect(addSpecialDateSchema.parse({ ...valid, notes: "n".repeat(1000) }).notes).toHaveLength(1000);
    expect(errorsOf(addSpecialDateSchema, { ...valid, notes: "n".repeat(1001) }).notes).toEqual([
      specialDateMessages.notesTooLong,
    ]);
  });

  test("the switches must be booleans", () => {
    expect(errorsOf(addSpecialDateSchema, { ...valid, recurringAnnually: "yes" }).recurringAnnually).toEqual([
      specialDateMessages.flagInvalid,
    ]);
    expect(errorsOf(addSpecialDateSchema, { ...valid, sharedWithPartner: undefined }).sharedWithPartner).toEqual([
      specialDateMessages.flagInvalid,
    ]);
  });

  test("owner and partner ids in the payload are dropped (mass assignment)", () => {
    const parsed = addSpecialDateSchema.parse({ ...valid, userId: "x", user_id: "x", partnerId: "y", id: ID });
    expect(Object.keys(parsed).sort()).toEqual(
      [
        "confirmedShare",
        "dateType",
        "dateValue",
        "notes",
        "recurringAnnually",
        "reminderDaysBefore",
        "sharedWithPartner",
        "title",
      ].sort(),
    );
  });
});

describe("updateSpecialDateSchema", () => {
  const { dateType: _type, ...fields } = valid;
  void _type;

  test("needs the date's id", () => {
    expect(updateSpecialDateSchema.parse({ ...fields, id: ID }).id).toBe(ID);
    expect(errorsOf(updateSpecialDateSchema, { ...fields, id: "not-a-uuid" }).id).toEqual([
      specialDateMessages.idInvalid,
    ]);
    expect(errorsOf(updateSpecialDateSchema, fields).id).toBeDefined();
  });

  test("has no date type: a dateType in the payload is ignored", () => {
    const parsed = updateSpecialDateSchema.parse({ ...fields, id: ID, dateType: "anniversary", userId: "x" });
    expect(parsed).not.toHaveProperty("dateType");
    expect(parsed).not.toHaveProperty("userId");
  });

  test("applies the same field rules as adding", () => {
    const errors = errorsOf(updateSpecialDateSchema, { ...fields, id: ID, title: " ", dateValue: "" });
    expect(errors.title).toEqual(["Title is required"]);
    expect(errors.dateValue).toEqual(["Date is required"]);
  });
});

test("specialDateIdSchema refuses anything but a UUID", () => {
  expect(specialDateIdSchema.parse({ id: ID })).toEqual({ id: ID });
  expect(specialDateIdSchema.safeParse({ id: "1; drop table" }).success).toBe(false);
  expect(specialDateIdSchema.safeParse({}).success).toBe(false);
});
