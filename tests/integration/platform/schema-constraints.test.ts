import { describe, test } from "vitest";
import { db } from "@/db/client";
import {
  achievements,
  biometricData,
  emotionalCheckins,
  emotionalCorrelationInsights,
  healthScoreHistory,
  healthScoreRecords,
  moodTagSummary,
  moods,
  partnerCheckins,
  partnerLinks,
  partnerSpecialDates,
  rituals,
  sharedGoals,
  smartNotifications,
  subscriptions,
} from "@/db/schema";
import { CHECK_VIOLATION, INVALID_TEXT, newUser, rejects, UNIQUE_VIOLATION } from "@/tests/helpers/db-fixtures";

interface RangeCase {
  name: string;
  constraint: string;
  ok: number[];
  bad: number[];
  insert: (userId: string, value: number) => Promise<unknown>;
}

const ranges: RangeCase[] = [
  {
    name: "moods.mood_value",
    constraint: "moods_value_range",
    ok: [-3, 0, 3],
    bad: [-4, 4],
    insert: (userId, v) => db().insert(moods).values({ userId, moodValue: v }),
  },
  {
    name: "emotional_checkins.mood_score",
    constraint: "emotional_checkins_score_range",
    ok: [-3, 3],
    bad: [-4, 4],
    insert: (userId, v) => db().insert(emotionalCheckins).values({ userId, moodScore: v, emotionalState: "calm" }),
  },
  {
    name: "partner_checkins.partner_connection_score",
    constraint: "partner_checkins_score_range",
    ok: [-3, 3],
    bad: [-4, 4],
    insert: (userId, v) =>
      db().insert(partnerCheckins).values({ userId, partnerConnectionScore: v, partnerEmotionTag: "loved" }),
  },
  {
    name: "biometric_data.stress_level",
    constraint: "biometric_data_stress_range",
    ok: [1, 10],
    bad: [0, 11],
    insert: (userId, v) => db().insert(biometricData).values({ userId, stressLevel: v }),
  },
  {
    name: "biometric_data.sleep_hours",
    constraint: "biometric_data_sleep_range",
    ok: [3, 7.25, 12],
    bad: [2.75, 12.25],
    insert: (userId, v) => db().insert(biometricData).values({ userId, sleepHours: v }),
  },
  {
    name: "biometric_data.heart_rate",
    constraint: "biometric_data_heart_rate_range",
    ok: [20, 250],
    bad: [19, 251],
    insert: (userId, v) => db().insert(biometricData).values({ userId, heartRate: v }),
  },
  {
    name: "shared_goals.progress",
    constraint: "shared_goals_progress_range",
    ok: [0, 100],
    bad: [-1, 101],
    insert: (userId, v) =>
      db().insert(sharedGoals).values({ user1Id: userId, createdBy: userId, title: "Walk together", progress: v }),
  },
  {
    name: "partner_special_dates.reminder_days_before",
    constraint: "partner_special_dates_reminder_days",
    ok: [1, 3, 7, 14, 30],
    bad: [0, 2, 5, 31],
    insert: (userId, v) =>
      db()
        .insert(partnerSpecialDates)
        .values({ userId, dateType: "custom", title: "Trip", dateValue: "2025-06-01", reminderDaysBefore: v }),
  },
  {
    name: "health_score_records.timeframe_days",
    constraint: "health_score_records_timeframe",
    ok: [7, 30],
    bad: [0, 14],
    insert: (userId, v) => insertScoreRecord(userId, { timeframeDays: v }),
  },
  {
    name: "health_score_records.final_score",
    constraint: "health_score_records_final_range",
    ok: [0, 100],
    bad: [-0.01, 100.01],
    insert: (userId, v) => insertScoreRecord(userId, { finalScore: v }),
  },
  {
    name: "health_score_history.health_score",
    constraint: "health_score_history_health_range",
    ok: [0, 100],
    bad: [-1, 101],
    insert: (userId, v) => insertHistoryPoint(userId, { healthScore: v }),
  },
  {
    name: "mood_tag_summary.count",
    constraint: "mood_tag_summary_count_non_negative",
    ok: [0],
    bad: [-1],
    insert: (userId, v) =>
      db().insert(moodTagSummary).values({ userId, tag: "calm", count: v, datePeriod: "2025-01-05" }),
  },
  {
    name: "rituals.streak_count",
    constraint: "rituals_streak_non_negative",
    ok: [0],
    bad: [-1],
    insert: (userId, v) => db().insert(rituals).values({ userId, title: "Tea", streakCount: v }),
  },
  {
    name: "emotional_correlation_insights.match_count",
    constraint: "emotional_correlation_insights_match_count",
    ok: [0],
    bad: [-1],
    insert: (userId, v) =>
      db()
        .insert(emotionalCorrelationInsights)
        .values({ userId, checkinFeeling: "loved", partnerMoodTags: [], matchCount: v, lastOccurrence: new Date() }),
  },
];

/** Inserts a valid health_score_records row for the user, with `values` in place of the defaults. */
function insertScoreRecord(userId: string, values: Partial<typeof healthScoreRecords.$inferInsert>) {
  return db()
    .insert(healthScoreRecords)
    .values({
      userId,
      timeframeDays: 7,
      finalScore: 50,
      partnerInteractionScore: 50,
      moodTrendScore: 50,
      checkinFrequencyScore: 50,
      ritualCompletionScore: 50,
      isBuildingPhase: true,
      dataDays: 2,
      ...values,
    });
}

// health_score_history has one point per user and day, so each insert takes a new day.
let day = 0;
function nextDay(): string {
  day += 1;
  return new Date(Date.UTC(2025, 0, day)).toISOString().slice(0, 10);
}

/** Inserts a valid health_score_history point for the user on a new day, with `values` in place of the defaults. */
function insertHistoryPoint(userId: string, values: Partial<typeof healthScoreHistory.$inferInsert>) {
  return db()
    .insert(healthScoreHistory)
    .values({
      userId,
      calculationDate: nextDay(),
      healthScore: 50,
      moodTrendScore: 50,
      ritualCompletionScore: 50,
      checkinFrequencyScore: 50,
      partnerInteractionScore: 50,
      ...values,
    });
}

describe("CHECK ranges", () => {
  for (const range of ranges) {
    test(`${range.name} accepts ${range.ok.join(", ")} and rejects ${range.bad.join(", ")}`, async () => {
      const userId = await newUser();
      for (const value of range.ok) await range.insert(userId, value);
      for (const value of range.bad) await rejects(range.insert(userId, value), CHECK_VIOLATION, range.constraint);
    });
  }

  test("goal titles must be 1..200 characters", async () => {
    const userId = await newUser();
    const goal = (title: string) => db().insert(sharedGoals).values({ user1Id: userId, createdBy: userId, title });
    await goal("x".repeat(200));
    await rejects(goal(""), CHECK_VIOLATION, "shared_goals_title_length");
    await rejects(goal("x".repeat(201)), CHECK_VIOLATION, "shared_goals_title_length");
  });

  test("notification action URLs must be in-app paths", async () => {
    const userId = await newUser();
    const notify = (actionUrl: string) =>
      db().insert(smartNotifications).values({ userId, type: "system", title: "t", message: "m", actionUrl });
    await notify("/settings");
    await rejects(notify("https://evil.example"), CHECK_VIOLATION, "smart_notifications_action_url_relative");
    await rejects(notify("//evil.example"), CHECK_VIOLATION, "smart_notifications_action_url_relative");
  });

  test("a subscription without a provider carries no provider ids", async () => {
    const userId = await newUser();
    await rejects(
      db()
        .insert(subscriptions)
        .values({ userId, plan: "attune_monthly", status: "active", providerSubscriptionId: "sub_1" }),
      CHECK_VIOLATION,
      "subscriptions_provider_ids",
    );
    await db().insert(subscriptions).values({
      userId,
      plan: "attune_monthly",
      status: "active",
      provider: "stripe",
      providerSubscriptionId: "sub_1",
    });
  });
});

describe("enums", () => {
  // Bypass TypeScript on purpose (`as never`): these are the values a buggy or malicious caller could send.
  const outsideTheLists: [value: string, insert: (userId: string) => Promise<unknown>][] = [
    [
      "emotional_checkins.emotional_state 'bored'",
      (userId) =>
        db()
          .insert(emotionalCheckins)
          .values({ userId, moodScore: 0, emotionalState: "bored" as never }),
    ],
    [
      // "happy" is a personal check-in emotion, not one of the 11 partner feelings.
      "partner_checkins.partner_emotion_tag 'happy'",
      (userId) =>
        db()
          .insert(partnerCheckins)
          .values({ userId, partnerConnectionScore: 0, partnerEmotionTag: "happy" as never }),
    ],
    [
      "rituals.type 'self_care'",
      (userId) =>
        db()
          .insert(rituals)
          .values({ userId, title: "Tea", type: "self_care" as never }),
    ],
    [
      "partner_links.status 'maybe'",
      (userId) =>
        db()
          .insert(partnerLinks)
          .values({
            userId,
            partnerEmail: "p@example.com",
            invitationMethod: "email",
            status: "maybe" as never,
            expiresAt: new Date(),
          }),
    ],
  ];

  test.each(outsideTheLists)("reject values outside the spec's lists: %s", async (_value, insert) => {
    await rejects(insert(await newUser()), INVALID_TEXT);
  });

  test("accept the spec's spelling: rituals.type 'self-care'", async () => {
    const userId = await newUser();
    await db().insert(rituals).values({ userId, title: "Tea", type: "self-care" });
  });
});

describe("uniqueness", () => {
  test("an idempotency key is accepted once per user; absent keys never collide", async () => {
    const userId = await newUser();
    const other = await newUser();
    await db().insert(moods).values({ userId, moodValue: 1, idempotencyKey: "k1" });
    await rejects(db().insert(moods).values({ userId, moodValue: 1, idempotencyKey: "k1" }), UNIQUE_VIOLATION);
    await db().insert(moods).values({ userId: other, moodValue: 1, idempotencyKey: "k1" });
    await db()
      .insert(moods)
      .values([
        { userId, moodValue: 0 },
        { userId, moodValue: 0 },
      ]);
  });

  test("a named milestone is awarded once; 'other' achievements may repeat", async () => {
    const userId = await newUser();
    const award = (milestoneType: "mood_streak_7" | "other") =>
      db().insert(achievements).values({
        userId,
        milestoneType,
        type: "wellness",
        category: "mood",
        icon: "flame",
        title: "t",
        description: "d",
      });
    await award("mood_streak_7");
    await rejects(award("mood_streak_7"), UNIQUE_VIOLATION, "achievements_user_milestone_unique");
    await award("other");
    await award("other");
  });
});
