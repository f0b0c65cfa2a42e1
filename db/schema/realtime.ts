import { bigserial, index, pgEnum, pgTable, uuid } from "drizzle-orm/pg-core";
import { LIVE_EVENT_KINDS } from "@/lib/domain/live-events";
import { createdAt, userRef } from "./_columns";

/** What changed for the recipient (issue #14 live updates); the event names a row, never carries its content. */
export const liveEventKind = pgEnum("live_event_kind", LIVE_EVENT_KINDS);

/**
 * Live events (GET /api/v1/events): one row per person to tell, written in the same transaction as what changed, and
 * announced by a trigger with pg_notify at commit (migration 0002). The id orders them and is the SSE event id, so a
 * reconnecting browser asks for what came after the last id it saw (Last-Event-ID). Kept for a day
 * (LIVE_EVENT_TTL_HOURS); both people's rows go with either account.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipientId: userRef("recipient_id", "cascade").notNull(),
    /** Whose data changed: what access is checked against when the event is delivered. */
    sourceUserId: userRef("source_user_id", "cascade").notNull(),
    kind: liveEventKind("kind").notNull(),
    /** The row that changed (a check-in's id): the browser refetches, it is never sent the row. */
    refId: uuid("ref_id"),
    createdAt: createdAt(),
  },
  (t) => [index("live_events_recipient_idx").on(t.recipientId, t.id), index("live_events_created_idx").on(t.createdAt)],
);
