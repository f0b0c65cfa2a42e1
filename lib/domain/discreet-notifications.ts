import type { PushPayload } from "./notification-delivery";

/**
 * Discreet notifications (issue #38 item 6, decision 080): for a person who turned them on, every push and every
 * notice email says the same neutral thing, whatever the notice: no names (theirs or their partner's), not the app's
 * name, no mood, check-in, partner, ritual or date words, no link. A phone's lock screen and a shared inbox are read
 * by whoever holds them; the bell inside the app still shows the real notice. Fixed words, never built from a notice.
 */
export const DISCREET_TEXT = {
  pushTitle: "New update",
  pushBody: "You have a new update.",
  emailSubject: "You have a new update",
  emailPreview: "You have a new update.",
  emailLines: ["Hi,", "You have a new update. Sign in to see it."],
  /** The display name a discreet email is sent under, in place of the app's (lib/integrations/email). */
  senderName: "Updates",
} as const;

/** The template a discreet email is queued under; the delivery job reads it to send under the neutral name. */
export const DISCREET_EMAIL_TEMPLATE = "discreet-notice";

/** The push a discreet person gets for any notice: the notice's in-app link kept (it is never shown), one tag. */
export function discreetPush(payload: PushPayload): PushPayload {
  return { title: DISCREET_TEXT.pushTitle, body: DISCREET_TEXT.pushBody, url: payload.url, tag: "update" };
}

/**
 * `from` ("Attune <hello@attune.app>" or a bare address) with the neutral display name; the address stays, since a
 * provider sends only from a verified one.
 */
export function withSenderName(from: string, name: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return `${name} <${address}>`;
}

export const discreetEmailProps = () => ({
  subject: DISCREET_TEXT.emailSubject,
  preview: DISCREET_TEXT.emailPreview,
  lines: [...DISCREET_TEXT.emailLines],
});
