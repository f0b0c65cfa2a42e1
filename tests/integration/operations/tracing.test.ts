import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { deliverDueMessages } from "@/lib/jobs";
import { circuitBreaker } from "@/lib/integrations/circuit-breaker";
import { startTracing, type Tracing } from "@/lib/monitoring/tracing-sdk";
import { logMood } from "@/lib/services/moods/log-mood";
import { traced, tracingOn } from "@/lib/tracing";
import { moodLogSchema } from "@/lib/validation/entries";
import { createUser, uniqueEmail } from "../../helpers/auth";

/**
 * Traces (issue #41, decision 078) against a local OTLP/HTTP receiver: an http server that keeps every JSON export
 * request POSTed to /v1/traces, as a collector would receive them.
 */

interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}
interface OtlpSpan {
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const bodies: string[] = [];
let receiver: Server;
let tracing: Tracing;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/v1/traces") bodies.push(body);
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  expect(tracingOn()).toBe(false);
  tracing = await startTracing({ endpoint: `http://127.0.0.1:${port}`, serviceName: "attune-test" });
});

afterAll(async () => {
  await tracing.shutdown();
  await new Promise((resolve) => receiver.close(resolve));
});

function spans(): OtlpSpan[] {
  return bodies.flatMap((body) =>
    (JSON.parse(body) as OtlpExport).resourceSpans.flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) => scope.spans),
    ),
  );
}

const attribute = (span: OtlpSpan, key: string) => {
  const found = span.attributes?.find((entry) => entry.key === key)?.value;
  return found ? Object.values(found)[0] : undefined;
};

test("queries, deliveries and provider calls arrive at the collector, and no personal data with them", async () => {
  expect(tracingOn()).toBe(true);
  const fullName = "Marguerite Okonkwo-Lindqvist";
  const email = uniqueEmail("marguerite");
  const note = "Argued about the wedding budget with my sister again";
  // Sign-up queues a verification email that names and addresses the person; the note is stored encrypted.
  const { userId } = await createUser({ fullName, email });
  await logMood({ userId, input: moodLogSchema.parse({ moodValue: 2, contextNotes: note }) });
  // Whatever is still in the outbox is delivered through the offline email adapter, behind its circuit breaker.
  await deliverDueMessages({ now: new Date(Date.now() + 24 * 60 * 60_000) });
  await tracing.flush();

  const received = spans();
  const names = received.map((span) => span.name);
  // Database queries: named as the logs name them ("insert users"), with the statement and no parameters.
  const insertUsers = received.find((span) => span.name === "insert users");
  expect(insertUsers, names.join(", ")).toBeDefined();
  expect(attribute(insertUsers!, "db.system.name")).toBe("postgresql");
  expect(String(attribute(insertUsers!, "db.query.text"))).toMatch(/^insert into "users" .*\$1/);
  expect(names).toContain("insert moods");
  // The outbox delivery and, inside it, the provider call.
  const delivery = received.find((span) => span.name === "outbox.deliver");
  expect(delivery, names.join(", ")).toBeDefined();
  expect(attribute(delivery!, "attune.outbox.channel")).toBe("email");
  expect(attribute(delivery!, "attune.outbox.outcome")).toBe("sent");
  expect(names.some((name) => name.startsWith("provider email:"))).toBe(true);

  // Nothing anywhere in what the collector received: no attribute, span name or resource carries the person.
  const everything = bodies.join("\n");
  for (const secret of [email, fullName, "Marguerite", note, "wedding budget", userId]) {
    expect(everything, secret).not.toContain(secret);
  }
});

test("a failed call is marked an error by its type, without its message", async () => {
  const breaker = circuitBreaker("sms:trace-test");
  const failing = breaker.fire(() => Promise.reject(new Error("Cannot text +447700900123 for jo@example.com")));
  await expect(failing).rejects.toThrow();
  await traced("outer", {}, async () => undefined);
  await tracing.flush();
  const span = spans().find((candidate) => candidate.name === "provider sms:trace-test");
  expect(span?.status?.code).toBe(2); // STATUS_CODE_ERROR
  expect(attribute(span!, "error.type")).toBe("Error");
  const everything = bodies.join("\n");
  expect(everything).not.toContain("+447700900123");
  expect(everything).not.toContain("jo@example.com");
});
