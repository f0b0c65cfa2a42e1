import { DashboardCard, EmptyState } from "@/components/dashboard/dashboard-card";
import { GROWTH_TEXT as TEXT, type GrowthAnalyticsModel, type Streak } from "@/lib/domain/analytics/growth";
import { STREAK_TEXT } from "@/lib/domain/streak";
import { formatDayKey } from "@/lib/domain/time";
import { StatTiles } from "./stat-tiles";

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);
const figure = (value: number | null) => (value === null ? "—" : String(value));

/** In the words every streak is shown with (lib/domain/streak.ts): "Mood logging: 3-day streak; longest …". */
function streakLine(name: string, streak: Streak) {
  const best = streak.longestEndedOn
    ? `; longest ${STREAK_TEXT.streak(streak.longest)}, ended ${formatDayKey(streak.longestEndedOn)}`
    : "";
  const today = streak.current > 0 && !streak.activeToday ? " (log today to keep it going)" : "";
  const now = streak.current > 0 ? STREAK_TEXT.streak(streak.current) : "no streak today";
  return `${name}: ${now}${today}${best}.`;
}

/** "Welcome back" on the first day of a new run, or why a streak with a missed day still stands. */
function StreakNote({ streak }: { streak: Streak }) {
  const note = streak.welcomeBack ? STREAK_TEXT.welcomeBack : streak.kept ? STREAK_TEXT.kept : null;
  return note ? <p className="mt-1 text-sm text-emerald-900">{note}</p> : null;
}

export function StreaksCard({ model }: { model: GrowthAnalyticsModel }) {
  const { logging, checkins } = model.streaks;
  return (
    <DashboardCard id="growth-streaks" title={TEXT.streaksTitle}>
      <StatTiles
        items={[
          { label: `${TEXT.loggingStreak}, now`, value: days(logging.current) },
          { label: `${TEXT.loggingStreak}, longest`, value: days(logging.longest) },
          { label: `${TEXT.checkinStreak}, now`, value: days(checkins.current) },
          { label: `${TEXT.checkinStreak}, longest`, value: days(checkins.longest) },
        ]}
      />
      <p className="mt-3 text-sm">
        {logging.longest === 0 ? TEXT.streakEmpty : streakLine(TEXT.loggingStreak, logging)}
      </p>
      <StreakNote streak={logging} />
      {checkins.longest > 0 ? (
        <>
          <p className="mt-1 text-sm">{streakLine(TEXT.checkinStreak, checkins)}</p>
          <StreakNote streak={checkins} />
        </>
      ) : null}
      <p className="mt-2 text-xs text-muted">{TEXT.streakNote}</p>
    </DashboardCard>
  );
}

export function WeeksCard({ model }: { model: GrowthAnalyticsModel }) {
  const active = model.weeks.some((w) => w.moods > 0 || w.checkins > 0);
  return (
    <DashboardCard
      id="growth-weeks"
      title={TEXT.weeksTitle}
      description={`Gratitude notes in this range: ${model.gratitudeNotes}`}
    >
      {!active ? (
        <EmptyState>{TEXT.weeksEmpty}</EmptyState>
      ) : (
        <div role="region" aria-label={TEXT.weeksTitle} tabIndex={0} className="max-h-96 overflow-auto">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-white text-xs text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Week of
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Average mood
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Moods
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Check-ins
                </th>
                <th scope="col" className="py-1 font-medium">
                  Gratitude
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100">
              {[...model.weeks].reverse().map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row" className="py-1.5 pr-3 font-medium">
                    {formatDayKey(week.weekStart)}
                  </th>
                  <td className="py-1.5 pr-3">{figure(week.moodAverage)}</td>
                  <td className="py-1.5 pr-3">{week.moods}</td>
                  <td className="py-1.5 pr-3">{week.checkins}</td>
                  <td className="py-1.5">{week.gratitudeNotes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardCard>
  );
}

export function AchievementsTimelineCard({ model }: { model: GrowthAnalyticsModel }) {
  return (
    <DashboardCard id="growth-achievements" title={TEXT.achievementsTitle}>
      {model.achievements.length === 0 ? (
        <EmptyState>{TEXT.achievementsEmpty}</EmptyState>
      ) : (
        <ol className="space-y-2">
          {model.achievements.map((a) => (
            <li key={a.id} className="flex items-baseline justify-between gap-3 text-sm">
              <span>
                <span className="font-medium">{a.title}</span> <span className="text-muted">· {a.category}</span>
              </span>
              <time dateTime={a.day} className="shrink-0 text-xs text-muted">
                {formatDayKey(a.day, { withYear: true })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}

export function ChangeCard({ model }: { model: GrowthAnalyticsModel }) {
  return (
    <DashboardCard id="growth-change" title={TEXT.changeTitle} description={TEXT.changeNote}>
      {model.improvements.length > 0 ? (
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm">
          {model.improvements.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm">{TEXT.noImprovements}</p>
      )}
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Measure
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Last 30 days
            </th>
            <th scope="col" className="py-1 font-medium">
              30 days before
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {model.comparisons.map((c) => (
            <tr key={c.metric}>
              <th scope="row" className="py-1.5 pr-3 font-medium">
                {c.label}
              </th>
              <td className="py-1.5 pr-3">{figure(c.current)}</td>
              <td className="py-1.5">{figure(c.previous)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardCard>
  );
}
