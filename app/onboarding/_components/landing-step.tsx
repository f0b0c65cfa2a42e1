import { Pause } from "@/components/ui/icons/pause";
import { Play } from "@/components/ui/icons/play";
import { Star } from "@/components/ui/icons/star";
import { LogInPrompt } from "@/components/auth/log-in-prompt";
import { buttonClass } from "@/components/ui/button";
import { pickRecentActivity } from "@/components/onboarding/recent-activity";
import { TRIAL_DAYS } from "@/lib/domain/pricing";
import { COUPLES_COUNT, HEADLINE_STATS, RATING } from "./content";
import { FunnelStartButton } from "./funnel-context";
import { RecentActivity } from "./recent-activity";
import { StepHeading, StepLayout } from "./step-layout";

/**
 * Funnel step 0: headline, stats, Start Free Trial and a log-in link (spec 1 §2). A server component, so the page a
 * visitor from search lands on arrives as HTML; only the two Start buttons and the activity ticker hydrate (issue #20).
 */
export function LandingStep() {
  return (
    <StepLayout wide>
      <section className="mx-auto max-w-2xl text-center">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
          <Star aria-hidden className="size-4 fill-current" />
          Rated {RATING} by couples
        </p>
        <StepHeading hero className="mt-5">
          Understand each other better, one day at a time
        </StepHeading>
        <p className="mt-4 text-lg text-muted">
          Mood check-ins, a relationship health score, shared rituals and AI coaching — built for two people who want to
          stay close.
        </p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <FunnelStartButton className={buttonClass({ size: "lg", className: "w-full sm:w-auto" })}>
            Start Free Trial
          </FunnelStartButton>
          <p className="text-sm text-muted">
            {TRIAL_DAYS} days free · cancel before day {TRIAL_DAYS} for $0
          </p>
          <LogInPrompt />
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="mt-14">
        <h2 id="stats-heading" className="text-center text-xl font-semibold">
          Trusted by {COUPLES_COUNT} couples
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {HEADLINE_STATS.map((stat) => (
            <li key={stat.value} className="rounded-2xl border border-brand-100 bg-white p-4 text-center">
              <p className="text-3xl font-bold text-brand-700">{stat.value}</p>
              <p className="mt-1 text-sm text-muted">{stat.label}</p>
            </li>
          ))}
          <li className="rounded-2xl border border-brand-100 bg-white p-4 text-center sm:hidden">
            <p className="text-3xl font-bold text-brand-700">{RATING}</p>
            <p className="mt-1 text-sm text-muted">average rating</p>
          </li>
        </ul>
      </section>

      <div className="mx-auto mt-12 max-w-2xl">
        <RecentActivity
          initial={pickRecentActivity()}
          toggleClassName={buttonClass({ variant: "ghost", size: "sm" })}
          pauseIcon={<Pause aria-hidden className="size-3.5" />}
          resumeIcon={<Play aria-hidden className="size-3.5" />}
        />
      </div>

      <div className="mt-12 text-center">
        <FunnelStartButton className={buttonClass({ size: "lg", variant: "outline" })}>
          See how it works
        </FunnelStartButton>
      </div>
    </StepLayout>
  );
}
