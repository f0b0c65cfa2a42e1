import type { UtilitiesTabModel } from "@/lib/domain/dev-tools-utilities";
import type { SessionUser } from "@/lib/domain/roles";
import { loadNotificationDebug } from "../notifications/load-notification-debug";

/**
 * The Utilities tab (issue #19): what the server knows for it is the admin's own notification state; the SMS and
 * email tests, the debug utilities and the system info need nothing loaded (they act, or read the browser).
 */
export async function loadUtilitiesTab({ admin }: { admin: SessionUser }): Promise<UtilitiesTabModel> {
  const debug = await loadNotificationDebug({ userId: admin.id, timeZone: admin.timeZone });
  return { admin: { id: admin.id, email: admin.email }, timeZone: admin.timeZone, ...debug };
}
