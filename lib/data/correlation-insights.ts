import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { emotionalCorrelationInsights as insights } from "@/db/schema";
import { CORRELATION_CARD_LIMIT, CORRELATION_MIN_MATCHES, type CorrelationRow } from "@/lib/domain/correlations";
import type { PartnerAccess } from "./partner-access";

/**
 * emotional_correlation_insights (spec 2 §3, §4.8, §7): the user's own rows, but every one names the partner's mood
 * tags. So the readers take a PartnerAccess and return nothing unless the partner's moods may be seen right now (the
 * viewer's partner_sharing_enabled and the partner's consent_mood_sharing): revoking consent withdraws patterns built
 * from moods shared earlier, as it does for shared check-ins (decision 020).
 */

const rowColumns = {
  partnerMoodTags: insights.partnerMoodTags,
  checkinFeeling: insights.checkinFeeling,
  matchCount: insights.matchCount,
  lastOccurrence: insights.lastOccurrence,
};

/** The card id of correlationCards (correlationKey: sorted tags joined by "+", ">", feeling), computed in SQL. */
const patternKey = sql<string>`array_to_string(${insights.partnerMoodTags}, '+') || '>' || ${insights.checkinFeeling}`;

/**
 * Ties are broken as the domain's compareRows does (last occurrence, then feeling and tags in code-unit order, hence
 * COLLATE "C"), so the SQL limit keeps the same three rows the card model would pick.
 */
const patternOrder = [
  desc(insights.matchCount),
  desc(insights.lastOccurrence),
  asc(sql`${insights.checkinFeeling} collate "C"`),
  asc(sql`${insights.partnerMoodTags}::text[] collate "C"`),
];

/**
 * Adds one check-in's occurrences (computeCorrelationInsights over that check-in alone): each pattern's match_count
 * grows by the row's count and last_occurrence moves forward only, so concurrent check-ins add up instead of
 * overwriting each other. A dismissed pattern keeps counting but stays dismissed. Rows are merged by pattern and
 * written in one key order, so one statement never touches a row twice and two concurrent writers lock rows in the
 * same order.
 */
export async function addCorrelationOccurrences(
  userId: string,
  rows: readonly CorrelationRow[],
  executor: Executor = db(),
): Promise<void> {
  const merged = new Map<string, CorrelationRow>();
  for (const row of rows) {
    const partnerMoodTags = [...row.partnerMoodTags].sort();
    const key = `${partnerMoodTags.join("+")}>${row.checkinFeeling}`;
    const seen = merged.get(key);
    if (seen) {
      seen.matchCount += row.matchCount;
      if (row.lastOccurrence > seen.lastOccurrence) seen.lastOccurrence = row.lastOccurrence;
    } else {
      merged.set(key, { ...row, partnerMoodTags });
    }
  }
  if (merged.size === 0) return;
  const values = [...merged.keys()].sort().map((key) => ({ userId, ...merged.get(key)! }));
  await executor
    .insert(insights)
    .values(values)
    .onConflictDoUpdate({
      target: [insights.userId, insights.checkinFeeling, insights.partnerMoodTags],
      set: {
        matchCount: sql`${insights.matchCount} + excluded.match_count`,
        lastOccurrence: sql`greatest(${insights.lastOccurrence}, excluded.last_occurrence)`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * The 'Did you know?' card query (spec 2 §7): match_count ≥ 3, most matches first, at most 3. Dismissed patterns are
 * left out here, before the limit, so the next pattern takes a dismissed one's place (correlationCards' rule).
 */
export async function listCorrelationCardRows(
  access: PartnerAccess | null,
  executor: Executor = db(),
): Promise<CorrelationRow[]> {
  if (!access?.canSeeMoods) return [];
  return executor
    .select(rowColumns)
    .from(insights)
    .where(
      and(
        eq(insights.userId, access.viewerId),
        gte(insights.matchCount, CORRELATION_MIN_MATCHES),
        isNull(insights.dismissedAt),
      ),
    )
    .orderBy(...patternOrder)
    .limit(CORRELATION_CARD_LIMIT);
}

/**
 * The Relationship Patterns query (spec 2 §7): the user's patterns, most matches first, the first `limit` of them or
 * all. Dismissing a 'Did you know?' card hides that card only; the pattern still belongs in the list.
 */
export async function listCorrelationPatterns(
  access: PartnerAccess | null,
  limit?: number,
  executor: Executor = db(),
): Promise<CorrelationRow[]> {
  if (!access?.canSeeMoods) return [];
  const query = executor
    .select(rowColumns)
    .from(insights)
    .where(eq(insights.userId, access.viewerId))
    .orderBy(...patternOrder);
  return limit === undefined ? query : query.limit(limit);
}

/** How many patterns listCorrelationPatterns would return in all (0 without mood consent, like the list). */
export async function countCorrelationPatterns(
  access: PartnerAccess | null,
  executor: Executor = db(),
): Promise<number> {
  if (!access?.canSeeMoods) return 0;
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(insights)
    .where(eq(insights.userId, access.viewerId));
  return row?.count ?? 0;
}

/**
 * Marks the caller's own pattern with this card id dismissed (the first dismissal's time is kept). The owner comes
 * from the session, never the payload, so an id seen elsewhere can only ever match the caller's own row. False when
 * the caller has no such pattern.
 */
export async function dismissCorrelationPattern(
  userId: string,
  cardId: string,
  at: Date,
  executor: Executor = db(),
): Promise<boolean> {
  const updated = await executor
    .update(insights)
    .set({ dismissedAt: sql`coalesce(${insights.dismissedAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
    .where(and(eq(insights.userId, userId), eq(patternKey, cardId)))
    .returning({ id: insights.id });
  return updated.length > 0;
}

/**
 * Forgets these people's patterns. Every row pairs a person's check-in feelings with their partner's mood tags, so
 * it describes one partnership: it goes when that partnership ends, and a new partner never sees patterns learnt
 * from an earlier one under their own name.
 */
export async function deleteCorrelationInsightsOf(userIds: readonly string[], executor: Executor): Promise<void> {
  if (userIds.length === 0) return;
  await executor.delete(insights).where(inArray(insights.userId, [...userIds]));
}
