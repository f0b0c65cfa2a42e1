/**
 * The funnel's step counter (spec 1 §2). The counter is what the UI holds; each step also has a name that is
 * mirrored into ?step= so a reload stays put and the browser's Back button walks back through the steps.
 */

const FUNNEL_STEPS = ["landing", "welcome", "why", "plan", "registration", "check-email"] as const;
const PARTNER_STEPS = ["join", "welcome", "why", "plan", "check-email"] as const;

export const REGISTRATION_STEP = FUNNEL_STEPS.indexOf("registration"); // 4
const PLAN_STEP = FUNNEL_STEPS.indexOf("plan"); // 3

export interface FunnelQuery {
  partner?: string | null;
  payment?: string | null;
  step?: string | null;
  rerun?: string | null;
}

export const isPartnerFunnel = (query: FunnelQuery) => query.partner === "true";

/**
 * Settings' developer 'rerun onboarding' (spec 3 §2): an admin, signed in, walks the funnel again. The page honours
 * it for admins only; for anyone else it means nothing and a signed-in person still goes to the dashboard.
 */
const RERUN_PARAM = "rerun";
export const RERUN_HREF = `/onboarding?${RERUN_PARAM}=true`;
export const isRerun = (query: FunnelQuery) => query.rerun === "true";

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

/**
 * The address of a step, keeping partner=true (and rerun=true, so a reload mid-rerun stays in the funnel):
 * "/onboarding?step=plan", "/onboarding?partner=true&step=why", "/onboarding?rerun=true&step=why".
 */
export function stepHref(index: number, partner: boolean, rerun = false): string {
  const params = new URLSearchParams();
  if (partner) params.set("partner", "true");
  if (rerun) params.set(RERUN_PARAM, "true");
  if (index > 0) params.set("step", stepName(index, partner));
  const query = params.toString();
  return query ? `/onboarding?${query}` : "/onboarding";
}
