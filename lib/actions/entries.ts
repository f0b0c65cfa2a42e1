"use server";

import { redirect } from "next/navigation";
import { logMood } from "@/lib/services/moods/log-mood";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { logPersonalCheckin } from "@/lib/services/checkins/log-personal-checkin";
import { shareHeldCheckin } from "@/lib/services/checkins/share-held-checkin";
import { reflectOnMood } from "@/lib/services/moods/reflect-on-mood";
import {
  idempotencyKeySchema,
  moodLogSchema,
  moodReflectionSchema,
  heldCheckinSchema,
  partnerCheckinSchema,
  personalCheckinSchema,
} from "@/lib/validation/entries";
import { QUICK_MOOD_FIELDS, quickMoodOutcomeHref, quickMoodSchema } from "@/lib/validation/quick-mood";
import { action, requireUser } from "./result";

// The forms send one idempotency key per submission (the second argument), so a retry after the 15 s timeout cannot
// log anything twice.

export const logMoodAction = action
  .use(requireUser)
  .input(moodLogSchema, idempotencyKeySchema)
  .run(({ input, args: [idempotencyKey], user }) =>
    logMood({ userId: user.id, timeZone: user.timeZone, input, idempotencyKey }),
  );

/** The answer to the reflection prompt shown after a mood (decision 061). */
export const reflectOnMoodAction = action
  .use(requireUser)
  .input(moodReflectionSchema)
  .run(({ input, user }) => reflectOnMood({ userId: user.id, timeZone: user.timeZone, input }));

export const logPartnerCheckinAction = action
  .use(requireUser)
  .input(partnerCheckinSchema, idempotencyKeySchema)
  .run(({ input, args: [idempotencyKey], user }) => logPartnerCheckin({ userId: user.id, input, idempotencyKey }));

/** "Share it" on a partner check-in whose note the screen held back (decision 080). */
export const shareHeldCheckinAction = action
  .use(requireUser)
  .input(heldCheckinSchema)
  .run(({ input, user }) => shareHeldCheckin({ userId: user.id, checkinId: input.checkinId }));

export const logPersonalCheckinAction = action
  .use(requireUser)
  .input(personalCheckinSchema, idempotencyKeySchema)
  .run(({ input, args: [idempotencyKey], user }) => logPersonalCheckin({ userId: user.id, input, idempotencyKey }));

/** The dashboard's quick mood row (issue #32): one face, the same service as the full form. */
const quickLogMood = action
  .use(requireUser)
  .input(quickMoodSchema)
  .run(async ({ input, user }) => {
    await logMood({
      userId: user.id,
      timeZone: user.timeZone,
      input: input.mood,
      idempotencyKey: input.idempotencyKey,
    });
    return undefined;
  });

/**
 * The quick row's form action. The row is a plain form in a server component, so nothing in the browser reads what an
 * action returns: every outcome, success or failure (as the one mapper words it), becomes a redirect to the dashboard
 * naming it, which the row shows (lib/validation/quick-mood.ts). The work itself is the built action above.
 */
export async function quickLogMoodAction(form: FormData): Promise<never> {
  const result = await quickLogMood(form);
  redirect(quickMoodOutcomeHref(result, form instanceof FormData ? form.get(QUICK_MOOD_FIELDS.mood) : null));
}
