import { Check } from "@/components/ui/icons/check";
import { Minus } from "@/components/ui/icons/minus";
import { Button } from "@/components/ui/button";
import { COMPARISON, COUPLE_STORIES } from "./content";
import { Eyebrow, StepHeading, StepLayout } from "./step-layout";

function Mark({ yes }: { yes: boolean }) {
  return yes ? (
    <>
      <Check aria-hidden className="mx-auto size-5 text-success" />
      <span className="sr-only">Yes</span>
    </>
  ) : (
    <>
      <Minus aria-hidden className="mx-auto size-5 text-muted" />
      <span className="sr-only">No</span>
    </>
  );
}

/** Funnel step 2: the "why choose" comparison and three couple stories (spec 1 §1, §2). */
export function WhyChooseStep({
  onBack,
  onNext,
  partner = false,
}: {
  onBack: () => void;
  onNext: () => void;
  partner?: boolean;
}) {
  return (
    <StepLayout onBack={onBack} showLogin={!partner} wide>
      <div className="mx-auto max-w-3xl">
        <Eyebrow>Why Attune</Eyebrow>
        <StepHeading className="mt-2">Why couples choose Attune</StepHeading>
        <p className="mt-3 text-muted">
          Journals and wellness apps are made for one person. Attune is made for the space between two.
        </p>

        <div className="mt-8 rounded-2xl border border-brand-100 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Attune compared with journaling apps and generic wellness apps</caption>
            <thead>
              <tr className="border-b border-brand-100 text-left">
                <th scope="col" className="p-3 font-semibold">
                  Feature
                </th>
                <th scope="col" className="p-2 text-center font-semibold text-brand-700 sm:p-3">
                  Attune
                </th>
                <th scope="col" className="p-2 text-center font-medium text-muted sm:p-3">
                  Journals
                </th>
                <th scope="col" className="p-2 text-center font-medium text-muted sm:p-3">
                  Wellness apps
                </th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.feature} className="border-b border-brand-50 last:border-0">
                  <th scope="row" className="p-3 text-left font-normal">
                    {row.feature}
                  </th>
                  <td className="p-2 text-center sm:p-3">
                    <Mark yes={row.attune} />
                  </td>
                  <td className="p-2 text-center sm:p-3">
                    <Mark yes={row.journal} />
                  </td>
                  <td className="p-2 text-center sm:p-3">
                    <Mark yes={row.generic} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <section aria-labelledby="stories-heading" className="mt-12">
          <h2 id="stories-heading" className="text-xl font-semibold">
            Couples like you
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {COUPLE_STORIES.map((story) => (
              <li key={story.names} className="rounded-2xl border border-brand-100 bg-white p-5">
                <p className="font-semibold">{story.names}</p>
                <p className="text-xs text-muted">{story.together}</p>
                <p className="mt-3 text-sm">{story.story}</p>
              </li>
            ))}
          </ul>
        </section>

        <Button type="button" size="lg" className="mt-10 w-full" onClick={onNext}>
          Continue
        </Button>
      </div>
    </StepLayout>
  );
}
