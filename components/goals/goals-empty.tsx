"use client";

import { Info } from "@/components/ui/icons/info";
import { Link } from "@/components/ui/link";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { exampleAt, GOAL_EXAMPLE_ROTATE_MS, GOAL_INTRO_DELAYS_MS, GOALS_TEXT } from "@/lib/domain/goals";

/**
 * "Goals are intentions, not tasks" (spec 3 §1, §2), on hover or keyboard focus, Escape hides it (WCAG 1.4.13). The
 * WAI-ARIA tooltip pattern placed by CSS below its button: Radix's Tooltip brought floating-ui (about 10 kB gzip) into
 * /goals' first load for one line of text (issue #34, decision 066).
 */
function IntentionsTooltip() {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="group relative inline-flex" onPointerLeave={() => setDismissed(false)}>
      <button
        type="button"
        aria-label="What is a shared goal?"
        aria-describedby={id}
        className="rounded-full p-1 text-brand-700"
        onKeyDown={(event) => event.key === "Escape" && setDismissed(true)}
        onBlur={() => setDismissed(false)}
      >
        <Info aria-hidden className="size-4" />
      </button>
      <span
        role="tooltip"
        id={id}
        className={cn(
          "invisible absolute top-full left-1/2 z-50 mt-1.5 w-max max-w-64 -translate-x-1/2 rounded-lg bg-ink px-3 py-2 text-xs font-normal text-white shadow-lg",
          !dismissed && "group-focus-within:visible group-hover:visible",
        )}
      >
        {GOALS_TEXT.tooltip}
      </span>
    </span>
  );
}

/**
 * The two empty states of spec 3 §2. With a partner: 'No goals yet', the tooltip, an example intention that changes
 * every 6 s, intro text at 300 ms and 800 ms, and the create button. Without: 'Connect with your partner' with 'Go to
 * Settings' and 'Start a shared intention now'.
 */
export function GoalsEmpty({ hasPartner, onCreate }: { hasPartner: boolean; onCreate: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const [introShown, setIntroShown] = useState(0);

  useEffect(() => {
    const started = Date.now();
    const rotate = window.setInterval(() => setElapsed(Date.now() - started), GOAL_EXAMPLE_ROTATE_MS);
    const intros = GOAL_INTRO_DELAYS_MS.map((delay, i) => window.setTimeout(() => setIntroShown(i + 1), delay));
    return () => {
      window.clearInterval(rotate);
      intros.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);

  if (!hasPartner) {
    return (
      <div className="rounded-2xl border border-brand-100 bg-white p-6 text-center shadow-sm">
        <h2 className="text-xl font-semibold">{GOALS_TEXT.noPartnerTitle}</h2>
        <p className="mt-2 text-sm text-muted">{GOALS_TEXT.noPartnerText}</p>
        <div className="mt-4 flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild>
            <Link href="/settings">{GOALS_TEXT.goToSettings}</Link>
          </Button>
          <Button variant="outline" onClick={onCreate}>
            {GOALS_TEXT.startNow}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-6 text-center shadow-sm">
      <div className="flex items-center justify-center gap-1">
        <h2 className="text-xl font-semibold">{GOALS_TEXT.emptyTitle}</h2>
        <IntentionsTooltip />
      </div>
      {/* Each line appears at its moment (spec 3 §9); the box keeps their room so nothing below moves. */}
      <div className="mt-2 min-h-12 space-y-1 text-sm text-muted">
        {GOALS_TEXT.intro.slice(0, introShown).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm">
        <span className="text-muted">For example: </span>
        <span className="font-medium">{exampleAt(elapsed)}</span>
      </p>
      <Button className="mt-4" onClick={onCreate}>
        {GOALS_TEXT.create}
      </Button>
    </div>
  );
}
