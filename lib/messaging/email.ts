import { renderEmail, type PropsOf, type TemplateName } from "@/emails";
import { enqueueMessage } from "@/lib/data/outbox-writes";
import type { Executor } from "@/lib/data/transaction";
import { DISCREET_EMAIL_TEMPLATE, discreetEmailProps } from "@/lib/domain/discreet-notifications";

/** Who a message goes to. */
export interface Recipient {
  /** The email address (or, for queueSms, the E.164 phone number). */
  address: string;
  /**
   * The account the message belongs to (the dev mailbox and tests find it by this); null for a message that must
   * outlive its account, e.g. the account-deleted confirmation, which the users cascade would otherwise delete.
   */
  userId: string | null;
}

export interface QueueOptions {
  /**
   * Keeps the background runner off the message until then, for a caller that sends it itself with sendNow right
   * after committing; if that attempt never happens, the runner delivers it from this time on.
   */
  holdUntil?: Date;
  /**
   * The recipient's Discreet notifications switch (decision 080), for a notice's push or email: the message goes out
   * with the same neutral words whatever it was about, no names, no app name, no link, under a neutral sender name.
   */
  discreet?: boolean;
}

/**
 * Renders an emails/ template and queues it in the outbox, in the caller's transaction: a rolled-back change sends
 * nothing, a committed one is always delivered by the job runner. Links in `props` must come from appLink.
 */
export async function queueEmail<T extends TemplateName>(
  tx: Executor,
  template: T,
  props: PropsOf<T>,
  to: Recipient,
  { holdUntil, discreet = false }: QueueOptions = {},
): Promise<{ id: string }> {
  const content = discreet
    ? await renderEmail(DISCREET_EMAIL_TEMPLATE, discreetEmailProps())
    : await renderEmail(template, props);
  return enqueueMessage(
    {
      userId: to.userId,
      channel: "email",
      template: discreet ? DISCREET_EMAIL_TEMPLATE : template,
      recipient: to.address,
      subject: content.subject,
      bodyText: content.text,
      bodyHtml: content.html,
      holdUntil,
    },
    tx,
  );
}
