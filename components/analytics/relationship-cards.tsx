import { DashboardCard, EmptyState } from "@/components/dashboard/dashboard-card";
import {
  RELATIONSHIP_TEXT as TEXT,
  type RelationshipAnalyticsModel,
  type SeriesPoint,
} from "@/lib/domain/analytics/relationship";
import { CHART_COLOURS, LineChart, type LineSeries } from "./line-chart";
import { RANGE_LABELS } from "./range-toggle";
import { StatTiles } from "./stat-tiles";

type Model = RelationshipAnalyticsModel;

const figure = (value: number | null, suffix = "") => (value === null ? "—" : `${value}${suffix}`);
const signed = (value: number | null) => (value === null ? "—" : `${value > 0 ? "+" : ""}${value}`);
const percent = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`);

const YOU: LineSeries = { name: "You", colour: CHART_COLOURS.you };
const partnerSeries = (name: string): LineSeries => ({ name, colour: CHART_COLOURS.partner, dashed: true, thin: true });

/** "Week of Mar 4" in the table and tooltips, "Mar 4" under the axis. */
const tickOf = (label: string) => label.replace(/^Week of /, "");

function chartPoints(series: readonly SeriesPoint[], withPartner: boolean) {
  return series.map((p) => ({
    key: p.start,
    label: p.label,
    tick: tickOf(p.label),
    values: withPartner ? [p.mine, p.partner] : [p.mine],
  }));
}

function rangeWords(model: Model) {
  return `${RANGE_LABELS[model.range].toLowerCase()}${model.byWeek ? ", week by week" : ", day by day"}`;
}

export function HealthHistoryCard({ model }: { model: Model }) {
  const { history, partnerName } = model;
  const withPartner = history.partnerShown && partnerName !== null;
  return (
    <DashboardCard
      id="relationship-history"
      title={TEXT.historyTitle}
      description={`Out of 100, ${rangeWords(model)}.`}
    >
      {history.average === null ? (
        <EmptyState>{TEXT.historyEmpty}</EmptyState>
      ) : (
        <>
          <StatTiles
            items={[
              { label: "Your average", value: figure(history.average) },
              { label: "Days with your own data", value: String(history.realDays) },
              { label: "Estimated days", value: percent(history.estimatedShare) },
            ]}
          />
          <div className="mt-4">
            <LineChart
              label={`${TEXT.historyTitle}, ${rangeWords(model)}`}
              points={chartPoints(history.series, withPartner)}
              series={withPartner ? [YOU, partnerSeries(partnerName)] : [YOU]}
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
            />
          </div>
          <p className="mt-2 text-xs text-muted">
            Each day is the 7-day score as of that day; days without a mood or check-in are estimated from the days
            around them.
          </p>
        </>
      )}
      {partnerName !== null && !history.partnerShown ? (
        <p className="mt-2 text-xs text-muted">{TEXT.partnerHistoryHidden(partnerName)}</p>
      ) : null}
    </DashboardCard>
  );
}

export function ComponentsCard({ model }: { model: Model }) {
  const { history, partnerName } = model;
  const withPartner = history.partnerShown && partnerName !== null;
  return (
    <DashboardCard
      id="relationship-components"
      title={TEXT.componentsTitle}
      description="Average of each part of the score over the range, and how yours moved from its first half to its second."
    >
      {history.average === null ? (
        <EmptyState>{TEXT.componentsEmpty}</EmptyState>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Part
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                You
              </th>
              {withPartner ? (
                <th scope="col" className="py-1 pr-3 font-medium">
                  {partnerName}
                </th>
              ) : null}
              <th scope="col" className="py-1 font-medium">
                Your change
              </th>
            </tr>
          </thead>
          <tbody>
            {history.components.map((c) => (
              <tr key={c.key} className="border-t border-brand-50">
                <th scope="row" className="py-1.5 pr-3 font-medium">
                  {c.name}
                </th>
                <td className="py-1.5 pr-3">{figure(c.mine)}</td>
                {withPartner ? <td className="py-1.5 pr-3">{figure(c.partner)}</td> : null}
                <td
                  className={`py-1.5 font-semibold ${c.change !== null && c.change < 0 ? "text-rose-700" : "text-emerald-700"}`}
                >
                  {signed(c.change)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}

export function ConnectionCard({ model }: { model: Model }) {
  const { connection, partnerName } = model;
  const withPartner = connection.partnerShown && partnerName !== null;
  const empty = connection.mineCount === 0 && connection.partnerCount === 0;
  return (
    <DashboardCard
      id="relationship-connection"
      title={TEXT.connectionTitle}
      description={`How connected each of you felt in partner check-ins, −3 to 3, ${rangeWords(model)}.`}
    >
      {empty ? (
        <EmptyState>{TEXT.connectionEmpty}</EmptyState>
      ) : (
        <>
          <StatTiles
            items={[
              { label: "Your check-ins", value: String(connection.mineCount) },
              { label: "Your average", value: signed(connection.mineAverage) },
              ...(withPartner
                ? [
                    { label: `${partnerName}'s ratings`, value: String(connection.partnerCount) },
                    { label: `${partnerName}'s average`, value: signed(connection.partnerAverage) },
                  ]
                : []),
            ]}
          />
          <div className="mt-4">
            <LineChart
              label={`${TEXT.connectionTitle}, ${rangeWords(model)}`}
              points={chartPoints(connection.series, withPartner)}
              series={withPartner ? [YOU, partnerSeries(partnerName)] : [YOU]}
              domain={[-3, 3]}
              ticks={[-3, -2, -1, 0, 1, 2, 3]}
              tickLabel={(v) => signed(v)}
              describe={(v) => signed(v)}
              zeroLine
            />
          </div>
        </>
      )}
      {partnerName !== null && !connection.partnerShown ? (
        <p className="mt-2 text-xs text-muted">{TEXT.partnerConnectionHidden(partnerName)}</p>
      ) : null}
    </DashboardCard>
  );
}

export function CoupleCard({ model }: { model: Model }) {
  const { couple, partnerName } = model;
  return (
    <DashboardCard
      id="relationship-couple"
      title={TEXT.coupleTitle}
      description="How far apart your two health scores are: a gap over 15 points is some difference in perception, over 30 a significant one."
    >
      {partnerName === null ? (
        <EmptyState>{TEXT.noPartner}</EmptyState>
      ) : couple === null ? (
        <EmptyState>{TEXT.partnerHistoryHidden(partnerName)}</EmptyState>
      ) : couple.averageGap === null ? (
        <EmptyState>{TEXT.coupleEmpty}</EmptyState>
      ) : (
        <>
          <StatTiles
            items={[
              { label: "Gap now", value: figure(couple.latestGap, " points") },
              { label: "Average gap", value: figure(couple.averageGap, " points") },
              { label: "Days well aligned", value: String(couple.daysByLevel.low) },
              {
                label: "Days with a gap over 15",
                value: String(couple.daysByLevel.medium + couple.daysByLevel.high),
              },
            ]}
          />
          {couple.latestLevel ? (
            <p className="mt-3 text-sm font-medium">{TEXT.levelLabel(couple.latestLevel)}</p>
          ) : null}
          <div className="mt-4">
            <LineChart
              label={`Gap between your scores, ${rangeWords(model)}`}
              points={couple.gaps.map((g) => ({
                key: g.start,
                label: g.label,
                tick: tickOf(g.label),
                values: [g.gap],
              }))}
              series={[{ name: "Gap in points", colour: CHART_COLOURS.other }]}
              domain={[0, Math.max(40, ...couple.gaps.map((g) => g.gap ?? 0))]}
              ticks={[0, 15, 30]}
            />
          </div>
        </>
      )}
    </DashboardCard>
  );
}

export function PatternsCard({ model }: { model: Model }) {
  return (
    <DashboardCard
      id="relationship-patterns"
      title={TEXT.patternsTitle}
      description="Links between your days, measured on the days with both figures. A link is a pattern, not a cause."
    >
      <ul className="space-y-4">
        {model.patterns.map((p) => (
          <li key={p.key}>
            <p className="text-sm font-semibold">
              {p.title}
              <span className="ml-2 font-normal text-muted">
                n = {p.correlation.n}
                {p.correlation.r === null ? "" : ` · r = ${p.correlation.r}`}
              </span>
            </p>
            <p className="mt-1 text-sm">{p.sentence}</p>
          </li>
        ))}
      </ul>
      {model.connection.partnerShown ? null : (
        <p className="mt-4 text-xs text-muted">{TEXT.partnerPatternsMissing(model.partnerName)}</p>
      )}
    </DashboardCard>
  );
}
