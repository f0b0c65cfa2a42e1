import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/guards";
import { phoneCountries } from "@/lib/validation/phone";
import { isPartnerFunnel, stepFromQuery } from "@/components/onboarding/funnel-steps";
import { OnboardingFlow } from "./_components/onboarding-flow";

export const metadata: Metadata = { title: "Get started" };

type Query = { partner?: string | string[]; payment?: string | string[]; step?: string | string[] };
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function OnboardingPage({ searchParams }: { searchParams: Promise<Query> }) {
  const raw = await searchParams;
  const query = { partner: one(raw.partner), payment: one(raw.payment), step: one(raw.step) };
  const partner = isPartnerFunnel(query);
  // Spec 1 §2: signed-in people go to the dashboard, except on the partner funnel.
  if (!partner && (await currentUser())) redirect("/dashboard");
  return (
    <OnboardingFlow
      partner={partner}
      initialStep={stepFromQuery(query)}
      paymentCancelled={!partner && query.payment === "cancelled"}
      // Built here so the country names match between the server's and the browser's ICU data.
      countries={phoneCountries()}
    />
  );
}
