import { ArrowRight } from "@/components/ui/icons/arrow-right";
import { Lightbulb } from "@/components/ui/icons/lightbulb";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import type { DashboardSuggestion } from "@/lib/domain/dashboard-suggestion";

/** The optional card under the quick actions (spec 2 §2.4): one next step, with its button. */
export function SuggestionCard({ suggestion }: { suggestion: DashboardSuggestion }) {
  return (
    <section
      aria-labelledby="dashboard-suggestion-title"
      data-kind={suggestion.kind}
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center"
    >
      <Lightbulb aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <h2 id="dashboard-suggestion-title" className="font-semibold">
          {suggestion.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{suggestion.text}</p>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link href={suggestion.action.href}>
          {suggestion.action.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Button>
    </section>
  );
}
