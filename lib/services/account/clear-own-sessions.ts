import { recordAuditEvent } from "@/lib/data/admin-audit";
import { inTransaction } from "@/lib/data/transaction";
import { bumpSessionVersion } from "@/lib/data/users";

export interface ClearOwnSessionsOptions {
  userId: string;
}

/**
 * Emergency Session Clear (spec 3 "Debug Utils", issue #19): ends every session of the admin's own, on every device,
 * by the same revocation as sign-out (the session version moves on, decision 002), and records it in the audit trail
 * in the same transaction. Nobody else's sessions: this is for debugging one's own sign-in.
 */
export async function clearOwnSessions({ userId }: ClearOwnSessionsOptions): Promise<void> {
  await inTransaction(async (tx) => {
    await bumpSessionVersion(userId, tx);
    await recordAuditEvent({ actorId: userId, action: "session_cleared", targetUserId: userId }, tx);
  });
}
