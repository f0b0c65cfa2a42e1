import { AppError } from "@/lib/errors";
import { findBillingRecord } from "@/lib/data/subscriptions";
import { billing, type BillingProvider } from "@/lib/integrations/billing";
import { logger } from "@/lib/logger";
import { softDeleteNoticesFrom, softDeleteRemindersOfDatesOwnedBy } from "@/lib/data/notifications";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import { deleteUserById, lockAccountForDeletion } from "@/lib/data/users";
import { notify, queueEmail } from "@/lib/messaging";
import { carryOverPlanCoverage } from "../billing/carry-over-plan-coverage";

export interface DeleteAccountOptions {
  userId: string;
  now?: Date;
  provider?: BillingProvider;
}

const CANCEL_FAILED_MESSAGE =
  "We couldn't cancel your subscription with our payment provider, so nothing was deleted. Please try again in a few minutes.";

export interface DeleteAccountResult {
  /** Whether an accepted partner was told (in-app) that the connection ended. */
  partnerNotified: boolean;
}

/**
 * Deletes the account and everything it owns (spec 3 Danger Zone, issue #6), all or nothing:
 * - the users row goes last; every table that references users cascades or sets null (tests/integration/
 *   cascade-delete), which also removes the partner link and both memberships and clears the partner's partner_uid;
 * - every session dies with the row: readSessionUser finds no user for the token;
 * - the confirmation email is queued with no user id, or the cascade would delete it with the user;
 * - a plan paid at Stripe is cancelled first, so no charge follows a deleted account; if Stripe cannot be reached the
 *   deletion waits (nothing is deleted) rather than leave a subscription charging nobody's account. A partner the
 *   plan covered keeps access until the paid period ends (decision 042).
 */
export async function deleteAccount({
  userId,
  now = new Date(),
  provider = billing(),
}: DeleteAccountOptions): Promise<DeleteAccountResult> {
  const billed = await findBillingRecord(userId);
  if (billed?.provider === "stripe" && billed.providerSubscriptionId && billed.status !== "canceled") {
    try {
      await provider.cancelSubscription(billed.providerSubscriptionId);
    } catch (error) {
      logger.warn("billing.cancel_on_delete_failed", { userId, error: String(error) });
      throw new AppError("UNAVAILABLE", CANCEL_FAILED_MESSAGE);
    }
  }
  return inTransaction(async (tx) => {
    const account = await lockAccountForDeletion(userId, tx);
    if (!account) throw new AppError("NOT_FOUND", "This account no longer exists.");

    // Read under the lock: a link accepted a moment ago is seen, one being accepted now waits and then fails.
    const partner = await resolvePartnerAccess(userId, tx);
    if (partner) {
      await notify(tx, "partner-account-deleted", partner.partnerId, { deletedUserId: userId, at: now });
      await carryOverPlanCoverage({ tx, leavingId: userId, stayingId: partner.partnerId, reason: "deleted", now });
    }
    await softDeleteRemindersOfDatesOwnedBy({ ownerId: userId, now }, tx);
    await softDeleteNoticesFrom({ actorId: userId, now }, tx);

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
