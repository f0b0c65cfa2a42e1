"use server";

import { cookies, headers } from "next/headers";
import { z } from "zod";
import { checkoutCookie } from "@/lib/auth/cookies";
import { clientIp } from "@/lib/auth/client-ip";
import { openBillingPortal } from "@/lib/services/billing/open-billing-portal";
import { startCheckout } from "@/lib/services/billing/start-checkout";
import { checkoutSchema } from "@/lib/validation/credentials";
import { action, requireUser } from "./result";

/**
 * Plan selection (funnel step 3). Open to guests (no step): the account is created after checkout, and the cookie set
 * here is what lets the registration that follows in this browser own the subscription (decision 042).
 */
export const startCheckoutAction = action.input(checkoutSchema).run(async ({ input }) => {
  const result = await startCheckout({ plan: input.plan, ip: clientIp(await headers()) });
  if (result.kind === "no-payment") return result;
  if (result.token) {
    const { name, options } = checkoutCookie();
    (await cookies()).set(name, result.token, options);
  }
  return { kind: result.kind, url: result.url };
});

/** Settings: a signed-in person without a live plan chooses one; the checkout is theirs from the start. */
export const choosePlanAction = action
  .use(requireUser)
  .input(checkoutSchema)
  .run(async ({ input, user }) => {
    const result = await startCheckout({ plan: input.plan, ip: clientIp(await headers()), userId: user.id });
    return result.kind === "no-payment" ? result : { kind: result.kind, url: result.url };
  });

/** Settings → Manage: a one-time link to Stripe's customer portal, for the partner who pays. */
export const openBillingPortalAction = action
  .use(requireUser)
  .input(z.undefined())
  .run(({ user }) => openBillingPortal({ userId: user.id }));
