"use client";

import dynamic from "next/dynamic";
import { OnboardingFlow, type FunnelProps, type FunnelSteps } from "./onboarding-flow";

/*
 * Each step after the landing one is fetched when the funnel reaches it, so the landing page downloads none of the
 * later steps' forms, validation or phone metadata (issue #20); a page opened on a later step renders it on the
 * server and fetches its code with the page. While a step is shown, the next one is fetched in idle time, so moving
 * on does not wait for it. (A client component imported by the page itself would ship with every render of it,
 * rendered or not, which is why the choice of code is made here and not by the page.)
 */
const LAZY_STEPS: FunnelSteps = {
  WelcomeStep: dynamic(() => import("./welcome-step").then((m) => m.WelcomeStep)),
  WhyChooseStep: dynamic(() => import("./why-choose-step").then((m) => m.WhyChooseStep)),
  PlanStep: dynamic(() => import("./plan-step").then((m) => m.PlanStep)),
  PartnerPlanStep: dynamic(() => import("./partner-plan-step").then((m) => m.PartnerPlanStep)),
  RegistrationStep: dynamic(() => import("./registration-step").then((m) => m.RegistrationStep)),
  PartnerJoinStep: dynamic(() => import("./partner-join-step").then((m) => m.PartnerJoinStep)),
  CheckEmailStep: dynamic(() => import("./check-email-step").then((m) => m.CheckEmailStep)),
};

/** What to fetch ahead while step `index` is on screen. */
function prefetchAfter(index: number, partner: boolean): Promise<unknown> | undefined {
  switch (index) {
    case 0:
      return import("./welcome-step");
    case 1:
      return import("./why-choose-step");
    case 2:
      return partner ? import("./partner-plan-step") : import("./plan-step");
    case 3:
      return partner ? import("./check-email-step") : import("./registration-step");
    case 4:
      return import("./check-email-step");
    default:
      return undefined;
  }
}

/** The /onboarding funnel with its steps fetched as they are reached. */
export function LandingFunnel(props: FunnelProps) {
  return <OnboardingFlow {...props} steps={LAZY_STEPS} prefetchAfter={prefetchAfter} />;
}
