"use client";

import { useQuery } from "@tanstack/react-query";
import { useContext } from "react";
import { MonitoringContext } from "./monitoring-context";

/*
 * Start/Stop Monitoring (spec 3 "Developer and admin areas"): the open tab's figures are fetched 5 s after Start,
 * then refresh on the spec's interval (10 s for Database and System, 15 s otherwise); off, they load once and on
 * Refresh. The switch's state is monitoring-context.ts.
 */

const useMonitoring = () => useContext(MonitoringContext);

const MONITORING_REFRESH_MS = 15_000;
export const DATABASE_REFRESH_MS = 10_000;
export const SYSTEM_REFRESH_MS = 10_000;

/** One tab's figures from GET /api/admin/dev-tools/:tab, refreshed while monitoring is on. */
export function useDevToolsTab<T>(tab: string, refreshMs = MONITORING_REFRESH_MS) {
  const { on, warmedUp } = useMonitoring();
  return useQuery({
    queryKey: ["dev-tools", tab],
    queryFn: async (): Promise<T> => {
      const response = await fetch(`/api/admin/dev-tools/${tab}`, { cache: "no-store" });
      const body = await response.json();
      if (!response.ok) throw new Error(body?.error?.message ?? `Failed to load ${tab}`);
      return body as T;
    },
    refetchInterval: on && warmedUp ? refreshMs : false,
    retry: 1,
  });
}
