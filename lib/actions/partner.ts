"use server";

import { acceptPartnerInvitation } from "@/lib/services/partners/accept-partner-invitation";
import { cancelPartnerInvitation } from "@/lib/services/partners/cancel-partner-invitation";
import { declinePartnerInvitation } from "@/lib/services/partners/decline-partner-invitation";
import { disconnectPartner } from "@/lib/services/partners/disconnect-partner";
import { sendPartnerInvitation } from "@/lib/services/partners/send-partner-invitation";
import {
  disconnectConfirmationSchema,
  inviteTokenInputSchema,
  noInputSchema,
  sendInvitationSchema,
} from "@/lib/validation/partner";
import { action, requireUser } from "./result";

// Whose rows change always comes from the session (requireUser), never from the payload. Settings → Partner reads
// the link state through the service on the page (app/settings/_components), not through an action.

export const sendPartnerInvitationAction = action
  .use(requireUser)
  .input(sendInvitationSchema)
  .run(({ input, user }) => sendPartnerInvitation({ userId: user.id, input }));

export const cancelPartnerInvitationAction = action
  .use(requireUser)
  .input(noInputSchema)
  .run(({ user }) => cancelPartnerInvitation({ userId: user.id }));

/** A session that ended while the invitation was open gets the invitation's own wording (lib/http/failure-copy.ts). */
export const acceptPartnerInvitationAction = action
  .use(requireUser)
  .failures("partner.acceptInvitation")
  .input(inviteTokenInputSchema)
  .run(({ input, user }) => acceptPartnerInvitation({ userId: user.id, token: input.token }));

export const declinePartnerInvitationAction = action
  .use(requireUser)
  .input(inviteTokenInputSchema)
  .run(({ input, user }) => declinePartnerInvitation({ userId: user.id, token: input.token }));

export const disconnectPartnerAction = action
  .use(requireUser)
  .input(disconnectConfirmationSchema)
  .run(({ input, user }) => disconnectPartner({ userId: user.id, input }));
