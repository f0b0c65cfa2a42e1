import { AppError } from "@/lib/errors";
import { deletePendingSentLinks } from "@/lib/data/partner-links";
import { inTransaction } from "@/lib/data/transaction";

export interface CancelPartnerInvitationOptions {
  userId: string;
  now?: Date;
}

export const NO_PENDING_INVITATION = "There is no pending invitation to cancel.";

/** Spec 3 §4: cancelling a pending invitation deletes the link; its token stops working with it. */
export async function cancelPartnerInvitation({
  userId,
}: CancelPartnerInvitationOptions): Promise<{ cancelled: number }> {
  const cancelled = await inTransaction((tx) => deletePendingSentLinks(userId, tx));
  if (cancelled === 0) throw new AppError("NOT_FOUND", NO_PENDING_INVITATION);
  return { cancelled };
}
