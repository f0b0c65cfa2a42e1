import { Link } from "@/components/ui/link";
import { DashboardCard, EmptyState } from "@/components/dashboard/dashboard-card";
import { ACTIONS_TEXT, type ActionsAnalyticsModel } from "@/lib/domain/analytics/actions";
import { StatTiles } from "./stat-tiles";

const text = ACTIONS_TEXT;

/** Where the section's things are managed, under its figures. */
function SectionLink({ href, children }: { href: string; children: string }) {
  return (
    <p className="mt-4 text-sm">
      <Link href={href} className="font-medium text-brand-700 underline underline-offset-2">
        {children}
      </Link>
    </p>
  );
}

export function RecommendationsSummaryCard({ model }: { model: ActionsAnalyticsModel["recommendations"] }) {
  const nothing = model.taken === 0 && model.setAside === 0 && model.offeredNow === 0;
  return (
    <DashboardCard id="actions-recommendations" title={text.recommendationsTitle}>
      {nothing ? (
        <EmptyState>{text.recommendationsEmpty}</EmptyState>
      ) : (
        <StatTiles
          items={[
            { label: text.taken, value: String(model.taken) },
            { label: text.setAside, value: String(model.setAside) },
            { label: text.offeredNow, value: String(model.offeredNow) },
            { label: text.completionRate, value: model.completionRate === null ? "—" : `${model.completionRate}%` },
          ]}
        />
      )}
      <SectionLink href="/dashboard#recommendations">See your recommendations</SectionLink>
    </DashboardCard>
  );
}

export function RitualsSummaryCard({ model }: { model: ActionsAnalyticsModel["rituals"] }) {
  return (
    <DashboardCard id="actions-rituals" title={text.ritualsTitle}>
      {model.rows.length === 0 ? (
        <EmptyState>{text.ritualsEmpty}</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-brand-100">
            {model.rows.map((ritual) => (
              <li key={ritual.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="font-medium">{ritual.title}</span>
                <span className="text-sm text-muted">{ritual.standing}</span>
                {ritual.origin ? <span className="w-full text-xs text-muted">{ritual.origin}</span> : null}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted">{text.ritualsLogNote}</p>
        </>
      )}
      <SectionLink href="/rituals">Go to Rituals</SectionLink>
    </DashboardCard>
  );
}

export function GoalsSummaryCard({ model }: { model: ActionsAnalyticsModel["goals"] }) {
  const none = model.active.length === 0 && model.completed.length === 0;
  return (
    <DashboardCard id="actions-goals" title={text.goalsTitle}>
      {none ? (
        <EmptyState>{text.goalsEmpty}</EmptyState>
      ) : (
        <>
          <StatTiles
            items={[
              { label: text.goalsActive, value: String(model.active.length) },
              { label: text.goalsCompletedInRange, value: String(model.completedInRange) },
              {
                label: text.averageProgress,
                value: model.averageProgress === null ? "—" : `${model.averageProgress}%`,
              },
            ]}
          />
          <ul className="mt-4 space-y-3">
            {model.active.map((goal) => (
              <li key={goal.id}>
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{goal.title}</span>
                  <span className="text-xs text-muted">{goal.shared ? text.sharedBadge : text.privateBadge}</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={goal.title}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={goal.progress}
                  className="mt-1 h-2 rounded-full bg-brand-50"
                >
                  <div className="h-2 rounded-full bg-brand-600" style={{ width: `${goal.progress}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <SectionLink href="/goals">Go to Goals</SectionLink>
    </DashboardCard>
  );
}
