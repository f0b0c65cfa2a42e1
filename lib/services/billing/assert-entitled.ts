import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findOwnSubscription, findPartnerSubscription } from "@/lib/data/subscriptions";
import { withReader } from "@/lib/data/transaction";
import { entitlementOf, PLAN_REQUIRED_MESSAGE, PLAN_REQUIRED_TITLE, type Entitlement } from "@/lib/domain/entitlement";
import { AppError } from "@/lib/errors";
import { billing, type BillingProvider } from "@/lib/integrations/billing";

/** The couple's entitlement now: the person's own plan, or the partner's that covers them (spec 1 §1). */
export async function readEntitlement({
  userId,
  now = new Date(),
}: {
  userId: string;
  now?: Date;
}): Promise<Entitlement> {
  return withReader(async (reader) => {
    const [own, access] = await Promise.all([
      findOwnSubscription(userId, reader),
      resolvePartnerAccess(userId, reader),
    ]);
    const partners = access ? await findPartnerSubscription(access, reader) : null;
    return entitlementOf(own, partners, now);
  });
}

/**
 * Refuses a plan-only feature (the coach, generated rituals, AI analysis) without a live plan or trial (decision 042).
 * Only where payments are taken: a server without Stripe (development, a self-hosted couple) has nothing to sell, so
 * nothing is held back there.
 */
export async function assertEntitled({
  userId,
  now = new Date(),
  provider = billing(),
}: {
  userId: string;
  now?: Date;
  provider?: BillingProvider;
}): Promise<void> {
  if (!provider.takesPayments) return;
  const entitlement = await readEntitlement({ userId, now });
  if (!entitlement.entitled) {
    throw new AppError("PLAN_REQUIRED", PLAN_REQUIRED_MESSAGE, { title: PLAN_REQUIRED_TITLE });
  }
}
