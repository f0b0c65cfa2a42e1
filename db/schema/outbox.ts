import { index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { encryptedText } from "../columns";
import { createdAt, id, instant, userRef } from "./_columns";

/** push: recipient is a push_subscriptions id, subject the notification title, body_text the JSON payload. */
export const outboxChannel = pgEnum("outbox_channel", ["email", "sms", "push"]);
export const outboxStatus = pgEnum("outbox_status", ["pending", "sending", "sent", "failed"]);

/**
 * Every email, SMS and web push is written here in the same transaction as the change that causes it, then delivered by
 * the job runner (lib/jobs). Bodies carry one-time links, so they are encrypted like other private text.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    userId: userRef("user_id", "cascade"),
    channel: outboxChannel("channel").notNull(),
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    bodyText: encryptedText("outbox", "body_text").notNull(),
    bodyHtml: encryptedText("outbox", "body_html"),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    lockedUntil: instant("locked_until"),
    lastError: text("last_error"),
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt), index("outbox_user_idx").on(t.userId, t.createdAt)],
);
