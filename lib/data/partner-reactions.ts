import { and, desc, eq, gte, lt, or } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { partnerReactions } from "@/db/schema";
import type { PartnerReactionKind } from "@/lib/domain/partner-reactions";
import { outsidePartnerPauses, type PartnerAccess } from "./partner-access";

export interface StoredReaction {
  id: string;
  /** Sent by the viewer (true) or received from the partner (false). */
  mine: boolean;
  kind: PartnerReactionKind | null;
  note: string | null;
  at: Date;
}

/**
 * A reaction from the viewer to their current partner. Taking a PartnerAccess keeps the recipient the one
 * resolvePartnerAccess found (never an id from the payload).
 */
export async function insertReaction(
  access: PartnerAccess,
  reaction: { kind: PartnerReactionKind | null; note: string | null; at: Date },
  executor: Executor,
): Promise<string> {
  const [row] = await executor
    .insert(partnerReactions)
    .values({
      userId: access.viewerId,
      recipientId: access.partnerId,
      kind: reaction.kind,
      note: reaction.note,
      createdAt: reaction.at,
    })
    .returning({ id: partnerReactions.id });
  return row!.id;
}

/** Between the viewer and their current partner, in either direction: reactions of a former partner never show. */
function betweenTheTwo(access: PartnerAccess) {
  return or(
    and(eq(partnerReactions.userId, access.viewerId), eq(partnerReactions.recipientId, access.partnerId)),
    and(
      eq(partnerReactions.userId, access.partnerId),
      eq(partnerReactions.recipientId, access.viewerId),
      outsidePartnerPauses(access, partnerReactions.createdAt),
    ),
  );
}

/** The two partners' reactions in [from, to), newest first, at most `limit`. */
export async function listReactionsBetween(
  access: PartnerAccess,
  { from, to, limit }: { from: Date; to: Date; limit: number },
  executor: Executor = db(),
): Promise<StoredReaction[]> {
  const rows = await executor
    .select({
      id: partnerReactions.id,
      userId: partnerReactions.userId,
      kind: partnerReactions.kind,
      note: partnerReactions.note,
      at: partnerReactions.createdAt,
    })
    .from(partnerReactions)
    .where(and(betweenTheTwo(access), gte(partnerReactions.createdAt, from), lt(partnerReactions.createdAt, to)))
    .orderBy(desc(partnerReactions.createdAt), desc(partnerReactions.id))
    .limit(limit);
  return rows.map(({ userId, ...row }) => ({ ...row, mine: userId === access.viewerId }));
}

/** Did the viewer send this kind to their partner at or after `since`? (A repeat tap within the window is one.) */
export async function sentKindSince(
  access: PartnerAccess,
  kind: PartnerReactionKind,
  since: Date,
  executor: Executor,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: partnerReactions.id })
    .from(partnerReactions)
    .where(
      and(
        eq(partnerReactions.userId, access.viewerId),
        eq(partnerReactions.recipientId, access.partnerId),
        eq(partnerReactions.kind, kind),
        gte(partnerReactions.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
