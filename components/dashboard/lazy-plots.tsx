"use client";

import dynamic from "next/dynamic";
import { retryingLoad } from "@/components/ui/lazy";

/*
 * The dashboard's three plots, each a chunk of its own with recharts, fetched only when a ChartBox renders it (when
 * the box nears the viewport): never on the server, and never part of the page's first-load script. A fetch the
 * network drops leaves the box empty until it is tried again online, not the page replaced by the error screen.
 */
export const MoodTrendsPlot = dynamic(
  retryingLoad(() => import("./mood-trends-plot")),
  { ssr: false },
);
export const ConnectionTrendsPlot = dynamic(
  retryingLoad(() => import("./connection-trends-plot")),
  { ssr: false },
);
export const HealthTrendsPlot = dynamic(
  retryingLoad(() => import("./health-trends-plot")),
  { ssr: false },
);
