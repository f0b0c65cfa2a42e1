import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { summariseSubscription, SUBSCRIPTION_TEXT, type SubscriptionView } from "./subscription-text";

export interface SubscriptionCardProps {
  subscription: SubscriptionView | null;
  coveredByPartner: boolean;
  timeZone: string;
}

/**
 * The Subscription card (spec 3 §2, §9): plan or free trial, the renewal or trial-end date in long US format in the
 * viewer's time zone, and Manage whenever the viewer has a plan of their own. Billing management is not connected
 * yet, so Manage is disabled and says why instead of doing nothing (decision 020).
 */
export function SubscriptionCard({ subscription, coveredByPartner, timeZone }: SubscriptionCardProps) {
  const summary = summariseSubscription(subscription, { coveredByPartner, timeZone });
  return (
    <Card aria-labelledby="subscription-title">
      <CardTitle id="subscription-title">{SUBSCRIPTION_TEXT.title}</CardTitle>
      {summary ? (
        <div className="mt-3 space-y-1">
          <p className="font-semibold">{summary.title}</p>
          {summary.detail ? <p className="text-sm">{summary.detail}</p> : null}
          {summary.dateLine ? <p className="text-sm text-muted">{summary.dateLine}</p> : null}
          {summary.manageable ? (
            <div className="pt-3">
              <Button type="button" variant="outline" disabled aria-describedby="subscription-manage-note">
                {SUBSCRIPTION_TEXT.manage}
              </Button>
              <p id="subscription-manage-note" className="mt-2 text-xs text-muted">
                {SUBSCRIPTION_TEXT.manageUnavailable}
              </p>
            </div>
          ) : (
            <p className="pt-2 text-xs text-muted">{SUBSCRIPTION_TEXT.coveredNote}</p>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">{SUBSCRIPTION_TEXT.none}</p>
      )}
    </Card>
  );
}
