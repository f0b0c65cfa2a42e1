import { findBillingRecord } from "@/lib/data/subscriptions";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { billing, type BillingProvider } from "@/lib/integrations/billing";
import { isCheckoutUrl, PAYMENT_UNAVAILABLE_MESSAGE } from "./start-checkout";

const NOTHING_TO_MANAGE_MESSAGE = "There is no paid plan on this account to manage.";

/**
 * Settings → Manage (spec 3 Subscription card): a one-time link to Stripe's customer portal, where the payer changes
 * plan, updates the card, sees invoices or cancels. Only the person whose customer it is gets one; the partner they
 * cover is shown who manages it instead, and a trial without a card has nothing at Stripe to manage.
 */
export async function openBillingPortal({
  userId,
  provider = billing(),
}: {
  userId: string;
  provider?: BillingProvider;
}): Promise<{ url: string }> {
  const record = await findBillingRecord(userId);
  if (!provider.takesPayments || record?.provider !== "stripe" || !record.providerCustomerId) {
    throw new AppError("NOT_FOUND", NOTHING_TO_MANAGE_MESSAGE);
  }
  const url = await provider.portalUrl({
    customerId: record.providerCustomerId,
    returnUrl: `${env().APP_URL.replace(/\/+$/, "")}/settings`,
  });
  if (!isCheckoutUrl(url)) throw new AppError("UNAVAILABLE", PAYMENT_UNAVAILABLE_MESSAGE, { title: "Error" });
  return { url };
}
