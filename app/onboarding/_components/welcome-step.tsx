"use client";

import { useState } from "react";
import { Check } from "@/components/ui/icons/check";
import { Button } from "@/components/ui/button";
import { MORE_BENEFITS } from "./content";
import { FeatureDemo } from "./feature-demo";
import { Eyebrow, StepHeading, StepLayout } from "./step-layout";

/** Funnel step 1 (and the partner funnel's step 1 with its own title): a welcome and the product demo. */
export function WelcomeStep({
  partner = false,
  onBack,
  onNext,
}: {
  partner?: boolean;
  onBack?: () => void;
  onNext: () => void;
}) {
  const [showMore, setShowMore] = useState(false);
  return (
    <StepLayout onBack={onBack} showLogin={!partner}>
      <Eyebrow>{partner ? "You're in" : "Welcome"}</Eyebrow>
      <StepHeading className="mt-2">{partner ? "Let's Get Started Together" : "Welcome to Attune"}</StepHeading>
      <p className="mt-3 text-muted">
        {partner
          ? "Your partner invited you to Attune. Here is what the two of you can do together."
          : "Attune is a shared space for the two of you: notice how you both feel, talk about what matters, and grow closer with small daily habits."}
      </p>
      <div className="mt-8">
        <FeatureDemo />
      </div>
      <div className="mt-6">
        <Button
          type="button"
          variant="link"
          size="inline"
          aria-expanded={showMore}
          aria-controls="more-benefits"
          onClick={() => setShowMore((v) => !v)}
        >
          {showMore ? "Show fewer benefits" : "See more benefits"}
        </Button>
        <ul id="more-benefits" hidden={!showMore} className="mt-3 space-y-2">
          {MORE_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-sm">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <Button type="button" size="lg" className="mt-8 w-full" onClick={onNext}>
        Continue
      </Button>
    </StepLayout>
  );
}
