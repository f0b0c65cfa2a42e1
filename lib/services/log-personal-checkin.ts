import { insertPersonalCheckin } from "@/lib/data/checkins";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import type { PersonalCheckinInput } from "@/lib/validation/entries";

export interface LogPersonalCheckinOptions {
  userId: string;
  input: PersonalCheckinInput;
  idempotencyKey?: string | null;
}

/** Spec 2 §2.2: private to its author and outside the health score; the partner at the time is kept for context. */
export async function logPersonalCheckin({
  userId,
  input,
  idempotencyKey = null,
}: LogPersonalCheckinOptions): Promise<{ checkinId: string; created: boolean }> {
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(tx, userId);
    const { checkin, created } = await insertPersonalCheckin(tx, {
      userId,
      partnerId: access?.partnerId ?? null,
      score: input.moodScore,
      emotion: input.emotion,
      note: input.gratitudeNote,
      idempotencyKey,
    });
    return { checkinId: checkin.id, created };
  });
}
