"use client";

import { Tabs } from "radix-ui";
import { useState } from "react";
import { ComingSoon } from "@/components/shell/coming-soon";
import { ADVANCED_TABS, type AdvancedTab } from "./tabs";

const CONTENT: Record<AdvancedTab, { title: string; purpose: string }> = {
  coaching: { title: "Coaching", purpose: "Personal AI coaching sessions and exercises for your relationship." },
  "ai-analysis": { title: "AI Analysis", purpose: "AI analysis of your moods and check-ins, with predictions." },
};

/** The two tabs; the chosen one is written back to ?tab= so a reload or a shared link opens the same tab. */
export function AdvancedTabs({ initialTab }: { initialTab: AdvancedTab }) {
  const [tab, setTab] = useState<AdvancedTab>(initialTab);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        const next = value as AdvancedTab;
        setTab(next);
        window.history.replaceState(null, "", `?tab=${next}`);
      }}
      className="mt-6"
    >
      <Tabs.List aria-label="Advanced features" className="flex gap-1 rounded-xl bg-brand-100/60 p-1">
        {ADVANCED_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="h-10 flex-1 rounded-lg text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
          >
            {CONTENT[value].title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ADVANCED_TABS.map((value) => (
        <Tabs.Content key={value} value={value} className="mt-4 focus-visible:outline-2">
          <ComingSoon title={CONTENT[value].title} purpose={CONTENT[value].purpose} headingLevel={2} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
