import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { DeliveryError } from "../delivery-error";
import { OfflineSmsSender, smsSender, TwilioSmsSender } from "./index";

const SID = `AC${"0".repeat(32)}`;
let requests: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
let reply: { status: number; body: unknown } = { status: 201, body: { sid: "SM42" } };
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    requests.push({ method: req.method, url: req.url, headers: req.headers, body });
    res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
  });
});
let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  requests = [];
  reply = { status: 201, body: { sid: "SM42" } };
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const twilio = () => new TwilioSmsSender({ accountSid: SID, authToken: "secret", from: "+15005550006", baseUrl });
const sms = { to: "+61412345678", body: "Alex invited you to Attune", idempotencyKey: "k1" };

test("posts a form to the Messages endpoint with basic auth and returns the sid", async () => {
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

test.each([
  [429, 20429, true],
  [500, 20500, true],
  [401, 20003, true],
  [400, 21211, false],
  [400, 21610, false],
])("HTTP %i with Twilio code %i is a DeliveryError, retryable: %s", async (status, code, retryable) => {
  reply = { status, body: { code, message: "nope", status } };
  const error = await twilio()
    .send(sms)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  expect(error).toMatchObject({ status, retryable });
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
