import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

interface Reply {
  status: number;
  body: string;
}

/**
 * A stand-in for api.resend.com on 127.0.0.1 that behaves like the real thing where it matters here: it records every
 * request and, like Resend, answers a repeated Idempotency-Key with the first response instead of sending again.
 */
export async function startResendStub() {
  const requests: RecordedRequest[] = [];
  const delivered = new Map<string, { id: string; body: Record<string, unknown> }>();
  const queued: Reply[] = [];
  let fallback: Reply | undefined;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      const reply = queued.shift() ?? fallback;
      if (reply) {
        res.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body);
        return;
      }
      const key = req.headers["idempotency-key"];
      const keyed = typeof key === "string" ? key : randomUUID();
      let entry = delivered.get(keyed);
      if (!entry) {
        entry = { id: randomUUID(), body };
        delivered.set(keyed, entry);
      }
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: entry.id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const error = (status: number, name: string, message: string): Reply => ({
    status,
    body: JSON.stringify({ statusCode: status, name, message }),
  });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Successful deliveries, one per idempotency key. */
    delivered,
    error,
    /** The next request gets this answer (then normal service resumes). */
    failNext(reply: Reply) {
      queued.push(reply);
    },
    /** Every request gets this answer until cleared with undefined. */
    failAll(reply: Reply | undefined) {
      fallback = reply;
    },
    reset() {
      requests.length = 0;
      delivered.clear();
      queued.length = 0;
      fallback = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ResendStub = Awaited<ReturnType<typeof startResendStub>>;
