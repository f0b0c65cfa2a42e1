import { reportFollowUpFailure } from "../shared/report-follow-up-failure";
import { addCorrelationOccurrences } from "@/lib/data/correlation-insights";
import { listPartnerMoodsBetween } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { withReader } from "@/lib/data/transaction";
import { CORRELATION_LOOKBACK_HOURS, computeCorrelationInsights } from "@/lib/domain/correlations";

export interface CorrelationCheckinWritten {
  userId: string;
  /** The check-in's feeling (a partner check-in's emotion tag or a personal check-in's emotional state). */
  feeling: string;
  /** The check-in's stored instant. */
  at: Date;
  /** Which service wrote it, for the log line only. */
  kind: "partner_checkin" | "personal_checkin";
}

const LOOKBACK_MS = CORRELATION_LOOKBACK_HOURS * 3_600_000;

/**
 * Spec 2 §3/§4.8: emotional_correlation_insights are computed when check-ins are written. A pattern's count is the
 * number of the user's check-ins with that feeling that the partner's tag preceded within 24 hours, and a partner
 * mood logged after a check-in cannot count for it (lib/domain/correlations.ts). So a check-in's contribution is
 * fixed when it is written, and it is added then: the engine runs over this one check-in and the partner's moods in
 * its 24 hours, and the rows are added to the stored counts. Reads stay bounded however long the history.
 *
 * The partner's moods are read only through resolvePartnerAccess with mood consent (the viewer's
 * partner_sharing_enabled AND the partner's consent_mood_sharing, spec 2 §4.3/§6); without it the check-in adds
 * nothing, and does not add later when consent is given.
 *
 * @public The use case this file is named after (lib/services/layout.test.ts); the check-in services reach it through
 * updateCorrelationInsightsAfterCheckin below, so knip is told to leave the export alone.
 */
export async function updateCorrelationInsights({ userId, feeling, at }: CorrelationCheckinWritten): Promise<number> {
  const rows = await withReader(async (reader) => {
    const access = await resolvePartnerAccess(userId, reader);
    if (!access) return [];
    // The data layer's upper bound is exclusive; a mood at the check-in's very instant counts (the engine's rule).
    const moods = await listPartnerMoodsBetween(
      access,
      new Date(at.getTime() - LOOKBACK_MS),
      new Date(at.getTime() + 1),
      reader,
    );
    if (!moods) return [];
    return computeCorrelationInsights({ partnerMoods: moods, userCheckins: [{ feeling, at }] });
  });
  await addCorrelationOccurrences(userId, rows);
  return rows.length;
}

/**
 * For the check-in services, after the check-in is committed and only for a new one (a replay must not count twice):
 * updates the patterns and never throws. The insights are derived, so a failure must not cost the person their
 * check-in: it is logged and the check-in stands, with that one occurrence missing from the counts (nothing replays
 * it; a later check-in does not recount earlier ones). Running outside the check-in's transaction is deliberate: a
 * failed statement inside it would abort the transaction and lose the entry.
 */
export async function updateCorrelationInsightsAfterCheckin(checkin: CorrelationCheckinWritten): Promise<void> {
  try {
    await updateCorrelationInsights(checkin);
  } catch (error) {
    reportFollowUpFailure("correlations.update_failed", error, { userId: checkin.userId, kind: checkin.kind });
  }
}
