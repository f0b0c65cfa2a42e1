"use server";

import { subscribePush } from "@/lib/services/notifications/subscribe-push";
import { unsubscribePush } from "@/lib/services/notifications/unsubscribe-push";
import { pushEndpointSchema, pushSubscriptionSchema } from "@/lib/validation/push";
import { action, requireUser } from "./result";

/** Settings → push notifications on this device (issue #17): the session user's own subscription only. */
export const subscribePushAction = action
  .use(requireUser)
  .input(pushSubscriptionSchema)
  .run(({ input, user }) => subscribePush({ userId: user.id, input }));

export const unsubscribePushAction = action
  .use(requireUser)
  .input(pushEndpointSchema)
  .run(({ input, user }) => unsubscribePush({ userId: user.id, input }));
