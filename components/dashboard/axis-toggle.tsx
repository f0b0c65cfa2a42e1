"use client";

import { useState, type ReactNode } from "react";

/**
 * Two drawings of one chart and the buttons that choose between them (the health trend's Focus/Full, spec 2 §2.4):
 * the only part of a chart that needs the browser. Both drawings come from the server, so this island carries no
 * chart code and no data; only the chosen one is in the page (the other waits in React's payload, so the page has
 * half as much to hydrate).
 */
export function AxisToggle({
  groupLabel,
  description,
  options,
}: {
  groupLabel: string;
  description: string;
  /** The first is chosen at first. */
  options: readonly { label: string; content: ReactNode }[];
}) {
  const [chosen, setChosen] = useState(0);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={groupLabel} className="inline-flex rounded-lg border border-brand-100 p-0.5">
          {options.map((option, index) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={chosen === index}
              onClick={() => setChosen(index)}
              className={`rounded-md px-3 py-1 text-xs font-semibold ${
                chosen === index ? "bg-brand-600 text-white" : "text-ink hover:bg-brand-50"
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>
        <p className="text-xs text-muted">{description}</p>
      </div>
      <div key={options[chosen]?.label} className="mt-3">
        {options[chosen]?.content}
      </div>
    </div>
  );
}
