"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

export interface ListeningStep {
  title: string;
  /** The step's words and sentence starters, rendered by the server (active-listening.tsx). */
  content: ReactNode;
  /** What follows the step's box (the reminder to swap roles), or null. */
  after: ReactNode;
}

/** The active-listening exercise's stepper: where the couple is, the current step, Back and Next. */
export function ListeningSteps({ steps }: { steps: readonly ListeningStep[] }) {
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // Only a step change the person asked for moves focus; the first render must not pull focus into the page.
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [index]);

  function go(to: number) {
    moved.current = true;
    setIndex(Math.min(steps.length - 1, Math.max(0, to)));
  }

  const step = steps[index]!;
  const last = index === steps.length - 1;

  return (
    <>
      <div>
        <p className="text-sm font-medium text-brand-700">{`Step ${index + 1} of ${steps.length}`}</p>
        <div className="mt-2 grid grid-cols-4 gap-1" aria-hidden="true">
          {steps.map((item, position) => (
            <span
              key={item.title}
              className={cn("h-1.5 rounded-full", position <= index ? "bg-brand-600" : "bg-brand-100")}
            />
          ))}
        </div>
      </div>

      <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
        <h3 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
          {/* Focus lands here on each step change; the prefix tells screen reader users where they are. */}
          <span className="sr-only">{`Step ${index + 1} of ${steps.length}: `}</span>
          {step.title}
        </h3>
        {step.content}
      </div>

      {step.after}

      <div className="flex justify-between gap-2">
        <Button type="button" variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          Back
        </Button>
        <Button type="button" onClick={() => go(last ? 0 : index + 1)}>
          {last ? "Start over" : "Next"}
        </Button>
      </div>
    </>
  );
}
