import { randomUUID } from "node:crypto";
import { eq, isNotNull, sql } from "drizzle-orm";
import twilio from "twilio";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { POST } from "@/app/api/webhooks/twilio/route";
import { db } from "@/db/client";
import { partnerLinks, smsDeliveryStatus } from "@/db/schema";
import { SMS_DELIVERY_STATUSES, type SmsDeliveryStatus } from "@/lib/domain/sms-delivery";
import { resetEnvForTests } from "@/lib/env";
import type { OutgoingSms, SmsSender } from "@/lib/integrations/sms";
import { sendPartnerInvitation } from "@/lib/services/partners/send-partner-invitation";
import { sendInvitationSchema } from "@/lib/validation/partner";
import { person } from "../../helpers/couples";

/**
 * POST /api/webhooks/twilio (Twilio's delivery reports for the invitation SMS), through the real route handler: the
 * StatusCallback URL the invitation service hands the sender, Twilio's request signature over that URL and the form,
 * forward-only and idempotent recording of sms_status / sms_sent, and the webhook's absence without an auth token.
 */

const AUTH_TOKEN = "twilio-test-auth-token";
/** APP_URL in tests (tests/setup/env.ts): the public origin Twilio is given and signs. */
const APP_URL = "http://attune.test";

beforeEach(() => {
  vi.stubEnv("TWILIO_AUTH_TOKEN", AUTH_TOKEN);
  resetEnvForTests();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

let phoneCounter = 0;
const nextPhone = (prefix: string) => `${prefix}${String(phoneCounter++).padStart(4, "0")}`;

/** An SMS sender standing in for Twilio: records what it was asked to send and answers with a message sid. */
function recordingSms(onSend?: (sms: OutgoingSms) => Promise<void>): { sender: SmsSender; sent: OutgoingSms[] } {
  const sent: OutgoingSms[] = [];
  const sender: SmsSender = {
    name: "recording-sms",
    send: async (sms) => {
      sent.push(sms);
      await onSend?.(sms);
      return { providerMessageId: messageSid() };
    },
  };
  return { sender, sent };
}

const messageSid = () => `SM${randomUUID().replaceAll("-", "")}`;

/** Sends an SMS invitation through the real service; returns the link and the StatusCallback URL Twilio was given. */
async function invite(sms = recordingSms()): Promise<{ linkId: string; callbackUrl: string }> {
  const userId = await person();
  await sendPartnerInvitation({
    userId,
    input: sendInvitationSchema.parse({
      method: "sms",
      partnerPhone: nextPhone("+1415558"),
      ownPhone: nextPhone("+1415559"),
    }),
    senders: { sms: sms.sender },
  });
  const [link] = await db().select({ id: partnerLinks.id }).from(partnerLinks).where(eq(partnerLinks.userId, userId));
  const callbackUrl = sms.sent.at(-1)?.statusCallback;
  if (!link || !callbackUrl) throw new Error("the invitation SMS was not sent with a StatusCallback");
  return { linkId: link.id, callbackUrl };
}

/** A status callback's form, as Twilio posts it: the two parameters used among the ones that are not. */
function report(status: string, sid = "SM0123456789abcdef0123456789abcdef"): Record<string, string> {
  return {
    AccountSid: `AC${"0".repeat(32)}`,
    ApiVersion: "2010-04-01",
    From: "+15005550006",
    MessageSid: sid,
    MessageStatus: status,
    SmsSid: sid,
    SmsStatus: status,
    To: "+14155580000",
    ...(status === "undelivered" || status === "failed" ? { ErrorCode: "30003" } : {}),
  };
}

const sign = (url: string, params: Record<string, string>, token = AUTH_TOKEN) =>
  twilio.getExpectedTwilioSignature(token, url, params);

/**
 * Posts to the route. `signedUrl` is what Twilio signed (and, unless `requestUrl` says otherwise, called); `body`
 * defaults to the signed params, so a test can sign one form and send another.
 */
async function callback(
  signedUrl: string,
  params: Record<string, string>,
  {
    signature = sign(signedUrl, params),
    body = params,
    requestUrl = signedUrl,
  }: { signature?: string | null; body?: Record<string, string>; requestUrl?: string } = {},
): Promise<number> {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (signature !== null) headers["x-twilio-signature"] = signature;
  const response = await POST(
    new Request(requestUrl, { method: "POST", headers, body: new URLSearchParams(body).toString() }),
  );
  return response.status;
}

async function stateOf(linkId: string) {
  const [row] = await db()
    .select({ smsStatus: partnerLinks.smsStatus, smsSent: partnerLinks.smsSent, updatedAt: partnerLinks.updatedAt })
    .from(partnerLinks)
    .where(eq(partnerLinks.id, linkId));
  return row ?? null;
}

test("the domain's statuses are the database enum's", () => {
  expect(smsDeliveryStatus.enumValues).toEqual([...SMS_DELIVERY_STATUSES]);
});

describe("the StatusCallback URL", () => {
  test("the invitation SMS carries one on APP_URL naming its link", async () => {
    const { linkId, callbackUrl } = await invite();
    expect(callbackUrl).toBe(`${APP_URL}/api/webhooks/twilio?link=${linkId}`);
    // Nothing reported yet; the immediate send's answer stands.
    expect(await stateOf(linkId)).toMatchObject({ smsStatus: null, smsSent: true });
  });
});

describe("a correctly signed callback", () => {
  test.each([
    ["delivered", true],
    ["sent", true],
    ["undelivered", false],
    ["failed", false],
  ] as const)("%s: sms_status is recorded and sms_sent becomes %s", async (status, smsSent) => {
    const { linkId, callbackUrl } = await invite();
    expect(await callback(callbackUrl, report(status))).toBe(204);
    expect(await stateOf(linkId)).toMatchObject({ smsStatus: status, smsSent });
  });

  test("queued and sending are recorded without touching sms_sent", async () => {
    const { linkId, callbackUrl } = await invite();
    expect(await callback(callbackUrl, report("queued"))).toBe(204);
    expect(await stateOf(linkId)).toMatchObject({ smsStatus: "queued", smsSent: true });
    expect(await callback(callbackUrl, report("sending"))).toBe(204);
    expect(await stateOf(linkId)).toMatchObject({ smsStatus: "sending", smsSent: true });
  });

  test("is checked against APP_URL, not the URL the request reached the app at (a proxy in front)", async () => {
    const { linkId, callbackUrl } = await invite();
    const internal = callbackUrl.replace(APP_URL, "http://10.0.0.7:3000");
    expect(await callback(callbackUrl, report("delivered"), { requestUrl: internal })).toBe(204);
    expect(await stateOf(linkId)).toMatchObject({ smsStatus: "delivered", smsSent: true });
  });

  test("signed for the internal URL instead of the public one, it is refused", async () => {
    const { linkId, callbackUrl } = await invite();
    const internal = callbackUrl.replace(APP_URL, "http://10.0.0.7:3000");
    expect(await callback(internal, report("delivered"))).toBe(403);
    expect(await stateOf(linkId)).toMatchObject({ smsStatus: null, smsSent: true });
  });
});

describe("a callback Twilio did not sign is refused (403) and changes nothing", () => {
  test("a wrong signature", async () => {
    const { linkId, callbackUrl } = await invite();
    const before = await stateOf(linkId);
    const params = report("failed");
    expect(await callback(callbackUrl, params, { signature: sign(callbackUrl, params, "not-the-token") })).toBe(403);
    expect(await callback(callbackUrl, params, { signature: "bm90IGEgc2lnbmF0dXJl" })).toBe(403);
    expect(await stateOf(linkId)).toEqual(before);
  });

  test("no signature at all", async () => {
    const { linkId, callbackUrl } = await invite();
    const before = await stateOf(linkId);
    expect(await callback(callbackUrl, report("failed"), { signature: null })).toBe(403);
    expect(await stateOf(linkId)).toEqual(before);
  });

  test("a tampered body: a valid signature, one parameter changed", async () => {
    const { linkId, callbackUrl } = await invite();
    const before = await stateOf(linkId);
    const signed = report("delivered");
    expect(await callback(callbackUrl, signed, { body: { ...signed, MessageStatus: "failed" } })).toBe(403);
    // An added parameter is a change too: the signature covers every parameter, used or not.
    expect(await callback(callbackUrl, signed, { body: { ...signed, Extra: "1" } })).toBe(403);
    expect(await stateOf(linkId)).toEqual(before);
  });

  test("a signed callback replayed against another invitation's URL", async () => {
    const mine = await invite();
    const theirs = await invite();
    const params = report("failed");
    const status = await callback(theirs.callbackUrl, params, {
      signature: sign(mine.callbackUrl, params),
    });
    expect(status).toBe(403);
    expect(await stateOf(mine.linkId)).toMatchObject({ smsStatus: null, smsSent: true });
    expect(await stateOf(theirs.linkId)).toMatchObject({ smsStatus: null, smsSent: true });
  });
});

describe("forward only, idempotent", () => {
  test("a late 'sent' after 'delivered' changes nothing", async () => {
    const { linkId, callbackUrl } = await invite();
    expect(await callback(callbackUrl, report("delivered"))).toBe(204);
    const delivered = await stateOf(linkId);
    expect(await callback(callbackUrl, report("sent"))).toBe(204);
    expect(await callback(callbackUrl, report("queued"))).toBe(204);
    expect(await stateOf(linkId)).toEqual(delivered);
  });

  test("a final state is not replaced by another: 'failed' stays after a late 'delivered'", async () => {
    const { linkId, callbackUrl } = await invite();
    expect(await callback(callbackUrl, report("failed"))).toBe(204);
    expect(await callback(callbackUrl, report("delivered"))).toBe(204);
    expect(await stateOf(linkId)).toMatchObject({ smsStatus: "failed", smsSent: false });
  });

  test("the same callback delivered 10 times concurrently gives one consistent state", async () => {
    const { linkId, callbackUrl } = await invite();
    const params = report("delivered");
    const statuses = await Promise.all(Array.from({ length: 10 }, () => callback(callbackUrl, params)));
    expect(statuses).toEqual(Array(10).fill(204));
    expect(await stateOf(linkId)).toMatchObject({ smsStatus: "delivered", smsSent: true });
  });

  test("every state's callback, each twice, all at once and in reverse: the furthest state wins", async () => {
    const { linkId, callbackUrl } = await invite();
    const order: SmsDeliveryStatus[] = ["delivered", "sent", "sending", "queued"];
    const statuses = await Promise.all([...order, ...order].map((status) => callback(callbackUrl, report(status))));
    expect(statuses).toEqual(Array(8).fill(204));
    expect(await stateOf(linkId)).toMatchObject({ smsStatus: "delivered", smsSent: true });
  });
});

describe("callbacks with nothing to record", () => {
  // Answered as success: the invitation is gone (cancelled, or deleted because it failed to go out) and no retry by
  // Twilio could ever find it, so an error would only fill Twilio's debugger with callbacks to retry for nothing.
  test("an unknown invitation is 204 and changes nothing", async () => {
    const url = `${APP_URL}/api/webhooks/twilio?link=${randomUUID()}`;
    const [before] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerLinks)
      .where(isNotNull(partnerLinks.smsStatus));
    expect(await callback(url, report("delivered"))).toBe(204);
    const [after] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerLinks)
      .where(isNotNull(partnerLinks.smsStatus));
    expect(after).toEqual(before);
  });

  test("a status this app does not know is 400 and changes nothing", async () => {
    const { linkId, callbackUrl } = await invite();
    const before = await stateOf(linkId);
    for (const status of ["read", "accepted", "canceled", ""]) {
      expect(await callback(callbackUrl, report(status))).toBe(400);
    }
    expect(await stateOf(linkId)).toEqual(before);
  });

  test("a body far larger than any status callback is 413 and changes nothing", async () => {
    const { linkId, callbackUrl } = await invite();
    const before = await stateOf(linkId);
    const huge = { ...report("delivered"), Body: "x".repeat(64 * 1024) };
    expect(await callback(callbackUrl, huge)).toBe(413);
    expect(await stateOf(linkId)).toEqual(before);
  });

  test("a signed URL without a well-formed link id is 400", async () => {
    expect(await callback(`${APP_URL}/api/webhooks/twilio`, report("delivered"))).toBe(400);
    expect(await callback(`${APP_URL}/api/webhooks/twilio?link=12`, report("delivered"))).toBe(400);
  });
});

describe("without TWILIO_AUTH_TOKEN the webhook is off", () => {
  test("404, even for a callback signed with the token it used to have, and nothing changes", async () => {
    const { linkId, callbackUrl } = await invite();
    vi.stubEnv("TWILIO_AUTH_TOKEN", undefined);
    resetEnvForTests();
    const before = await stateOf(linkId);
    expect(await callback(callbackUrl, report("failed"))).toBe(404);
    expect(await stateOf(linkId)).toEqual(before);
  });
});

test("a 'failed' report that beats the service's own bookkeeping is not overwritten by the API's acceptance", async () => {
  // Twilio calls back while the send is still returning: the service then records sms_sent from the API's answer.
  const sms = recordingSms(async (outgoing) => {
    expect(await callback(outgoing.statusCallback!, report("failed"))).toBe(204);
  });
  const { linkId } = await invite(sms);
  expect(await stateOf(linkId)).toMatchObject({ smsStatus: "failed", smsSent: false });
});
