/**
 * A small server-rendered SVG line chart for the analytics pages: one or two series over the same buckets, gaps left
 * where a bucket has no value, a fitted vertical scale given by the caller. No chart library reaches the browser.
 * The figures are also in a table for screen readers (the picture only repeats them).
 */
export interface LinePoint {
  key: string;
  label: string;
  values: readonly (number | null)[];
}

export interface LineSeries {
  name: string;
  /** Tailwind stroke and fill classes, e.g. "stroke-brand-600" / "fill-brand-600". */
  stroke: string;
  dot: string;
  dashed?: boolean;
}

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 10, right: 8, bottom: 22, left: 30 };

export function LineChart({
  label,
  points,
  series,
  domain,
  ticks,
  format = (value) => String(value),
}: {
  label: string;
  points: readonly LinePoint[];
  series: readonly LineSeries[];
  domain: readonly [number, number];
  ticks: readonly number[];
  format?: (value: number) => string;
}) {
  const [lo, hi] = domain;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + (1 - (Math.min(hi, Math.max(lo, v)) - lo) / (hi - lo || 1)) * innerH;
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));

  return (
    <figure className="m-0">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={label}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-brand-100" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-muted text-[11px]">
              {format(tick)}
            </text>
          </g>
        ))}
        {points.map((point, i) =>
          i % labelEvery === 0 || i === points.length - 1 ? (
            <text
              key={point.key}
              x={x(i)}
              y={HEIGHT - 6}
              // The edge labels align inwards, so neither is cut off by the frame.
              textAnchor={i === 0 ? "start" : i === points.length - 1 ? "end" : "middle"}
              className="fill-muted text-[11px]"
            >
              {point.label.replace(/^Week of /, "")}
            </text>
          ) : null,
        )}
        {series.map((s, index) => (
          <g key={s.name}>
            {segments(points.map((p) => p.values[index] ?? null)).map((segment) => (
              <polyline
                key={segment[0]}
                points={segment.map((i) => `${x(i)},${y(points[i]!.values[index]!)}`).join(" ")}
                fill="none"
                strokeWidth={2}
                strokeDasharray={s.dashed ? "5 4" : undefined}
                className={s.stroke}
              />
            ))}
            {points.map((p, i) =>
              p.values[index] == null ? null : (
                <circle
                  key={p.key}
                  cx={x(i)}
                  cy={y(p.values[index]!)}
                  r={points.length > 31 ? 1.5 : 2.5}
                  className={s.dot}
                />
              ),
            )}
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-muted" aria-hidden="true">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1.5">
            <svg width="18" height="6" aria-hidden="true">
              <line
                x1="0"
                x2="18"
                y1="3"
                y2="3"
                strokeWidth="2"
                strokeDasharray={s.dashed ? "4 3" : undefined}
                className={s.stroke}
              />
            </svg>
            {s.name}
          </span>
        ))}
      </figcaption>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
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
                <td key={s.name}>{p.values[index] == null ? "no data" : format(p.values[index]!)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Runs of consecutive indexes with a value; a lone value is a run of one (drawn as its dot). */
function segments(values: readonly (number | null)[]): number[][] {
  const runs: number[][] = [];
  let current: number[] = [];
  values.forEach((value, i) => {
    if (value === null) {
      if (current.length) runs.push(current);
      current = [];
    } else current.push(i);
  });
  if (current.length) runs.push(current);
  return runs;
}
