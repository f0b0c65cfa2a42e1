import { PRODUCT_NAME } from "@/emails";
import { enqueueMessage } from "@/lib/data/outbox-writes";
import type { Executor } from "@/lib/data/transaction";
import type { QueueOptions, Recipient } from "./email";
import { isAppLink } from "./links";

export interface SmsProps {
  "partner-invitation": { inviterName: string; acceptUrl: string; expiresInDays: number };
  /** /dev-tools' SMS test (issue #19): an admin's own words, one segment at most (lib/validation/dev-tools.ts). */
  "test-message": { message: string };
}
export type SmsTemplateName = keyof SmsProps;

interface SmsTemplate<P> {
  body: (props: P) => string;
  /** Props that are links; each must point at the app (appLink), as in emails. */
  links: (keyof P)[];
}

/** Every text message's wording. Template names double as the outbox `template` column, as for emails. */
const templates: { [K in SmsTemplateName]: SmsTemplate<SmsProps[K]> } = {
  "partner-invitation": {
    body: ({ inviterName, acceptUrl, expiresInDays }) =>
      `${inviterName} invited you to connect on ${PRODUCT_NAME}. Accept within ${expiresInDays} days: ${acceptUrl}`,
    links: ["acceptUrl"],
  },
  "test-message": { body: ({ message }) => message, links: [] },
};

/** The text a template produces: for tests and previews. */
export function smsBody<T extends SmsTemplateName>(template: T, props: SmsProps[T]): string {
  const definition = templates[template] as unknown as SmsTemplate<SmsProps[T]>;
  for (const key of definition.links) {
    if (!isAppLink(props[key])) throw new Error(`SMS link ${String(key)} must point at the app (appLink)`);
  }
  return definition.body(props);
}

/** Queues a text message in the outbox in the caller's transaction, like queueEmail. */
export async function queueSms<T extends SmsTemplateName>(
  tx: Executor,
  template: T,
  props: SmsProps[T],
  to: Recipient,
  { holdUntil }: QueueOptions = {},
): Promise<{ id: string }> {
  return enqueueMessage(
    {
      userId: to.userId,
      channel: "sms",
      template,
      recipient: to.address,
      bodyText: smsBody(template, props),
      holdUntil,
    },
    tx,
  );
}
