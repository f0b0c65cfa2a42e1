"use client";

import dynamic from "next/dynamic";

/*
 * Each step after the landing one is fetched when the funnel reaches it, so the landing page downloads none of the
 * later steps' forms, validation or phone metadata (issue #20); a page opened on a later step renders it on the
 * server and fetches its code with the page. While a step is shown, the next one is fetched in idle time, so moving
 * on does not wait for it (components/onboarding/fetch-ahead.ts says when). A client component the page imported
 * directly would ship with every render of it, rendered or not, which is why every step but the landing one is
 * imported only through here.
 */
export const WelcomeStep = dynamic(() => import("./welcome-step").then((m) => m.WelcomeStep));
export const WhyChooseStep = dynamic(() => import("./why-choose-step").then((m) => m.WhyChooseStep));
export const PlanStep = dynamic(() => import("./plan-step").then((m) => m.PlanStep));
export const PartnerPlanStep = dynamic(() => import("./partner-plan-step").then((m) => m.PartnerPlanStep));
export const RegistrationStep = dynamic(() => import("./registration-step").then((m) => m.RegistrationStep));
export const PartnerJoinStep = dynamic(() => import("./partner-join-step").then((m) => m.PartnerJoinStep));
export const CheckEmailStep = dynamic(() => import("./check-email-step").then((m) => m.CheckEmailStep));

/** What to fetch ahead while step `index` is on screen. */
export function prefetchAfter(index: number, partner: boolean): Promise<unknown> | undefined {
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
