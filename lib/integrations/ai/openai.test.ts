import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { APIConnectionError, APIConnectionTimeoutError, APIUserAbortError, InternalServerError } from "openai";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { z } from "zod";
import { resetEnvForTests } from "@/lib/env";
import { CircuitOpenError } from "@/lib/integrations/circuit-breaker";
import { AiOutputError, aiModel, OpenAiModel, type OpenAiModelOptions } from "./index";

type Reply =
  | { status: number; body: unknown }
  // Server-sent events; `thenHang` keeps the response open after them instead of ending it.
  | { events: unknown[]; done?: boolean; thenHang?: boolean }
  // Never answers, to exercise the timeout.
  | "hang";

let requests: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
let reply: Reply = { status: 200, body: {} };
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    requests.push({ method: req.method, url: req.url, headers: req.headers, body });
    if (reply === "hang") return;
    if ("events" in reply) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (const event of reply.events) res.write(`data: ${JSON.stringify(event)}\n\n`);
      if (reply.thenHang) return;
      if (reply.done !== false) res.write("data: [DONE]\n\n");
      res.end();
      return;
    }
    res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
  });
});
let baseURL = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  // Not between tests: the SDK keeps sockets alive, and cutting them there races the next request (ECONNRESET).
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  requests = [];
  reply = { status: 200, body: {} };
  vi.unstubAllEnvs();
  resetEnvForTests();
});

// The real `openai` SDK, pointed at the stub.
const openai = (options: Partial<OpenAiModelOptions> = {}) =>
  new OpenAiModel({ apiKey: "sk-test", baseURL, model: "gpt-4o-mini", ...options });

const chunk = (delta: Record<string, unknown>, finish_reason: string | null = null) => ({
  id: "chatcmpl-1",
  object: "chat.completion.chunk",
  created: 1_700_000_000,
  model: "gpt-4o-mini-2024-07-18",
  choices: [{ index: 0, delta, logprobs: null, finish_reason }],
});
const streamed = (...parts: string[]) => [
  chunk({ role: "assistant", content: "" }),
  ...parts.map((content) => chunk({ content })),
  chunk({}, "stop"),
];

const completion = (content: string | null, refusal: string | null = null) => ({
  id: "chatcmpl-2",
  object: "chat.completion",
  created: 1_700_000_000,
  model: "gpt-4o-mini-2024-07-18",
  choices: [{ index: 0, message: { role: "assistant", content, refusal }, logprobs: null, finish_reason: "stop" }],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});
const serverError = { status: 500, body: { error: { message: "The server had an error", type: "server_error" } } };

const turn = {
  system: "You are a kind relationship coach.",
  history: [
    { role: "user" as const, content: "Hi" },
    { role: "assistant" as const, content: "Hello! How are you both?" },
  ],
  message: "We keep arguing about chores.",
};

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

test("streams the deltas in order, sending system, history and message to /chat/completions", async () => {
  reply = { events: streamed("Chores ", "are a ", "common ", "flashpoint.") };
  expect(await collect(openai().streamReply(turn))).toEqual(["Chores ", "are a ", "common ", "flashpoint."]);
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request!.method).toBe("POST");
  expect(request!.url).toBe("/v1/chat/completions");
  expect(request!.headers.authorization).toBe("Bearer sk-test");
  expect(JSON.parse(request!.body)).toMatchObject({
    model: "gpt-4o-mini",
    stream: true,
    messages: [
      { role: "system", content: turn.system },
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello! How are you both?" },
      { role: "user", content: turn.message },
    ],
  });
});

test("a 500 makes the iteration throw, without a retry", async () => {
  reply = serverError;
  const error = await collect(openai().streamReply(turn)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InternalServerError);
  expect(requests).toHaveLength(1);
});

test("a stub that never answers rejects after timeoutMs", async () => {
  reply = "hang";
  const started = performance.now();
  const error = await collect(openai({ timeoutMs: 200 }).streamReply(turn)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(APIConnectionTimeoutError);
  expect(performance.now() - started).toBeLessThan(1_000);
  expect(requests).toHaveLength(1);
});

test("a stream that stalls part way rejects after timeoutMs and counts as a failure", async () => {
  reply = { events: [chunk({ role: "assistant", content: "Let's " })], thenHang: true };
  const model = openai({ timeoutMs: 200, breaker: { failureThreshold: 1 } });
  const deltas: string[] = [];
  const error = await (async () => {
    for await (const delta of model.streamReply(turn)) deltas.push(delta);
  })().catch((e: unknown) => e);
  expect(deltas).toEqual(["Let's "]);
  expect(error).toBeInstanceOf(APIConnectionTimeoutError);
  expect(model.breaker.state).toBe("OPEN");
});

test("a stream cut off before its finish_reason is an error, not a short reply", async () => {
  reply = { events: [chunk({ role: "assistant", content: "Let's " })], done: false };
  const error = await collect(openai().streamReply(turn)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(APIConnectionError);
  expect(error).toMatchObject({ message: "The reply stream ended before the reply did." });
});

test("an already aborted signal stops before any request", async () => {
  const error = await collect(openai().streamReply({ ...turn, signal: AbortSignal.abort() })).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(APIUserAbortError);
  expect(requests).toHaveLength(0);
});

test("aborting mid-stream stops the iteration promptly and does not trip the breaker", async () => {
  reply = { events: [chunk({ role: "assistant", content: "Let's " })], thenHang: true };
  const model = openai({ breaker: { failureThreshold: 1 } });
  const controller = new AbortController();
  const started = performance.now();
  const error = await (async () => {
    for await (const delta of model.streamReply({ ...turn, signal: controller.signal })) {
      expect(delta).toBe("Let's ");
      controller.abort();
    }
  })().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(APIUserAbortError);
  expect(performance.now() - started).toBeLessThan(1_000);
  expect(model.breaker.state).toBe("CLOSED");
});

test("moderation returns flagged and the names of the flagged categories", async () => {
  reply = {
    status: 200,
    body: {
      id: "modr-123",
      model: "omni-moderation-latest",
      results: [
        {
          flagged: true,
          categories: {
            harassment: false,
            "harassment/threatening": false,
            hate: false,
            "hate/threatening": false,
            illicit: false,
            "illicit/violent": false,
            "self-harm": true,
            "self-harm/instructions": false,
            "self-harm/intent": true,
            sexual: false,
            "sexual/minors": false,
            violence: false,
            "violence/graphic": false,
          },
          category_scores: {
            harassment: 0.0012,
            "harassment/threatening": 0.0004,
            hate: 0.0001,
            "hate/threatening": 0.00001,
            illicit: 0.0003,
            "illicit/violent": 0.00002,
            "self-harm": 0.91,
            "self-harm/instructions": 0.002,
            "self-harm/intent": 0.88,
            sexual: 0.0001,
            "sexual/minors": 0.00001,
            violence: 0.03,
            "violence/graphic": 0.001,
          },
          category_applied_input_types: { "self-harm": ["text"], "self-harm/intent": ["text"] },
        },
      ],
    },
  };
  expect(await openai().moderate("I don't want to be here anymore")).toEqual({
    flagged: true,
    categories: ["self-harm", "self-harm/intent"],
  });
  expect(requests[0]!.url).toBe("/v1/moderations");
  expect(JSON.parse(requests[0]!.body)).toEqual({
    model: "omni-moderation-latest",
    input: "I don't want to be here anymore",
  });
});

const Suggestion = z.object({ title: z.string(), minutes: z.number().int() });
const ask = { system: "Suggest one activity.", prompt: "A calm evening", schema: Suggestion, name: "suggestion" };

test("generate sends a strict JSON schema and returns the parsed object", async () => {
  reply = { status: 200, body: completion(JSON.stringify({ title: "Cook together", minutes: 45 })) };
  expect(await openai().generate(ask)).toEqual({ title: "Cook together", minutes: 45 });
  expect(requests[0]!.url).toBe("/v1/chat/completions");
  const body = JSON.parse(requests[0]!.body) as Record<string, unknown>;
  expect(body).toMatchObject({
    model: "gpt-4o-mini",
    messages: [
      { role: "system", content: ask.system },
      { role: "user", content: ask.prompt },
    ],
    response_format: {
      type: "json_schema",
      json_schema: {
        name: "suggestion",
        strict: true,
        schema: { type: "object", required: ["title", "minutes"], additionalProperties: false },
      },
    },
  });
  expect(body.stream).toBeUndefined();
});

test.each([
  ["invalid JSON", completion("{not json")],
  ["the wrong shape", completion(JSON.stringify({ title: "Cook together", minutes: "45" }))],
  ["no content", completion(null)],
  ["a refusal", completion(null, "I can't help with that.")],
])("generate rejects %s with an AiOutputError, which does not trip the breaker", async (_, body) => {
  reply = { status: 200, body };
  const model = openai({ breaker: { failureThreshold: 1 } });
  await expect(model.generate(ask)).rejects.toBeInstanceOf(AiOutputError);
  expect(model.breaker.state).toBe("CLOSED");
});

test("a 400 is the caller's fault and does not trip the breaker; a 401 does", async () => {
  const model = openai({ breaker: { failureThreshold: 1 } });
  reply = { status: 400, body: { error: { message: "Invalid schema", type: "invalid_request_error" } } };
  await expect(model.generate(ask)).rejects.toMatchObject({ status: 400 });
  expect(model.breaker.state).toBe("CLOSED");
  reply = { status: 401, body: { error: { message: "Incorrect API key", type: "invalid_request_error" } } };
  await expect(model.moderate("hi")).rejects.toMatchObject({ status: 401 });
  expect(model.breaker.state).toBe("OPEN");
});

test("after 5 failures the breaker opens and the next call fails without a request", async () => {
  reply = serverError;
  const model = openai();
  for (let i = 0; i < 5; i++) await expect(model.moderate("hi")).rejects.toBeInstanceOf(InternalServerError);
  expect(requests).toHaveLength(5);
  await expect(collect(model.streamReply(turn))).rejects.toBeInstanceOf(CircuitOpenError);
  await expect(model.generate(ask)).rejects.toBeInstanceOf(CircuitOpenError);
  expect(requests).toHaveLength(5);
});

test("aiModel() is null without OPENAI_API_KEY and a cached OpenAiModel with it", () => {
  vi.stubEnv("OPENAI_API_KEY", "");
  resetEnvForTests();
  expect(aiModel()).toBeNull();
  vi.stubEnv("OPENAI_API_KEY", "sk-test");
  resetEnvForTests();
  const model = aiModel();
  expect(model).toBeInstanceOf(OpenAiModel);
  expect(aiModel()).toBe(model);
  vi.stubEnv("OPENAI_MODEL", "gpt-4.1-mini");
  resetEnvForTests();
  expect(aiModel()).not.toBe(model);
});
