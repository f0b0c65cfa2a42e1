import { requireApiUser } from "@/lib/auth/guards";
import { LIVE_HEARTBEAT_MS, LIVE_RETRY_MS, parseLastEventId, sseMessage } from "@/lib/domain/live-events";
import { eventStreamResponse } from "@/lib/http/event-stream";
import { handler } from "@/lib/http/handler";
import { subscribeLiveEvents } from "@/lib/live-events/hub";

export const dynamic = "force-dynamic";

/**
 * GET /api/v1/events: the signed-in person's live updates (issue #14) as server-sent events. Each message names what
 * changed for them (a kind and a row id) and is checked against their partner's consent when it is delivered; the
 * page refetches what it shows. A reconnecting browser sends Last-Event-ID and gets what it missed first. The
 * session is checked again at every heartbeat: signing out elsewhere ends the stream.
 */
export const GET = handler({ auth: "user" }, async ({ request, user }) => {
  // The browser's own reconnect sends the header; the page's scheduled reconnect (a new EventSource) the parameter.
  const lastEventId = parseLastEventId(
    request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("lastEventId"),
  );
  return eventStreamResponse({
    signal: request.signal,
    heartbeatMs: LIVE_HEARTBEAT_MS,
    retryMs: LIVE_RETRY_MS,
    stillAllowed: () => requireApiUser(request).then((current) => current.id === user.id),
    open: (write) => subscribeLiveEvents({ userId: user.id, lastEventId, send: (event) => write(sseMessage(event)) }),
  });
});
