import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";

/**
 * A local stand-in for the OpenAI API, for integration tests that drive the real `openai` SDK (never the internet).
 * The test decides each answer from the request; `connect()` points the app's adapter at the stub for one test,
 * `disconnect()` (in afterEach) puts the environment back.
 */

export interface StubRequest {
  url: string;
  body: {
    input?: string;
    messages?: { role: string; content: string }[];
  };
}

export type StubReply =
  | { json: unknown; status?: number }
  /** Chat Completions streaming: each string is one delta of the reply. */
  | { stream: string[] };

/** A non-streamed chat completion whose message is `content` (structured output arrives as JSON text). */
export const completion = (content: string) => ({
  json: {
    id: "c1",
    object: "chat.completion",
    created: 1,
    model: "m",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
  },
});

const chunk = (delta: object, finish_reason: string | null = null) =>
  `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta, finish_reason }] })}\n\n`;

export async function startOpenAiStub(answer: (request: StubRequest) => StubReply) {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (data: Buffer) => (raw += data.toString()));
    req.on("end", () => {
      const request = { url: req.url ?? "", body: JSON.parse(raw || "{}") as StubRequest["body"] };
      requests.push(request);
      const reply = answer(request);
      if ("stream" in reply) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        reply.stream.forEach((content, i) => res.write(chunk(i === 0 ? { role: "assistant", content } : { content })));
        res.write(chunk({}, "stop"));
        res.end("data: [DONE]\n\n");
        return;
      }
      res.writeHead(reply.status ?? 200, { "content-type": "application/json" }).end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    requests,
    connect() {
      vi.stubEnv("OPENAI_API_KEY", "sk-test");
      vi.stubEnv("OPENAI_BASE_URL", baseURL);
      resetEnvForTests();
    },
    disconnect() {
      requests.length = 0;
      vi.unstubAllEnvs();
      resetEnvForTests();
    },
    async close() {
      // The SDK keeps sockets alive; cutting them only at the end avoids racing a next request.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
