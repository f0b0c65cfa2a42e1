import { AppError } from "@/lib/errors";
import { deleteCorrelationInsightsOf } from "@/lib/data/correlation-insights";
import { softDeleteRemindersOfDatesOwnedBy } from "@/lib/data/notifications";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { deleteAcceptedLink, findOwnContact } from "@/lib/data/partner-links";
import { inTransaction } from "@/lib/data/transaction";
import { notify } from "@/lib/messaging";
import type { DisconnectConfirmation } from "@/lib/validation/partner";
import { carryOverPlanCoverage } from "../billing/carry-over-plan-coverage";

export interface DisconnectPartnerOptions {
  userId: string;
  /** Parsed by disconnectConfirmationSchema: the typed DISCONNECT was checked before this runs. */
  input: DisconnectConfirmation;
  now?: Date;
}

export const NO_PARTNER_TO_DISCONNECT = "You don't have a connected partner.";

/**
 * Spec 3 §4: deletes the accepted link (memberships cascade) and clears partner_uid on both profiles in one
 * transaction, and withdraws the reminders each had of the other's shared special dates. resolvePartnerAccess reads
 * memberships, so the ex-partner's very next request sees nothing; they are
 * told in-app rather than finding out from an empty screen.
 */
export async function disconnectPartner({ userId, now = new Date() }: DisconnectPartnerOptions): Promise<{
  disconnected: true;
}> {
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    if (!access) throw new AppError("NOT_FOUND", NO_PARTNER_TO_DISCONNECT);
    if (!(await deleteAcceptedLink(access, now, tx))) throw new AppError("NOT_FOUND", NO_PARTNER_TO_DISCONNECT);
    // Each keeps their own dates and reminders; neither keeps being reminded of the other's shared dates.
    await softDeleteRemindersOfDatesOwnedBy({ ownerId: userId, recipientId: access.partnerId, now }, tx);
    await softDeleteRemindersOfDatesOwnedBy({ ownerId: access.partnerId, recipientId: userId, now }, tx);
    await deleteCorrelationInsightsOf([userId, access.partnerId], tx);
    const me = await findOwnContact(userId, tx);
    await notify(tx, "partner-disconnected", access.partnerId, { byName: me?.displayName, at: now });
    // Whichever of the two paid, the other keeps what was paid for (spec 1 §1, decision 042).
    await carryOverPlanCoverage({ tx, leavingId: userId, stayingId: access.partnerId, reason: "disconnected", now });
    await carryOverPlanCoverage({ tx, leavingId: access.partnerId, stayingId: userId, reason: "disconnected", now });
    return { disconnected: true as const };
  });
}
