import { and, asc, eq, gte, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { partnerViews } from "@/db/schema";
import type { PartnerViewKind } from "@/lib/domain/safety/partner-views";
import type { DayKey } from "@/lib/domain/time";
import type { PartnerAccess } from "./partner-access";
import { pagedByKey, pick, type ExportSection } from "./export-paging";

/*
 * Who looked (issue #38 item 3, decision 079): one row per viewer, owner, kind and the owner's local day, upserted
 * where the partner's shared data is read. Taking the PartnerAccess keeps the owner the viewer's current partner.
 */

/**
 * Logs that the viewer read these kinds of their partner's shared data at `now`: one statement, one row per kind and
 * the owner's local day (their profile's zone, UTC without one), the time moved on if the row is there.
 */
export async function recordPartnerViews(
  access: PartnerAccess,
  kinds: readonly PartnerViewKind[],
  now: Date,
  executor: Executor = db(),
): Promise<void> {
  if (kinds.length === 0) return;
  const list = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  await executor.execute(sql`
    insert into partner_views (owner_id, viewer_id, kind, day, last_viewed_at)
    select ${access.partnerId}, ${access.viewerId}, kind::partner_view_kind,
      (${now.toISOString()}::timestamptz at time zone coalesce(
        (select timezone from profiles where id = ${access.partnerId}), 'UTC'))::date,
      ${now.toISOString()}::timestamptz
    from unnest(array[${list}]) as kind
    on conflict (owner_id, day, viewer_id, kind) do update set last_viewed_at = excluded.last_viewed_at`);
}

/** The views of the owner's data from `firstDay` on, oldest first: the owner's own log. */
export async function listViewsOf(ownerId: string, firstDay: DayKey, executor: Executor = db()) {
  return executor
    .select({ viewerId: partnerViews.viewerId, kind: partnerViews.kind, day: partnerViews.day })
    .from(partnerViews)
    .where(and(eq(partnerViews.ownerId, ownerId), gte(partnerViews.day, firstDay)))
    .orderBy(asc(partnerViews.day), asc(partnerViews.kind));
}

/** Deletes the log's days before `firstKept` (the housekeeping run); returns how many went. */
export async function deletePartnerViewsBefore(firstKept: DayKey, executor: Executor = db()): Promise<number> {
  const rows = await executor
    .delete(partnerViews)
    .where(lt(partnerViews.day, firstKept))
    .returning({ day: partnerViews.day });
  return rows.length;
}

/** The export's "who looked" section: the partner's views of this person's data and this person's views of theirs. */
export function partnerViewsExportSection(userId: string, pageSize: number, executor: Executor): ExportSection {
  return {
    name: "partnerViews",
    kind: "list",
    read: () =>
      pagedByKey({
        executor,
        pageSize,
        table: partnerViews,
        columns: pick(partnerViews, "ownerId viewerId kind day lastViewedAt"),
        where: or(eq(partnerViews.ownerId, userId), eq(partnerViews.viewerId, userId))!,
        keys: [partnerViews.ownerId, partnerViews.day, partnerViews.viewerId, partnerViews.kind],
      }),
  };
}
