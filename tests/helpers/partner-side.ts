import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { liveEvents, outbox, smartNotifications } from "@/db/schema";

/**
 * How much has reached a person from the app: in-app notices, live events and outbox messages (email, SMS, push).
 * A test of something that must stay with its author takes it before and after and compares (issue #38).
 */
export async function partnerSide(partner: string): Promise<{ notices: number; events: number; sent: number }> {
  const [notices, events, sent] = await Promise.all([
    db().select().from(smartNotifications).where(eq(smartNotifications.userId, partner)),
    db().select().from(liveEvents).where(eq(liveEvents.recipientId, partner)),
    db().select().from(outbox).where(eq(outbox.userId, partner)),
  ]);
  return { notices: notices.length, events: events.length, sent: sent.length };
}
