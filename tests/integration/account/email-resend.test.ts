import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { DeliveryError } from "@/lib/integrations/delivery-error";
import { DevEmailSender, emailSender, ResendEmailSender } from "@/lib/integrations/email";
import { startResendStub, type ResendStub } from "@/tests/helpers/resend-stub";

let stub: ResendStub;
beforeAll(async () => {
  stub = await startResendStub();
});
afterAll(() => stub.close());
afterEach(() => {
  stub.reset();
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const email = {
  to: "partner@example.com",
  subject: "Verify your email for Attune",
  html: "<p>Hi <b>Sam</b></p>",
  text: "Hi Sam",
  idempotencyKey: "5d2b7c0e-2a57-4f7e-9a0f-0a3c8f1f2b11",
  template: "email-verification",
};

const sender = () =>
  new ResendEmailSender({ apiKey: "re_test_123", from: "Attune <hello@attune.test>", baseUrl: stub.url });

test("sends through the real resend SDK: POST /emails with bearer auth, JSON body and Idempotency-Key", async () => {
  const { providerMessageId } = await sender().send(email);

  expect(stub.requests).toHaveLength(1);
  const [request] = stub.requests;
  expect(request!.method).toBe("POST");
  expect(request!.path).toBe("/emails");
  expect(request!.headers.authorization).toBe("Bearer re_test_123");
  expect(request!.headers["content-type"]).toContain("application/json");
  expect(request!.headers["idempotency-key"]).toBe(email.idempotencyKey);
  expect(request!.body).toMatchObject({
    from: "Attune <hello@attune.test>",
    to: ["partner@example.com"],
    subject: email.subject,
    html: email.html,
    text: email.text,
  });
  expect(providerMessageId).toBe(stub.delivered.get(email.idempotencyKey)!.id);
});

test("a retry with the same idempotency key gets the first message id back, not a second email", async () => {
  const first = await sender().send(email);
  const second = await sender().send(email);
  expect(stub.requests).toHaveLength(2);
  expect(stub.delivered.size).toBe(1);
  expect(second.providerMessageId).toBe(first.providerMessageId);
});

test.each([
  [429, "rate_limit_exceeded", true],
  [500, "internal_server_error", true],
  [503, "application_error", true],
  [422, "validation_error", false],
])("an HTTP %i (%s) surfaces as a DeliveryError, retryable: %s", async (status, name, retryable) => {
  stub.failNext(stub.error(status, name, `Invalid \`to\` field: ${email.to}`));
  const error = await sender()
    .send(email)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  expect(error).toMatchObject({ status, retryable, message: `Resend ${status} ${name}` });
  // Logged and stored with the outbox row: Resend's text, which can quote the address, stays out.
  expect((error as Error).message).not.toContain(email.to);
  expect(stub.delivered.size).toBe(0);
});

test("a 5xx without a JSON body is still an error", async () => {
  stub.failNext({ status: 502, body: "<html>Bad Gateway</html>" });
  await expect(sender().send(email)).rejects.toMatchObject({ name: "DeliveryError", status: 502, retryable: true });
});

test("an unreachable API is a retryable error", async () => {
  const closed = await startResendStub();
  await closed.close();
  const offline = new ResendEmailSender({ apiKey: "re_x", from: "a@b.co", baseUrl: closed.url });
  await expect(offline.send(email)).rejects.toMatchObject({ name: "DeliveryError", retryable: true });
});

test("emailSender() uses Resend with RESEND_API_KEY and RESEND_BASE_URL from the environment", async () => {
  vi.stubEnv("RESEND_API_KEY", "re_from_env");
  vi.stubEnv("RESEND_BASE_URL", stub.url);
  vi.stubEnv("EMAIL_FROM", "Attune <team@attune.test>");
  resetEnvForTests();
  const configured = emailSender();
  expect(configured).toBeInstanceOf(ResendEmailSender);
  await configured.send(email);
  expect(stub.requests[0]!.headers.authorization).toBe("Bearer re_from_env");
  expect(stub.requests[0]!.body.from).toBe("Attune <team@attune.test>");
});

test("without RESEND_API_KEY, emailSender() only logs the delivery", async () => {
  vi.stubEnv("LOG_LEVEL", "info");
  resetEnvForTests();
  const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    const dev = emailSender();
    expect(dev).toBeInstanceOf(DevEmailSender);
    expect(await dev.send(email)).toEqual({ providerMessageId: `dev_${email.idempotencyKey}` });
    const lines = write.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        event: "email.dev_delivered",
        to: email.to,
        subject: email.subject,
        template: email.template,
      }),
    );
  } finally {
    write.mockRestore();
  }
  expect(stub.requests).toHaveLength(0);
});
