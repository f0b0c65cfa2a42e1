/**
 * Words of the 'Connection Trends (Last 7 Days)' card (spec 2 §2.4, §4.10, §5). The title, the empty state and the
 * sharing-off legend are the spec's; the line names and the text alternative are ours. Values are named with the
 * dashboard chart's scale (chartConnectionLabel), not the check-in screen's. Pure, so the server card, the client
 * chart and the unit test format alike.
 */
import { weekdayShort, type ConnectionTrendPoint } from "@/lib/domain/connection-chart";
import { chartConnectionLabel } from "@/lib/domain/labels";
import { formatMoodAverage } from "./dashboard-text";

export const CONNECTION_TEXT = {
  title: "Connection Trends (Last 7 Days)",
  you: "You",
  partner: "Partner",
} as const;

/** "+1.5 (Connected)": a day's average with its word on the dashboard scale. */
export function describeConnection(value: number): string {
  return `${formatMoodAverage(value)} (${chartConnectionLabel(value)})`;
}

/**
 * The chart's accessible name: every day's value as a sighted person reads it off the lines, so the SVG needs no
 * separate table. A day without a check-in says so rather than reading as Neutral.
 */
export function connectionChartSummary(points: readonly ConnectionTrendPoint[], showPartnerLine: boolean): string {
  const line = (who: string, pick: (p: ConnectionTrendPoint) => number | null) =>
    `${who}: ${points
      .map((p) => {
        const value = pick(p);
        return `${weekdayShort(p.date)} ${value === null ? "no check-in" : describeConnection(value)}`;
      })
      .join(", ")}.`;
  const parts = [
    `Daily average connection over the last ${points.length} days, from -3 to 3.`,
    line(CONNECTION_TEXT.you, (p) => p.user_connection),
  ];
  if (showPartnerLine) parts.push(line(CONNECTION_TEXT.partner, (p) => p.partner_connection));
  return parts.join(" ");
}
