import { DashboardCard, EmptyState } from "@/components/dashboard/dashboard-card";
import { MOOD_ANALYTICS_TEXT as TEXT, type MoodAnalyticsModel } from "@/lib/domain/analytics/mood-analytics";
import { formatDayKey } from "@/lib/domain/time";
import { MoodBarList } from "./bar-list";
import { MoodCalendar } from "./mood-calendar";
import { RANGE_LABELS } from "./range-toggle";
import { StatTiles } from "./stat-tiles";

const signed = (value: number) => `${value > 0 ? "+" : ""}${value}`;

export function MoodCalendarCard({ model }: { model: MoodAnalyticsModel }) {
  const summary =
    model.daysLogged === 0
      ? `No moods logged in the last ${RANGE_LABELS[model.range]}.`
      : `Daily mood, ${formatDayKey(model.firstDay, { withYear: true })} to ${formatDayKey(model.lastDay, { withYear: true })}: ` +
        `${model.daysLogged} days logged, average ${model.average}.`;
  return (
    <DashboardCard id="mood-calendar" title={TEXT.calendarTitle}>
      {model.moodCount === 0 ? <EmptyState>{TEXT.empty}</EmptyState> : null}
      <div className={model.moodCount === 0 ? "mt-4" : undefined}>
        <StatTiles
          items={[
            { label: "Moods logged", value: String(model.moodCount) },
            { label: "Days logged", value: String(model.daysLogged) },
            { label: "Average mood", value: model.average === null ? "—" : signed(model.average) },
            { label: "Spread", value: model.volatility.overall === null ? "—" : String(model.volatility.overall) },
          ]}
        />
      </div>
      <div className="mt-4">
        <MoodCalendar days={model.calendar} offset={model.calendarOffset} summary={summary} />
      </div>
    </DashboardCard>
  );
}

export function MoodRhythmCard({ model }: { model: MoodAnalyticsModel }) {
  return (
    <DashboardCard id="mood-rhythm" title={TEXT.weekdayTitle}>
      {model.moodCount === 0 ? (
        <EmptyState>{TEXT.empty}</EmptyState>
      ) : (
        <MoodBarList label={TEXT.weekdayTitle} items={model.byWeekday} />
      )}
    </DashboardCard>
  );
}

export function FeelingsCard({ model }: { model: MoodAnalyticsModel }) {
  return (
    <DashboardCard id="mood-feelings" title={TEXT.feelingsTitle}>
      {model.feelings.length === 0 ? (
        <EmptyState>{TEXT.feelingsEmpty}</EmptyState>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {model.feelings.map((feeling) => (
            <li key={feeling.tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm">
              <span className="font-medium">{feeling.tag}</span>{" "}
              <span className="text-muted">
                {feeling.moods} {feeling.moods === 1 ? "time" : "times"}, {feeling.days}{" "}
                {feeling.days === 1 ? "day" : "days"}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 text-sm font-semibold">{TEXT.tagEffectsTitle}</h3>
      {model.tagEffects.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{TEXT.tagEffectsEmpty}</p>
      ) : (
        <div role="region" aria-label={TEXT.tagEffectsTitle} tabIndex={0} className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Average daily mood on days with and without each feeling</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Feeling
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  With it
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Without it
                </th>
                <th scope="col" className="py-1 font-medium">
                  Difference
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100">
              {model.tagEffects.map((effect) => (
                <tr key={effect.tag}>
                  <th scope="row" className="py-1.5 pr-3 font-medium">
                    {effect.tag}
                  </th>
                  <td className="py-1.5 pr-3">
                    {signed(effect.averageWith)} <span className="text-xs text-muted">({effect.daysWith} days)</span>
                  </td>
                  <td className="py-1.5 pr-3">
                    {signed(effect.averageWithout)}{" "}
                    <span className="text-xs text-muted">({effect.daysWithout} days)</span>
                  </td>
                  <td
                    className={`py-1.5 font-semibold ${effect.difference < 0 ? "text-rose-700" : "text-emerald-700"}`}
                  >
                    {signed(effect.difference)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardCard>
  );
}

export function HealthLinksCard({ model }: { model: MoodAnalyticsModel }) {
  const rows = [
    { name: "Sleep", unit: "h", link: model.sleep },
    { name: "Stress", unit: "/10", link: model.stress },
  ];
  return (
    <DashboardCard id="mood-health" title={TEXT.healthTitle}>
      <dl className="space-y-4">
        {rows.map(({ name, unit, link }) => (
          <div key={name}>
            <dt className="text-sm font-semibold">
              {name}
              <span className="ml-2 font-normal text-muted">
                {link.records === 0
                  ? "no records in this range"
                  : `${link.records} records, average ${link.average}${unit}` +
                    (link.correlation.r === null ? "" : ` · r = ${link.correlation.r}, n = ${link.correlation.n}`)}
              </span>
            </dt>
            <dd className="mt-1 text-sm">{link.sentence}</dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  );
}

export function VolatilityCard({ model }: { model: MoodAnalyticsModel }) {
  const weeks = model.volatility.weeks.filter((week) => week.sd !== null);
  const widest = Math.max(1, ...weeks.map((week) => week.sd!));
  return (
    <DashboardCard id="mood-volatility" title={TEXT.volatilityTitle}>
      <p className="text-sm text-muted">
        The spread of your moods (their standard deviation): 0 is the same mood every time, above 1.5 is a lot of ups
        and downs.
      </p>
      {model.range === 7 || weeks.length === 0 ? (
        <p className="mt-3 text-sm">
          {model.volatility.overall === null ? TEXT.volatilityEmpty : `This week: ${model.volatility.overall}`}
        </p>
      ) : (
        <ul aria-label="Spread by week" className="mt-3 space-y-1.5">
          {weeks.map((week) => (
            <li key={week.weekStart} className="grid grid-cols-[5.5rem_1fr_2.5rem] items-center gap-2 text-xs">
              <span className="text-muted">Week of {formatDayKey(week.weekStart)}</span>
              <span className="h-2 rounded-full bg-brand-50" aria-hidden="true">
                <span
                  className="block h-2 rounded-full bg-brand-500"
                  style={{ width: `${(week.sd! / widest) * 100}%` }}
                />
              </span>
              <span className="text-right font-medium">{week.sd}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
