import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Executor } from "@/db/client";
import {
  achievements,
  biometricData,
  emotionalCheckins,
  emotionalCorrelationInsights,
  moods,
  partnerCheckins,
  partnerMemberships,
  profiles,
  rituals,
  sharingGrants,
  userSettings,
  users,
} from "@/db/schema";
import { rebuildDailyRollups } from "@/lib/data/daily-rollups";
import { biometricRow, moodRow, partnerCheckinRow, personalCheckinRow } from "@/lib/data/history-rows";
import { upsertSharingGrants } from "@/lib/data/sharing-grants";
import { insertAccount, markEmailVerified } from "@/lib/data/users";
import { evaluateAchievements, type ActivityEvent } from "@/lib/domain/achievements";
import { computeCorrelationInsights } from "@/lib/domain/correlations";
import { syntheticCouple, type CoupleHistory, type PersonHistory } from "@/lib/domain/demo/history";
import { MS_PER_DAY } from "@/lib/domain/time";
import { linkSharingCouple } from "../linked-couple";

/*
 * A linked couple with the synthetic history of lib/domain/demo/history.ts in PostgreSQL, for the dashboard
 * benchmark. Accounts, the link, the consent and the grants go through lib/data as sign-up, acceptance and the privacy
 * card write them; the history is bulk-inserted (notes encrypted by the column type), with what the write paths derive
 * from it: achievements (the award tracker over the whole history), correlation patterns and the daily rollups.
 */

const BATCH_ROWS = 500;
const ALL_GRANTS = { shareMoodSummaries: true, shareDetailedEntries: true, shareGoals: true, shareAchievements: true };

export interface SeededPerson {
  id: string;
  displayName: string;
  sessionVersion: number;
}

export interface SeededCouple {
  /** Sent the invitation; the bench signs in as this person. */
  viewer: SeededPerson;
  partner: SeededPerson;
  ids: string[];
}

export type SeedOptions = {
  runId: string;
  now: Date;
  timeZone: string;
  /** Sign-in accounts instead of the bench's (which cannot sign in): the e2e seed's year-long couple. */
  accounts?: { emails: readonly [string, string]; names: readonly [string, string]; passwordHash: string };
} & (
  | { years: number }
  /**
   * A history built by the caller instead of syntheticCouple({ years, end }), ending the day before `end` as that
   * does: bench:dashboard --history gives couples of different lengths the same recent days this way.
   */
  | { history: (end: Date) => CoupleHistory }
);

/** Both people, linked, sharing everything with each other, with their history up to `now`; one transaction. */
export async function seedCouple(db: Database, options: SeedOptions): Promise<SeededCouple> {
  const { runId, now, timeZone, accounts } = options;
  const emailOf = (i: number) => accounts?.emails[i] ?? `bench-dashboard-${runId}-${i}@bench.attune.local`;
  // History up to today (the fixture ends the day before `end`), without anything later than now.
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + MS_PER_DAY);
  const history = "history" in options ? options.history(end) : syntheticCouple({ years: options.years, end });
  const upToNow = <T extends { at: Date }>(items: readonly T[]) => items.filter((item) => item.at <= now);
  const people = [history.user, history.partner].map((p, i): PersonHistory => ({
    ...p,
    name: accounts?.names[i] ?? p.name,
    moods: upToNow(p.moods),
    biometrics: upToNow(p.biometrics),
    checkins: upToNow(p.checkins),
    personalCheckins: upToNow(p.personalCheckins),
    rituals: p.rituals.map((r) => ({ ...r, completions: r.completions.filter((at) => at <= now) })),
  })) as [PersonHistory, PersonHistory];

  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const [i, person] of people.entries()) {
      const { id } = await insertAccount(
        {
          email: emailOf(i),
          // "!bench" is never a valid argon2 hash: the bench's accounts cannot sign in with a password.
          passwordHash: accounts?.passwordHash ?? "!bench",
          displayName: person.name,
          phone: null,
          timezone: timeZone,
        },
        tx,
      );
      await markEmailVerified(id, now, tx);
      ids.push(id);
    }
    const [viewerId, partnerId] = ids as [string, string];
    // As scripts/seed.ts links Alex and Sam: an invitation accepted by the partner (spec 1 §4).
    await linkSharingCouple(tx, { inviterId: viewerId, partnerId, partnerEmail: emailOf(1), at: now });
    for (const id of ids) await upsertSharingGrants(id, ALL_GRANTS, now, tx);

    for (const [i, person] of people.entries()) {
      const other = people[1 - i]!;
      await insertHistory(tx, {
        userId: ids[i]!,
        partnerId: ids[1 - i]!,
        person,
        other,
        timeZone,
        linkedAt: history.linkedAt,
      });
    }
    // Their daily rollups as the write paths keep them (decision 067), once both histories are in: each person's
    // include the ratings the other shared.
    for (const id of ids) await rebuildDailyRollups(id, tx);

    const rows = await tx
      .select({ id: users.id, sessionVersion: users.sessionVersion })
      .from(users)
      .where(inArray(users.id, ids));
    const versionOf = (id: string) => rows.find((r) => r.id === id)!.sessionVersion;
    return {
      viewer: { id: viewerId, displayName: people[0].name, sessionVersion: versionOf(viewerId) },
      partner: { id: partnerId, displayName: people[1].name, sessionVersion: versionOf(partnerId) },
      ids,
    };
  });
}

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await insert(rows.slice(i, i + BATCH_ROWS));
}

interface PersonSeed {
  userId: string;
  partnerId: string;
  person: PersonHistory;
  /** The partner's history: their moods feed this person's correlation patterns. */
  other: PersonHistory;
  timeZone: string;
  linkedAt: Date;
}

/** One person's history, and what the write paths would have derived from it. */
async function insertHistory(tx: Executor, { userId, partnerId, person, other, timeZone, linkedAt }: PersonSeed) {
  await inBatches(person.moods, (batch) => tx.insert(moods).values(batch.map((m) => moodRow(userId, m))));
  await inBatches(person.biometrics, (batch) =>
    tx.insert(biometricData).values(batch.map((b) => biometricRow(userId, b))),
  );
  await inBatches(person.checkins, (batch) =>
    tx.insert(partnerCheckins).values(batch.map((c) => partnerCheckinRow(userId, partnerId, c, c.shared))),
  );
  await inBatches(person.personalCheckins, (batch) =>
    tx.insert(emotionalCheckins).values(batch.map((c) => personalCheckinRow(userId, partnerId, c))),
  );
  // Rituals keep only the last completion and its streak (decision 017: no completion log yet).
  const ritualStreaks = person.rituals.map((r) => streaksOf(r.completions));
  await tx.insert(rituals).values(
    person.rituals.map((r, i) => ({
      userId,
      title: r.title,
      type: r.type,
      createdAt: r.createdAt,
      streakCount: ritualStreaks[i]!.at(-1)?.streak ?? 0,
      lastCompletedAt: r.completions.at(-1) ?? null,
    })),
  );

  const events: ActivityEvent[] = [
    { kind: "partner_linked", at: linkedAt },
    ...person.moods.map((m) => ({ kind: "mood" as const, at: m.at, hasNotes: Boolean(m.notes) })),
    ...person.checkins.map((c) => ({ kind: "partner_checkin" as const, at: c.at, score: c.score })),
    ...person.personalCheckins.map((c) => ({ kind: "personal_checkin" as const, at: c.at })),
    ...ritualStreaks.flat().map(({ at, streak }) => ({ kind: "ritual_completed" as const, at, streak })),
  ];
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const earned = evaluateAchievements({ timeZone, events });
  if (earned.length > 0) {
    await tx.insert(achievements).values(
      earned.map(({ milestoneType, type, category, icon, title, description, earnedAt }) => ({
        userId,
        milestoneType,
        type,
        category,
        icon,
        title,
        description,
        earnedAt,
      })),
    );
  }

  // Patterns as the check-in services add them: the partner's mood tags in the 24 hours before each check-in.
  const correlations = computeCorrelationInsights({
    partnerMoods: other.moods,
    userCheckins: [
      ...person.checkins.map((c) => ({ feeling: c.feeling, at: c.at })),
      ...person.personalCheckins.map((c) => ({ feeling: c.emotion, at: c.at })),
    ],
  });
  await inBatches(correlations, (batch) =>
    tx.insert(emotionalCorrelationInsights).values(
      batch.map((r) => ({
        userId,
        partnerMoodTags: [...r.partnerMoodTags].sort(),
        checkinFeeling: r.checkinFeeling,
        matchCount: r.matchCount,
        lastOccurrence: r.lastOccurrence,
      })),
    ),
  );
}

/** A ritual's completions with its streak after each: consecutive days extend it, a gap starts again at 1. */
function streaksOf(completions: readonly Date[]): { at: Date; streak: number }[] {
  const out: { at: Date; streak: number }[] = [];
  for (const at of completions) {
    const previous = out.at(-1);
    const day = Math.floor(at.getTime() / MS_PER_DAY);
    const consecutive = previous && Math.floor(previous.at.getTime() / MS_PER_DAY) === day - 1;
    out.push({ at, streak: consecutive ? previous.streak + 1 : 1 });
  }
  return out;
}

/** Row counts of everything the couple owns, per table (with the splits the cards care about). */
export async function countCoupleRows(db: Database, ids: readonly string[]): Promise<[string, number][]> {
  const count = async (table: PgTable, owner: PgColumn, where?: SQL) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(inArray(owner, [...ids]), where));
    return row?.n ?? 0;
  };
  return [
    ["users", await count(users, users.id)],
    ["profiles (consenting to mood sharing)", await count(profiles, profiles.id, sql`${profiles.consentMoodSharing}`)],
    [
      "user_settings (partner sharing on)",
      await count(userSettings, userSettings.userId, sql`${userSettings.partnerSharingEnabled}`),
    ],
    ["partner_memberships", await count(partnerMemberships, partnerMemberships.userId)],
    [
      "sharing_grants (all four on)",
      await count(
        sharingGrants,
        sharingGrants.userId,
        sql`${sharingGrants.shareMoodSummaries} and ${sharingGrants.shareDetailedEntries} and ${sharingGrants.shareGoals} and ${sharingGrants.shareAchievements}`,
      ),
    ],
    ["moods", await count(moods, moods.userId)],
    ["  with notes", await count(moods, moods.userId, sql`${moods.contextNotes} is not null`)],
    ["  with feelings (emotion_metadata)", await count(moods, moods.userId, sql`${moods.emotionMetadata} is not null`)],
    ["biometric_data", await count(biometricData, biometricData.userId)],
    ["partner_checkins", await count(partnerCheckins, partnerCheckins.userId)],
    ["  shared", await count(partnerCheckins, partnerCheckins.userId, sql`${partnerCheckins.isSharedWithPartner}`)],
    [
      "  private",
      await count(partnerCheckins, partnerCheckins.userId, sql`not ${partnerCheckins.isSharedWithPartner}`),
    ],
    ["emotional_checkins (personal)", await count(emotionalCheckins, emotionalCheckins.userId)],
    ["rituals", await count(rituals, rituals.userId)],
    ["achievements", await count(achievements, achievements.userId)],
    ["emotional_correlation_insights", await count(emotionalCorrelationInsights, emotionalCorrelationInsights.userId)],
  ];
}

/** Everything of the couple goes with the two accounts (foreign keys cascade). */
export async function deleteCouple(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(users).where(inArray(users.id, [...ids]));
}
