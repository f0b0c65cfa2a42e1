"use server";

import { requestNow } from "@/lib/http/test-clock";
import { takeCheckUp } from "@/lib/services/check-up/take-check-up";
import { takeCheckUpSchema } from "@/lib/validation/check-up";
import { action, requireUser } from "./result";

/**
 * The monthly check-up (issue #39). Taken on the request's clock (requestNow: the real one except on an e2e test
 * server), so a test can take the next one a month on.
 */
export const takeCheckUpAction = action
  .use(requireUser)
  .input(takeCheckUpSchema)
  .run(async ({ input, user }) =>
    takeCheckUp({ userId: user.id, timeZone: user.timeZone, input, now: await requestNow() }),
  );
