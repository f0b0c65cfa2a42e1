import { spawn } from "node:child_process";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { outbox } from "@/db/schema";
import { getMessage } from "@/lib/data/outbox";
import { enqueueMessage } from "@/lib/data/outbox-writes";
import { resetCircuitBreakersForTests } from "@/lib/integrations/circuit-breaker";
import type { EmailSender } from "@/lib/integrations/email";
import { runDeliveryPass, startJobRunner, type JobRunner } from "@/lib/jobs";

const runners: JobRunner[] = [];
beforeEach(async () => {
  // eslint-disable-next-line drizzle/enforce-delete-with-where -- each test starts from an empty outbox
  await db().delete(outbox);
  resetCircuitBreakersForTests();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const enqueue = (i = 0) =>
  enqueueMessage(
    {
      userId: null,
      channel: "email",
      template: "welcome",
      recipient: `r${i}@example.com`,
      subject: "Welcome to Attune",
      bodyText: "hello",
    },
    db(),
  );

function recordingSender() {
  const calls: string[] = [];
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const sender: EmailSender = {
    name: "recording",
    async send({ idempotencyKey }) {
      calls.push(idempotencyKey);
      await gate;
      return { providerMessageId: `r_${idempotencyKey}` };
    },
  };
  return {
    sender,
    calls,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open?.(),
  };
}

const waitFor = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 10_000, interval: 5 });

test("the runner delivers what is enqueued, and stops polling when stopped", async () => {
  const { sender, calls } = recordingSender();
  const runner = startJobRunner({ pollIntervalMs: 5, deliver: { senders: { email: sender } } });
  runners.push(runner);
  const { id } = await enqueue(1);
  await waitFor(async () => expect((await getMessage(id))!.status).toBe("sent"));
  expect(calls).toEqual([id]);

  await runner.stop();
  const later = await enqueue(2);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect((await getMessage(later.id))!.status).toBe("pending");
  expect(calls).toEqual([id]);
});

test("stop() waits for the pass in progress to record its outcome", async () => {
  const gated = recordingSender();
  gated.hold();
  const runner = startJobRunner({ pollIntervalMs: 5, deliver: { senders: { email: gated.sender } } });
  const { id } = await enqueue();
  await waitFor(() => expect(gated.calls).toEqual([id]));
  const stopped = runner.stop();
  gated.release();
  await stopped;
  expect((await getMessage(id))!.status).toBe("sent");
});

test("passes in one process never overlap, even across two runners", async () => {
  const gated = recordingSender();
  gated.hold();
  // A 1 ms lock expires at once: an overlapping pass would take the message back and send it a second time.
  const deliver = { senders: { email: gated.sender }, lockMs: 1 };
  runners.push(startJobRunner({ pollIntervalMs: 1, deliver }), startJobRunner({ pollIntervalMs: 1, deliver }));
  const { id } = await enqueue();
  await waitFor(() => expect(gated.calls).toEqual([id]));
  await new Promise((resolve) => setTimeout(resolve, 30));
  // A direct call joins the pass in flight instead of starting another.
  const joined = runDeliveryPass(deliver);
  expect(gated.calls).toEqual([id]);
  gated.release();
  expect(await joined).toMatchObject({ claimed: 1, sent: 1 });
  expect(gated.calls).toEqual([id]);
  expect((await getMessage(id))!.status).toBe("sent");
});

test("a pass that fails (database error) is logged, not thrown, and the runner keeps going", async () => {
  const { sender, calls } = recordingSender();
  // A fractional LIMIT is rejected by PostgreSQL (invalid input for bigint): the claim query itself fails.
  expect(await runDeliveryPass({ senders: { email: sender }, batchSize: 1.5 })).toBeNull();
  await enqueue();
  let passes = 0;
  const runner = startJobRunner({
    pollIntervalMs: 1,
    deliver: {
      senders: { email: sender },
      get batchSize() {
        passes++;
        return 1.5;
      },
    },
  });
  runners.push(runner);
  await waitFor(() => expect(passes).toBeGreaterThanOrEqual(3));
  expect(calls).toEqual([]);
});

test("a sender that throws does not stop the runner", async () => {
  let failures = 0;
  const flaky: EmailSender = {
    name: "flaky",
    async send({ idempotencyKey }) {
      if (failures++ === 0) throw new Error("socket hang up");
      return { providerMessageId: idempotencyKey };
    },
  };
  runners.push(startJobRunner({ pollIntervalMs: 5, deliver: { senders: { email: flaky } } }));
  const first = await enqueue(1);
  // attempts counts the claim, so it reaches 1 before the failure is recorded: wait for the recorded outcome.
  await waitFor(async () =>
    expect(await getMessage(first.id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Error: socket hang up",
    }),
  );
  const second = await enqueue(2);
  await waitFor(async () => expect((await getMessage(second.id))!.status).toBe("sent"));
});

test("scripts/worker.ts refuses to run on the embedded database", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(stderr).toContain("worker.no_database_url");
});
