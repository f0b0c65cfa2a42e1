import { AppError } from "@/lib/errors";
import { softDeleteNoticesFrom, softDeleteRemindersOfDatesOwnedBy } from "@/lib/data/notifications";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import { deleteUserById, lockAccountForDeletion } from "@/lib/data/users";
import { notify, queueEmail } from "@/lib/messaging";

export interface DeleteAccountOptions {
  userId: string;
  now?: Date;
}

export interface DeleteAccountResult {
  /** Whether an accepted partner was told (in-app) that the connection ended. */
  partnerNotified: boolean;
}

/**
 * Deletes the account and everything it owns (spec 3 Danger Zone, issue #6), all or nothing:
 * - the users row goes last; every table that references users cascades or sets null (tests/integration/
 *   cascade-delete), which also removes the partner link and both memberships and clears the partner's partner_uid;
 * - every session dies with the row: readSessionUser finds no user for the token;
 * - the confirmation email is queued with no user id, or the cascade would delete it with the user.
 */
export async function deleteAccount({ userId, now = new Date() }: DeleteAccountOptions): Promise<DeleteAccountResult> {
  return inTransaction(async (tx) => {
    const account = await lockAccountForDeletion(tx, userId);
    if (!account) throw new AppError("NOT_FOUND", "This account no longer exists.");

    // Read under the lock: a link accepted a moment ago is seen, one being accepted now waits and then fails.
    const partner = await resolvePartnerAccess(tx, userId);
    if (partner) {
      await notify(tx, "partner-account-deleted", partner.partnerId, { deletedUserId: userId, at: now });
    }
    await softDeleteRemindersOfDatesOwnedBy(tx, { ownerId: userId, now });
    await softDeleteNoticesFrom(tx, { actorId: userId, now });

    await queueEmail(
      tx,
      "account-deleted",
      { displayName: account.displayName },
      { address: account.email, userId: null },
    );

    await deleteUserById(userId, tx);
    return { partnerNotified: partner !== null };
  });
}
