import type { Metadata } from "next";
import { publicPageMetadata } from "@/components/brand/page-metadata";
import { redirect } from "next/navigation";
import { TRIAL_DAYS } from "@/lib/domain/pricing";
import { currentUser } from "@/lib/auth/guards";
import { phoneCountries } from "@/lib/validation/phone";
import { isPartnerFunnel, REGISTRATION_STEP, stepFromQuery } from "@/components/onboarding/funnel-steps";
import { LandingStep } from "./_components/landing-step";
import { OnboardingFlow } from "./_components/onboarding-flow";

export const metadata: Metadata = publicPageMetadata({
  path: "/onboarding",
  title: "Get started",
  shareTitle: "Attune: understand each other better, one day at a time",
  description:
    "Mood check-ins, a relationship health score, shared rituals and AI coaching for couples. One plan covers both " +
    `of you; start with a ${TRIAL_DAYS}-day free trial.`,
});

type Query = { partner?: string | string[]; payment?: string | string[]; step?: string | string[] };
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function OnboardingPage({ searchParams }: { searchParams: Promise<Query> }) {
  const raw = await searchParams;
  const query = { partner: one(raw.partner), payment: one(raw.payment), step: one(raw.step) };
  const partner = isPartnerFunnel(query);
  // Spec 1 §2: signed-in people go to the dashboard, except on the partner funnel.
  if (!partner && (await currentUser())) redirect("/dashboard");
  const initialStep = stepFromQuery(query);
  return (
    <OnboardingFlow
      partner={partner}
      initialStep={initialStep}
      paymentCancelled={!partner && query.payment === "cancelled"}
      // Only for a page that opens on the registration form, which the server then renders: built here so its country
      // names match between the server's and the browser's ICU data.
      countries={!partner && initialStep === REGISTRATION_STEP ? phoneCountries() : undefined}
      landing={partner ? null : <LandingStep />}
    />
  );
}
