/**
 * The funnel's step counter (spec 1 §2). The counter is what the UI holds; each step also has a name that is
 * mirrored into ?step= so a reload stays put and the browser's Back button walks back through the steps.
 */

export const FUNNEL_STEPS = ["landing", "welcome", "why", "plan", "registration", "check-email"] as const;
export const PARTNER_STEPS = ["join", "welcome", "why", "plan", "check-email"] as const;

export type FunnelStepName = (typeof FUNNEL_STEPS)[number];
export type PartnerStepName = (typeof PARTNER_STEPS)[number];

export const REGISTRATION_STEP = FUNNEL_STEPS.indexOf("registration"); // 4
export const PLAN_STEP = FUNNEL_STEPS.indexOf("plan"); // 3

export interface FunnelQuery {
  partner?: string | null;
  payment?: string | null;
  step?: string | null;
}

export const isPartnerFunnel = (query: FunnelQuery) => query.partner === "true";

function steps(partner: boolean): readonly string[] {
  return partner ? PARTNER_STEPS : FUNNEL_STEPS;
}

export function stepName(index: number, partner: boolean): string {
  const names = steps(partner);
  return names[Math.min(Math.max(index, 0), names.length - 1)]!;
}

export function lastStep(partner: boolean): number {
  return steps(partner).length - 1;
}

/**
 * The step a URL opens (spec 1 §2 "Query handling"): payment=success with step=registration → registration;
 * payment=cancelled → the plan page; otherwise the named step (so reloads and Back keep their place), else 0.
 * "Check Your Email" needs the email stored by the registration step, so the caller decides whether it can show it.
 */
export function stepFromQuery(query: FunnelQuery): number {
  const partner = isPartnerFunnel(query);
  if (!partner && query.payment === "cancelled") return PLAN_STEP;
  if (!partner && query.payment === "success" && query.step === "registration") return REGISTRATION_STEP;
  const index = query.step ? steps(partner).indexOf(query.step) : -1;
  return index === -1 ? 0 : index;
}

/** The address of a step, keeping partner=true: "/onboarding?step=plan", "/onboarding?partner=true&step=why". */
export function stepHref(index: number, partner: boolean): string {
  const params = new URLSearchParams();
  if (partner) params.set("partner", "true");
  if (index > 0) params.set("step", stepName(index, partner));
  const query = params.toString();
  return query ? `/onboarding?${query}` : "/onboarding";
}
