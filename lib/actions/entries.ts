"use server";

import { logMood } from "@/lib/services/log-mood";
import { logPartnerCheckin } from "@/lib/services/log-partner-checkin";
import { logPersonalCheckin } from "@/lib/services/log-personal-checkin";
import {
  idempotencyKeySchema,
  moodLogSchema,
  partnerCheckinSchema,
  personalCheckinSchema,
} from "@/lib/validation/entries";
import { action, requireUser } from "./result";

// The forms send one idempotency key per submission (the second argument), so a retry after the 15 s timeout cannot
// log anything twice.

export const logMoodAction = action
  .use(requireUser)
  .input(moodLogSchema, idempotencyKeySchema)
  .run(({ input, args: [idempotencyKey], user }) =>
    logMood({ userId: user.id, timeZone: user.timeZone, input, idempotencyKey }),
  );

export const logPartnerCheckinAction = action
  .use(requireUser)
  .input(partnerCheckinSchema, idempotencyKeySchema)
  .run(({ input, args: [idempotencyKey], user }) => logPartnerCheckin({ userId: user.id, input, idempotencyKey }));

export const logPersonalCheckinAction = action
  .use(requireUser)
  .input(personalCheckinSchema, idempotencyKeySchema)
  .run(({ input, args: [idempotencyKey], user }) => logPersonalCheckin({ userId: user.id, input, idempotencyKey }));
