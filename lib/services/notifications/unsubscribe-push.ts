import { deleteOwnPushSubscription } from "@/lib/data/push-subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import type { PushEndpointInput } from "@/lib/validation/push";

/** Forgets this browser's subscription for the person ("Turn off" in Settings); someone else's row is untouched. */
export async function unsubscribePush({
  userId,
  input,
}: {
  userId: string;
  input: PushEndpointInput;
}): Promise<{ subscribed: false }> {
  await inTransaction((tx) => deleteOwnPushSubscription(userId, input.endpoint, tx));
  return { subscribed: false };
}
