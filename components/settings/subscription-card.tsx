import { Card, CardTitle } from "@/components/ui/card";
import { SubscriptionActions } from "./islands";
import {
  summariseSubscription,
  SUBSCRIPTION_TEXT,
  type SubscriptionContext,
  type SubscriptionView,
} from "./subscription-text";

export interface SubscriptionCardProps {
  subscription: SubscriptionView | null;
  context: SubscriptionContext;
}

/**
 * The Subscription card (spec 3 §2, §9): plan or free trial, status, the renewal or trial-end date in long US format
 * in the viewer's time zone; Manage (Stripe's portal) for the partner who pays, who manages it for the partner they
 * cover, and the plan choice where a plan can be bought (decision 042).
 */
export function SubscriptionCard({ subscription, context }: SubscriptionCardProps) {
  const summary = summariseSubscription(subscription, context);
  return (
    <Card aria-labelledby="subscription-title">
      <CardTitle id="subscription-title">{SUBSCRIPTION_TEXT.title}</CardTitle>
      <div className="mt-3 space-y-1" data-testid="subscription-summary">
        <p className="font-semibold">{summary.title}</p>
        {summary.detail ? <p className="text-sm">{summary.detail}</p> : null}
        {summary.dateLine ? <p className="text-sm text-muted">{summary.dateLine}</p> : null}
        {summary.action !== "none" ? <SubscriptionActions action={summary.action} /> : null}
        {summary.note ? <p className="pt-2 text-xs text-muted">{summary.note}</p> : null}
        {!context.entitled && context.paymentsLive ? (
          <p className="pt-1 text-xs text-muted">{SUBSCRIPTION_TEXT.dataStays}</p>
        ) : null}
      </div>
    </Card>
  );
}
