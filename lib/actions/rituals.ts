"use server";

import { archiveRitual } from "@/lib/services/rituals/archive-ritual";
import { completeRitual } from "@/lib/services/rituals/complete-ritual";
import { deleteRitual } from "@/lib/services/rituals/delete-ritual";
import { generateRitualFor } from "@/lib/services/rituals/generate-ritual-for";
import { rateRitual } from "@/lib/services/rituals/rate-ritual";
import { reflectOnRitual } from "@/lib/services/rituals/reflect-on-ritual";
import { noInputSchema } from "@/lib/validation/partner";
import {
  ritualArchiveSchema,
  ritualFeedbackSchema,
  ritualIdSchema,
  ritualReflectionSchema,
} from "@/lib/validation/rituals";
import { action, requireUser } from "./result";

// Spec 3 §8's ritual toasts ('Failed to complete ritual. Please try again.', …) are the screen's: it shows them
// when an action fails, after rolling back its optimistic change. Every action acts on the session user's rituals.

export const generateRitualAction = action
  .use(requireUser)
  .input(noInputSchema)
  .run(({ user }) => generateRitualFor({ user }));

export const completeRitualAction = action
  .use(requireUser)
  .input(ritualIdSchema)
  .run(({ input, user }) => completeRitual({ user, input }));

export const deleteRitualAction = action
  .use(requireUser)
  .input(ritualIdSchema)
  .run(({ input, user }) => deleteRitual({ userId: user.id, input }));

/** Archive or Restore (decision 050): the person's own copy only. */
export const archiveRitualAction = action
  .use(requireUser)
  .input(ritualArchiveSchema)
  .run(({ input, user }) => archiveRitual({ userId: user.id, input }));

export const reflectOnRitualAction = action
  .use(requireUser)
  .input(ritualReflectionSchema)
  .run(({ input, user }) => reflectOnRitual({ userId: user.id, input }));

export const rateRitualAction = action
  .use(requireUser)
  .input(ritualFeedbackSchema)
  .run(({ input, user }) => rateRitual({ userId: user.id, input }));
