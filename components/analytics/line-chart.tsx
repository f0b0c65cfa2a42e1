import type { CSSProperties } from "react";
import { axisLabels, seriesPath, X_UNITS, xPercent, yScale } from "@/lib/domain/charts";

/**
 * The one line chart of the app (decision 058): the dashboard's trend cards and the analytics pages draw with it, on
 * the server, as SVG. No chart library and no script reach the browser; nothing measures the page, so the chart is in
 * the first paint at its final size. It is a fixed number of pixels tall and as wide as its card: the axis labels are
 * HTML beside and under the plot, dots and labels sit at percentages of its width, and the lines are drawn in an SVG
 * stretched across it (strokes that do not scale). Geometry: lib/domain/charts.ts.
 *
 * What a tooltip used to say is a <title> per day (every series' value in words, estimated ones named so), shown
 * when a pointer rests on that day. The whole picture is one image named by `label`; its figures are also in a
 * visually hidden table when `table` is on, or in the label itself when a card's summary reads every value.
 */
export interface LinePoint {
  key: string;
  /** The point's name in tooltips and the table: "Mon", "Mar 4", "Week of Mar 4". */
  label: string;
  /** Its name under the axis, when shorter than the label. */
  tick?: string;
  values: readonly (number | null)[];
  /** Per series: the value was estimated rather than logged (a hollow, dashed dot, and "Estimated" in words). */
  estimated?: readonly boolean[];
}

export interface LineSeries {
  name: string;
  /** A CSS colour; CHART_COLOURS holds the app's. */
  colour: string;
  dashed?: boolean;
  /** A second line beside the first: a little thinner, with smaller dots. */
  thin?: boolean;
}

/** A legend entry: a line's sample (solid or dashed) or a dot's (filled or hollow). */
export interface LegendItem {
  label: string;
  colour: string;
  kind: "line" | "dot";
  dashed?: boolean;
  hollow?: boolean;
}

export const CHART_COLOURS = {
  /** The person's own line: the brand pink. */
  you: "var(--color-brand-600)",
  /** Indigo: apart from the brand pink in hue and lightness, so the two lines differ without colour vision too. */
  partner: "#4338ca",
  /** A third kind of figure (the gap between two scores). */
  other: "#d97706",
} as const;

const GRID = "#f1e4ea";
const ZERO_LINE = "#d9c6cf";
/** Room under the plot for the day labels. */
const X_AXIS_PX = 22;
/** Room above the highest and below the lowest value, so their dots are not cut in half. */
const PLOT_PAD = { top: 8, bottom: 8 };
/** At most this many day labels under the axis (odd, so every other one can be left out evenly); a week shows all. */
const MAX_X_LABELS = 7;
/** Beyond a month of points, dots shrink so the line stays readable. */
const DENSE_POINTS = 31;
const DASH = "6 4";

const round = (n: number) => Math.round(n * 100) / 100;
const percent = (n: number) => `${round(n)}%`;

export function LineChart({
  label,
  points,
  series,
  domain,
  ticks,
  tickLabel = String,
  describe = String,
  missing = "no data",
  estimatedText = "Estimated",
  height = 200,
  axisWidth = 32,
  zeroLine = false,
  table = true,
  periodHeader = "Period",
  legend = series.map((s) => ({ label: s.name, colour: s.colour, kind: "line" as const, dashed: s.dashed })),
  legendNote,
  testId,
  className,
}: {
  /** The image's name: what the chart shows, and, without the table, every value in words. */
  label: string;
  points: readonly LinePoint[];
  series: readonly LineSeries[];
  domain: readonly [number, number];
  ticks: readonly number[];
  /** A tick's name on the vertical axis. */
  tickLabel?: (tick: number) => string;
  /** A value in words, for tooltips and the table. */
  describe?: (value: number) => string;
  /** What a point without a value says in tooltips and the table. */
  missing?: string;
  estimatedText?: string;
  /** The whole chart's height in pixels, day labels included. */
  height?: number;
  /** The width of the vertical axis' labels in pixels; longer names wrap. */
  axisWidth?: number;
  /** A line at zero, for scales with a neutral middle. */
  zeroLine?: boolean;
  /** Every figure in a visually hidden table after the image. */
  table?: boolean;
  periodHeader?: string;
  /** The legend's entries; the series' lines unless given; none when empty. */
  legend?: readonly LegendItem[];
  /** A last entry in words, e.g. why a line is missing. */
  legendNote?: string | null;
  testId?: string;
  className?: string;
}) {
  const plotHeight = height - X_AXIS_PX;
  const y = yScale(domain, plotHeight, PLOT_PAD);
  const count = points.length;
  const dense = count > DENSE_POINTS;
  const band = count <= 1 ? 100 : 100 / (count - 1);
  const labels = axisLabels(count, MAX_X_LABELS);
  // Weekday names fit seven to a narrow plot; dates ("Mar 14") are thinned to every other one there.
  const thin = points.some((p) => (p.tick ?? p.label).length > 3);
  const inWords = (point: LinePoint, index: number) => {
    const value = point.values[index];
    if (value == null) return missing;
    return point.estimated?.[index] ? `${describe(value)} (${estimatedText})` : describe(value);
  };
  const grid: CSSProperties = {
    height,
    gridTemplateColumns: `${axisWidth}px minmax(0, 1fr)`,
    gridTemplateRows: `${plotHeight}px ${X_AXIS_PX}px`,
  };

  return (
    <figure className={className ?? "m-0"}>
      <div role="img" aria-label={label} data-testid={testId} className="grid w-full text-xs text-muted" style={grid}>
        <div className="relative">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-2 left-0 -translate-y-1/2 text-right text-[11px] leading-tight"
              style={{ top: round(y(tick)) }}
            >
              {tickLabel(tick)}
            </span>
          ))}
        </div>
        <div className="relative">
          <svg className="absolute inset-0 size-full overflow-visible" aria-hidden="true">
            {ticks.map((tick) => (
              <line key={tick} x1="0" x2="100%" y1={round(y(tick))} y2={round(y(tick))} stroke={GRID} />
            ))}
            {zeroLine && domain[0] <= 0 && domain[1] >= 0 ? (
              <line x1="0" x2="100%" y1={round(y(0))} y2={round(y(0))} stroke={ZERO_LINE} data-zero-line="" />
            ) : null}
          </svg>
          {/* Inset so the first and last days' dots are not cut in half by the plot's edge. */}
          <div className="absolute inset-x-3 inset-y-0">
            <svg className="absolute inset-0 size-full overflow-visible" aria-hidden="true">
              <svg
                viewBox={`0 0 ${X_UNITS} ${plotHeight}`}
                preserveAspectRatio="none"
                width="100%"
                height="100%"
                overflow="visible"
              >
                {series.map((s, index) => (
                  <path
                    key={s.name}
                    d={seriesPath(
                      points.map((p) => p.values[index] ?? null),
                      y,
                    )}
                    fill="none"
                    stroke={s.colour}
                    strokeWidth={s.thin ? 2 : 2.5}
                    strokeDasharray={s.dashed ? DASH : undefined}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                    data-line={s.name}
                  />
                ))}
              </svg>
              {/* Each series' dots share its colours; an estimated day overrides them with a hollow, dashed ring. */}
              {series.map((s, index) => (
                <g key={s.name} fill={s.colour} stroke={s.colour} strokeWidth={0} data-dots={s.name}>
                  {points.map((p, i) => {
                    const value = p.values[index];
                    if (value == null) return null;
                    const estimated = p.estimated?.[index] ?? false;
                    return (
                      <circle
                        key={p.key}
                        cx={percent(xPercent(i, count))}
                        cy={round(y(value))}
                        r={dense ? 1.5 : s.thin ? 3 : 4}
                        {...(estimated ? { fill: "#fff", strokeWidth: 1.5, strokeDasharray: "2 1.5" } : {})}
                        data-estimated={estimated ? "" : undefined}
                      />
                    );
                  })}
                </g>
              ))}
              {/* One band per day, as wide as the gap between days: a pointer resting on it gets the day's tooltip. */}
              <g fill="transparent">
                {points.map((p, i) => (
                  <rect
                    key={p.key}
                    x={percent(Math.max(0, xPercent(i, count) - band / 2))}
                    width={percent(count <= 1 ? 100 : i === 0 || i === count - 1 ? band / 2 : band)}
                    height="100%"
                  >
                    <title>{`${p.label}: ${series.map((s, index) => `${s.name} ${inWords(p, index)}`).join(", ")}`}</title>
                  </rect>
                ))}
              </g>
            </svg>
          </div>
        </div>
        <div />
        <div className="@container relative mx-3">
          {labels.map(({ index, minor }) => (
            <span
              key={points[index]!.key}
              className={`absolute top-1 -translate-x-1/2 whitespace-nowrap${thin && minor ? " @max-xs:hidden" : ""}`}
              style={{ left: percent(xPercent(index, count)) }}
            >
              {points[index]!.tick ?? points[index]!.label}
            </span>
          ))}
        </div>
      </div>
      {legend.length > 0 || legendNote ? <ChartLegend items={legend} note={legendNote} /> : null}
      {table ? (
        <table className="sr-only">
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{periodHeader}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.key}>
                <th scope="row">{p.label}</th>
                {series.map((s, index) => (
                  <td key={s.name}>{inWords(p, index)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </figure>
  );
}

/** The legend under a chart: a sample of each line or kind of dot, and a note in words. */
export function ChartLegend({ items, note }: { items: readonly LegendItem[]; note?: string | null }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Legend">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <LegendSwatch item={item} />
          {item.label}
        </li>
      ))}
      {note ? <li>{note}</li> : null}
    </ul>
  );
}

function LegendSwatch({ item }: { item: LegendItem }) {
  if (item.kind === "dot") {
    return (
      <svg width="12" height="12" aria-hidden="true">
        <circle
          cx="6"
          cy="6"
          r="4"
          fill={item.hollow ? "#fff" : item.colour}
          stroke={item.colour}
          strokeWidth="1.5"
          strokeDasharray={item.hollow ? "2 1.5" : undefined}
        />
      </svg>
    );
  }
  return (
    <svg width="24" height="8" aria-hidden="true">
      <line
        x1="0"
        y1="4"
        x2="24"
        y2="4"
        stroke={item.colour}
        strokeWidth="2.5"
        strokeDasharray={item.dashed ? DASH : undefined}
      />
    </svg>
  );
}
