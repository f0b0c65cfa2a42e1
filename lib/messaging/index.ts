/**
 * The one messaging path (issue #12): everything the app sends or shows a user outside a page goes through here —
 * emails (queueEmail), text messages (queueSms), an immediate send of what was just queued (sendNow), in-app
 * notices (notify) — and every link in them comes from appLink. Only this folder renders emails/, writes the
 * outbox or writes notifications; use cases say what happened and to whom, never how it is worded.
 */
export { queueEmail, type QueueOptions, type Recipient } from "./email";
export { appLink } from "./links";
export { announceNotices, notify } from "./notify";
export { queuePush } from "./push";
export { MOOD_REMINDER_NOTICE } from "./notices";
export { sendNow, type Senders } from "./send-now";
export { queueSms } from "./sms";
