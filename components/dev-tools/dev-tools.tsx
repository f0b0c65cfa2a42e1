"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { AuditTab } from "./audit-tab";
import { BackendTab } from "./backend-tab";
import { CacheTab } from "./cache-tab";
import { DatabaseTab } from "./database-tab";
import { MonitoringContext } from "./monitoring";
import { NetworkTab } from "./network-tab";
import { PerformanceTab } from "./performance-tab";
import { SystemTab } from "./system-tab";
import { UtilitiesTab } from "./utilities-tab";

const TABS = [
  { value: "system", label: "System", Panel: SystemTab },
  { value: "performance", label: "Performance", Panel: PerformanceTab },
  { value: "database", label: "Database", Panel: DatabaseTab },
  { value: "backend", label: "Backend", Panel: BackendTab },
  { value: "cache", label: "Cache", Panel: CacheTab },
  { value: "network", label: "Network", Panel: NetworkTab },
  { value: "utilities", label: "Utilities", Panel: UtilitiesTab },
  { value: "audit", label: "Audit trail", Panel: AuditTab },
] as const;

/** Spec 3 §9: monitoring statistics are fetched 5 s after monitoring starts. */
const WARM_UP_MS = 5_000;

/**
 * /dev-tools (spec 3 "Developer and admin areas"): the tabs, each loading only its own figures, and the monitoring
 * switch. The query client lives here: no other page polls, so none pays for it.
 */
export function DevTools() {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 5_000 } } }));
  const [on, setOn] = useState(false);
  const [warmedUp, setWarmedUp] = useState(false);

  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => {
      setWarmedUp(true);
      // The first monitored fetch is this one, 5 s after Start; the tab's interval (10 or 15 s) only follows it.
      void client.refetchQueries({ queryKey: ["dev-tools"], type: "active" });
    }, WARM_UP_MS);
    return () => clearTimeout(timer);
  }, [on, client]);

  function toggle() {
    setWarmedUp(false);
    setOn((value) => !value);
  }

  return (
    <QueryClientProvider client={client}>
      <MonitoringContext.Provider value={{ on, warmedUp }}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">Developer Tools</h1>
          <div className="flex items-center gap-3">
            <p className="text-sm text-muted" role="status">
              {on ? (warmedUp ? "Monitoring: refreshing" : "Monitoring: starting…") : "Monitoring off"}
            </p>
            <Button type="button" variant={on ? "outline" : "primary"} onClick={toggle} aria-pressed={on}>
              {on ? "Stop Monitoring" : "Start Monitoring"}
            </Button>
          </div>
        </div>
        <Tabs.Root defaultValue="system" className="mt-6">
          <Tabs.List
            aria-label="Developer tools"
            className="flex gap-1 overflow-x-auto rounded-xl bg-brand-100/60 p-1 text-sm"
          >
            {TABS.map(({ value, label }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="shrink-0 rounded-lg px-3 py-2 font-medium text-ink data-[state=active]:bg-white data-[state=active]:shadow-sm"
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Content key={value} value={value} className="mt-4 focus-visible:outline-none">
              <Panel />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </MonitoringContext.Provider>
    </QueryClientProvider>
  );
}
