"use server";

import type { CheckoutResult } from "@/lib/integrations/billing";
import { startCheckout } from "@/lib/services/start-checkout";
import { checkoutSchema } from "@/lib/validation/auth";
import { runAction, type ActionResult } from "./result";

/** Plan selection (funnel step 3). Open to guests: the account is created after checkout. */
export async function startCheckoutAction(input: unknown): Promise<ActionResult<CheckoutResult>> {
  return runAction(checkoutSchema, input, (parsed) => startCheckout({ plan: parsed.plan }));
}
