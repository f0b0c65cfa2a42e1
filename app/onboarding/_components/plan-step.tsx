"use client";

import { useState } from "react";
import { Check } from "@/components/ui/icons/check";
import { Quote } from "@/components/ui/icons/quote";
import { ShieldCheck } from "@/components/ui/icons/shield-check";
import {
  ANNUAL_PER_MONTH_CENTS,
  ANNUAL_PRICE_CENTS,
  ANNUAL_SAVINGS_CENTS,
  ANNUAL_SAVINGS_PERCENT,
  DEFAULT_BILLING_PERIOD,
  MONTHLY_PRICE_CENTS,
  TRIAL_DAYS,
  formatUsd,
  planPricing,
  type BillingPeriod,
  type PlanId,
} from "@/lib/domain/pricing";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { PLAN_BENEFITS, TESTIMONIALS } from "./content";
import { Eyebrow, StepHeading, StepLayout } from "./step-layout";
import { useCheckout } from "./use-checkout";

const PLAN_FEATURES = [
  "Covers you and your partner",
  "Unlimited check-ins and mood logs",
  "Relationship health score and trends",
  "AI coaching and adaptive rituals",
];

/** Funnel step 3 (spec 1 §2): the plan toggle (annual by default), plan card, trial box, benefits and testimonials. */
export function PlanStep({ onBack, onContinue }: { onBack: () => void; onContinue: (plan: PlanId) => void }) {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const checkout = useCheckout(onContinue);
  const { plan } = planPricing(period);
  const cta = (label: string, className?: string) => (
    <Button
      type="button"
      size="lg"
      className={cn("w-full", className)}
      disabled={checkout.pending}
      onClick={() => checkout.start(plan)}
    >
      {checkout.pending ? "Starting..." : label}
    </Button>
  );

  return (
    <StepLayout onBack={onBack} wide>
      <div className="mx-auto max-w-xl text-center">
        <Eyebrow>Choose your plan</Eyebrow>
        <StepHeading className="mt-2">Start your {TRIAL_DAYS}-day free trial</StepHeading>
        <p className="mt-3 text-muted">One subscription covers both of you. Your partner joins free.</p>
      </div>

      <div className="mx-auto mt-8 max-w-md">
        <BillingToggle period={period} onChange={setPeriod} />
        <section
          aria-labelledby="plan-name"
          className="mt-4 rounded-2xl border-2 border-brand-500 bg-white p-6 shadow-sm"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id="plan-name" className="text-lg font-semibold">
              Attune Premium
            </h2>
            {period === "annual" ? (
              <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
                Save {formatUsd(ANNUAL_SAVINGS_CENTS)}/year
              </span>
            ) : null}
          </div>
          <p className="mt-4" data-testid="plan-price">
            <span className="text-4xl font-bold">
              {formatUsd(period === "annual" ? ANNUAL_PER_MONTH_CENTS : MONTHLY_PRICE_CENTS)}
            </span>
            <span className="text-muted">/month</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            {period === "annual"
              ? `${formatUsd(ANNUAL_PRICE_CENTS)} billed yearly after your free trial`
              : `${formatUsd(MONTHLY_PRICE_CENTS)} billed monthly after your free trial`}
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            {PLAN_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-6">{cta(`Start ${TRIAL_DAYS}-Day Free Trial`)}</div>
          {checkout.fallbackUrl ? (
            <p className="mt-3 text-center text-sm">
              <a href={checkout.fallbackUrl} className="font-semibold text-brand-700 underline">
                Continue to payment
              </a>
            </p>
          ) : null}
        </section>

        <aside aria-labelledby="trial-heading" className="mt-4 flex gap-3 rounded-2xl bg-success/10 p-4 text-sm">
          <ShieldCheck aria-hidden className="size-6 shrink-0 text-success" />
          <div>
            <h2 id="trial-heading" className="font-semibold">
              Risk-free {TRIAL_DAYS}-day trial
            </h2>
            <p className="mt-1">
              Try every feature free for {TRIAL_DAYS} days. Cancel before day {TRIAL_DAYS} for $0 — no questions asked.
            </p>
          </div>
        </aside>
      </div>

      <section aria-labelledby="benefits-heading" className="mt-14">
        <h2 id="benefits-heading" className="text-center text-xl font-semibold">
          Everything you get
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PLAN_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-brand-100 bg-white p-5">
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="mt-1 text-sm text-muted">{benefit.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <Testimonials />

      <section aria-labelledby="final-cta" className="mx-auto mt-14 max-w-md text-center">
        <h2 id="final-cta" className="text-2xl font-semibold">
          Ready to feel closer?
        </h2>
        <p className="mt-2 text-muted">
          {TRIAL_DAYS} days free, then{" "}
          {period === "annual" ? `${formatUsd(ANNUAL_PRICE_CENTS)}/year` : `${formatUsd(MONTHLY_PRICE_CENTS)}/month`}.
        </p>
        <div className="mt-6">{cta("Start Your Free Trial")}</div>
        <Button type="button" variant="ghost" className="mt-3 w-full" onClick={onBack}>
          Back
        </Button>
      </section>
    </StepLayout>
  );
}

function BillingToggle({ period, onChange }: { period: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const option = (value: BillingPeriod, label: string, badge?: string) => (
    <label
      className={cn(
        "flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
        period === value ? "bg-brand-600 text-white" : "text-ink",
      )}
    >
      <input
        type="radio"
        name="billing-period"
        value={value}
        checked={period === value}
        onChange={() => onChange(value)}
        className="sr-only"
      />
      {label}
      {badge ? (
        <span
          className={cn(
            "rounded-full px-2 py-0.5 text-xs",
            period === value ? "bg-white text-brand-700" : "bg-green-100 text-green-900",
          )}
        >
          {badge}
        </span>
      ) : null}
    </label>
  );
  return (
    <fieldset className="rounded-full border border-brand-100 bg-white p-1">
      <legend className="sr-only">Billing period</legend>
      <div className="flex">
        {option("monthly", "Monthly")}
        {option("annual", "Annual", `Save ${ANNUAL_SAVINGS_PERCENT}%`)}
      </div>
    </fieldset>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="mt-14">
      <h2 id="testimonials-heading" className="text-center text-xl font-semibold">
        What couples say
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {TESTIMONIALS.map((t) => (
          <figure key={t.who} className="rounded-2xl border border-brand-100 bg-white p-5">
            <Quote aria-hidden className="size-5 text-brand-500" />
            <blockquote className="mt-2">“{t.quote}”</blockquote>
            <figcaption className="mt-3 text-sm text-muted">— {t.who}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
