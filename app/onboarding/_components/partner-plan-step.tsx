import { Check } from "@/components/ui/icons/check";
import { HeartHandshake } from "@/components/ui/icons/heart-handshake";
import { Button } from "@/components/ui/button";
import { PLAN_BENEFITS } from "./content";
import { Testimonials } from "./plan-step";
import { Eyebrow, StepHeading, StepLayout } from "./step-layout";

/**
 * The partner funnel's plan page (step 3). One subscription covers both partners and the invited partner pays nothing
 * (spec 1 §1), so there is no price or checkout here: it says so and moves on (decision 013).
 */
export function PartnerPlanStep({ onBack, onContinue }: { onBack: () => void; onContinue: () => void }) {
  return (
    <StepLayout onBack={onBack} showLogin={false} wide>
      <div className="mx-auto max-w-xl text-center">
        <Eyebrow>Your plan</Eyebrow>
        <StepHeading className="mt-2">You&apos;re covered</StepHeading>
        <p className="mt-3 text-muted">No payment required! Your partner&apos;s subscription covers both of you.</p>
      </div>
      <section
        aria-labelledby="covered-plan"
        className="mx-auto mt-8 max-w-md rounded-2xl border-2 border-brand-500 bg-white p-6"
      >
        <div className="flex items-center gap-3">
          <HeartHandshake aria-hidden className="size-8 text-brand-600" />
          <div>
            <h2 id="covered-plan" className="text-lg font-semibold">
              Attune Premium
            </h2>
            <p className="text-sm text-muted">Included with your partner&apos;s plan · $0 for you</p>
          </div>
        </div>
        <ul className="mt-5 space-y-2 text-sm">
          {PLAN_BENEFITS.slice(0, 5).map((benefit) => (
            <li key={benefit.title} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              {benefit.title}
            </li>
          ))}
        </ul>
        <Button type="button" size="lg" className="mt-6 w-full" onClick={onContinue}>
          Continue
        </Button>
      </section>
      <Testimonials />
    </StepLayout>
  );
}
