"use server";

import { INVITE_MESSAGES } from "@/lib/domain/invitations";
import { acceptPartnerInvitation } from "@/lib/services/accept-partner-invitation";
import { cancelPartnerInvitation } from "@/lib/services/cancel-partner-invitation";
import { declinePartnerInvitation } from "@/lib/services/decline-partner-invitation";
import { disconnectPartner } from "@/lib/services/disconnect-partner";
import { loadPartnerLink, type PartnerLinkView } from "@/lib/services/load-partner-link";
import { sendPartnerInvitation, type SendPartnerInvitationResult } from "@/lib/services/send-partner-invitation";
import {
  disconnectConfirmationSchema,
  inviteTokenInputSchema,
  noInputSchema,
  sendInvitationSchema,
} from "@/lib/validation/partner";
import { runUserAction, type ActionResult } from "./result";

// Whose rows change always comes from the session (runUserAction), never from the payload.

export async function sendPartnerInvitationAction(input: unknown): Promise<ActionResult<SendPartnerInvitationResult>> {
  return runUserAction(sendInvitationSchema, input, (parsed, user) =>
    sendPartnerInvitation({ userId: user.id, input: parsed }),
  );
}

export async function cancelPartnerInvitationAction(input?: unknown): Promise<ActionResult<{ cancelled: number }>> {
  return runUserAction(noInputSchema, input, (_parsed, user) => cancelPartnerInvitation({ userId: user.id }));
}

export async function acceptPartnerInvitationAction(input: unknown): Promise<ActionResult<{ partnerName: string }>> {
  const result = await runUserAction(inviteTokenInputSchema, input, (parsed, user) =>
    acceptPartnerInvitation({ userId: user.id, token: parsed.token }),
  );
  // Spec 1 §8: a session that ended while the invitation was open gets the invitation's own wording.
  if (!result.ok && result.error.code === "UNAUTHENTICATED") {
    return {
      ok: false,
      error: { ...result.error, title: INVITE_MESSAGES.authRequiredTitle, message: INVITE_MESSAGES.authRequired },
    };
  }
  return result;
}

export async function declinePartnerInvitationAction(input: unknown): Promise<ActionResult<{ declined: true }>> {
  return runUserAction(inviteTokenInputSchema, input, (parsed, user) =>
    declinePartnerInvitation({ userId: user.id, token: parsed.token }),
  );
}

export async function disconnectPartnerAction(input: unknown): Promise<ActionResult<{ disconnected: true }>> {
  return runUserAction(disconnectConfirmationSchema, input, (parsed, user) =>
    disconnectPartner({ userId: user.id, input: parsed }),
  );
}

/**
 * The signed-in user's own link state for Settings → Partner. Components may not call services (house rule 1), so
 * the server component reads through this; as an endpoint it only ever returns the caller's own state.
 */
export async function loadPartnerLinkAction(): Promise<ActionResult<PartnerLinkView>> {
  return runUserAction(noInputSchema, undefined, (_parsed, user) => loadPartnerLink({ userId: user.id }));
}
