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
  provider: "none" | "stripe";
  carriedOver: boolean;
}

export interface SubscriptionContext {
  coveredByPartner: boolean;
  /** The covering partner's first name, when covered. */
  partnerName: string | null;
  /** Whether the couple's plan gives access now. */
  entitled: boolean;
  /** Whether this server takes payments. */
  paymentsLive: boolean;
  timeZone: string;
}

/**
 * What the card offers: Manage (Stripe's portal, for the payer), the plan choice (a checkout, for someone whose own
 * plan has no card behind it or has lapsed), or nothing but the note.
 */
export type SubscriptionAction = "manage" | "choose" | "none";

export interface SubscriptionSummary {
  /** The headline: "Free trial", "Monthly plan", "Annual plan" or "No plan". */
  title: string;
  /** What follows the headline, e.g. "Monthly plan after your trial" or "Covered by Sam's plan". */
  detail: string | null;
  /** "Trial ends January 31, 2026", "Renews on …", "Ends on …", "Access until …", or null without a date. */
  dateLine: string | null;
  action: SubscriptionAction;
  /** A sentence under it: who manages it, or why nothing can be managed here. */
  note: string | null;
}

export const SUBSCRIPTION_TEXT = {
  title: "Subscription",
  none: "You don't have a plan yet.",
  manage: "Manage",
  opening: "Opening...",
  choose: "Choose a plan",
  monthly: "Monthly, $12.99/month",
  annual: "Annual, $79.99/year",
  redirecting: "Redirecting...",
  paymentsOff: "Payments are off on this server, so there is nothing to manage or buy here.",
  dataStays: "Everything you've saved stays yours to read, export or delete, with or without a plan.",
  carriedOver: "Your partner's plan no longer covers you",
  keepAfterTrial: "Add payment details to keep Attune after your trial. You won't be charged before it ends.",
  manageNote: "Change plan, update your card, see invoices or cancel at our payment provider, Stripe.",
  comped: "Complimentary plan",
  compedNote: "This plan is a gift from the Attune team: there is nothing to pay or manage.",
  trialCancelled: "Cancelled during the trial: you won't be charged",
} as const;

const PLAN_NAMES: Record<PlanKind, string> = { attune_monthly: "Monthly plan", attune_annual: "Annual plan" };

/** "January 31, 2026" in the viewer's time zone (spec 3 §9 "long US format"). */
export function longUsDate(date: Date, timeZone: string): string {
  return dateFormat(timeZone, { dateStyle: "long" }).format(date);
}

const coveredBy = (name: string | null) => `Covered by ${name ?? "your partner"}'s plan`;
const managedBy = (name: string | null) => `${name ?? "Your partner"} manages this plan. You don't pay anything.`;

const STATUS_NOTES: Partial<Record<PlanStatus, string>> = {
  past_due: "Payment past due",
  incomplete: "Payment incomplete",
  canceled: "Canceled",
};

export function summariseSubscription(
  subscription: SubscriptionView | null,
  context: SubscriptionContext,
): SubscriptionSummary {
  const { coveredByPartner, partnerName, entitled, paymentsLive, timeZone } = context;
  const date = (prefix: string, at: Date | null) => (at ? `${prefix} ${longUsDate(at, timeZone)}` : null);
  // Buying is offered only where it can happen, and only to someone not already covered by a live plan.
  const choose: SubscriptionAction = paymentsLive ? "choose" : "none";
  const offPaymentsNote = paymentsLive ? null : SUBSCRIPTION_TEXT.paymentsOff;

  if (!subscription) {
    return { title: "No plan", detail: SUBSCRIPTION_TEXT.none, dateLine: null, action: choose, note: offPaymentsNote };
  }
  const planName = PLAN_NAMES[subscription.plan];

  if (coveredByPartner) {
    const trial = subscription.status === "trialing";
    return {
      title: trial ? "Free trial" : planName,
      detail: coveredBy(partnerName),
      dateLine: trial
        ? date("Trial ends", subscription.trialEndsAt)
        : date(subscription.cancelAtPeriodEnd ? "Ends on" : "Renews on", subscription.currentPeriodEnd),
      action: "none",
      note: managedBy(partnerName),
    };
  }
  if (subscription.carriedOver) {
    return {
      title: planName,
      detail: SUBSCRIPTION_TEXT.carriedOver,
      dateLine: date(entitled ? "Access until" : "Ended on", subscription.currentPeriodEnd),
      action: choose,
      note: offPaymentsNote,
    };
  }
  const managed = subscription.provider === "stripe" && paymentsLive;
  if (subscription.provider === "none" && subscription.status === "active") {
    return {
      title: SUBSCRIPTION_TEXT.comped,
      detail: null,
      dateLine: null,
      action: "none",
      note: SUBSCRIPTION_TEXT.compedNote,
    };
  }
  if (subscription.status === "trialing") {
    const cancelled = subscription.cancelAtPeriodEnd;
    return {
      title: "Free trial",
      detail: cancelled ? SUBSCRIPTION_TEXT.trialCancelled : `${planName} after your trial`,
      dateLine: date(cancelled ? "Ends on" : "Trial ends", subscription.trialEndsAt),
      // A trial without a card (no payments here, or registered without paying) has nothing at Stripe to manage.
      action: managed ? "manage" : choose,
      note: managed ? SUBSCRIPTION_TEXT.manageNote : paymentsLive ? SUBSCRIPTION_TEXT.keepAfterTrial : offPaymentsNote,
    };
  }
  const ends = subscription.cancelAtPeriodEnd || subscription.status === "canceled";
  return {
    title: planName,
    detail: STATUS_NOTES[subscription.status] ?? null,
    dateLine: date(ends ? (entitled ? "Ends on" : "Ended on") : "Renews on", subscription.currentPeriodEnd),
    // A lapsed plan cannot be revived in the portal: a new checkout starts a new one.
    action: managed && entitled ? "manage" : choose,
    note: managed && entitled ? SUBSCRIPTION_TEXT.manageNote : offPaymentsNote,
  };
}
