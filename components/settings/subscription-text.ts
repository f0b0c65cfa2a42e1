/** Wording and dates of the Subscription card (spec 3 §2, §9), kept apart from the JSX so it can be tested. */
import { dateFormat } from "@/lib/domain/time";

export type PlanKind = "attune_monthly" | "attune_annual";
export type PlanStatus = "trialing" | "active" | "past_due" | "canceled" | "incomplete";

export interface SubscriptionView {
  plan: PlanKind;
  status: PlanStatus;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface SubscriptionSummary {
  /** The headline: "Free trial", "Monthly plan" or "Annual plan". */
  title: string;
  /** What follows the headline, e.g. "Monthly plan after your trial" or "Covered by your partner's plan". */
  detail: string | null;
  /** "Trial ends January 31, 2026", "Renews on …", "Ends on …", or null without a date. */
  dateLine: string | null;
  /** Whether the viewer manages this plan (their own), so Manage is shown. */
  manageable: boolean;
}

export const SUBSCRIPTION_TEXT = {
  title: "Subscription",
  none: "You don't have a plan yet.",
  covered: "Covered by your partner's plan",
  coveredNote: "Your partner manages this plan. You don't pay anything.",
  manage: "Manage",
  manageUnavailable:
    "Online billing management isn't available yet. Your plan stays as you chose it at sign-up until it is.",
} as const;

const PLAN_NAMES: Record<PlanKind, string> = { attune_monthly: "Monthly plan", attune_annual: "Annual plan" };

/** "January 31, 2026" in the viewer's time zone (spec 3 §9 "long US format"). */
export function longUsDate(date: Date, timeZone: string): string {
  return dateFormat(timeZone, { dateStyle: "long" }).format(date);
}

export function summariseSubscription(
  subscription: SubscriptionView | null,
  { coveredByPartner, timeZone }: { coveredByPartner: boolean; timeZone: string },
): SubscriptionSummary | null {
  if (!subscription) return null;
  const planName = PLAN_NAMES[subscription.plan];
  const manageable = !coveredByPartner;
  const date = (prefix: string, at: Date | null) => (at ? `${prefix} ${longUsDate(at, timeZone)}` : null);

  if (subscription.status === "trialing") {
    return {
      title: "Free trial",
      detail: coveredByPartner ? SUBSCRIPTION_TEXT.covered : `${planName} after your trial`,
      dateLine: date("Trial ends", subscription.trialEndsAt),
      manageable,
    };
  }
  const ends = subscription.cancelAtPeriodEnd || subscription.status === "canceled";
  const statusNote =
    subscription.status === "past_due"
      ? "Payment past due"
      : subscription.status === "incomplete"
        ? "Payment incomplete"
        : subscription.status === "canceled"
          ? "Canceled"
          : null;
  return {
    title: planName,
    detail: coveredByPartner ? SUBSCRIPTION_TEXT.covered : statusNote,
    dateLine: date(ends ? "Ends on" : "Renews on", subscription.currentPeriodEnd),
    manageable,
  };
}
