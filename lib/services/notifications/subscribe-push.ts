import { savePushSubscription } from "@/lib/data/push-subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { AppError } from "@/lib/errors";
import { vapidKeys } from "@/lib/integrations/push";
import { PUSH_ENDPOINT_TAKEN, type PushSubscriptionInput } from "@/lib/validation/push";

const PUSH_UNAVAILABLE = "Push notifications aren't set up on this server.";

/**
 * Saves this browser's push subscription for the person (Settings, on their tap, issue #17). The endpoint was checked
 * against the known push services by the schema; one already saved for someone else is refused (issue #30), and
 * Settings then asks the browser for a new one.
 */
export async function subscribePush({
  userId,
  input,
  now = new Date(),
}: {
  userId: string;
  input: PushSubscriptionInput;
  now?: Date;
}): Promise<{ subscribed: true }> {
  if (!vapidKeys()) throw new AppError("CONFLICT", PUSH_UNAVAILABLE);
  const saved = await inTransaction((tx) =>
    savePushSubscription(
      userId,
      { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
      now,
      tx,
    ),
  );
  if (!saved) throw new AppError("CONFLICT", PUSH_ENDPOINT_TAKEN.message, { title: PUSH_ENDPOINT_TAKEN.title });
  return { subscribed: true };
}
