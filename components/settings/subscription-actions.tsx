"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/forms/use-action";
import { choosePlanAction, openBillingPortalAction } from "@/lib/actions/billing";
import type { ActionResult } from "@/lib/actions/result";
import type { PlanId } from "@/lib/domain/pricing";
import { SUBSCRIPTION_TEXT, type SubscriptionAction } from "./subscription-text";

/**
 * The card's buttons. Both hand the browser to Stripe (its portal, or a checkout for this account), which sends it
 * back to /settings with ?payment=success or ?payment=cancelled; the toast for that return is shown here once.
 */
export function SubscriptionActions({ action }: { action: Exclude<SubscriptionAction, "none"> }) {
  const [pending, setPending] = useState<"manage" | PlanId | null>(null);
  usePaymentReturnToast();

  const startBilling = useAction(
    (kind: "manage" | PlanId): Promise<ActionResult<{ url: string } | { kind: "no-payment" }>> =>
      kind === "manage" ? openBillingPortalAction(undefined) : choosePlanAction({ plan: kind }),
    {
      fallback: "Failed to start subscription process",
      onFailure: () => setPending(null),
      onSuccess: (started) => {
        // The browser leaves for Stripe: the button keeps saying so until it has gone.
        if ("url" in started) window.location.assign(started.url);
        else setPending(null);
      },
    },
  );

  function go(kind: "manage" | PlanId) {
    setPending(kind);
    void startBilling.run(kind);
  }

  if (action === "manage") {
    return (
      <div className="pt-3">
        <Button type="button" variant="outline" disabled={pending !== null} onClick={() => go("manage")}>
          {pending ? SUBSCRIPTION_TEXT.opening : SUBSCRIPTION_TEXT.manage}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className="pt-3">
      <legend className="text-sm font-medium">{SUBSCRIPTION_TEXT.choose}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" disabled={pending !== null} onClick={() => go("attune_annual")}>
          {pending === "attune_annual" ? SUBSCRIPTION_TEXT.redirecting : SUBSCRIPTION_TEXT.annual}
        </Button>
        <Button type="button" variant="outline" disabled={pending !== null} onClick={() => go("attune_monthly")}>
          {pending === "attune_monthly" ? SUBSCRIPTION_TEXT.redirecting : SUBSCRIPTION_TEXT.monthly}
        </Button>
      </div>
    </fieldset>
  );
}

/** After Stripe sends the browser back: one toast, then the flag leaves the address so a reload does not repeat it. */
function usePaymentReturnToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const payment = url.searchParams.get("payment");
    if (payment === "cancelled") {
      toast("Payment Cancelled", {
        id: "payment-cancelled",
        description: "No worries! You can try again whenever you're ready.",
      });
    } else if (payment === "success") {
      toast.success("Thank you!", {
        id: "payment-success",
        description: "Your plan is being set up. It shows here within a minute.",
      });
    } else return;
    url.searchParams.delete("payment");
    window.history.replaceState(window.history.state, "", url);
  }, []);
}
