import { eq, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Executor } from "@/db/client";
import { recapForExport, type RecapFacts } from "@/lib/domain/weekly-recap/facts";
import {
  achievements,
  biometricData,
  aiOutputs,
  coachMessages,
  coachingProgress,
  emotionalCheckins,
  emotionalCorrelationInsights,
  exportRequests,
  healthScoreHistory,
  healthScoreRecords,
  imports,
  moodTagSummary,
  moods,
  notificationPreferences,
  partnerCheckins,
  partnerLinks,
  partnerReactions,
  partnerSpecialDates,
  profiles,
  recommendationState,
  ritualCompletions,
  ritualFeedback,
  ritualReflections,
  rituals,
  sharedGoals,
  sharingGrants,
  smartNotifications,
  subscriptions,
  userRoles,
  userSettings,
  users,
  weeklyRecaps,
} from "@/db/schema";

/**
 * Everything a user owns, for the Settings data export (spec 3 §2 Data & Privacy). Each section is an explicit
 * select: encrypted columns come out decrypted by their column type, and what must never leave the database is simply
 * not listed — password and token hashes, session versions, idempotency keys, provider ids, push keys, the outbox
 * (its bodies hold one-time links) and every row that belongs to the partner.
 *
 * Lists are read in pages by keyset, oldest first, so a five-year history never sits in memory at once.
 */
export type { ExportRow, ExportSection } from "./export-paging";
import { checkUpsExportSection } from "./check-ups";
import { one, pagedByKey, pagedByTime, pick, type ExportSection } from "./export-paging";
import { questionDaysExportSection } from "./question-days";
import { sharingPausesExportSection } from "./sharing-pauses";
import { partnerViewsExportSection } from "./partner-views";

const USER_EXPORT_PAGE_SIZE = 500;

/** The sections of the export, in the order they are written. */
export function userExportSections(
  userId: string,
  { executor = db(), pageSize = USER_EXPORT_PAGE_SIZE }: { executor?: Executor; pageSize?: number } = {},
): ExportSection[] {
  const object = (name: string, table: PgTable, columns: Record<string, AnyPgColumn>, where: SQL): ExportSection => ({
    name,
    kind: "object",
    read: () => one(table, columns, where, executor),
  });
  const byTime = (
    name: string,
    table: PgTable,
    columns: Record<string, AnyPgColumn>,
    where: SQL,
    time: AnyPgColumn,
    id: AnyPgColumn,
  ): ExportSection => ({
    name,
    kind: "list",
    read: () => pagedByTime({ executor, pageSize, table, columns, where, time, id }),
  });
  const byKey = (
    name: string,
    table: PgTable,
    columns: Record<string, AnyPgColumn>,
    where: SQL,
    keys: AnyPgColumn[],
  ): ExportSection => ({
    name,
    kind: "list",
    read: () => pagedByKey({ executor, pageSize, table, columns, where, keys }),
  });

  return [
    object("account", users, pick(users, "id email createdAt emailVerifiedAt"), eq(users.id, userId)),
    object(
      "profile",
      profiles,
      pick(
        profiles,
        "displayName phone timezone partnerUid moodVisibility consentIntimacy consentMoodSharing createdAt updatedAt",
      ),
      eq(profiles.id, userId),
    ),
    object(
      "settings",
      userSettings,
      pick(
        userSettings,
        "moodReflection aiSuggestions moodBasedRituals partnerVisible chronoEnabled showRitualOrigins partnerSharingEnabled chatbotEnabled questionIntimacy firstWeekGuideDismissedAt updatedAt",
      ),
      eq(userSettings.userId, userId),
    ),
    object(
      "notificationPreferences",
      notificationPreferences,
      pick(
        notificationPreferences,
        "moodReminders ritualSuggestions partnerNotifications wellnessAlerts achievementNotifications questionNotifications weeklyRecapNotifications weeklyRecapEmail discreetNotifications weeklyRecapDay weeklyRecapDaySetAt checkUpReminders nextCheckUpReminderAt dailyReminderEnabled dailyReminderTime quietHoursEnabled quietHoursStart quietHoursEnd preferredTimes updatedAt",
      ),
      eq(notificationPreferences.userId, userId),
    ),
    object(
      "sharingGrants",
      sharingGrants,
      pick(
        sharingGrants,
        "shareMoodSummaries shareDetailedEntries shareGoals shareAchievements shareCheckUps updatedAt",
      ),
      eq(sharingGrants.userId, userId),
    ),
    byKey("roles", userRoles, pick(userRoles, "role createdAt"), eq(userRoles.userId, userId), [userRoles.role]),
    // Provider customer and subscription ids are the billing provider's, not the user's.
    object(
      "subscription",
      subscriptions,
      pick(
        subscriptions,
        "plan status trialEndsAt currentPeriodEnd cancelAtPeriodEnd provider carriedOver createdAt updatedAt",
      ),
      eq(subscriptions.userId, userId),
    ),
    byTime(
      "moods",
      moods,
      pick(
        moods,
        "id timestamp moodValue moodKeywords emotionMetadata contextNotes reflectionPrompt reflection importId isPrivate createdAt",
      ),
      eq(moods.userId, userId),
      moods.timestamp,
      moods.id,
    ),
    // Imports from other apps (decision 076): what each added and skipped, and whether it was shared.
    byTime(
      "imports",
      imports,
      pick(imports, "id source added skipped firstAt lastAt sharedAt createdAt"),
      eq(imports.userId, userId),
      imports.createdAt,
      imports.id,
    ),
    byKey(
      "moodTagSummary",
      moodTagSummary,
      pick(moodTagSummary, "datePeriod timeframe tag count updatedAt"),
      eq(moodTagSummary.userId, userId),
      [moodTagSummary.datePeriod, moodTagSummary.timeframe, moodTagSummary.tag],
    ),
    byTime(
      "biometrics",
      biometricData,
      pick(
        biometricData,
        "id recordedAt dataSource heartRate sleepHours steps stressLevel bodyTemperature bloodPressureSystolic bloodPressureDiastolic createdAt",
      ),
      eq(biometricData.userId, userId),
      biometricData.recordedAt,
      biometricData.id,
    ),
    byTime(
      "personalCheckins",
      emotionalCheckins,
      pick(emotionalCheckins, "id createdAt moodScore emotionalState gratitudeNote partnerUid"),
      eq(emotionalCheckins.userId, userId),
      emotionalCheckins.createdAt,
      emotionalCheckins.id,
    ),
    // Only what this user wrote: check-ins the partner wrote about them are the partner's.
    byTime(
      "partnerCheckins",
      partnerCheckins,
      pick(
        partnerCheckins,
        "id timestamp partnerConnectionScore partnerEmotionTag partnerGratitudeNote isSharedWithPartner partnerUid createdAt",
      ),
      eq(partnerCheckins.userId, userId),
      partnerCheckins.timestamp,
      partnerCheckins.id,
    ),
    byTime(
      "rituals",
      rituals,
      pick(
        rituals,
        "id title description type streakCount lastCompletedAt completedByUserId originalCompletionTime moodBased generatedByAi generatedAt sharedWithPartner createdForPartnerId createdAt archivedAt deletedAt",
      ),
      eq(rituals.userId, userId),
      rituals.createdAt,
      rituals.id,
    ),
    byTime(
      "ritualReflections",
      ritualReflections,
      pick(ritualReflections, "id ritualId liked responseText createdAt"),
      eq(ritualReflections.userId, userId),
      ritualReflections.createdAt,
      ritualReflections.id,
    ),
    byTime(
      "ritualCompletions",
      ritualCompletions,
      pick(ritualCompletions, "id ritualId day completedAt"),
      eq(ritualCompletions.userId, userId),
      ritualCompletions.completedAt,
      ritualCompletions.id,
    ),
    // The responses the person sent (their words); those they received are the partner's, in the partner's export.
    byTime(
      "partnerReactions",
      partnerReactions,
      pick(partnerReactions, "id recipientId kind note createdAt"),
      eq(partnerReactions.userId, userId),
      partnerReactions.createdAt,
      partnerReactions.id,
    ),
    // The question for two (issue #37): the person's own rows, with each question's words (lib/data/question-days.ts).
    questionDaysExportSection(userId, pageSize, executor),
    // The monthly check-ups (issue #39): both instruments, the person's own alone (lib/data/check-ups.ts).
    checkUpsExportSection(userId, pageSize, executor),
    // The weekly recaps (decision 073) the person was part of: the week's shared facts and their own moods; the
    // partner's moods are the partner's, in the partner's export.
    {
      name: "weeklyRecaps",
      kind: "list",
      read: async function* () {
        const rows = pagedByKey({
          executor,
          pageSize,
          table: weeklyRecaps,
          columns: pick(weeklyRecaps, "id weekStart dueAt facts createdAt"),
          where: or(eq(weeklyRecaps.userId, userId), eq(weeklyRecaps.partnerId, userId))!,
          keys: [weeklyRecaps.weekStart, weeklyRecaps.id],
        });
        for await (const row of rows) yield { ...row, facts: recapForExport(row.facts as RecapFacts, userId) };
      },
    },
    byKey(
      "ritualFeedback",
      ritualFeedback,
      pick(ritualFeedback, "ritualId liked createdAt"),
      eq(ritualFeedback.userId, userId),
      [ritualFeedback.ritualId],
    ),
    byTime(
      "goals",
      sharedGoals,
      pick(
        sharedGoals,
        "id title description targetDate visibility progress completedAt user1Id user2Id createdAt updatedAt",
      ),
      eq(sharedGoals.createdBy, userId),
      sharedGoals.createdAt,
      sharedGoals.id,
    ),
    byTime(
      "achievements",
      achievements,
      pick(achievements, "id milestoneType type category icon title description earnedAt"),
      eq(achievements.userId, userId),
      achievements.earnedAt,
      achievements.id,
    ),
    byTime(
      "specialDates",
      partnerSpecialDates,
      pick(
        partnerSpecialDates,
        "id dateType title dateValue recurringAnnually reminderDaysBefore notes sharedWithPartner partnerId createdAt updatedAt",
      ),
      eq(partnerSpecialDates.userId, userId),
      partnerSpecialDates.createdAt,
      partnerSpecialDates.id,
    ),
    // The person's own conversations with the coach (decision 035); nobody else's.
    byTime(
      "coachMessages",
      coachMessages,
      pick(coachMessages, "id conversationId role replyKind content createdAt"),
      eq(coachMessages.userId, userId),
      coachMessages.createdAt,
      coachMessages.id,
    ),
    byKey(
      "coachingProgress",
      coachingProgress,
      pick(coachingProgress, "programId stepId completedAt"),
      eq(coachingProgress.userId, userId),
      [coachingProgress.programId, coachingProgress.stepId],
    ),
    byKey("aiOutputs", aiOutputs, pick(aiOutputs, "kind day content createdAt"), eq(aiOutputs.userId, userId), [
      aiOutputs.day,
      aiOutputs.kind,
    ]),
    byTime(
      "notifications",
      smartNotifications,
      pick(
        smartNotifications,
        "id type title message priority scheduledFor actionUrl metadata createdAt readAt deletedAt",
      ),
      eq(smartNotifications.userId, userId),
      smartNotifications.createdAt,
      smartNotifications.id,
    ),
    // Links this user sent or accepted; the token hash is never listed.
    byTime(
      "partnerLinks",
      partnerLinks,
      {
        inviterId: partnerLinks.userId,
        ...pick(
          partnerLinks,
          "id partnerId partnerEmail partnerPhone status invitationMethod emailSent smsSent expiresAt createdAt updatedAt",
        ),
      },
      or(eq(partnerLinks.userId, userId), eq(partnerLinks.partnerId, userId))!,
      partnerLinks.createdAt,
      partnerLinks.id,
    ),
    byTime(
      "exportRequests",
      exportRequests,
      pick(exportRequests, "id status expiresAt createdAt completedAt"),
      eq(exportRequests.userId, userId),
      exportRequests.createdAt,
      exportRequests.id,
    ),
    byTime(
      "healthScores",
      healthScoreRecords,
      pick(
        healthScoreRecords,
        "id timeframeDays finalScore partnerInteractionScore moodTrendScore checkinFrequencyScore ritualCompletionScore emotionSentimentBonus isBuildingPhase dataDays calculatedAt",
      ),
      eq(healthScoreRecords.userId, userId),
      healthScoreRecords.calculatedAt,
      healthScoreRecords.id,
    ),
    byKey(
      "healthScoreHistory",
      healthScoreHistory,
      pick(
        healthScoreHistory,
        "calculationDate healthScore moodTrendScore ritualCompletionScore checkinFrequencyScore partnerInteractionScore isInterpolated",
      ),
      eq(healthScoreHistory.userId, userId),
      [healthScoreHistory.calculationDate],
    ),
    byTime(
      "correlationInsights",
      emotionalCorrelationInsights,
      pick(
        emotionalCorrelationInsights,
        "id partnerMoodTags checkinFeeling matchCount lastOccurrence dismissedAt createdAt",
      ),
      eq(emotionalCorrelationInsights.userId, userId),
      emotionalCorrelationInsights.createdAt,
      emotionalCorrelationInsights.id,
    ),
    byKey(
      "recommendationState",
      recommendationState,
      pick(recommendationState, "recommendationKey status updatedAt"),
      eq(recommendationState.userId, userId),
      [recommendationState.recommendationKey],
    ),
    sharingPausesExportSection(userId, pageSize, executor),
    partnerViewsExportSection(userId, pageSize, executor),
  ];
}
