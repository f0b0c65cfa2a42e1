import { insertPersonalCheckin } from "@/lib/data/checkins";
import { insertLiveEvents } from "@/lib/data/live-events";
import { checkinEvents } from "@/lib/domain/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import type { PersonalCheckinInput } from "@/lib/validation/entries";
import { awardAchievementsAfterWrite } from "../achievements/award-achievements";
import { fingerprintOf, refuseChangedReplay } from "../shared/replay-guard";
import { updateCorrelationInsightsAfterCheckin } from "../analytics/update-correlation-insights";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { screenForAuthor } from "../safety/screen-for-author";

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
}: LogPersonalCheckinOptions): Promise<{ checkinId: string; created: boolean; support: CrisisSupport | null }> {
  const fingerprint = fingerprintOf(idempotencyKey, input);
  // Screened before the write, never after it: a failed read after the commit would answer an error for a saved
  // entry (the outage test holds rows to the successes answered). The author alone gets the lines (decision 080).
  // Private to its author, so nothing to hold back.
  const { support } = await screenForAuthor({ userId, texts: [input.gratitudeNote] });
  const { checkin, created } = await inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    const written = await insertPersonalCheckin(
      {
        userId,
        partnerId: access?.partnerId ?? null,
        score: input.moodScore,
        emotion: input.emotion,
        note: input.gratitudeNote,
        idempotencyKey,
        idempotencyFingerprint: fingerprint,
      },
      tx,
    );
    refuseChangedReplay(written, fingerprint);
    if (written.created) {
      await insertLiveEvents(checkinEvents({ authorId: userId, id: written.checkin.id, partner: null }), tx);
    }
    return written;
  });
  // After the commit, so a failing award cannot abort the check-in's transaction; only for a new check-in.
  if (created) await awardAchievementsAfterWrite({ userId, kind: "personal_checkin", at: checkin.at });
  // Spec 2 §3: patterns are computed when check-ins are written; like the award, a failure is logged, never thrown.
  if (created) {
    await updateCorrelationInsightsAfterCheckin({
      userId,
      feeling: checkin.emotion,
      at: checkin.at,
      kind: "personal_checkin",
    });
  }
  return { checkinId: checkin.id, created, support };
}
