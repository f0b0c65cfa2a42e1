"use client";

import { useEffect, useState, type ComponentType } from "react";
import { Button } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { MonitoringContext } from "./monitoring-context";

const loadQuery = () => import("./dev-tools-query");

/**
 * Each tab's code, with react-query and the tab's figures, is fetched when its tab is pointed at, focused or chosen,
 * the first tab's once the page has hydrated (issue #34, decision 066): the Utilities tab alone brought
 * libphonenumber's metadata twice and zod (about 115 kB gzip) into the first load, react-query 14 kB more. No tab
 * could show a figure before its first fetch anyway: it shows "Loading…" as its figures do until its code is here.
 */
function lazyTab(loadPanel: () => Promise<ComponentType>) {
  const load = () =>
    Promise.all([loadQuery(), loadPanel()]).then(([{ WithQueryClient }, Panel]) => {
      const WithClient = () => (
        <WithQueryClient>
          <Panel />
        </WithQueryClient>
      );
      return WithClient;
    });
  return { load, Panel: clientOnly(retryingLoad(load), { loading: () => <LoadingTab /> }) };
}

function LoadingTab() {
  return (
    <p role="status" className="text-sm text-muted">
      Loading…
    </p>
  );
}

const TABS = [
  { value: "system", label: "System", ...lazyTab(() => import("./system-tab").then((m) => m.SystemTab)) },
  {
    value: "performance",
    label: "Performance",
    ...lazyTab(() => import("./performance-tab").then((m) => m.PerformanceTab)),
  },
  { value: "database", label: "Database", ...lazyTab(() => import("./database-tab").then((m) => m.DatabaseTab)) },
  { value: "backend", label: "Backend", ...lazyTab(() => import("./backend-tab").then((m) => m.BackendTab)) },
  { value: "cache", label: "Cache", ...lazyTab(() => import("./cache-tab").then((m) => m.CacheTab)) },
  { value: "network", label: "Network", ...lazyTab(() => import("./network-tab").then((m) => m.NetworkTab)) },
  { value: "utilities", label: "Utilities", ...lazyTab(() => import("./utilities-tab").then((m) => m.UtilitiesTab)) },
  { value: "audit", label: "Audit trail", ...lazyTab(() => import("./audit-tab").then((m) => m.AuditTab)) },
];

/** Spec 3 §9: monitoring statistics are fetched 5 s after monitoring starts. */
const WARM_UP_MS = 5_000;

/**
 * /dev-tools (spec 3 "Developer and admin areas"): the tabs, each loading only its own figures, and the monitoring
 * switch. The query client comes with the tabs (dev-tools-query.tsx): no other page polls, so none pays for it.
 */
export function DevTools() {
  const [on, setOn] = useState(false);
  const [warmedUp, setWarmedUp] = useState(false);

  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => {
      setWarmedUp(true);
      // The first monitored fetch is this one, 5 s after Start; the tab's interval (10 or 15 s) only follows it.
      void loadQuery().then(({ devToolsClient }) =>
        devToolsClient().refetchQueries({ queryKey: ["dev-tools"], type: "active" }),
      );
    }, WARM_UP_MS);
    return () => clearTimeout(timer);
  }, [on]);

  // The tabs' cached figures go with the page, as when the page held the client: the next visit starts afresh.
  useEffect(() => () => void loadQuery().then(({ resetDevToolsClient }) => resetDevToolsClient()), []);

  function toggle() {
    setWarmedUp(false);
    setOn((value) => !value);
  }

  return (
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
          {TABS.map(({ value, label, load }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              onPointerEnter={() => void load().catch(() => undefined)}
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
  );
}
