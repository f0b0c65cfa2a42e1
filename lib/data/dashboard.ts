import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { achievements, profiles, rituals, userSettings } from "@/db/schema";
import { DASHBOARD_WINDOW_DAYS, type DashboardInput } from "@/lib/domain/dashboard";
import { isValidTimeZone, localDayWindow } from "@/lib/domain/time";
import type { RitualRecord } from "@/lib/domain/types";
import { listAuthoredCheckins, listSharedCheckinsFromPartner } from "./checkins";
import { listBiometricsBetween, listMoodsBetween } from "./moods";
import { resolvePartnerAccess } from "./partner-access";

export interface ViewerContext {
  displayName: string;
  timeZone: string;
  partnerSharingEnabled: boolean;
}

/** The viewer's name, zone (UTC when the stored one is unknown to this runtime) and sharing switch. */
export async function findViewerContext(userId: string, executor: Executor = db()): Promise<ViewerContext> {
  const [row] = await executor
    .select({
      displayName: profiles.displayName,
      timezone: profiles.timezone,
      partnerSharingEnabled: userSettings.partnerSharingEnabled,
    })
    .from(profiles)
    .leftJoin(userSettings, eq(userSettings.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return {
    displayName: row?.displayName ?? "",
    timeZone: row && isValidTimeZone(row.timezone) ? row.timezone : "UTC",
    // Spec 2 §3: settings default to on when missing.
    partnerSharingEnabled: row?.partnerSharingEnabled ?? true,
  };
}

/**
 * The person's live rituals for the score. Rituals have no completion log yet (decision 017): the last completion
 * stands in for the log, so only the latest completion in the window counts.
 */
async function listRitualsForScore(userId: string, from: Date, executor: Executor): Promise<RitualRecord[]> {
  const rows = await executor
    .select({
      id: rituals.id,
      title: rituals.title,
      type: rituals.type,
      createdAt: rituals.createdAt,
      deletedAt: rituals.deletedAt,
      streakCount: rituals.streakCount,
      lastCompletedAt: rituals.lastCompletedAt,
    })
    .from(rituals)
    .where(and(eq(rituals.userId, userId), isNull(rituals.deletedAt)))
    .orderBy(asc(rituals.createdAt));
  return rows.map((r) => ({
    ...r,
    completions: r.lastCompletedAt && r.lastCompletedAt >= from ? [r.lastCompletedAt] : [],
  }));
}

async function ownRecords(userId: string, from: Date, to: Date, executor: Executor) {
  const [moods, biometrics, checkins, ritualRecords] = await Promise.all([
    listMoodsBetween(userId, from, to, executor),
    listBiometricsBetween(userId, from, to, executor),
    listAuthoredCheckins(userId, from, to, executor),
    listRitualsForScore(userId, from, executor),
  ]);
  return { moods, biometrics, checkins, rituals: ritualRecords };
}

/**
 * Everything the dashboard model reads, for DASHBOARD_WINDOW_DAYS local days ending at `now`, with the partner's
 * data filtered by consent here (the one place it is decided): moods only when the viewer's
 * partner_sharing_enabled and the partner's consent_mood_sharing are both on, check-ins only those the partner
 * shared, the partner's score inputs only with their mood-summaries grant.
 */
export async function loadDashboardInput(
  userId: string,
  now: Date,
  executor: Executor = db(),
): Promise<DashboardInput> {
  const viewer = await findViewerContext(userId, executor);
  const { from, to } = localDayWindow(now, viewer.timeZone, DASHBOARD_WINDOW_DAYS);
  const [own, access, earned] = await Promise.all([
    ownRecords(userId, from, to, executor),
    resolvePartnerAccess(executor, userId),
    executor
      .select({
        id: achievements.id,
        title: achievements.title,
        type: achievements.type,
        earnedAt: achievements.earnedAt,
      })
      .from(achievements)
      .where(eq(achievements.userId, userId))
      .orderBy(desc(achievements.earnedAt)),
  ]);

  let partner: DashboardInput["partner"] = null;
  if (access) {
    const [partnerName, sharedCheckins, partnerRecords] = await Promise.all([
      executor.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.id, access.partnerId)),
      listSharedCheckinsFromPartner(access, from, to, executor),
      access.canSeeMoods || access.canSeeMoodSummaries
        ? ownRecords(access.partnerId, from, to, executor)
        : Promise.resolve(null),
    ]);
    partner = {
      id: access.partnerId,
      displayName: partnerName[0]?.name ?? "",
      moods: access.canSeeMoods ? partnerRecords!.moods : null,
      sharedCheckins,
      scoreRecords: access.canSeeMoodSummaries && partnerRecords ? partnerRecords : null,
    };
  }

  return {
    clock: { now, timeZone: viewer.timeZone },
    user: { id: userId, displayName: viewer.displayName, ...own },
    partner,
    sharingEnabled: viewer.partnerSharingEnabled,
    achievements: earned,
  };
}
