"use server";

import { addSpecialDate } from "@/lib/services/special-dates/add-special-date";
import { deleteSpecialDate } from "@/lib/services/special-dates/delete-special-date";
import { updateSpecialDate } from "@/lib/services/special-dates/update-special-date";
import { addSpecialDateSchema, specialDateIdSchema, updateSpecialDateSchema } from "@/lib/validation/special-dates";
import { action, requireUser } from "./result";

// Spec 3 §8's toasts for these actions ('Failed to add special date', …) live in lib/http/failure-copy.ts, under the
// operation each action names. The list is read by the Settings page through the service (app/settings/_components).

export const addSpecialDateAction = action
  .use(requireUser)
  .failures("specialDates.add")
  .input(addSpecialDateSchema)
  .run(async ({ input, user }) => {
    const { id, support, confirmShare } = await addSpecialDate({ userId: user.id, input });
    return { id, support, confirmShare };
  });

export const updateSpecialDateAction = action
  .use(requireUser)
  .failures("specialDates.update")
  .input(updateSpecialDateSchema)
  .run(async ({ input, user }) => {
    const { id, support, confirmShare } = await updateSpecialDate({ userId: user.id, input });
    return { id, support, confirmShare };
  });

export const deleteSpecialDateAction = action
  .use(requireUser)
  .failures("specialDates.delete")
  .input(specialDateIdSchema)
  .run(async ({ input, user }) => {
    await deleteSpecialDate({ userId: user.id, input });
    return undefined;
  });
