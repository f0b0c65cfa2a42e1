import { eq, inArray } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { outbox } from "@/db/schema";
import { enqueueMessage } from "@/lib/data/outbox-writes";
import { DeliveryError } from "@/lib/integrations/delivery-error";
import type { SmsSender } from "@/lib/integrations/sms";
import { deliverMessagesNow } from "@/lib/jobs/deliver";
import { person } from "../../helpers/couples";

/**
 * deliverMessagesNow: the "send what I just queued, now" path the partner invitation uses to tell its sender what
 * went out (decision 019), next to the background runner's deliverDueMessages (outbox-delivery.test.ts).
 */

let phoneCounter = 3000;
const mobile = () => `+1415555${phoneCounter++}`;

const failingSms = (): SmsSender => ({
  name: `failing-sms-${crypto.randomUUID()}`,
  send: async () => {
    throw new DeliveryError("Twilio refused the number", { retryable: false });
  },
});

describe("deliverMessagesNow", () => {
  test("attempts exactly the given messages, held ones included; others stay for the runner", async () => {
    const me = await person();
    const now = new Date();
    const message = (recipient: string, holdUntil?: Date) =>
      enqueueMessage(
        {
          userId: me,
          channel: "email",
          template: "welcome",
          recipient,
          subject: "Hi",
          bodyText: "Hello",
          holdUntil,
        },
        db(),
      );
    const held = await message("held@example.com", new Date(now.getTime() + 60_000));
    const other = await message("other@example.com");
    const outcomes = await deliverMessagesNow([held.id], { now });
    expect([...outcomes]).toEqual([[held.id, "sent"]]);
    const rows = await db()
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [held.id, other.id]));
    expect(Object.fromEntries(rows.map((r) => [r.recipient, r.status]))).toEqual({
      "held@example.com": "sent",
      "other@example.com": "pending",
    });
    // A message no longer pending is not attempted again.
    expect([...(await deliverMessagesNow([held.id], { now }))]).toEqual([[held.id, "not_claimed"]]);
  });

  test("a failed attempt is final: no background retry", async () => {
    const me = await person();
    const { id } = await enqueueMessage(
      {
        userId: me,
        channel: "sms",
        template: "partner-invitation",
        recipient: mobile(),
        bodyText: "Join me",
      },
      db(),
    );
    expect([...(await deliverMessagesNow([id], { senders: { sms: failingSms() } }))]).toEqual([[id, "failed"]]);
    const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
  });
});
