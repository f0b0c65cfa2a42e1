"use server";

import { z } from "zod";
import type { SpecialDatesOverview } from "@/lib/domain/special-dates";
import { addSpecialDate } from "@/lib/services/add-special-date";
import { deleteSpecialDate } from "@/lib/services/delete-special-date";
import { listSpecialDates } from "@/lib/services/list-special-dates";
import { updateSpecialDate } from "@/lib/services/update-special-date";
import { addSpecialDateSchema, specialDateIdSchema, updateSpecialDateSchema } from "@/lib/validation/special-dates";
import { runUserAction, type ActionResult } from "./result";

/**
 * Spec 3 §8 toasts: a failed action says what failed ('Failed to add special date', ...), an anonymous add says
 * 'You must be logged in to add special dates', a failed load carries the reason after 'Failed to load special
 * dates: '. Invalid input keeps its field errors and the first field message, so the form can point at the field.
 */
const FAILURE = {
  add: "Failed to add special date",
  update: "Failed to update special date",
  delete: "Failed to delete special date",
  anonymousAdd: "You must be logged in to add special dates",
  load: "Failed to load special dates: ",
} as const;

function withSpecMessage<T>(result: ActionResult<T>, message: (original: string, code: string) => string) {
  if (result.ok || result.error.code === "VALIDATION") return result;
  return { ok: false as const, error: { ...result.error, message: message(result.error.message, result.error.code) } };
}

export async function listSpecialDatesAction(): Promise<ActionResult<SpecialDatesOverview>> {
  const result = await runUserAction(z.undefined(), undefined, (_parsed, user) =>
    listSpecialDates({ userId: user.id }),
  );
  return withSpecMessage(result, (original) => `${FAILURE.load}${original}`);
}

export async function addSpecialDateAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  const result = await runUserAction(addSpecialDateSchema, input, async (parsed, user) => {
    const { id } = await addSpecialDate({ userId: user.id, input: parsed });
    return { id };
  });
  return withSpecMessage(result, (_original, code) =>
    code === "UNAUTHENTICATED" ? FAILURE.anonymousAdd : FAILURE.add,
  );
}

export async function updateSpecialDateAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  const result = await runUserAction(updateSpecialDateSchema, input, async (parsed, user) => {
    const { id } = await updateSpecialDate({ userId: user.id, input: parsed });
    return { id };
  });
  return withSpecMessage(result, () => FAILURE.update);
}

export async function deleteSpecialDateAction(input: unknown): Promise<ActionResult> {
  const result = await runUserAction(specialDateIdSchema, input, async (parsed, user) => {
    await deleteSpecialDate({ userId: user.id, input: parsed });
    return undefined;
  });
  return withSpecMessage(result, () => FAILURE.delete);
}
