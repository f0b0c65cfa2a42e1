import { handler } from "@/lib/http/handler";
import { loadNotificationInbox } from "@/lib/services/notifications/load-notification-inbox";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/v1/notifications — the header's notification centre: unread count and the 20 newest due notices. */
export const GET = handler({ auth: "user", noStoreOnError: true }, async ({ user }) =>
  Response.json(await loadNotificationInbox({ userId: user.id }), { headers: { "Cache-Control": "no-store" } }),
);
