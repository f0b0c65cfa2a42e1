"use server";

import { startCheckout } from "@/lib/services/start-checkout";
import { checkoutSchema } from "@/lib/validation/auth";
import { action } from "./result";

/** Plan selection (funnel step 3). Open to guests (no step): the account is created after checkout. */
export const startCheckoutAction = action.input(checkoutSchema).run(({ input }) => startCheckout({ plan: input.plan }));
