/**
 * Prices and the figures derived from them (spec 1 §9), in integer cents so that every displayed amount is exact:
 * $12.99 a month, $79.99 a year (≈ $6.67/month), "Save $75.89/year" and "Save 49%". One subscription covers both
 * partners (spec 1 §1); the invited partner never sees a price.
 */

export const TRIAL_DAYS = 7;

export type PlanId = "attune_monthly" | "attune_annual";
export type BillingPeriod = "monthly" | "annual";

export const PLAN_BY_PERIOD: Record<BillingPeriod, PlanId> = {
  monthly: "attune_monthly",
  annual: "attune_annual",
};

/** The toggle on the plan page starts on annual (spec 1 §4). */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = "annual";

export const MONTHLY_PRICE_CENTS = 1299;
export const ANNUAL_PRICE_CENTS = 7999;

/** 12 × monthly − annual: 15588 − 7999 = 7589 cents ("Save $75.89/year"). */
export const ANNUAL_SAVINGS_CENTS = 12 * MONTHLY_PRICE_CENTS - ANNUAL_PRICE_CENTS;

/** round(75.89 / 155.88 × 100) = 49. */
export const ANNUAL_SAVINGS_PERCENT = Math.round((ANNUAL_SAVINGS_CENTS * 100) / (12 * MONTHLY_PRICE_CENTS));

/** 7999 / 12 = 666.58… → 667 cents ("≈ $6.67/month"). */
export const ANNUAL_PER_MONTH_CENTS = Math.round(ANNUAL_PRICE_CENTS / 12);

export interface PlanPricing {
  plan: PlanId;
  period: BillingPeriod;
  /** What is charged each period once the trial ends. */
  priceCents: number;
  /** The price spread over months, for comparison. */
  perMonthCents: number;
}

export function planPricing(period: BillingPeriod): PlanPricing {
  return period === "annual"
    ? { plan: PLAN_BY_PERIOD.annual, period, priceCents: ANNUAL_PRICE_CENTS, perMonthCents: ANNUAL_PER_MONTH_CENTS }
    : { plan: PLAN_BY_PERIOD.monthly, period, priceCents: MONTHLY_PRICE_CENTS, perMonthCents: MONTHLY_PRICE_CENTS };
}

/** US dollars with two decimals: 1299 → "$12.99". Integer arithmetic, so no float rounding surprises. */
export function formatUsd(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0)
    throw new RangeError(`Not a whole, non-negative number of cents: ${cents}`);
  const dollars = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `$${dollars.toLocaleString("en-US")}.${rest}`;
}
