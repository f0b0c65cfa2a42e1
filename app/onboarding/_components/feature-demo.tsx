"use client";

import { useState } from "react";
import { ChevronLeft } from "@/components/ui/icons/chevron-left";
import { ChevronRight } from "@/components/ui/icons/chevron-right";
import { Button } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { DEMO_FEATURES } from "./content";

/** The four-tab product demo (spec 1 §2), with previous/next buttons on small screens where the tabs scroll. */
export function FeatureDemo() {
  const [index, setIndex] = useState(0);
  const current = DEMO_FEATURES[index]!;
  const move = (delta: number) => setIndex((i) => (i + delta + DEMO_FEATURES.length) % DEMO_FEATURES.length);

  return (
    <Tabs.Root
      value={current.id}
      onValueChange={(id) => setIndex(DEMO_FEATURES.findIndex((f) => f.id === id))}
      className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-6"
    >
      <Tabs.List aria-label="Attune features" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {DEMO_FEATURES.map((feature) => (
          <Tabs.Trigger
            key={feature.id}
            value={feature.id}
            className="shrink-0 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted data-[state=active]:bg-brand-600 data-[state=active]:text-white"
          >
            {feature.tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {DEMO_FEATURES.map((feature) => (
        <Tabs.Content key={feature.id} value={feature.id} className="mt-5">
          <h3 className="text-lg font-semibold">{feature.title}</h3>
          <p className="mt-1 text-muted">{feature.body}</p>
          <dl className="mt-4 grid grid-cols-3 gap-2">
            {feature.sample.map((item) => (
              <div key={item.label} className="rounded-xl bg-brand-50 p-3">
                <dt className="text-xs text-muted">{item.label}</dt>
                <dd className="mt-1 font-semibold">{item.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted">Sample data for illustration.</p>
        </Tabs.Content>
      ))}
      <div className="mt-4 flex items-center justify-between sm:hidden">
        <Button type="button" variant="outline" size="sm" onClick={() => move(-1)}>
          <ChevronLeft aria-hidden className="size-4" /> Previous feature
        </Button>
        <span className="text-xs text-muted" aria-live="polite">
          {index + 1} of {DEMO_FEATURES.length}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={() => move(1)}>
          Next feature <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </Tabs.Root>
  );
}
