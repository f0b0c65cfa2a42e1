import type { PlanId } from "@/lib/domain/pricing";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { billing, type BillingProvider, type CheckoutResult } from "@/lib/integrations/billing";

export interface StartCheckoutOptions {
  plan: PlanId;
  /** Defaults to the configured provider; tests pass their own. */
  provider?: BillingProvider;
}

export const PAYMENT_UNAVAILABLE_MESSAGE = "Payment system is not available. Please try again later.";

/** Only an absolute http(s) address may be handed to the browser as the payment page (spec 1 §8 "Invalid Payment URL"). */
export function isCheckoutUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return (protocol === "https:" || protocol === "http:") && hostname !== "";
}

/**
 * Starts a guest checkout for a plan (spec 1 §4 "Funnel"). The return addresses are built from APP_URL, never from the
 * request, so a forged Host header cannot send a paying visitor elsewhere afterwards.
 */
export async function startCheckout({ plan, provider = billing() }: StartCheckoutOptions): Promise<CheckoutResult> {
  const base = env().APP_URL.replace(/\/+$/, "");
  const result = await provider.startCheckout({
    plan,
    successUrl: `${base}/onboarding?payment=success&step=registration`,
    cancelUrl: `${base}/onboarding?payment=cancelled`,
  });
  if (result.kind === "no-payment") return result;
  if (!result.url) throw new AppError("UNAVAILABLE", PAYMENT_UNAVAILABLE_MESSAGE, { title: "Payment Setup Error" });
  if (!isCheckoutUrl(result.url)) {
    throw new AppError("UNAVAILABLE", "Please try again later.", { title: "Invalid Payment URL" });
  }
  return { kind: "redirect", url: result.url };
}
