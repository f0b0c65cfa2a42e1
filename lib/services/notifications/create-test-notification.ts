import { recordAuditEvent } from "@/lib/data/admin-audit";
import { inTransaction } from "@/lib/data/transaction";
import { notify } from "@/lib/messaging";

export interface CreateTestNotificationOptions {
  /** The admin, who receives the notice. */
  adminId: string;
  now?: Date;
}

/**
 * Create Test Notification (spec 3 "Smart Notifications Debug", issue #19): a system notice to the admin through
 * notify(), so the bell, live updates and push delivery can be watched end to end; audited in the same transaction.
 */
export async function createTestNotification({ adminId, now = new Date() }: CreateTestNotificationOptions) {
  await inTransaction(async (tx) => {
    await notify(tx, "test-notification", adminId, { at: now });
    await recordAuditEvent({ actorId: adminId, action: "test_notification_created", targetUserId: adminId }, tx);
  });
}
