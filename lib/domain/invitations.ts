/**
 * Partner invitations (spec 1 §4 "Invite validity", spec 3 §4 "Invitation send"): the lifetime, who may accept, and
 * how the outcome of a send is reported. Pure: `now` is always an argument (decision 019).
 */

export const INVITE_TTL_DAYS = 7;
const MS_PER_DAY = 86_400_000;

export type InvitationMethod = "email" | "sms" | "both";
export type InvitationChannel = "email" | "sms";

export function inviteExpiresAt(now: Date): Date {
  return new Date(now.getTime() + INVITE_TTL_DAYS * MS_PER_DAY);
}

/** Expired from the expiry instant on: an invitation is valid for exactly INVITE_TTL_DAYS. */
export function isInviteExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

export function channelsFor(method: InvitationMethod): InvitationChannel[] {
  if (method === "both") return ["email", "sms"];
  return [method];
}

export const INVITE_MESSAGES = {
  /** Spec 1 §2 fallback: the invalid view without a (well-formed) token, before anything is looked up. */
  fallback: "This invitation link is invalid, expired, or has already been used.",
  askAgain: "Please ask your partner to send a new invitation.",
  /** Spec 1 §8: a token nobody holds; a used token is burned, so it answers the same. */
  notFound: "Invitation token not found in database.",
  declined: "This invitation has been declined.",
  alreadyAccepted: "This invitation has already been accepted.",
  ownInvitation: "You cannot accept your own invitation.",
  noLongerAvailable: "This invitation is no longer available for acceptance.",
  alreadyConnected: "You already have an active partner connection. Please disconnect first.",
  alreadyConnectedTitle: "Already Connected",
  noLongerValid: "This invitation is no longer valid.",
  acceptFailed: "Failed to accept invitation. Please try again.",
  /** Spec 1 §8 "Database Error: Failed to validate invitation": the lookup itself failed in the database. */
  databaseErrorTitle: "Database Error",
  databaseError: "Failed to validate invitation",
  /** Spec 1 §8: the lookup failed for any other reason. */
  validateFailed: "Failed to validate invitation. Please try again.",
  authRequiredTitle: "Authentication Required",
  authRequired: "Please log in to accept this invitation.",
  // Not in the spec (decision 027). Neither names the invited address: whoever holds a forwarded link must not learn it.
  wrongAccountTitle: "Wrong account",
  wrongAccount:
    "This invitation was sent to a different email address. Please sign in with the email address it was sent to.",
  wrongAccountHint: "If you use a different email address here, ask your partner to send a new invitation to it.",
  emailUnverifiedTitle: "Email not verified",
  emailUnverified: "Please verify your email address before accepting this invitation.",
} as const;

export type InviteInvalidReason =
  | "not_found"
  | "declined"
  | "already_accepted"
  | "own_invitation"
  | "no_longer_available"
  | "wrong_account"
  | "email_unverified"
  | "already_connected";

export type InviteValidity =
  { valid: true } | { valid: false; reason: InviteInvalidReason; message: string; title?: string };

export interface InviteFacts {
  status: string;
  senderId: string;
  partnerId: string | null;
  expiresAt: Date;
  /**
   * Decision 027: the address an email (or email-and-SMS) invitation was sent to, which only the account with that
   * verified email may accept or decline; null for an SMS-only invitation (no phone verification exists, so it stays
   * a bearer link).
   */
  invitedEmail: string | null;
}

/** The signed-in viewer's own account: its email and whether that email is verified. */
export interface ViewerAccount {
  email: string;
  emailVerified: boolean;
}

/** The facts of a stored partner link (user_id is its sender). */
export function inviteFactsOf(link: {
  status: string;
  userId: string;
  partnerId: string | null;
  expiresAt: Date;
  method: InvitationMethod;
  partnerEmail: string | null;
}): InviteFacts {
  return {
    status: link.status,
    senderId: link.userId,
    partnerId: link.partnerId,
    expiresAt: link.expiresAt,
    // An email method without an address cannot be created; if one existed it would bind to "", which no account
    // has, so it fails closed rather than becoming a bearer link.
    invitedEmail: link.method === "sms" ? null : (link.partnerEmail ?? ""),
  };
}

const invalid = (reason: InviteInvalidReason, message: string, title?: string): InviteValidity =>
  title ? { valid: false, reason, message, title } : { valid: false, reason, message };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Decision 027: whether the viewer's account may take an email-bound invitation. The address must match (case
 * differences ignored) before verification is looked at, so a stranger is told "different address" whatever the
 * state of their own account. No account on record refuses too.
 */
function bindingRefusal(invitedEmail: string, viewer: ViewerAccount | null | undefined): InviteValidity | null {
  if (!viewer || !invitedEmail.trim() || !sameEmail(invitedEmail, viewer.email)) {
    return invalid("wrong_account", INVITE_MESSAGES.wrongAccount, INVITE_MESSAGES.wrongAccountTitle);
  }
  if (!viewer.emailVerified) {
    return invalid("email_unverified", INVITE_MESSAGES.emailUnverified, INVITE_MESSAGES.emailUnverifiedTitle);
  }
  return null;
}

/**
 * Spec 1 §4, evaluated for the viewer. The invitation's own state is reported before the viewer's partnership, so
 * someone who already accepted this very invitation is told so rather than "Already Connected". Expiry (our
 * addition, decision 019) makes a pending invitation "no longer available". The email binding (decision 027) comes
 * after the invitation's own state and before "Already Connected": a person in the wrong account should switch
 * accounts, not be told to disconnect a partnership the invitation was never meant for.
 */
export function inviteValidityFor({
  invite,
  viewerId,
  viewer,
  viewerHasPartner,
  now,
}: {
  invite: InviteFacts | null;
  viewerId: string;
  /** The viewer's account; needed whenever the invitation is email-bound (missing refuses it). */
  viewer?: ViewerAccount | null;
  viewerHasPartner: boolean;
  now: Date;
}): InviteValidity {
  if (!invite) return invalid("not_found", INVITE_MESSAGES.notFound);
  if (invite.status === "declined") return invalid("declined", INVITE_MESSAGES.declined);
  if (invite.status === "accepted" && invite.partnerId !== null) {
    return invalid("already_accepted", INVITE_MESSAGES.alreadyAccepted);
  }
  if (invite.senderId === viewerId) return invalid("own_invitation", INVITE_MESSAGES.ownInvitation);
  const open = invite.status === "pending" || (invite.status === "accepted" && invite.partnerId === null);
  if (!open || isInviteExpired(invite.expiresAt, now)) {
    return invalid("no_longer_available", INVITE_MESSAGES.noLongerAvailable);
  }
  if (invite.invitedEmail !== null) {
    const refused = bindingRefusal(invite.invitedEmail, viewer);
    if (refused) return refused;
  }
  if (viewerHasPartner) {
    return invalid("already_connected", INVITE_MESSAGES.alreadyConnected, INVITE_MESSAGES.alreadyConnectedTitle);
  }
  return { valid: true };
}

/**
 * What a signed-out visitor holding a token may learn before being asked to sign in (issue #35, decision 064): only
 * whether the link is dead, in the spec's words. An unknown token, and a used one (acceptance and decline burn the
 * token, so it is unknown too), answer "Invitation token not found in database."; an expired or otherwise closed one
 * "This invitation is no longer available for acceptance.". Anything else (who sent it, to whom, whether the visitor
 * may take it) waits for the sign-in, as before: an open invitation answers only `{ valid: true }`.
 */
export function inviteStandingForVisitor(
  invite: Pick<InviteFacts, "status" | "partnerId" | "expiresAt"> | null,
  now: Date,
): InviteValidity {
  if (!invite) return invalid("not_found", INVITE_MESSAGES.notFound);
  // A row still holding its token after being used cannot be made today; if one existed, it is just as dead.
  if (invite.status === "declined" || (invite.status === "accepted" && invite.partnerId !== null)) {
    return invalid("not_found", INVITE_MESSAGES.notFound);
  }
  const open = invite.status === "pending" || invite.status === "accepted";
  if (!open || isInviteExpired(invite.expiresAt, now)) {
    return invalid("no_longer_available", INVITE_MESSAGES.noLongerAvailable);
  }
  return { valid: true };
}

export type SendOutcome = "sent" | "partial" | "failed";

export interface SendReport {
  outcome: SendOutcome;
  sent: InvitationChannel[];
  failed: InvitationChannel[];
}

/** Spec 3 §4: full success, partial success (what was sent), or failure, from each attempted channel's result. */
export function sendReport(results: Partial<Record<InvitationChannel, boolean>>): SendReport {
  const attempted = (["email", "sms"] as const).filter((channel) => results[channel] !== undefined);
  const sent = attempted.filter((channel) => results[channel] === true);
  const failed = attempted.filter((channel) => results[channel] === false);
  const outcome: SendOutcome = failed.length === 0 && sent.length > 0 ? "sent" : sent.length > 0 ? "partial" : "failed";
  return { outcome, sent, failed };
}

/** The disconnect confirmation (spec 3 §5): DISCONNECT, case-insensitive, surrounding spaces ignored. */
export function isDisconnectPhrase(text: string, phrase: string): boolean {
  return text.trim().toUpperCase() === phrase.toUpperCase();
}

/** What Settings → Partner shows (spec 3 §2); built by the load-partner-link service. */
export type PartnerLinkView =
  | {
      state: "none";
      /** The newest invitation was declined: the form shows again with a note. */
      lastDeclined: boolean;
      /** The profile has a phone; otherwise an SMS invitation asks for the inviter's own. */
      hasOwnPhone: boolean;
    }
  | {
      state: "pending";
      method: InvitationMethod;
      partnerEmail: string | null;
      partnerPhone: string | null;
      emailSent: boolean;
      smsSent: boolean;
      sentAt: Date;
      expiresAt: Date;
      expired: boolean;
    }
  | { state: "accepted"; partnerId: string; partnerName: string; partnerEmail: string | null };
