import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { outbox } from "@/db/schema";
import { renderEmail } from "@/emails";
import { claimDueMessages, getMessage, listMessages } from "@/lib/data/outbox";
import { enqueueMessage } from "@/lib/data/outbox-writes";
import { appLink } from "@/lib/messaging/links";
import {
  circuitBreaker,
  CIRCUIT_RESET_TIMEOUT_MS,
  resetCircuitBreakersForTests,
} from "@/lib/integrations/circuit-breaker";
import { ResendEmailSender, type EmailSender } from "@/lib/integrations/email";
import type { SmsSender } from "@/lib/integrations/sms";
import { DELIVERY_LOCK_MS, deliverDueMessages, MAX_ATTEMPTS } from "@/lib/jobs";
import { startResendStub, type ResendStub } from "@/tests/helpers/resend-stub";

let stub: ResendStub;
let resend: EmailSender;
beforeAll(async () => {
  stub = await startResendStub();
  resend = new ResendEmailSender({ apiKey: "re_test", from: "Attune <hello@attune.test>", baseUrl: stub.url });
});
afterAll(() => stub.close());

// Only Date is faked: the database driver's own timers keep running. The clock starts just after the database's
// (which stamps next_attempt_at on insert) and only moves forward.
let clock = 0;
function advance(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}
// The database stamps next_attempt_at with its real clock, which keeps moving while ours stands still.
function catchUpWithDatabase() {
  clock = Math.max(clock, vi.getRealSystemTime() + 1_000);
  vi.setSystemTime(clock);
}
beforeEach(async () => {
  // eslint-disable-next-line drizzle/enforce-delete-with-where -- each test starts from an empty outbox
  await db().delete(outbox);
  stub.reset();
  resetCircuitBreakersForTests();
  vi.useFakeTimers({ toFake: ["Date"] });
  clock = Date.now() + 1_000;
  vi.setSystemTime(clock);
});
afterEach(() => {
  vi.useRealTimers();
});

async function enqueueEmails(count: number, recipient = (i: number) => `person${i}@example.com`) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const content = await renderEmail("welcome", { displayName: `Person ${i}`, dashboardUrl: appLink("/dashboard") });
    const { id } = await enqueueMessage(
      {
        userId: null,
        channel: "email",
        template: "welcome",
        recipient: recipient(i),
        subject: content.subject,
        bodyText: content.text,
        bodyHtml: content.html,
      },
      db(),
    );
    ids.push(id);
  }
  catchUpWithDatabase();
  return ids;
}

const deliver = (options: Parameters<typeof deliverDueMessages>[0] = {}) =>
  deliverDueMessages({ senders: { email: resend }, random: () => 0.5, ...options });

describe("exactly once", () => {
  test("a worker that crashes after the provider accepted the email: the retry reuses the key and the provider dedupes", async () => {
    const [id] = await enqueueEmails(1);

    // Worker A claims the message, hands it to Resend, and dies before recording the result.
    const [claimed] = await claimDueMessages({ limit: 10, lockMs: DELIVERY_LOCK_MS });
    expect(claimed!.id).toBe(id);
    await resend.send({
      to: claimed!.recipient,
      subject: claimed!.subject!,
      text: claimed!.bodyText,
      idempotencyKey: id!,
    });

    // While A's lock holds, nobody touches the message.
    advance(DELIVERY_LOCK_MS - 1_000);
    expect(await deliver()).toMatchObject({ claimed: 0 });
    expect((await getMessage(id!))!.status).toBe("sending");

    // After it expires, the next run takes the message back and sends it again under the same key.
    advance(2_000);
    expect(await deliver()).toMatchObject({ claimed: 1, sent: 1 });
    expect(stub.requests.map((r) => r.headers["idempotency-key"])).toEqual([id, id]);
    expect(stub.delivered.size).toBe(1);
    expect(await getMessage(id!)).toMatchObject({
      status: "sent",
      attempts: 2,
      provider: "resend",
      providerMessageId: stub.delivered.get(id!)!.id,
      sentAt: new Date(clock),
    });

    advance(24 * 3_600_000);
    expect(await deliver()).toMatchObject({ claimed: 0 });
    expect(stub.requests).toHaveLength(2);
  });

  test("concurrent delivery passes never send the same message twice", async () => {
    const ids = await enqueueEmails(25);
    const sends = new Map<string, number>();
    const counting: EmailSender = {
      name: "counting",
      async send({ idempotencyKey }) {
        sends.set(idempotencyKey, (sends.get(idempotencyKey) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
        return { providerMessageId: `c_${idempotencyKey}` };
      },
    };
    const pass = () => deliver({ senders: { email: counting }, batchSize: 4 });
    for (let round = 0; round < 20; round++) {
      const reports = await Promise.all([pass(), pass(), pass()]);
      if (reports.every((r) => r.claimed === 0)) break;
    }
    expect([...sends.keys()].sort()).toEqual([...ids].sort());
    expect([...sends.values()].every((count) => count === 1)).toBe(true);
    const rows = await listMessages({ limit: 100 });
    expect(rows.map((r) => r.status)).toEqual(Array(25).fill("sent"));
  });
});

describe("retries", () => {
  test("a failed send is retried later with exponential backoff", async () => {
    const [id] = await enqueueEmails(1);
    stub.failAll(stub.error(500, "internal_server_error", "try later"));
    const t0 = clock;

    expect(await deliver()).toMatchObject({ claimed: 1, retrying: 1 });
    let row = (await getMessage(id!))!;
    // random() = 0.5: 30 s × 2^0, half fixed and half jittered.
    expect(row).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: new Date(t0 + 22_500) });
    expect(row.lastError).toContain("500");

    advance(22_499);
    expect(await deliver()).toMatchObject({ claimed: 0 });
    advance(1);
    expect(await deliver()).toMatchObject({ claimed: 1, retrying: 1 });
    row = (await getMessage(id!))!;
    expect(row).toMatchObject({ status: "pending", attempts: 2, nextAttemptAt: new Date(clock + 45_000) });

    stub.failAll(undefined);
    advance(45_000);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(await getMessage(id!)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(stub.requests.map((r) => r.headers["idempotency-key"])).toEqual([id, id, id]);
  });

  test(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    const [id] = await enqueueEmails(1);
    stub.failAll(stub.error(503, "application_error", "down"));
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await deliver()).toMatchObject({ retrying: 1 });
      const row = (await getMessage(id!))!;
      expect(row).toMatchObject({ status: "pending", attempts: attempt });
      vi.setSystemTime((clock = row.nextAttemptAt.getTime()));
    }
    expect(await deliver()).toMatchObject({ failed: 1 });
    expect(await getMessage(id!)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    advance(7 * 24 * 3_600_000);
    expect(await deliver()).toMatchObject({ claimed: 0 });
    expect(stub.requests).toHaveLength(MAX_ATTEMPTS);
  });

  test("a rejected message fails at once and does not count against the provider", async () => {
    const ids = await enqueueEmails(6);
    stub.failAll(stub.error(422, "validation_error", "Invalid `to` field"));
    expect(await deliver()).toMatchObject({ claimed: 6, failed: 6 });
    for (const id of ids) expect(await getMessage(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(circuitBreaker("email:resend").state).toBe("CLOSED");
  });

  test("a worker that keeps dying mid-send stops getting the message after the last attempt", async () => {
    const [id] = await enqueueEmails(1);
    for (let claim = 0; claim < MAX_ATTEMPTS; claim++) {
      expect(await claimDueMessages({ limit: 1, lockMs: DELIVERY_LOCK_MS })).toHaveLength(1);
      advance(DELIVERY_LOCK_MS + 1);
    }
    expect(await deliver()).toMatchObject({ claimed: 1, failed: 1 });
    expect(await getMessage(id!)).toMatchObject({ status: "failed" });
    expect(stub.requests).toHaveLength(0);
  });
});

describe("circuit breaker", () => {
  test("while open, messages stay pending without using an attempt, and go out once it recovers", async () => {
    const early = await enqueueEmails(5, (i) => `early${i}@example.com`);
    stub.failAll(stub.error(500, "internal_server_error", "outage"));
    const openedAt = clock;
    expect(await deliver()).toMatchObject({ claimed: 5, retrying: 5 });
    expect(circuitBreaker("email:resend").state).toBe("OPEN");

    stub.failAll(undefined);
    const late = await enqueueEmails(2, (i) => `late${i}@example.com`);
    advance(1_000);
    expect(await deliver()).toMatchObject({ claimed: 2, deferred: 2 });
    expect(stub.requests).toHaveLength(5);
    for (const id of late) {
      expect(await getMessage(id)).toMatchObject({
        status: "pending",
        attempts: 0,
        nextAttemptAt: new Date(openedAt + CIRCUIT_RESET_TIMEOUT_MS),
        lastError: "Circuit breaker email:resend is open",
      });
    }

    // Half-open: three trial calls at a time; three successes close it, and the rest follow on the next pass.
    vi.setSystemTime((clock = openedAt + CIRCUIT_RESET_TIMEOUT_MS));
    expect(await deliver()).toMatchObject({ claimed: 7, sent: 3, deferred: 4 });
    expect(circuitBreaker("email:resend").state).toBe("CLOSED");
    advance(5_000);
    expect(await deliver()).toMatchObject({ claimed: 4, sent: 4 });

    expect(stub.delivered.size).toBe(7);
    for (const id of early) expect(await getMessage(id)).toMatchObject({ status: "sent", attempts: 2 });
    for (const id of late) expect(await getMessage(id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("channels", () => {
  test("SMS goes through the SMS sender with the message id as key", async () => {
    const sent: unknown[] = [];
    const sms: SmsSender = {
      name: "fake-sms",
      async send(message) {
        sent.push(message);
        return { providerMessageId: "SM123" };
      },
    };
    const { id } = await enqueueMessage(
      {
        userId: null,
        channel: "sms",
        template: "partner-invitation-sms",
        recipient: "+15005550006",
        bodyText: "Alex invited you to Attune: http://attune.test/accept-invite?token=t",
      },
      db(),
    );
    catchUpWithDatabase();
    expect(await deliver({ senders: { email: resend, sms } })).toMatchObject({ sent: 1 });
    expect(sent).toEqual([
      {
        to: "+15005550006",
        body: "Alex invited you to Attune: http://attune.test/accept-invite?token=t",
        idempotencyKey: id,
        template: "partner-invitation-sms",
      },
    ]);
    expect(await getMessage(id)).toMatchObject({ status: "sent", provider: "fake-sms", providerMessageId: "SM123" });
    expect(stub.requests).toHaveLength(0);
  });

  test("an email without a subject is failed, not sent", async () => {
    const { id } = await enqueueMessage(
      {
        userId: null,
        channel: "email",
        template: "broken",
        recipient: "a@example.com",
        bodyText: "no subject",
      },
      db(),
    );
    catchUpWithDatabase();
    expect(await deliver()).toMatchObject({ failed: 1 });
    expect(await getMessage(id)).toMatchObject({
      status: "failed",
      lastError: "DeliveryError: Email without a subject",
    });
    expect(stub.requests).toHaveLength(0);
  });
});
