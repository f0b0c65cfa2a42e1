import { env } from "@/lib/env";
import { OfflineSmsSender } from "./offline";
import { TwilioSmsSender } from "./twilio";
import type { SmsSender } from "./types";

export type { OutgoingSms, SmsSender } from "./types";
export { OfflineSmsSender } from "./offline";
export { isSignedByTwilio, twilioParams, TwilioSmsSender } from "./twilio";

let cached: { key: string; sender: SmsSender } | undefined;

/** Twilio when all three TWILIO_* settings are present, otherwise the offline sender that only logs. */
export function smsSender(): SmsSender {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER } = env();
  const key = [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER].join("\n");
  if (cached?.key !== key) {
    const sender =
      TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM_NUMBER
        ? new TwilioSmsSender({
            accountSid: TWILIO_ACCOUNT_SID,
            authToken: TWILIO_AUTH_TOKEN,
            from: TWILIO_FROM_NUMBER,
          })
        : new OfflineSmsSender();
    cached = { key, sender };
  }
  return cached.sender;
}

/**
 * `sender`, with every message it sends asking for delivery reports at `url`. Under the same name, so it shares the
 * provider's circuit breaker (keyed by name) with the plain sender.
 */
export function withStatusCallback(sender: SmsSender, url: string): SmsSender {
  return { name: sender.name, send: (sms) => sender.send({ ...sms, statusCallback: url }) };
}
