import type { Metadata } from "next";
import { publicPageMetadata } from "@/components/brand/page-metadata";
import { redirect } from "next/navigation";
import { TRIAL_DAYS } from "@/lib/domain/pricing";
import { currentUser } from "@/lib/auth/guards";
import { firstName } from "@/lib/domain/names";
import { isAdmin } from "@/lib/domain/roles";
import { phoneCountries } from "@/lib/validation/phone";
import { QuickExit } from "@/components/safety/quick-exit";
import { isPartnerFunnel, isRerun, REGISTRATION_STEP, stepFromQuery } from "@/components/onboarding/funnel-steps";
import { LandingStep } from "./_components/landing-step";
import { OnboardingFlow } from "./_components/onboarding-flow";
import { RerunBanner } from "./_components/rerun-banner";

export const metadata: Metadata = publicPageMetadata({
  path: "/onboarding",
  title: "Get started",
  shareTitle: "Attune: understand each other better, one day at a time",
  description:
    "Mood check-ins, a relationship health score, shared rituals and AI coaching for couples. One plan covers both " +
    `of you; start with a ${TRIAL_DAYS}-day free trial.`,
});

type Query = {
  partner?: string | string[];
  payment?: string | string[];
  step?: string | string[];
  rerun?: string | string[];
};
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function OnboardingPage({ searchParams }: { searchParams: Promise<Query> }) {
  const raw = await searchParams;
  const query = { partner: one(raw.partner), payment: one(raw.payment), step: one(raw.step), rerun: one(raw.rerun) };
  const partner = isPartnerFunnel(query);
  const user = partner ? null : await currentUser();
  // Spec 3 §2: Settings' developer 'rerun onboarding' lets an admin walk the funnel again, still signed in. Their
  // onboarding is "done" only in that they have an account (nothing else records it), so nothing is reset.
  const rerun = !!user && isAdmin(user) && isRerun(query);
  // Spec 1 §2: signed-in people go to the dashboard, except on the partner funnel (and an admin's rerun).
  if (user && !rerun) redirect("/dashboard");
  const initialStep = stepFromQuery(query);
  return (
    <>
      {/* Before anything else, on every step (issue #38, decision 075): someone may be signing up in secret. */}
      <QuickExit standalone column="max-w-5xl" />
      {rerun ? <RerunBanner firstName={firstName(user.displayName) ?? user.displayName} /> : null}
      <OnboardingFlow
        partner={partner}
        initialStep={initialStep}
        paymentCancelled={!partner && query.payment === "cancelled"}
        // Only for a page that opens on the registration form, which the server then renders: built here so its country
        // names match between the server's and the browser's ICU data.
        countries={!partner && initialStep === REGISTRATION_STEP ? phoneCountries() : undefined}
        landing={partner ? null : <LandingStep />}
        rerun={rerun}
      />
    </>
  );
}
