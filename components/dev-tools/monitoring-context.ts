"use client";

import { createContext } from "react";

/*
 * Start/Stop Monitoring's state, apart from the query hook (monitoring.tsx re-exports it): the page's first load
 * carries the switch without react-query, which comes with the tabs' code (issue #34, decision 066).
 */
export interface Monitoring {
  on: boolean;
  /** True once 5 s have passed since monitoring started: the first monitored fetch waits that long (spec 3 §9). */
  warmedUp: boolean;
}

export const MonitoringContext = createContext<Monitoring>({ on: false, warmedUp: false });
