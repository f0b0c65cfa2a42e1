/*
 * What the dashboard's line charts share outside recharts: colours, tick styles and the legend's swatch. The legends
 * and boxes render on the server from here; only the plots (the *-plot.tsx files) load recharts, in the browser.
 */

export const USER_LINE_COLOUR = "var(--color-brand-600)";
/** Indigo: apart from the brand pink in hue and lightness, so the two lines differ without colour vision too. */
export const PARTNER_LINE_COLOUR = "#4338ca";

/** Tick text of every axis. */
export const AXIS_TICK = { fontSize: 12, fill: "#5b5566" } as const;

/**
 * The day axis: no lines, and room at both ends so the first and last day's dots are not cut in half by the plot's
 * edge. Spread onto recharts' XAxis.
 */
export const DAY_AXIS = {
  dataKey: "label",
  tickLine: false,
  axisLine: false,
  padding: { left: 12, right: 12 },
  tick: AXIS_TICK,
} as const;

/** A legend's sample of a line, solid or dashed like the line it names. */
export function LegendSwatch({ colour, dashed = false }: { colour: string; dashed?: boolean }) {
  return (
    <svg width="24" height="8" aria-hidden="true">
      <line
        x1="0"
        y1="4"
        x2="24"
        y2="4"
        stroke={colour}
        strokeWidth="2.5"
        strokeDasharray={dashed ? "6 4" : undefined}
      />
    </svg>
  );
}
