"use client";

import { useRouter } from "next/navigation";
import { useTransition, type ReactNode } from "react";
import { Tabs } from "@/components/ui/tabs";
import { ADVANCED_TABS, ADVANCED_TAB_TITLES, type AdvancedTab } from "./tabs";

/**
 * The two tabs. Each is its own model (house rule 5): choosing one navigates to ?tab=, and the server loads only
 * that tab's data, so a reload or a shared link opens the same tab and nobody pays for the tab they did not open.
 */
export function AdvancedTabs({ tab, children }: { tab: AdvancedTab; children: ReactNode }) {
  const router = useRouter();
  const [pending, startNavigation] = useTransition();
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => startNavigation(() => router.push(`?tab=${value}`, { scroll: false }))}
      className="mt-6"
    >
      <Tabs.List aria-label="Advanced features" className="flex gap-1 rounded-xl bg-brand-100/60 p-1">
        {ADVANCED_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="h-10 flex-1 rounded-lg text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
          >
            {ADVANCED_TAB_TITLES[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} className="mt-4 focus-visible:outline-2" aria-busy={pending}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
