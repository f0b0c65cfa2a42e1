import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { userSettings } from "@/db/schema";
import type { PartnerAccess } from "./partner-access";

/**
 * The person's own toggles (user_settings, one row per user). Writes are upserts of the caller's row with the columns
 * listed here, so no payload can reach another account or a column the Settings page does not show.
 */

export type UserSettingsColumns = Omit<
  typeof userSettings.$inferSelect,
  "userId" | "updatedAt" | "firstWeekGuideDismissedAt"
>;

const userSettingsColumns = {
  moodReflection: userSettings.moodReflection,
  aiSuggestions: userSettings.aiSuggestions,
  moodBasedRituals: userSettings.moodBasedRituals,
  partnerVisible: userSettings.partnerVisible,
  chronoEnabled: userSettings.chronoEnabled,
  showRitualOrigins: userSettings.showRitualOrigins,
  partnerSharingEnabled: userSettings.partnerSharingEnabled,
  chatbotEnabled: userSettings.chatbotEnabled,
  questionIntimacy: userSettings.questionIntimacy,
};

/** The stored row; null when it is missing (callers apply the spec's defaults). */
export async function findUserSettings(userId: string, executor: Executor = db()): Promise<UserSettingsColumns | null> {
  const [row] = await executor
    .select(userSettingsColumns)
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Writes the given toggles on the caller's row, creating it with the schema defaults when it is missing. */
export async function upsertUserSettings(
  userId: string,
  patch: Partial<UserSettingsColumns>,
  now: Date,
  executor: Executor,
): Promise<UserSettingsColumns> {
  const [row] = await executor
    .insert(userSettings)
    .values({ ...patch, userId, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...patch, updatedAt: now } })
    .returning(userSettingsColumns);
  return row!;
}

/**
 * Whether the person dismissed the dashboard's first-week guide (issue #32). A missing row has not dismissed it. Kept
 * apart from the toggles above: it is a mark the dashboard leaves, not a choice the Settings page shows.
 */
export async function isFirstWeekGuideDismissed(userId: string, executor: Executor = db()): Promise<boolean> {
  const rows = await executor
    .select({ one: sql<number>`1` })
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), isNotNull(userSettings.firstWeekGuideDismissedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks the guide dismissed on the caller's row (created with the schema defaults when missing). The first dismissal's
 * time is kept, so a second one (another tab, a replayed form) changes nothing.
 */
export async function markFirstWeekGuideDismissed(userId: string, now: Date, executor: Executor = db()): Promise<void> {
  await executor
    .insert(userSettings)
    .values({ userId, firstWeekGuideDismissedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { firstWeekGuideDismissedAt: sql`coalesce(${userSettings.firstWeekGuideDismissedAt}, ${now})` },
    });
}

/**
 * Whether the viewer and their current partner have both turned intimate questions on (the question for two, decision
 * 068). A missing row is the default, off. Taking a PartnerAccess keeps the partner's switch behind
 * resolvePartnerAccess; only the combined yes/no leaves this function.
 */
export async function bothAllowIntimateQuestions(access: PartnerAccess, executor: Executor): Promise<boolean> {
  const rows = await executor
    .select({ on: userSettings.questionIntimacy })
    .from(userSettings)
    .where(inArray(userSettings.userId, [access.viewerId, access.partnerId]));
  return rows.length === 2 && rows.every((row) => row.on);
}
