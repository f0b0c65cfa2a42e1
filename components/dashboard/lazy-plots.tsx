"use client";

import dynamic from "next/dynamic";

/*
 * The dashboard's three plots, each a chunk of its own with recharts, fetched only when a ChartBox renders it (when
 * the box nears the viewport): never on the server, and never part of the page's first-load script.
 */
export const MoodTrendsPlot = dynamic(() => import("./mood-trends-plot"), { ssr: false });
export const ConnectionTrendsPlot = dynamic(() => import("./connection-trends-plot"), { ssr: false });
export const HealthTrendsPlot = dynamic(() => import("./health-trends-plot"), { ssr: false });
