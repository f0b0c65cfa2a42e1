import { recordAuditEvent } from "@/lib/data/admin-audit";
import { getMessage } from "@/lib/data/outbox";
import { inTransaction, type Executor } from "@/lib/data/transaction";
import { maskEmail } from "@/lib/domain/admin-audit";
import { deliveryFailureReason, TEST_LINK_TOKEN, type TestEmailTemplate } from "@/lib/domain/dev-tools-utilities";
import { INVITE_TTL_DAYS } from "@/lib/domain/invitations";
import { partnerNameOr } from "@/lib/domain/names";
import { appLink, queueEmail, sendNow, type QueueOptions, type Recipient, type Senders } from "@/lib/messaging";
import type { TestEmailsInput } from "@/lib/validation/dev-tools";

/** Long enough for the immediate attempt below; after it the background runner would pick the rows up. */
const HOLD_FOR_IMMEDIATE_MS = 5 * 60_000;

/** Who the test emails greet: nobody's real name, and plainly a test. */
const TEST_RECIPIENT_NAME = "Test Recipient";

export interface SendTestEmailsOptions {
  adminId: string;
  /** The admin's display name: the invitation is worded as if they had invited the test address. */
  adminName: string;
  input: TestEmailsInput;
  now?: Date;
  /** Defaults to the configured providers; tests pass failing ones. */
  senders?: Partial<Senders>;
}

export type TestEmailResult =
  { template: TestEmailTemplate; outcome: "sent" } | { template: TestEmailTemplate; outcome: "failed"; reason: string };

/**
 * Queues one template's real email with test props. Every link is on APP_URL as the real ones are, but where the real
 * email carries a one-time token this carries TEST_LINK_TOKEN: no token is issued, so the link does nothing.
 */
function queueTestEmail(
  tx: Executor,
  template: TestEmailTemplate,
  adminName: string,
  to: Recipient,
  hold: QueueOptions,
): Promise<{ id: string }> {
  const token = { token: TEST_LINK_TOKEN };
  switch (template) {
    case "partner-invitation":
      return queueEmail(
        tx,
        template,
        {
          inviterName: partnerNameOr(adminName),
          acceptUrl: appLink("/accept-invite", token),
          expiresInDays: INVITE_TTL_DAYS,
        },
        to,
        hold,
      );
    case "password-reset":
      return queueEmail(
        tx,
        template,
        { displayName: TEST_RECIPIENT_NAME, resetUrl: appLink("/reset-password", token) },
        to,
        hold,
      );
    case "email-verification":
      return queueEmail(
        tx,
        template,
        { displayName: TEST_RECIPIENT_NAME, verifyUrl: appLink("/verify-email", token) },
        to,
        hold,
      );
    case "welcome":
      return queueEmail(
        tx,
        template,
        { displayName: TEST_RECIPIENT_NAME, dashboardUrl: appLink("/dashboard") },
        to,
        hold,
      );
  }
}

/**
 * Email Testing Suite (spec 3, issue #19): queues each chosen template to the given address through lib/messaging
 * (without Resend keys it lands in the dev mailbox), one audit entry per email with the address masked, all in one
 * transaction; then attempts them at once and reports each, so the admin learns what the provider said.
 */
export async function sendTestEmails({
  adminId,
  adminName,
  input,
  now = new Date(),
  senders,
}: SendTestEmailsOptions): Promise<TestEmailResult[]> {
  const to = { address: input.to, userId: adminId };
  const hold = { holdUntil: new Date(now.getTime() + HOLD_FOR_IMMEDIATE_MS) };
  const queued = await inTransaction(async (tx) => {
    const ids: { template: TestEmailTemplate; id: string }[] = [];
    for (const template of input.templates) {
      const { id } = await queueTestEmail(tx, template, adminName, to, hold);
      await recordAuditEvent(
        {
          actorId: adminId,
          action: "test_email_sent",
          detail: { to: maskEmail(input.to), template },
        },
        tx,
      );
      ids.push({ template, id });
    }
    return ids;
  });

  const outcomes = await sendNow(
    queued.map(({ id }) => id),
    { now, senders },
  );
  return Promise.all(
    queued.map(async ({ template, id }): Promise<TestEmailResult> => {
      if (outcomes.get(id) !== "failed") return { template, outcome: "sent" };
      return { template, outcome: "failed", reason: deliveryFailureReason((await getMessage(id))?.lastError) };
    }),
  );
}
