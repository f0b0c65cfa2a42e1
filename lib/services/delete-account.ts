import { renderEmail } from "@/emails";
import { AppError } from "@/lib/errors";
import { insertNotifications, softDeleteRemindersOfDatesOwnedBy } from "@/lib/data/notifications";
import { enqueueMessage } from "@/lib/data/outbox";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import { deleteUserById, lockAccountForDeletion } from "@/lib/data/users";

export interface DeleteAccountOptions {
  userId: string;
  now?: Date;
}

export interface DeleteAccountResult {
  /** Whether an accepted partner was told (in-app) that the connection ended. */
  partnerNotified: boolean;
}

/** What the former partner sees. No name: nothing of the deleted person is kept on the partner's side. */
export const PARTNER_DELETED_NOTIFICATION = {
  title: "Your partner deleted their account",
  message:
    "Your partner connection has ended, and nothing they shared is visible anymore. You can invite someone from Settings.",
} as const;

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
      await insertNotifications(tx, [
        {
          userId: partner.partnerId,
          type: "partner_activity",
          ...PARTNER_DELETED_NOTIFICATION,
          priority: "high",
          actionUrl: "/settings",
          scheduledFor: now,
          dedupeKey: `partner_account_deleted:${userId}`,
        },
      ]);
    }
    await softDeleteRemindersOfDatesOwnedBy(tx, { ownerId: userId, now });

    const email = await renderEmail("account-deleted", { displayName: account.displayName || "there" });
    await enqueueMessage(tx, {
      userId: null,
      channel: "email",
      template: "account-deleted",
      recipient: account.email,
      subject: email.subject,
      bodyText: email.text,
      bodyHtml: email.html,
    });

    await deleteUserById(userId, tx);
    return { partnerNotified: partner !== null };
  });
}
