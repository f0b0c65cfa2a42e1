"use client";

import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { startCheckoutAction } from "@/lib/actions/billing";
import type { PlanId } from "@/lib/domain/pricing";
import { FUNNEL_STORAGE, writeSession } from "./funnel-storage";

/**
 * Plan selection → checkout (spec 1 §4 "Funnel", §8 "Checkout"). With no payment provider the plan is remembered and
 * the funnel moves on to registration; with one, the browser goes to the payment page (new tab as a fallback).
 */
export function useCheckout(onNoPayment: (plan: PlanId) => void) {
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const checkout = useAction((plan: PlanId) => startCheckoutAction({ plan }), {
    unreached: { title: "Error", message: "Failed to start subscription process" },
    onSuccess: (started, plan) => {
      writeSession({ [FUNNEL_STORAGE.selectedPlan]: plan });
      if (started.kind === "no-payment") {
        // A server without payments (development, a self-hosted couple) says so rather than pretend to charge.
        toast("Payments are off", {
          id: "payments-off",
          description: "This server takes no payments: your 7-day free trial starts when you create your account.",
        });
        onNoPayment(plan);
        return;
      }
      redirect(started.url);
    },
  });

  function start(plan: PlanId) {
    setFallbackUrl(null);
    void checkout.run(plan);
  }

  function redirect(url: string) {
    try {
      window.location.assign(url);
      return;
    } catch {
      // Some embedded browsers refuse a top-level navigation; try a new tab, then ask for a click.
    }
    const opened = window.open(url, "_blank");
    if (opened) {
      opened.opener = null;
      return;
    }
    setFallbackUrl(url);
    toast.error("Redirect Issue", { description: "Please click the link to continue to payment." });
  }

  return { start, pending: checkout.pending, fallbackUrl };
}
