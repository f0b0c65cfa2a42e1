import { sql } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { db } from "@/db/client";
import { outbox, users } from "@/db/schema";
import { claimDueMessages, deferMessage, getMessage, listMessages, markFailed, markSent } from "@/lib/data/outbox";
import { enqueueMessage } from "@/lib/data/outbox-writes";

// Ahead of the database clock, which stamps next_attempt_at on insert, so that everything enqueued is due; fixed per
// test so that soon(x) means the same instant every time it is called.
let base = 0;
const soon = (ms = 0) => new Date(base + ms);

beforeEach(async () => {
  // eslint-disable-next-line drizzle/enforce-delete-with-where -- each test starts from an empty outbox
  await db().delete(outbox);
  base = Date.now() + 60_000;
});

const email = (i: number, extra: Partial<Parameters<typeof enqueueMessage>[0]> = {}) => ({
  userId: null,
  channel: "email" as const,
  template: "welcome",
  recipient: `p${i}@example.com`,
  subject: `Subject ${i}`,
  bodyText: `text ${i} http://attune.test/x?token=secret${i}`,
  bodyHtml: `<p>html ${i}</p>`,
  ...extra,
});

test("concurrent claims take disjoint batches", async () => {
  for (let i = 0; i < 12; i++) await enqueueMessage(email(i), db());
  const now = soon();
  const batches = await Promise.all([1, 2, 3].map(() => claimDueMessages({ limit: 5, lockMs: 60_000, now })));
  const ids = batches.flat().map((m) => m.id);
  expect(ids).toHaveLength(12);
  expect(new Set(ids).size).toBe(12);
  expect(await claimDueMessages({ limit: 5, lockMs: 60_000, now })).toEqual([]);
});

test("a claim returns decrypted content, bumps attempts and locks until now + lockMs", async () => {
  const { id } = await enqueueMessage(email(1), db());
  const now = soon();
  const [claimed] = await claimDueMessages({ limit: 10, lockMs: 90_000, now });
  expect(claimed).toEqual({
    id,
    channel: "email",
    template: "welcome",
    recipient: "p1@example.com",
    subject: "Subject 1",
    bodyText: "text 1 http://attune.test/x?token=secret1",
    bodyHtml: "<p>html 1</p>",
    attempts: 1,
  });
  const [row] = await db()
    .select({ status: outbox.status, lockedUntil: outbox.lockedUntil })
    .from(outbox)
    .where(sql`${outbox.id} = ${id}`);
  expect(row).toEqual({ status: "sending", lockedUntil: new Date(now.getTime() + 90_000) });
});

test("messages not yet due are left alone", async () => {
  const { id } = await enqueueMessage(email(1), db());
  const [claimed] = await claimDueMessages({ limit: 1, lockMs: 1_000, now: soon() });
  await markFailed({ id, attempts: claimed!.attempts }, "boom", soon(60_000));
  expect(await claimDueMessages({ limit: 1, lockMs: 1_000, now: soon(59_999) })).toEqual([]);
  expect(await claimDueMessages({ limit: 1, lockMs: 1_000, now: soon(60_000) })).toHaveLength(1);
});

test("a worker whose lock expired cannot overwrite the newer claim's outcome", async () => {
  const { id } = await enqueueMessage(email(1), db());
  const [first] = await claimDueMessages({ limit: 1, lockMs: 1_000, now: soon() });
  const [second] = await claimDueMessages({ limit: 1, lockMs: 1_000, now: soon(1_001) });
  expect([first!.attempts, second!.attempts]).toEqual([1, 2]);

  expect(await markFailed(first!, "late failure from the first worker", soon(10_000))).toBe(false);
  expect(await deferMessage(first!, soon(10_000), "late deferral")).toBe(false);
  expect(await getMessage(id)).toMatchObject({ status: "sending", attempts: 2, lastError: null });

  expect(await markFailed(second!, "x".repeat(5_000), null)).toBe(true);
  const row = (await getMessage(id))!;
  expect(row.status).toBe("failed");
  expect(row.lastError).toHaveLength(1_000);
});

test("markSent records the provider's id and is final", async () => {
  const { id } = await enqueueMessage(email(1), db());
  const [claimed] = await claimDueMessages({ limit: 1, lockMs: 1_000, now: soon() });
  const sentAt = soon(10);
  await markSent(id, { provider: "resend", providerMessageId: "re_1", now: sentAt });
  await markSent(id, { provider: "resend", providerMessageId: "re_2", now: soon(20) });
  expect(await getMessage(id)).toMatchObject({ status: "sent", providerMessageId: "re_1", sentAt, lastError: null });
  expect(await markFailed(claimed!, "stale", soon(1_000))).toBe(false);
  expect(await claimDueMessages({ limit: 1, lockMs: 1_000, now: soon(86_400_000) })).toEqual([]);
});

test("deferring hands the message back without spending the attempt", async () => {
  const { id } = await enqueueMessage(email(1), db());
  const [claimed] = await claimDueMessages({ limit: 1, lockMs: 1_000, now: soon() });
  expect(await deferMessage(claimed!, soon(60_000), "Circuit breaker email:resend is open")).toBe(true);
  expect(await getMessage(id)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: soon(60_000) });
});

test("listMessages: newest first, decrypted, filtered by recipient (any case), template and channel", async () => {
  const [user] = await db().insert(users).values({ email: "owner@example.com" }).returning({ id: users.id });
  // "Newest first" needs distinct created_at values: PGlite's clock can give two quick inserts the same instant.
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  await enqueueMessage(email(1, { recipient: "  Sam@Example.COM ", userId: user!.id }), db());
  await tick();
  await enqueueMessage(email(2, { recipient: "sam@example.com", template: "password-reset" }), db());
  await tick();
  await enqueueMessage(email(3, { recipient: "other@example.com" }), db());
  await tick();
  await enqueueMessage(
    {
      userId: null,
      channel: "sms",
      template: "sms",
      recipient: "+15005550006",
      bodyText: "hi",
    },
    db(),
  );

  const all = await listMessages();
  expect(all.map((m) => m.bodyText)).toEqual([
    "hi",
    ...[3, 2, 1].map((i) => `text ${i} http://attune.test/x?token=secret${i}`),
  ]);
  expect(all[3]).toMatchObject({
    userId: user!.id,
    recipient: "sam@example.com",
    subject: "Subject 1",
    bodyHtml: "<p>html 1</p>",
    status: "pending",
    attempts: 0,
  });
  expect(all[3]!.createdAt).toBeInstanceOf(Date);

  expect((await listMessages({ recipient: "SAM@example.com" })).map((m) => m.subject)).toEqual([
    "Subject 2",
    "Subject 1",
  ]);
  expect((await listMessages({ recipient: "sam@example.com", template: "welcome" })).map((m) => m.subject)).toEqual([
    "Subject 1",
  ]);
  expect((await listMessages({ channel: "sms" })).map((m) => m.recipient)).toEqual(["+15005550006"]);
  expect(await listMessages({ limit: 2 })).toHaveLength(2);
});

test("getMessage finds one message, and nothing for unknown or malformed ids", async () => {
  const { id } = await enqueueMessage(email(7), db());
  expect(await getMessage(id)).toMatchObject({
    id,
    subject: "Subject 7",
    bodyText: expect.stringContaining("secret7"),
  });
  expect(await getMessage("00000000-0000-4000-8000-000000000000")).toBeNull();
  expect(await getMessage("not-a-uuid'; drop table outbox; --")).toBeNull();
});
