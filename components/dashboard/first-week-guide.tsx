import { ArrowRight } from "@/components/ui/icons/arrow-right";
import { CircleCheck } from "@/components/ui/icons/circle-check";
import { Circle } from "@/components/ui/icons/circle";
import { Hourglass } from "@/components/ui/icons/hourglass";
import { ListChecks } from "@/components/ui/icons/list-checks";
import { X } from "@/components/ui/icons/x";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { dismissFirstWeekGuideAction } from "@/lib/actions/insights";
import type { Action } from "@/lib/actions/result";
import { FIRST_WEEK_TITLE, type FirstWeekGuide, type FirstWeekStep } from "@/lib/domain/first-week-guide";
import { DashboardCard } from "./dashboard-card";

const FIRST_WEEK_CARD_ID = "first-week";

/** What a screen reader hears before each step: the icons say the same thing to the eye only. */
const STATUS_TEXT = { done: "Done:", next: "Next step:", todo: "To do:", waiting: "Not yet:" } as const;
type StepStatus = keyof typeof STATUS_TEXT;

function statusOf(step: FirstWeekStep, next: FirstWeekStep | null): StepStatus {
  if (step.done) return "done";
  if (!step.available) return "waiting";
  return step.id === next?.id ? "next" : "todo";
}

const ICONS = {
  done: { Icon: CircleCheck, className: "text-emerald-700" },
  next: { Icon: Circle, className: "text-brand-600" },
  todo: { Icon: Circle, className: "text-muted" },
  waiting: { Icon: Hourglass, className: "text-muted" },
} as const;

/**
 * A built action as a plain <form>'s action. React types that as returning nothing and ignores what it returns; ours
 * returns an ActionResult, which a form without script has nowhere to show (a failed dismissal leaves the guide in
 * place). A cast, not a wrapper: the form must be handed the server reference itself, or it could not post.
 */
function asFormAction(serverAction: Action<unknown>): (formData: FormData) => Promise<void> {
  return serverAction as unknown as (formData: FormData) => Promise<void>;
}

/**
 * The first-week guide at the top of the dashboard (issue #32), as firstWeekGuide built it; nothing when there is no
 * guide (every step done, or dismissed). A server component with no script of its own: the steps are links, and
 * Dismiss is a plain form posting the server action, which works before (or without) any script.
 *
 * Each step's state is said in words (visually hidden) before its label, so the list reads the same without the icons.
 * The next step is the one emphasised link-button; the other open steps are plain links, done ones plain text.
 */
export function FirstWeekGuideCard({ guide }: { guide: FirstWeekGuide | null }) {
  if (!guide) return null;
  return (
    <DashboardCard
      id={FIRST_WEEK_CARD_ID}
      title={FIRST_WEEK_TITLE}
      icon={<ListChecks aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {/* Dismiss sits at the top: at the card's foot it lay under the coach's floating button on a phone. */}
      <div className="-mt-2 flex items-center justify-between gap-3">
        <p className="text-sm text-muted">{`${guide.doneCount} of ${guide.total} done`}</p>
        <form action={asFormAction(dismissFirstWeekGuideAction)}>
          <Button type="submit" variant="ghost" size="sm" className="text-muted">
            <X aria-hidden="true" className="size-4" />
            Dismiss
            <span className="sr-only"> the first-week guide</span>
          </Button>
        </form>
      </div>
      <div aria-hidden="true" className="mt-2 mb-3 h-1.5 overflow-hidden rounded-full bg-brand-100">
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${Math.round((guide.doneCount / guide.total) * 100)}%` }}
        />
      </div>
      <ol className="space-y-1">
        {guide.steps.map((step) => (
          <StepItem key={step.id} step={step} status={statusOf(step, guide.next)} />
        ))}
      </ol>
      {guide.optional ? (
        // Beside the five, never counted (decision 082): a plain link with its reason, after the list.
        <p className="mt-2 border-t border-brand-100 px-3 pt-3 text-sm" data-step="import">
          <span className="text-muted">Optional: </span>
          <Link href={guide.optional.href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {guide.optional.label}
          </Link>
          <span className="block text-xs text-muted">{guide.optional.why}</span>
        </p>
      ) : null}
    </DashboardCard>
  );
}

function StepItem({ step, status }: { step: FirstWeekStep; status: StepStatus }) {
  const { Icon, className } = ICONS[status];
  return (
    <li
      data-step={step.id}
      data-status={status}
      className={cn("flex items-start gap-3 rounded-xl px-3", status === "next" ? "bg-brand-50 py-3" : "py-2")}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", className)} />
      <div className="min-w-0 flex-1">
        <p className={cn("text-sm font-medium", status === "done" && "text-muted")}>
          <span className="sr-only">{STATUS_TEXT[status]} </span>
          {status === "todo" ? (
            <Link href={step.href} className="text-brand-700 underline-offset-4 hover:underline">
              {step.label}
            </Link>
          ) : (
            step.label
          )}
        </p>
        {/* Only the next step says why: five explanations made the guide a screen tall on a phone. */}
        {status === "next" ? <p className="mt-0.5 text-xs text-muted">{step.why}</p> : null}
        {status === "next" ? (
          <Button asChild size="sm" className="mt-2 h-auto min-h-9 py-2 text-left whitespace-normal">
            {/* The step's label is just above: the eye reads "Start", a screen reader hears which step starts. A label,
                not hidden text, because a hidden span is read as a separate block ("Start : …"). */}
            <Link href={step.href} aria-label={`Start: ${step.label}`}>
              Start
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
