import { recordAuditEvent } from "@/lib/data/admin-audit";
import { getMessage } from "@/lib/data/outbox";
import { inTransaction } from "@/lib/data/transaction";
import { maskPhone } from "@/lib/domain/admin-audit";
import { TEST_LINK_TOKEN, deliveryFailureReason } from "@/lib/domain/dev-tools-utilities";
import { INVITE_TTL_DAYS } from "@/lib/domain/invitations";
import { partnerNameOr } from "@/lib/domain/names";
import { appLink, queueSms, sendNow, type Senders } from "@/lib/messaging";
import type { TestSmsInput } from "@/lib/validation/dev-tools";

/** Long enough for the immediate attempt below; after it the background runner would pick the row up. */
const HOLD_FOR_IMMEDIATE_MS = 5 * 60_000;

export interface SendTestSmsOptions {
  adminId: string;
  /** The admin's display name: the invitation preview is worded as if they had invited someone. */
  adminName: string;
  input: TestSmsInput;
  now?: Date;
  /** Defaults to the configured providers; tests pass failing ones. */
  senders?: Partial<Senders>;
}

export type TestSmsResult = { outcome: "sent"; to: string } | { outcome: "failed"; to: string; reason: string };

/**
 * SMS Testing (spec 3, issue #19): queues the text through lib/messaging like any other (so without Twilio keys it
 * lands in the dev mailbox), audits it with the number masked and never the words, then attempts it at once and
 * reports how that went, as the partner invitation does.
 */
export async function sendTestSms({
  adminId,
  adminName,
  input,
  now = new Date(),
  senders,
}: SendTestSmsOptions): Promise<TestSmsResult> {
  const to = { address: input.phone, userId: adminId };
  const hold = { holdUntil: new Date(now.getTime() + HOLD_FOR_IMMEDIATE_MS) };
  const { id } = await inTransaction(async (tx) => {
    const queued =
      input.messageType === "custom"
        ? await queueSms(tx, "test-message", { message: input.customMessage }, to, hold)
        : await queueSms(
            tx,
            "partner-invitation",
            {
              inviterName: partnerNameOr(adminName),
              acceptUrl: appLink("/accept-invite", { token: TEST_LINK_TOKEN }),
              expiresInDays: INVITE_TTL_DAYS,
            },
            to,
            hold,
          );
    await recordAuditEvent(
      {
        actorId: adminId,
        action: "test_sms_sent",
        detail: { to: maskPhone(input.phone), type: input.messageType },
      },
      tx,
    );
    return queued;
  });

  const outcome = (await sendNow([id], { now, senders })).get(id);
  if (outcome !== "failed") return { outcome: "sent", to: input.phone };
  return { outcome: "failed", to: input.phone, reason: deliveryFailureReason((await getMessage(id))?.lastError) };
}
