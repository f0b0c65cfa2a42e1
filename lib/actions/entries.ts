"use server";

import { logMood, type LogMoodResult } from "@/lib/services/log-mood";
import { logPartnerCheckin } from "@/lib/services/log-partner-checkin";
import { logPersonalCheckin } from "@/lib/services/log-personal-checkin";
import {
  idempotencyKeySchema,
  moodLogSchema,
  partnerCheckinSchema,
  personalCheckinSchema,
} from "@/lib/validation/entries";
import { runUserAction, type ActionResult } from "./result";

// The forms send one idempotency key per submission, so a retry after the 15 s timeout cannot log anything twice.

export async function logMoodAction(input: unknown, idempotencyKey: string): Promise<ActionResult<LogMoodResult>> {
  return runUserAction(moodLogSchema, input, (parsed, user) =>
    logMood({
      userId: user.id,
      timeZone: user.timeZone,
      input: parsed,
      idempotencyKey: idempotencyKeySchema.parse(idempotencyKey),
    }),
  );
}

export async function logPartnerCheckinAction(
  input: unknown,
  idempotencyKey: string,
): Promise<ActionResult<{ checkinId: string; created: boolean; shared: boolean }>> {
  return runUserAction(partnerCheckinSchema, input, (parsed, user) =>
    logPartnerCheckin({ userId: user.id, input: parsed, idempotencyKey: idempotencyKeySchema.parse(idempotencyKey) }),
  );
}

export async function logPersonalCheckinAction(
  input: unknown,
  idempotencyKey: string,
): Promise<ActionResult<{ checkinId: string; created: boolean }>> {
  return runUserAction(personalCheckinSchema, input, (parsed, user) =>
    logPersonalCheckin({ userId: user.id, input: parsed, idempotencyKey: idempotencyKeySchema.parse(idempotencyKey) }),
  );
}
