import { createHash } from "node:crypto";
import { desc, eq, getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, test, vi } from "vitest";
import { GET } from "@/app/settings/export/route";
import { db } from "@/db/client";
import * as schema from "@/db/schema";
import {
  achievements,
  biometricData,
  emotionalCheckins,
  exportRequests,
  moodTagSummary,
  moods,
  notificationPreferences,
  outbox,
  partnerCheckins,
  partnerLinks,
  partnerSpecialDates,
  ritualFeedback,
  ritualReflections,
  rituals,
  sharedGoals,
  sharingGrants,
  smartNotifications,
  subscriptions,
  userRoles,
  users,
} from "@/db/schema";
import { userExportSections, type ExportRow } from "@/lib/data/user-export";
import { isAppError } from "@/lib/errors";
import { downloadDataExport } from "@/lib/services/data-export/download-data-export";
import { EXPORT_RATE_LIMIT_MESSAGE, requestDataExport } from "@/lib/services/data-export/request-data-export";
import { settingsMessages } from "@/lib/validation/settings";
import { createUser } from "../../helpers/auth";
import { couple, invite, link, person, sessionCookieFor } from "../../helpers/couples";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());
const { actAs } = await import("../../helpers/request-context");
const { requestDataExportAction } = await import("@/lib/actions/settings");

/** The Settings data export (spec 3 §2 Data & Privacy): request, email, download, completeness and privacy. */

const BASE = "http://attune.test";
const HOUR = 3_600_000;
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

async function latestExportToken(email: string): Promise<string> {
  const [row] = await db()
    .select({ bodyText: outbox.bodyText, template: outbox.template })
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  expect(row?.template).toBe("data-export-ready");
  const match = row!.bodyText.match(/https?:\/\/[^\s)]+\/settings\/export\?token=([A-Za-z0-9_-]+)/);
  expect(match).not.toBeNull();
  return match![1]!;
}

async function emailOf(userId: string) {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

function download(token: string, cookie?: string) {
  return GET(
    new Request(`${BASE}/settings/export?token=${encodeURIComponent(token)}`, { headers: cookie ? { cookie } : {} }),
  );
}

describe("requesting an export", () => {
  test("the action queues the email with a 24-hour link and stores only the token's hash", async () => {
    const me = await person({ displayName: "Casey Export" });
    const email = await emailOf(me);
    await actAs(me);
    const result = await requestDataExportAction();
    expect(result.ok).toBe(true);

    const token = await latestExportToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db().select().from(exportRequests).where(eq(exportRequests.userId, me));
    expect(row).toMatchObject({ status: "ready", downloadTokenHash: sha256(token) });
    expect(row!.expiresAt!.getTime() - row!.createdAt.getTime()).toBe(24 * HOUR);
    expect(result.ok && result.data.expiresAt).toBe(row!.expiresAt!.toISOString());
    // The raw token is nowhere in the table.
    expect(JSON.stringify(row)).not.toContain(token);

    const [message] = await db().select().from(outbox).where(eq(outbox.recipient, email));
    expect(message).toMatchObject({ userId: me, channel: "email", template: "data-export-ready" });
    expect(message!.bodyText).toContain("Hi Casey,");
    expect(message!.bodyText).toContain("expires in 24 hours");
  });

  test("three a day; the fourth is refused until the oldest is a day old", async () => {
    const me = await person();
    const t0 = new Date("2026-03-01T10:00:00Z");
    for (let i = 0; i < 3; i++) await requestDataExport({ userId: me, now: new Date(t0.getTime() + i * HOUR) });
    const refused = await requestDataExport({ userId: me, now: new Date(t0.getTime() + 5 * HOUR) }).catch((e) => e);
    expect(isAppError(refused) && refused.code).toBe("RATE_LIMITED");
    expect(refused.message).toBe(EXPORT_RATE_LIMIT_MESSAGE);
    expect(refused.details.retryAfterSeconds).toBe(19 * 3600);
    expect(await db().select().from(exportRequests).where(eq(exportRequests.userId, me))).toHaveLength(3);
    await requestDataExport({ userId: me, now: new Date(t0.getTime() + 24 * HOUR + 1) });
    expect(await db().select().from(exportRequests).where(eq(exportRequests.userId, me))).toHaveLength(4);
  });

  test("anonymous callers get nothing queued", async () => {
    await actAs(null);
    const before = await db().select({ id: outbox.id }).from(outbox);
    const result = await requestDataExportAction({ userId: "00000000-0000-0000-0000-000000000000" });
    expect(!result.ok && result.error.code).toBe("UNAUTHENTICATED");
    expect(await db().select({ id: outbox.id }).from(outbox)).toHaveLength(before.length);
  });

  test("a payload naming another user still exports only the caller", async () => {
    const me = await person();
    const other = await person();
    await actAs(me);
    expect((await requestDataExportAction({ userId: other, user_id: other })).ok).toBe(true);
    expect(await db().select().from(exportRequests).where(eq(exportRequests.userId, other))).toEqual([]);
    expect(await db().select().from(exportRequests).where(eq(exportRequests.userId, me))).toHaveLength(1);
  });

  test("the profile must exist to address the email", async () => {
    const bare = await person({ profile: false });
    const error = await requestDataExport({ userId: bare }).catch((e) => e);
    expect(isAppError(error) && error.message).toBe(settingsMessages.profileMissing);
  });
});

/** Seeds one row (or more) in every table the export covers, for `me`, plus private rows of the partner. */
async function seedEverything() {
  const owner = await createUser({ fullName: "Riley Owner" });
  const me = owner.userId;
  const partner = await person({ displayName: "Partner Private" });
  const linkId = await link(me, partner);
  const pendingLinkId = await invite(partner);
  const d = db();
  await d.insert(userRoles).values({ userId: me, role: "admin" });
  // Registration started the trial (issue #35); the export shows the plan as it stands now.
  await d
    .update(subscriptions)
    .set({ plan: "attune_monthly", status: "active", trialEndsAt: null })
    .where(eq(subscriptions.userId, me));
  // Sign-up wrote the row with the defaults; the export shows what the person chose.
  await d
    .update(notificationPreferences)
    .set({ dailyReminderTime: "21:00" })
    .where(eq(notificationPreferences.userId, me));
  await d.insert(sharingGrants).values({ userId: me, shareGoals: true });
  await d.insert(moods).values([
    {
      userId: me,
      moodValue: 2,
      moodKeywords: ["happy", "calm"],
      emotionMetadata: [
        {
          emotionId: "joy",
          emotionName: "Joy",
          categoryId: "positive",
          categoryName: "Positive",
          mappedKeyword: "happy",
          intensity: 4,
        },
      ] as never,
      contextNotes: "MY-SECRET-MOOD-NOTE",
      reflectionPrompt: "high-helped",
      reflection: "MY-MOOD-REFLECTION",
      timestamp: new Date("2026-01-02T08:00:00Z"),
    },
    { userId: me, moodValue: -1, moodKeywords: [], timestamp: new Date("2026-01-03T08:00:00Z") },
    { userId: partner, moodValue: 3, contextNotes: "PARTNER-PRIVATE-NOTE" },
  ]);
  await d.insert(moodTagSummary).values({ userId: me, tag: "happy", count: 1, datePeriod: "2025-12-28" });
  await d.insert(biometricData).values({ userId: me, sleepHours: 7.5, stressLevel: 4 });
  await d.insert(emotionalCheckins).values({
    userId: me,
    moodScore: 1,
    emotionalState: "calm",
    gratitudeNote: "MY-GRATITUDE",
  });
  await d.insert(partnerCheckins).values([
    {
      userId: me,
      partnerUid: partner,
      partnerConnectionScore: 2,
      partnerEmotionTag: "loved",
      partnerGratitudeNote: "I-WROTE-THIS",
    },
    {
      userId: partner,
      partnerUid: me,
      partnerConnectionScore: 1,
      partnerEmotionTag: "distant",
      partnerGratitudeNote: "PARTNER-WROTE-THIS",
      isSharedWithPartner: true,
    },
  ]);
  const [ritual] = await d
    .insert(rituals)
    .values({ userId: me, title: "Evening walk", type: "connection", archivedAt: new Date("2026-01-03T09:00:00Z") })
    .returning({ id: rituals.id });
  await d
    .insert(ritualReflections)
    .values({ ritualId: ritual!.id, userId: me, liked: true, responseText: "MY-REFLECTION" });
  await d.insert(ritualFeedback).values({ ritualId: ritual!.id, userId: me, liked: true });
  await d.insert(rituals).values({ userId: partner, title: "PARTNER-RITUAL" });
  await d.insert(sharedGoals).values([
    { user1Id: me, user2Id: partner, createdBy: me, title: "Cook together", description: "MY-GOAL-DESCRIPTION" },
    { user1Id: partner, user2Id: me, createdBy: partner, title: "PARTNER-GOAL" },
  ]);
  await d.insert(achievements).values({
    userId: me,
    type: "wellness",
    category: "mood",
    icon: "star",
    title: "First mood",
    description: "Logged a mood",
  });
  await d.insert(partnerSpecialDates).values([
    {
      userId: me,
      partnerId: partner,
      dateType: "birthday",
      title: "Birthday",
      dateValue: "1990-05-17",
      notes: "MY-DATE-NOTE",
    },
    { userId: partner, partnerId: me, dateType: "custom", title: "PARTNER-DATE", dateValue: "2020-01-01" },
  ]);
  await d.insert(smartNotifications).values([
    { userId: me, type: "system", title: "Welcome", message: "MY-NOTIFICATION", actionUrl: "/settings" },
    { userId: partner, type: "system", title: "Hi", message: "PARTNER-NOTIFICATION" },
  ]);
  // Issue #38 (decision 079): a quiet pause, ended, and the partner's view of this person's moods.
  await d.insert(schema.sharingPauses).values({
    userId: me,
    startedAt: new Date("2026-01-05T10:00:00Z"),
    endedAt: new Date("2026-01-06T10:00:00Z"),
  });
  await d.insert(schema.partnerViews).values([
    { ownerId: me, viewerId: partner, kind: "moods", day: "2026-01-07" },
    // Migration 0023's kinds: the partner's view of the check-up trend, and this person's counsellor report of theirs.
    { ownerId: me, viewerId: partner, kind: "check_ups", day: "2026-01-07" },
    { ownerId: partner, viewerId: me, kind: "report", day: "2026-01-08" },
  ]);
  const [pending] = await d
    .select({ tokenHash: partnerLinks.tokenHash })
    .from(partnerLinks)
    .where(eq(partnerLinks.id, pendingLinkId));
  const [credentials] = await d.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me));
  return {
    me,
    partner,
    email: owner.email,
    linkId,
    pendingTokenHash: pending!.tokenHash!,
    passwordHash: credentials!.hash!,
  };
}

describe("downloading", () => {
  test("the owner gets everything they own, and nothing secret or the partner's", async () => {
    const seeded = await seedEverything();
    await requestDataExport({ userId: seeded.me });
    const token = await latestExportToken(seeded.email);

    const response = await download(token, await sessionCookieFor(seeded.me));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="attune-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const file = JSON.parse(text);

    expect(file).toMatchObject({ format: "attune-export", version: 1 });
    expect(file.account).toMatchObject({ id: seeded.me, email: seeded.email });
    expect(file.account.created_at).toEqual(expect.any(String));
    expect(file.profile).toMatchObject({ display_name: "Riley Owner", partner_uid: seeded.partner });
    expect(file.settings).toMatchObject({ mood_reflection: true, chatbot_enabled: true });
    // Decision 062: no cycle switch, so nothing about one in the export.
    expect(file.settings).not.toHaveProperty("cycle_mode");
    expect(file.notification_preferences).toMatchObject({ daily_reminder_time: "21:00:00" });
    expect(file.sharing_grants).toMatchObject({ share_goals: true, share_mood_summaries: false });
    expect(file.roles).toEqual([expect.objectContaining({ role: "admin" })]);
    expect(file.subscription).toMatchObject({ plan: "attune_monthly", status: "active" });
    expect(file.moods).toHaveLength(2);
    expect(file.moods[0]).toMatchObject({
      mood_value: 2,
      mood_keywords: ["happy", "calm"],
      context_notes: "MY-SECRET-MOOD-NOTE",
      // Decision 061: the reflection comes out decrypted, with the question it answered.
      reflection_prompt: "high-helped",
      reflection: "MY-MOOD-REFLECTION",
      emotion_metadata: [expect.objectContaining({ emotionName: "Joy", intensity: 4 })],
      timestamp: "2026-01-02T08:00:00.000Z",
    });
    expect(file.mood_tag_summary).toEqual([
      expect.objectContaining({ tag: "happy", count: 1, date_period: "2025-12-28" }),
    ]);
    expect(file.biometrics).toEqual([expect.objectContaining({ sleep_hours: 7.5, stress_level: 4 })]);
    expect(file.personal_checkins).toEqual([expect.objectContaining({ gratitude_note: "MY-GRATITUDE" })]);
    expect(file.partner_checkins).toEqual([expect.objectContaining({ partner_gratitude_note: "I-WROTE-THIS" })]);
    // Archived is still the person's (decision 050): exported with when it was archived.
    expect(file.rituals).toEqual([
      expect.objectContaining({ title: "Evening walk", archived_at: "2026-01-03T09:00:00.000Z", deleted_at: null }),
    ]);
    expect(file.ritual_reflections).toEqual([expect.objectContaining({ response_text: "MY-REFLECTION", liked: true })]);
    expect(file.ritual_feedback).toEqual([expect.objectContaining({ liked: true })]);
    expect(file.goals).toEqual([
      expect.objectContaining({ title: "Cook together", description: "MY-GOAL-DESCRIPTION" }),
    ]);
    expect(file.achievements).toEqual([expect.objectContaining({ title: "First mood" })]);
    expect(file.special_dates).toEqual([expect.objectContaining({ title: "Birthday", notes: "MY-DATE-NOTE" })]);
    expect(file.notifications).toEqual([expect.objectContaining({ message: "MY-NOTIFICATION" })]);
    expect(file.partner_links).toEqual([
      expect.objectContaining({ id: seeded.linkId, status: "accepted", inviter_id: seeded.me }),
    ]);
    expect(file.export_requests).toEqual([expect.objectContaining({ status: "ready" })]);
    expect(file.quiet_pauses).toEqual([
      { started_at: "2026-01-05T10:00:00.000Z", ended_at: "2026-01-06T10:00:00.000Z" },
    ]);
    // Paged by (owner, day, viewer, kind): the two owners' ids come in either order.
    expect(file.partner_views).toHaveLength(3);
    expect(file.partner_views).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ owner_id: seeded.me, viewer_id: seeded.partner, kind: "moods", day: "2026-01-07" }),
        expect.objectContaining({
          owner_id: seeded.me,
          viewer_id: seeded.partner,
          kind: "check_ups",
          day: "2026-01-07",
        }),
        expect.objectContaining({ owner_id: seeded.partner, viewer_id: seeded.me, kind: "report", day: "2026-01-08" }),
      ]),
    );
    for (const section of ["health_scores", "health_score_history", "correlation_insights", "recommendation_state"]) {
      expect(file[section]).toEqual([]);
    }

    // Never the partner's private rows, nor any secret.
    for (const secret of [
      "PARTNER-PRIVATE-NOTE",
      "PARTNER-WROTE-THIS",
      "PARTNER-RITUAL",
      "PARTNER-GOAL",
      "PARTNER-DATE",
      "PARTNER-NOTIFICATION",
      seeded.passwordHash,
      seeded.pendingTokenHash,
      sha256(token),
      token,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/password|token_hash|session_version|idempotency|download_token/i);
  });

  test("another user, an anonymous caller, a wrong or malformed token get nothing", async () => {
    const me = await person();
    const stranger = await person();
    await requestDataExport({ userId: me });
    const token = await latestExportToken(await emailOf(me));

    const asStranger = await download(token, await sessionCookieFor(stranger));
    expect(asStranger.status).toBe(404);
    const anonymous = await download(token);
    expect(anonymous.status).toBe(401);
    const wrong = await download("A".repeat(43), await sessionCookieFor(me));
    expect(wrong.status).toBe(404);
    const malformed = await download("not-a-token", await sessionCookieFor(me));
    expect(malformed.status).toBe(404);
    for (const response of [asStranger, anonymous, wrong, malformed]) {
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("Content-Disposition")).toBeNull();
    }
    for (const response of [asStranger, wrong, malformed]) {
      expect((await response.json()).error).toEqual({
        code: "NOT_FOUND",
        title: "Error",
        message: "This download link is invalid. Please request a new export from Settings.",
      });
    }
    // The owner still can: the refusals above did not burn the link.
    expect((await download(token, await sessionCookieFor(me))).status).toBe(200);
  });

  test("an expired link answers 410 and is marked expired", async () => {
    const me = await person();
    const t0 = new Date("2026-02-01T00:00:00Z");
    await requestDataExport({ userId: me, now: t0 });
    const token = await latestExportToken(await emailOf(me));
    const lastMoment = await downloadDataExport({ userId: me, token, now: new Date(t0.getTime() + 24 * HOUR - 1) });
    expect(lastMoment.filename).toMatch(/^attune-export-\d{4}-\d{2}-\d{2}\.json$/);
    await lastMoment.chunks.return(undefined);
    await expect(downloadDataExport({ userId: me, token, now: new Date(t0.getTime() + 24 * HOUR) })).rejects.toSatisfy(
      (error) => isAppError(error) && error.code === "EXPORT_EXPIRED" && error.status === 410,
    );
    const [row] = await db()
      .select({ status: exportRequests.status })
      .from(exportRequests)
      .where(eq(exportRequests.userId, me));
    expect(row!.status).toBe("expired");
    const response = await download(token, await sessionCookieFor(me));
    expect(response.status).toBe(410);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await response.json()).error).toEqual({
      code: "EXPORT_EXPIRED",
      title: "Link expired",
      message: "This download link has expired. Please request a new export from Settings.",
    });
  });

  test("check-ins the partner wrote about me are theirs and stay out of my export", async () => {
    const { viewer, partner } = await couple();
    await db().insert(partnerCheckins).values({
      userId: partner,
      partnerUid: viewer,
      partnerConnectionScore: 1,
      partnerEmotionTag: "loved",
      partnerGratitudeNote: "ABOUT-VIEWER",
      isSharedWithPartner: true,
    });
    await requestDataExport({ userId: viewer });
    const token = await latestExportToken(await emailOf(viewer));
    const text = await (await download(token, await sessionCookieFor(viewer))).text();
    expect(text).not.toContain("ABOUT-VIEWER");
    expect(JSON.parse(text).partner_checkins).toEqual([]);
  });
});

describe("paging", () => {
  async function collect(userId: string, name: string, pageSize: number): Promise<ExportRow[]> {
    const section = userExportSections(userId, { pageSize }).find((s) => s.name === name)!;
    expect(section.kind).toBe("list");
    const rows: ExportRow[] = [];
    if (section.kind === "list") for await (const row of section.read()) rows.push(row);
    return rows;
  }

  test("moods come out once each, oldest first, across page boundaries and equal timestamps", async () => {
    const me = await person();
    const at = new Date("2026-01-01T00:00:00.123Z");
    const values = Array.from({ length: 7 }, (_, i) => ({
      userId: me,
      moodValue: (i % 7) - 3,
      timestamp: i < 4 ? at : new Date(at.getTime() + i * 1000),
    }));
    await db().insert(moods).values(values);
    for (const size of [1, 2, 3, 7, 8]) {
      const rows = await collect(me, "moods", size);
      expect(rows).toHaveLength(7);
      expect(new Set(rows.map((r) => r.id)).size).toBe(7);
      const times = rows.map((r) => (r.timestamp as Date).getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });

  test("keyed sections (tag summary) page by their key", async () => {
    const me = await person();
    await db()
      .insert(moodTagSummary)
      .values(
        ["a", "b", "c"].flatMap((tag) =>
          ["2026-01-04", "2026-01-11"].map((datePeriod) => ({ userId: me, tag, datePeriod, count: 1 })),
        ),
      );
    for (const size of [1, 2, 4, 6]) {
      const rows = await collect(me, "moodTagSummary", size);
      expect(rows.map((r) => `${r.datePeriod}/${r.tag}`)).toEqual([
        "2026-01-04/a",
        "2026-01-04/b",
        "2026-01-04/c",
        "2026-01-11/a",
        "2026-01-11/b",
        "2026-01-11/c",
      ]);
    }
  });
});

/**
 * Where each table that references a user goes in the export. A table added later fails this test until someone
 * decides: export it (add a section) or leave it out for a stated reason.
 */
const EXPORT_COVERAGE: Record<string, string> = {
  profiles: "profile",
  user_settings: "settings",
  notification_preferences: "notificationPreferences",
  sharing_grants: "sharingGrants",
  user_roles: "roles",
  subscriptions: "subscription",
  moods: "moods",
  imports: "imports",
  mood_tag_summary: "moodTagSummary",
  biometric_data: "biometrics",
  emotional_checkins: "personalCheckins",
  partner_checkins: "partnerCheckins",
  rituals: "rituals",
  ritual_reflections: "ritualReflections",
  ritual_feedback: "ritualFeedback",
  ritual_completions: "ritualCompletions",
  partner_reactions: "partnerReactions",
  question_days: "questionDays",
  weekly_recaps: "weeklyRecaps",
  check_ups: "checkUps",
  shared_goals: "goals",
  achievements: "achievements",
  partner_special_dates: "specialDates",
  smart_notifications: "notifications",
  partner_links: "partnerLinks",
  export_requests: "exportRequests",
  health_score_records: "healthScores",
  health_score_history: "healthScoreHistory",
  emotional_correlation_insights: "correlationInsights",
  recommendation_state: "recommendationState",
  sharing_pauses: "quietPauses",
  partner_views: "partnerViews",
  accounts: "excluded: OAuth provider links, none for Credentials users",
  auth_tokens: "excluded: one-time token hashes",
  partner_memberships: "excluded: mirrors the accepted partner link, which is exported",
  push_subscriptions: "excluded: browser push endpoint keys are secrets",
  admin_audit_events: "excluded: the team's record of admin actions (ids and outcomes), not the person's data",
  demo_rows: "excluded: which rows are demo data; the rows themselves are exported with their tables",
  checkouts: "excluded: payment-page bookkeeping (token hash, Stripe ids); the plan it bought is the subscription",
  outbox: "excluded: message bodies hold one-time links",
  scheduled_jobs: "excluded: pending background work (a recalculation request), not the user's data",
  coach_messages: "coachMessages",
  coaching_progress: "coachingProgress",
  ai_outputs: "aiOutputs",
  coach_usage: "excluded: a count of messages per day, for the daily limit",
  coach_state: "excluded: when the coach was last used and last said it is a program, for the disclosure rules",
  live_events: "excluded: day-old 'something changed' signals naming a row id, whose rows are exported themselves",
  daily_rollups:
    "excluded: per-day counts and sums of the moods, health figures and check-ins exported with their tables",
  daily_partner_ratings:
    "excluded: per-day counts and sums of the connection ratings a partner shared (their check-ins)",
  daily_rollup_zones: "excluded: which time zone the daily rollups were last built in",
};

test("every table that references a user is exported or deliberately left out", () => {
  const referencing = new Set<string>();
  for (const value of Object.values(schema) as unknown[]) {
    if (!is(value, PgTable)) continue;
    if (getTableConfig(value).foreignKeys.some((fk) => fk.reference().foreignTable === schema.users)) {
      referencing.add(getTableName(value));
    }
  }
  expect([...referencing].sort()).toEqual(Object.keys(EXPORT_COVERAGE).sort());
  const sectionNames = new Set(userExportSections("00000000-0000-0000-0000-000000000000").map((s) => s.name));
  for (const target of Object.values(EXPORT_COVERAGE)) {
    if (!target.startsWith("excluded:")) expect(sectionNames).toContain(target);
  }
  expect(sectionNames).toContain("account");
});
