/**
 * Live updates (issue #14, spec 2 §4.3): what an event is, who may be told of it, and how it goes down the wire.
 * An event names what changed (a kind and a row id), never its content: the browser refetches through the page's own
 * guarded reads, so the stream cannot carry anything the reader's grants would not show them.
 */

export const LIVE_EVENT_KINDS = [
  "partner_checkin",
  "own_checkin",
  "partner_ritual_completed",
  "notification",
  "partner_goal_changed",
  "partner_reaction",
  "partner_question",
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export interface LiveEvent {
  id: number;
  recipientId: string;
  /** Whose data changed. */
  sourceUserId: string;
  kind: LiveEventKind;
  refId: string | null;
  createdAt: Date;
}

/** The window event the page's stream re-dispatches each live event as, for listeners without a stream of their own. */
export const LIVE_EVENT_DOM = "attune:live";

/** The channel the database announces new event ids on (migration 0003). */
export const LIVE_EVENTS_CHANNEL = "attune_live_events";
/** How long events are kept for a reconnecting browser to catch up; older ones are swept. */
export const LIVE_EVENT_TTL_HOURS = 24;
/** At most this many missed events are replayed on reconnect; a page that missed more simply refetches once. */
export const LIVE_EVENT_REPLAY_MAX = 50;
/** A comment line this often keeps proxies from closing an idle stream, and re-checks the session. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** What the browser waits before its own reconnect (the `retry:` field). */
export const LIVE_RETRY_MS = 2_000;
/** The client's reconnects after a dropped stream: 2, 4, 8, 16, 32 s, then a 'Reconnect' button. */
export const LIVE_RECONNECT_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 32_000] as const;

/** An event to record: who is told, whose data changed, what and which row. */
export type LiveEventDraft = Pick<LiveEvent, "recipientId" | "sourceUserId" | "kind" | "refId">;

/**
 * A new check-in tells its author's other open pages, and a shared partner check-in tells the partner it is about
 * (the dashboard's messages, connection chart and wellbeing card, spec 2 §4.3).
 */
export function checkinEvents(checkin: {
  authorId: string;
  id: string;
  /** The partner it is about and whether it is shared with them; null for a personal check-in. */
  partner: { id: string; shared: boolean } | null;
}): LiveEventDraft[] {
  const own: LiveEventDraft = {
    recipientId: checkin.authorId,
    sourceUserId: checkin.authorId,
    kind: "own_checkin",
    refId: checkin.id,
  };
  if (!checkin.partner?.shared) return [own];
  return [
    own,
    { recipientId: checkin.partner.id, sourceUserId: checkin.authorId, kind: "partner_checkin", refId: checkin.id },
  ];
}

/** What the delivery check knows about the reader's partner now (from resolvePartnerAccess, read at delivery). */
export interface DeliveryAccess {
  partnerId: string;
  canSeeSharedCheckins: boolean;
  /** The partner is in a quiet pause (decision 079): nothing of theirs is announced, as if they did nothing. */
  partnerPaused: boolean;
}

/**
 * May `event` be delivered to its recipient now? Checked when it is delivered, not when the stream opened: a
 * partner who unlinked or stopped sharing since is not told, even of an event written before.
 * - own_checkin, notification: only the recipient's own (the source must be the recipient);
 * - partner_checkin: the source is the recipient's partner now and their shared check-ins are visible;
 * - partner_ritual_completed: the source is the recipient's partner now.
 * - partner_goal_changed: the source is the recipient's partner now. It names the goal and nothing of it; the page
 *   then reads through goalsVisibleTo, so a goal the recipient may not see stays unseen.
 * - partner_reaction: the source is the recipient's partner now (a reaction from a former partner is not told).
 * - partner_question: the source is the recipient's partner now (issue #37: they answered, reacted to or skipped the
 *   day's question). The page then reads the answer through its own guarded read, which shows it only to a partner
 *   who has answered theirs.
 * Every partner_* event also waits on the source's quiet pause (decision 079): while the source is paused, none is
 * delivered, even one recorded before the pause began.
 */
export function mayDeliver(
  event: Pick<LiveEvent, "kind" | "recipientId" | "sourceUserId">,
  access: DeliveryAccess | null,
) {
  switch (event.kind) {
    case "own_checkin":
    case "notification":
      return event.sourceUserId === event.recipientId;
    case "partner_checkin":
      return (
        access !== null &&
        access.partnerId === event.sourceUserId &&
        access.canSeeSharedCheckins &&
        !access.partnerPaused
      );
    case "partner_ritual_completed":
    case "partner_goal_changed":
    case "partner_reaction":
    case "partner_question":
      return access !== null && access.partnerId === event.sourceUserId && !access.partnerPaused;
  }
}

/** A reconnecting browser's Last-Event-ID: a positive safe integer, else nothing to replay after. */
export function parseLastEventId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** One SSE message: the id (for Last-Event-ID), the event name and a JSON line the page reads. */
export function sseMessage(event: Pick<LiveEvent, "id" | "kind" | "refId">): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify({ kind: event.kind, ref: event.refId })}\n\n`;
}

/**
 * A change to a shared goal tells the partner's open /goals page (issue #16). A private goal tells nobody: not even
 * that something changed.
 */
export function goalEvents(change: { goalId: string; shared: boolean; actorId: string; partnerId: string | null }) {
  if (!change.shared || !change.partnerId) return [];
  return [
    {
      recipientId: change.partnerId,
      sourceUserId: change.actorId,
      kind: "partner_goal_changed",
      refId: change.goalId,
    } satisfies LiveEventDraft,
  ];
}
