import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import twilioSdk from "twilio";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { DeliveryError } from "../delivery-error";
import {
  isSignedByTwilio,
  OfflineSmsSender,
  smsSender,
  TwilioSmsSender,
  twilioParams,
  withStatusCallback,
} from "./index";

const SID = `AC${"0".repeat(32)}`;
let requests: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
// "hang" never answers, to exercise the timeout.
let reply: { status: number; body: unknown } | "hang" = { status: 201, body: { sid: "SM42" } };
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    requests.push({ method: req.method, url: req.url, headers: req.headers, body });
    if (reply === "hang") return;
    res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
  });
});
let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // Not between tests: the SDK keeps sockets alive, and cutting them there races the next request (ECONNRESET).
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  requests = [];
  reply = { status: 201, body: { sid: "SM42" } };
  vi.unstubAllEnvs();
  resetEnvForTests();
});

// The real `twilio` SDK, pointed at the stub.
const twilio = (timeoutMs?: number) =>
  new TwilioSmsSender({ accountSid: SID, authToken: "secret", from: "+15005550006", baseUrl, timeoutMs });
const sms = { to: "+61412345678", body: "Alex invited you to Attune", idempotencyKey: "k1" };

test("sends through the SDK: posts a form to the Messages endpoint with basic auth and returns the sid", async () => {
  expect(await twilio().send(sms)).toEqual({ providerMessageId: "SM42" });
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request!.method).toBe("POST");
  expect(request!.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
  expect(request!.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:secret`).toString("base64")}`);
  expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
    To: "+61412345678",
    From: "+15005550006",
    Body: "Alex invited you to Attune",
  });
});

test("a message with a statusCallback sends it as Twilio's StatusCallback parameter", async () => {
  const statusCallback = "http://attune.test/api/webhooks/twilio?link=5b1f6c1e-8a43-4a55-9a3e-0d8f2f6f9c11";
  await twilio().send({ ...sms, statusCallback });
  expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toEqual({
    To: "+61412345678",
    From: "+15005550006",
    Body: "Alex invited you to Attune",
    StatusCallback: statusCallback,
  });
});

test("withStatusCallback adds the URL to every message and keeps the sender's name (its circuit breaker)", async () => {
  const sender = withStatusCallback(twilio(), "http://attune.test/api/webhooks/twilio?link=x");
  expect(sender.name).toBe("twilio");
  await sender.send(sms);
  expect(new URLSearchParams(requests[0]!.body).get("StatusCallback")).toBe(
    "http://attune.test/api/webhooks/twilio?link=x",
  );
});

test("isSignedByTwilio accepts Twilio's signature over the URL and sorted params, and nothing else", () => {
  const url = "https://attune.example/api/webhooks/twilio?link=abc";
  const form = new URLSearchParams({ MessageSid: "SM1", MessageStatus: "delivered", To: "+61412345678" });
  const params = twilioParams(form);
  const signature = twilioSdk.getExpectedTwilioSignature("secret", url, params);
  expect(isSignedByTwilio({ authToken: "secret", signature, url, params })).toBe(true);
  expect(isSignedByTwilio({ authToken: "other", signature, url, params })).toBe(false);
  expect(isSignedByTwilio({ authToken: "secret", signature, url: url.replace("abc", "abd"), params })).toBe(false);
  expect(
    isSignedByTwilio({ authToken: "secret", signature, url, params: { ...params, MessageStatus: "failed" } }),
  ).toBe(false);
  expect(isSignedByTwilio({ authToken: "secret", signature: null, url, params })).toBe(false);
  expect(isSignedByTwilio({ authToken: "secret", signature: "", url, params })).toBe(false);
});

test("twilioParams keeps every value of a repeated parameter, as Twilio signs them", () => {
  expect(twilioParams(new URLSearchParams("a=1&b=2&a=3"))).toEqual({ a: ["1", "3"], b: "2" });
});

test.each([
  [429, 20429, true],
  [500, 20500, true],
  [401, 20003, true],
  [400, 21211, false],
  [400, 21610, false],
  [400, 21617, false],
])("HTTP %i with Twilio code %i is a DeliveryError, retryable: %s", async (status, code, retryable) => {
  const message = `The 'To' number ${sms.to} is not a valid phone number.`;
  reply = { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
  const error = await twilio()
    .send(sms)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  expect(error).toMatchObject({ status, retryable, message: `Twilio ${status} error ${code}` });
  // The message is logged and stored with the outbox row: Twilio's text, which quotes the number, stays out.
  expect((error as Error).message).not.toContain(sms.to);
  expect(requests).toHaveLength(1);
});

test("an RFC 9457 problem body with a permanent code is classified the same way", async () => {
  reply = {
    status: 400,
    body: { type: "https://www.twilio.com/docs/errors/21211", title: "Invalid 'To'", status: 400, code: 21211 },
  };
  const error = await twilio()
    .send(sms)
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ name: "DeliveryError", status: 400, retryable: false });
});

test("a stub that never answers within timeoutMs is a retryable DeliveryError", async () => {
  reply = "hang";
  const started = performance.now();
  const error = await twilio(200)
    .send(sms)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  expect(error).toMatchObject({ retryable: true, status: null });
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(requests).toHaveLength(1);
});

test("a refused connection is a retryable DeliveryError", async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const sender = new TwilioSmsSender({
    accountSid: SID,
    authToken: "secret",
    from: "+1",
    baseUrl: `http://127.0.0.1:${port}`,
  });
  const error = await sender.send(sms).catch((e: unknown) => e);
  expect(error).toMatchObject({ name: "DeliveryError", retryable: true, status: null });
});

test("a 201 without a sid is retryable rather than a silent success", async () => {
  reply = { status: 201, body: {} };
  const error = await twilio()
    .send(sms)
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ name: "DeliveryError", retryable: true });
});

test("smsSender() picks Twilio only when all three settings are present", () => {
  expect(smsSender()).toBeInstanceOf(OfflineSmsSender);
  vi.stubEnv("TWILIO_ACCOUNT_SID", SID);
  vi.stubEnv("TWILIO_AUTH_TOKEN", "secret");
  resetEnvForTests();
  expect(smsSender()).toBeInstanceOf(OfflineSmsSender);
  vi.stubEnv("TWILIO_FROM_NUMBER", "+15005550006");
  resetEnvForTests();
  expect(smsSender()).toBeInstanceOf(TwilioSmsSender);
});

test("the offline sender delivers nothing and answers with a stable id", async () => {
  expect(await new OfflineSmsSender().send(sms)).toEqual({ providerMessageId: "offline_k1" });
  expect(requests).toHaveLength(0);
});
