import { z } from "zod";
import { SMS_DELIVERY_STATUSES } from "@/lib/domain/sms-delivery";
import { text } from "./text";

/**
 * Twilio's status callback (POST /api/webhooks/twilio), read only after its signature checked out. Twilio sends some
 * twenty parameters (To, From, AccountSid, ErrorCode, …); only these two are used, the rest are stripped, so a phone
 * number in the request never travels further than the signature check.
 */
export const twilioMessages = {
  unknownMessage: "Unknown message",
  unknownStatus: "Unknown message status",
  unknownInvitation: "Unknown invitation",
} as const;

/** SM… for an SMS, MM… for an MMS: two letters and 32 hex digits. */
const MESSAGE_SID = /^(SM|MM)[0-9a-f]{32}$/i;

export const twilioStatusCallbackSchema = z.object({
  MessageSid: text({ max: 34, min: 1, error: twilioMessages.unknownMessage }).regex(
    MESSAGE_SID,
    twilioMessages.unknownMessage,
  ),
  // Statuses this app never asks for (accepted and scheduled belong to Messaging Services, read to WhatsApp) are
  // refused rather than guessed into the forward-only order.
  MessageStatus: z.enum(SMS_DELIVERY_STATUSES, { error: twilioMessages.unknownStatus }),
});

/** The query of the StatusCallback URL this app gave Twilio with the message: which invitation it is about. */
export const twilioCallbackQuerySchema = z.object({
  link: z.uuid({ error: twilioMessages.unknownInvitation }),
});

export type TwilioStatusCallback = z.output<typeof twilioStatusCallbackSchema>;
