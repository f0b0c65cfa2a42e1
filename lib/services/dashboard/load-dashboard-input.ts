import { listEarnedAchievements } from "@/lib/data/achievements";
import { listAuthoredCheckins, listSharedCheckinsFromPartner } from "@/lib/data/checkins";
import { listCompletedSteps } from "@/lib/data/coaching-progress";
import {
  countCorrelationPatterns,
  listCorrelationCardRows,
  listCorrelationPatterns,
} from "@/lib/data/correlation-insights";
import { listVisibleGoals } from "@/lib/data/goals";
import { listBiometricsBetween, listMoodsBetween, listPartnerMoodsBetween } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnershipStart } from "@/lib/data/partner-links";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { listRitualsForScore } from "@/lib/data/rituals";
import { withReader, type Executor } from "@/lib/data/transaction";
import { RELATIONSHIP_PATTERNS_SHOWN } from "@/lib/domain/correlations";
import { DASHBOARD_WINDOW_DAYS, type DashboardInput, type PersonRecords } from "@/lib/domain/dashboard";
import { localDayWindow } from "@/lib/domain/time";
import { notePartnerViews } from "../partners/note-partner-views";

/** One person's own records in the window: what their side of every card and score is computed from. */
async function personRecords(userId: string, from: Date, to: Date, executor: Executor): Promise<PersonRecords> {
  const [moods, biometrics, checkins, rituals] = await Promise.all([
    listMoodsBetween(userId, from, to, executor),
    listBiometricsBetween(userId, from, to, executor),
    listAuthoredCheckins(userId, from, to, executor),
    listRitualsForScore(userId, from, executor),
  ]);
  return { moods, biometrics, checkins, rituals };
}

/**
 * Everything the dashboard model reads, for DASHBOARD_WINDOW_DAYS local days ending at `now`, with the partner's
 * data filtered by consent here (the one place it is decided): moods only when the viewer's
 * partner_sharing_enabled and the partner's consent_mood_sharing are both on, check-ins only those the partner
 * shared. The health scores are not here: they are stored, and their two cards read them (load-health-scores.ts),
 * so the partner's own records are never read for this page. The reads run on the pool, in parallel:
 * nothing here writes but the partner's "who looked" row (its own statement on the pool, after the reads), and
 * under READ COMMITTED a transaction would give each statement its own snapshot anyway.
 */
export async function loadDashboardInput({ userId, now }: { userId: string; now: Date }): Promise<DashboardInput> {
  return withReader(async (reader) => {
    const viewer = await findViewerContext(userId, reader);
    const { from, to } = localDayWindow(now, viewer.timeZone, DASHBOARD_WINDOW_DAYS);
    const [own, access, earned, goals, coachingSteps] = await Promise.all([
      personRecords(userId, from, to, reader),
      resolvePartnerAccess(userId, reader),
      listEarnedAchievements(userId, reader),
      // Own goals only (no PartnerAccess: the partner's shared goals would need their goals grant, which the
      // recommendations card does not name); with the program steps, what the card's next steps are drawn from.
      listVisibleGoals(userId, null, reader),
      listCompletedSteps(userId, reader),
    ]);

    let partner: DashboardInput["partner"] = null;
    let correlationRows: DashboardInput["correlationRows"] = [];
    let correlationPatterns: DashboardInput["correlationPatterns"] = [];
    let correlationPatternCount = 0;
    if (access) {
      const [partnerName, since, sharedCheckins, partnerMoods, cardRows, patterns, patternCount] = await Promise.all([
        findPartnerDisplayName(access, reader),
        findPartnershipStart(access, reader),
        listSharedCheckinsFromPartner(access, from, to, reader),
        listPartnerMoodsBetween(access, from, to, reader),
        // Patterns name the partner's mood tags: both readers return nothing without mood consent.
        listCorrelationCardRows(access, reader),
        listCorrelationPatterns(access, RELATIONSHIP_PATTERNS_SHOWN, reader),
        countCorrelationPatterns(access, reader),
      ]);
      // Who looked (decision 079): the partner's moods and check-ins this page shows, logged for the partner.
      await notePartnerViews({
        access,
        kinds: [partnerMoods !== null && "moods", access.canSeeSharedCheckins && "checkins"],
        now,
      });
      correlationRows = cardRows;
      correlationPatterns = patterns;
      correlationPatternCount = patternCount;
      partner = {
        id: access.partnerId,
        displayName: partnerName ?? "",
        // A membership always has its creation time; `now` only if it vanished between the two reads.
        linkedAt: since ?? now,
        moods: partnerMoods,
        sharedCheckins,
        // Spec 2 §4.3/§6: the partner's connection line is part of what mood consent covers, unlike their messages.
        connectionCheckins: access.canSeeMoods ? sharedCheckins : null,
      };
    }

    return {
      clock: { now, timeZone: viewer.timeZone },
      user: { id: userId, displayName: viewer.displayName, ...own },
      partner,
      sharingEnabled: viewer.partnerSharingEnabled,
      achievements: earned,
      correlationRows,
      correlationPatterns,
      correlationPatternCount,
      goals,
      coachingSteps,
    };
  });
}
