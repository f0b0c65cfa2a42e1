import { randomUUID } from "node:crypto";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { expect, test } from "vitest";
import { db } from "@/db/client";
import * as schema from "@/db/schema";
import { newUser } from "@/tests/helpers/db-fixtures";

const {
  accounts,
  achievements,
  authTokens,
  biometricData,
  emotionalCheckins,
  emotionalCorrelationInsights,
  exportRequests,
  healthScoreHistory,
  healthScoreRecords,
  moodTagSummary,
  moods,
  notificationPreferences,
  outbox,
  partnerCheckins,
  partnerLinks,
  partnerMemberships,
  partnerSpecialDates,
  profiles,
  pushSubscriptions,
  recommendationState,
  ritualFeedback,
  ritualReflections,
  rituals,
  sharedGoals,
  sharingGrants,
  smartNotifications,
  subscriptions,
  checkouts,
  adminAuditEvents,
  demoRows,
  userRoles,
  userSettings,
  users,
} = schema;

interface Pair {
  user: string;
  partner: string;
}

/**
 * One fixture per table that references users. Each writes the user's own rows and, where the table allows it,
 * the partner's rows that point at the user (partner_uid and similar), so set-null references are exercised too.
 * A table added to the schema without an entry here fails the test below.
 */
const fixtures: Record<string, (p: Pair) => Promise<unknown>> = {
  accounts: ({ user }) =>
    db().insert(accounts).values({ userId: user, type: "oauth", provider: "test", providerAccountId: user }),
  auth_tokens: ({ user }) =>
    db()
      .insert(authTokens)
      .values({ userId: user, purpose: "password_reset", tokenHash: randomUUID(), expiresAt: new Date() }),
  profiles: ({ user, partner }) =>
    db()
      .insert(profiles)
      .values([
        { id: user, displayName: "User", partnerUid: partner },
        { id: partner, displayName: "Partner", partnerUid: user },
      ]),
  user_roles: ({ user }) => db().insert(userRoles).values({ userId: user, role: "admin" }),
  user_settings: ({ user }) => db().insert(userSettings).values({ userId: user }),
  outbox: ({ user }) =>
    db()
      .insert(outbox)
      .values({ userId: user, channel: "email", template: "t", recipient: "u@example.com", bodyText: "b" }),
  partner_links: async ({ user, partner }) => {
    const [link] = await db()
      .insert(partnerLinks)
      .values({
        userId: user,
        partnerId: partner,
        partnerEmail: "p@example.com",
        invitationMethod: "email",
        status: "accepted",
        tokenHash: randomUUID(),
        expiresAt: new Date(),
      })
      .returning({ id: partnerLinks.id });
    // The partner's own pending invitation to the user's email: the user is not referenced, so it must survive.
    await db()
      .insert(partnerLinks)
      .values({ userId: partner, partnerEmail: "x@example.com", invitationMethod: "email", expiresAt: new Date() });
    return link!.id;
  },
  partner_memberships: async ({ user, partner }) => {
    const [link] = await db().select({ id: partnerLinks.id }).from(partnerLinks).where(eq(partnerLinks.userId, user));
    await db()
      .insert(partnerMemberships)
      .values([
        { userId: user, partnerId: partner, linkId: link!.id },
        { userId: partner, partnerId: user, linkId: link!.id },
      ]);
  },
  partner_special_dates: ({ user, partner }) =>
    db()
      .insert(partnerSpecialDates)
      .values([
        {
          userId: user,
          partnerId: partner,
          dateType: "birthday",
          title: "Birthday",
          dateValue: "1990-04-02",
          notes: "n",
        },
        { userId: partner, partnerId: user, dateType: "anniversary", title: "Anniversary", dateValue: "2015-06-20" },
      ]),
  moods: ({ user }) =>
    db()
      .insert(moods)
      .values({ userId: user, moodValue: 2, contextNotes: "n", moodKeywords: ["calm"] }),
  mood_tag_summary: ({ user }) =>
    db().insert(moodTagSummary).values({ userId: user, tag: "calm", count: 1, datePeriod: "2025-01-05" }),
  biometric_data: ({ user }) => db().insert(biometricData).values({ userId: user, sleepHours: 7.5, stressLevel: 4 }),
  emotional_checkins: ({ user, partner }) =>
    db()
      .insert(emotionalCheckins)
      .values([
        { userId: user, partnerUid: partner, moodScore: 1, emotionalState: "calm", gratitudeNote: "g" },
        { userId: partner, partnerUid: user, moodScore: 1, emotionalState: "happy" },
      ]),
  partner_checkins: ({ user, partner }) =>
    db()
      .insert(partnerCheckins)
      .values([
        {
          userId: user,
          partnerUid: partner,
          partnerConnectionScore: 2,
          partnerEmotionTag: "loved",
          isSharedWithPartner: true,
        },
        { userId: partner, partnerUid: user, partnerConnectionScore: 1, partnerEmotionTag: "supported" },
      ]),
  emotional_correlation_insights: ({ user }) =>
    db()
      .insert(emotionalCorrelationInsights)
      .values({
        userId: user,
        partnerMoodTags: ["calm"],
        checkinFeeling: "loved",
        matchCount: 3,
        lastOccurrence: new Date(),
      }),
  health_score_records: ({ user }) =>
    db().insert(healthScoreRecords).values({
      userId: user,
      timeframeDays: 7,
      finalScore: 70,
      partnerInteractionScore: 70,
      moodTrendScore: 70,
      checkinFrequencyScore: 70,
      ritualCompletionScore: 70,
      isBuildingPhase: false,
      dataDays: 7,
    }),
  // Both references: the user's own event, and one the partner is told of about the user.
  live_events: ({ user, partner }) =>
    db()
      .insert(schema.liveEvents)
      .values([
        { recipientId: user, sourceUserId: user, kind: "own_checkin" },
        { recipientId: partner, sourceUserId: user, kind: "partner_checkin" },
      ]),
  coach_messages: ({ user }) =>
    db().insert(schema.coachMessages).values({
      userId: user,
      conversationId: "00000000-0000-4000-8000-000000000001",
      role: "user",
      content: "How can we talk better?",
    }),
  coaching_progress: ({ user }) =>
    db().insert(schema.coachingProgress).values({ userId: user, programId: "soft-start-up", stepId: "learn" }),
  ai_outputs: ({ user }) =>
    db().insert(schema.aiOutputs).values({ userId: user, kind: "analysis", day: "2026-11-24", content: "{}" }),
  coach_usage: ({ user }) => db().insert(schema.coachUsage).values({ userId: user, day: "2026-11-24", messages: 1 }),
  coach_state: ({ user }) =>
    db().insert(schema.coachState).values({ userId: user, sessionStartedAt: new Date(), lastActiveAt: new Date() }),
  scheduled_jobs: ({ user }) =>
    db()
      .insert(schema.scheduledJobs)
      .values({ kind: "health.recalculate", userId: user, runAt: new Date(), firstRequestedAt: new Date() }),
  health_score_history: ({ user }) =>
    db().insert(healthScoreHistory).values({
      userId: user,
      calculationDate: "2025-01-01",
      healthScore: 70,
      moodTrendScore: 70,
      ritualCompletionScore: 70,
      checkinFrequencyScore: 70,
      partnerInteractionScore: 70,
    }),
  recommendation_state: ({ user }) =>
    db()
      .insert(recommendationState)
      .values({ userId: user, recommendationKey: "self_care:low_mood", status: "dismissed" }),
  achievements: ({ user }) =>
    db().insert(achievements).values({
      userId: user,
      milestoneType: "mood_streak_7",
      type: "wellness",
      category: "mood",
      icon: "flame",
      title: "t",
      description: "d",
    }),
  shared_goals: ({ user, partner }) =>
    db()
      .insert(sharedGoals)
      .values([
        { user1Id: user, user2Id: partner, createdBy: user, title: "Walk", description: "d" },
        { user1Id: partner, user2Id: user, createdBy: partner, title: "Cook" },
      ]),
  rituals: ({ user, partner }) =>
    db()
      .insert(rituals)
      .values([
        { userId: user, title: "Tea", type: "connection", completedByUserId: user },
        // The partner's mirrored copy, created for them by the user and first completed by the user.
        { userId: partner, title: "Tea", createdForPartnerId: user, completedByUserId: user, sharedWithPartner: true },
      ]),
  ritual_reflections: async ({ user, partner }) => {
    const [copy] = await db().select({ id: rituals.id }).from(rituals).where(eq(rituals.userId, partner));
    // The user reflecting on the partner's ritual: only the user FK ties this row to the user.
    await db().insert(ritualReflections).values({ ritualId: copy!.id, userId: user, responseText: "r", liked: true });
  },
  ritual_completions: async ({ user, partner }) => {
    const [copy] = await db().select({ id: rituals.id }).from(rituals).where(eq(rituals.userId, partner));
    // The user's completion logged against the partner's copy: only the user FK ties this row to the user.
    await db()
      .insert(schema.ritualCompletions)
      .values({ ritualId: copy!.id, userId: user, completedAt: new Date(), day: "2026-11-24" });
  },
  ritual_feedback: async ({ user, partner }) => {
    const [copy] = await db().select({ id: rituals.id }).from(rituals).where(eq(rituals.userId, partner));
    await db().insert(ritualFeedback).values({ ritualId: copy!.id, userId: user, liked: true });
  },
  // Both directions: a response the user sent, and one they received.
  partner_reactions: ({ user, partner }) =>
    db()
      .insert(schema.partnerReactions)
      .values([
        { userId: user, recipientId: partner, kind: "hug" },
        { userId: partner, recipientId: user, note: "n" },
      ]),
  // The question for two: the user's own row, and the partner's copy naming the user (set null, so the partner keeps
  // their own answer).
  question_days: ({ user, partner }) =>
    db()
      .insert(schema.questionDays)
      .values([
        {
          userId: user,
          partnerId: partner,
          day: "2026-11-29",
          questionId: "light-001",
          answer: "a",
          answeredAt: new Date(),
        },
        { userId: partner, partnerId: user, day: "2026-11-29", questionId: "light-001" },
      ]),
  smart_notifications: ({ user }) =>
    db().insert(smartNotifications).values({ userId: user, type: "mood_reminder", title: "t", message: "m" }),
  notification_preferences: ({ user }) => db().insert(notificationPreferences).values({ userId: user }),
  push_subscriptions: ({ user }) =>
    db()
      .insert(pushSubscriptions)
      .values({ userId: user, endpoint: `https://push.example/${user}`, p256dh: "k", auth: "a" }),
  export_requests: ({ user }) => db().insert(exportRequests).values({ userId: user }),
  sharing_grants: ({ user }) => db().insert(sharingGrants).values({ userId: user, shareGoals: true }),
  subscriptions: ({ user }) =>
    db().insert(subscriptions).values({ userId: user, plan: "attune_annual", status: "trialing" }),
  admin_audit_events: ({ user }) =>
    db().insert(adminAuditEvents).values({ actorId: user, action: "role_granted", targetUserId: user }),
  demo_rows: ({ user }) => db().insert(demoRows).values({ userId: user, tableName: "moods", rowId: randomUUID() }),
  imports: ({ user }) => db().insert(schema.imports).values({ userId: user, source: "daylio", added: 0, skipped: 0 }),
  // The couple's recap holds both people's week: either one's deletion removes it (decision 073).
  weekly_recaps: ({ user, partner }) =>
    db()
      .insert(schema.weeklyRecaps)
      .values({
        circleKey: [user, partner].sort().join(":"),
        userId: [user, partner].sort()[0]!,
        partnerId: [user, partner].sort()[1]!,
        weekStart: "2026-11-15",
        dueAt: new Date("2026-11-22T18:00:00Z"),
        facts: {
          version: 1,
          weekStart: "2026-11-15",
          days: [],
          members: [user, partner].sort(),
          moods: [],
          rituals: [],
          questions: [],
          goals: [],
        },
      }),
  // A quiet pause (decision 079), and the "who looked" log both ways: the person's views and the partner's of theirs.
  sharing_pauses: ({ user }) => db().insert(schema.sharingPauses).values({ userId: user }),
  partner_views: ({ user, partner }) =>
    db()
      .insert(schema.partnerViews)
      .values([
        { ownerId: user, viewerId: partner, kind: "moods", day: "2026-11-20" },
        { ownerId: partner, viewerId: user, kind: "goals", day: "2026-11-20" },
        // The kinds of migration 0023: the check-up trend and the counsellor report.
        { ownerId: user, viewerId: partner, kind: "check_ups", day: "2026-11-20" },
        { ownerId: partner, viewerId: user, kind: "report", day: "2026-11-20" },
      ]),
  // The monthly check-up (issue #39): the person's own rows, both instruments.
  check_ups: ({ user }) =>
    db()
      .insert(schema.checkUps)
      .values([
        { userId: user, takenAt: new Date("2026-11-24T10:00:00Z"), instrument: "csi4", answers: "{}", score: 15 },
        { userId: user, takenAt: new Date("2026-11-24T10:00:00Z"), instrument: "phq4", answers: "{}", score: 2 },
      ]),
  checkouts: ({ user }) =>
    db()
      .insert(checkouts)
      .values({ userId: user, plan: "attune_annual", tokenHash: `hash-${user}` }),
  daily_rollups: ({ user }) =>
    db().insert(schema.dailyRollups).values({
      userId: user,
      day: "2026-11-24",
      moodCount: 1,
      moodSum: 2,
      moodSquares: 4,
      morningCount: 1,
      morningSum: 2,
    }),
  // Both references: ratings the user received, and ratings the user gave the partner (kept with the partner).
  daily_partner_ratings: ({ user, partner }) =>
    db()
      .insert(schema.dailyPartnerRatings)
      .values([
        { userId: user, authorId: partner, day: "2026-11-24", ratings: 1, ratingSum: 2 },
        { userId: partner, authorId: user, day: "2026-11-24", ratings: 1, ratingSum: -1 },
      ]),
  daily_rollup_zones: ({ user }) =>
    db().insert(schema.dailyRollupZones).values({ userId: user, timeZone: "UTC", builtAt: new Date() }),
};

/** Every column in the database that is a foreign key to users, straight from the catalogue. */
async function userReferences(): Promise<{ table: string; column: string; rule: string }[]> {
  const result = await db().execute(sql`
    select kcu.table_name as "table", kcu.column_name as "column", rc.delete_rule as "rule"
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_schema = rc.constraint_schema and kcu.constraint_name = rc.constraint_name
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_schema = rc.constraint_schema and ccu.constraint_name = rc.constraint_name
    where rc.constraint_schema = 'public' and ccu.table_name = 'users' and ccu.column_name = 'id'
    order by 1, 2`);
  return (result as { rows: { table: string; column: string; rule: string }[] }).rows;
}

async function countReferencing(table: string, column: string, userId: string): Promise<number> {
  const result = await db().execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

test("deleting a user leaves no row that references them, in any table", async () => {
  // The schema's own list of tables referencing users must match the database's, and each needs a fixture.
  const schemaTables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .filter((table) => getTableConfig(table).foreignKeys.some((fk) => fk.reference().foreignTable === users))
    .map((table) => getTableName(table))
    .sort();
  const references = await userReferences();
  expect([...new Set(references.map((r) => r.table))].sort()).toEqual(schemaTables);
  const withoutFixture = schemaTables.filter((table) => !(table in fixtures));
  expect(withoutFixture, "tables referencing users with no fixture in this test").toEqual([]);

  // Nothing may block deletion or keep a dangling reference.
  for (const ref of references) expect(["CASCADE", "SET NULL"], `${ref.table}.${ref.column}`).toContain(ref.rule);

  const pair: Pair = { user: await newUser("user"), partner: await newUser("partner") };
  for (const table of Object.keys(fixtures)) await fixtures[table]!(pair);
  // Also rows of the partner's that do not mention the user, to prove cascades stop at the user.
  await db().insert(moods).values({ userId: pair.partner, moodValue: 0 });

  const emptyBefore: string[] = [];
  for (const table of schemaTables) {
    const columns = references.filter((r) => r.table === table);
    let total = 0;
    for (const { column } of columns) total += await countReferencing(table, column, pair.user);
    if (total === 0) emptyBefore.push(table);
  }
  expect(emptyBefore, "tables whose fixture wrote no row referencing the user").toEqual([]);

  await db().delete(users).where(eq(users.id, pair.user));

  const leftovers: string[] = [];
  for (const { table, column } of references) {
    const n = await countReferencing(table, column, pair.user);
    if (n > 0) leftovers.push(`${table}.${column}: ${n}`);
  }
  expect(leftovers).toEqual([]);

  // The partner's account and their own data survive; set-null references were cleared, not deleted.
  expect(await countReferencing("users", "id", pair.partner)).toBe(1);
  expect(await countReferencing("moods", "user_id", pair.partner)).toBe(1);
  expect(await countReferencing("partner_checkins", "user_id", pair.partner)).toBe(1);
  expect(await countReferencing("rituals", "user_id", pair.partner)).toBe(1);
  expect(await countReferencing("partner_links", "user_id", pair.partner)).toBe(1);
  expect(await countReferencing("partner_memberships", "user_id", pair.partner)).toBe(0);
  const [partnerProfile] = await db().select().from(profiles).where(eq(profiles.id, pair.partner));
  expect(partnerProfile!.partnerUid).toBeNull();
});
