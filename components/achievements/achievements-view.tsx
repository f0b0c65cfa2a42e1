import { ChevronRight } from "@/components/ui/icons/chevron-right";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import {
  ACHIEVEMENTS_LIST_EMPTY_TITLE,
  ACHIEVEMENTS_LIST_SCROLL_HEIGHT_PX,
  achievementsScreenEmptyState,
  type AchievementsScreen,
  type AchievementsScreenWithPartner,
  type AchievementTab,
  type AchievementView,
} from "@/lib/domain/achievements";
import { AchievementRow } from "./achievement-row";
import { ACHIEVEMENTS_TEXT, totalBadgeLabel } from "./achievement-text";
import { PartnerAchievementsSection } from "./partner-achievements";

/** The screen's URL for a tab (and "show all"): the state lives in the URL so every view is a link. */
export function achievementsHref(tab: AchievementTab, showAll = false): string {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("tab", tab);
  if (showAll) params.set("all", "1");
  const query = params.toString();
  return query ? `/achievements?${query}` : "/achievements";
}

/**
 * The /achievements screen (spec 2 §2.5): breadcrumb, total and '+N This Week' badges, stats tiles, category filters
 * with counts, and the list; then the linked partner's section (issue #13), shown whether or not the user has earned
 * anything yet, since the two are unrelated. A server component: the filters and "show all" are links (aria-current marks the chosen
 * filter), so it needs no client JavaScript and the back button walks through the filters.
 */
export function AchievementsView({ model }: { model: AchievementsScreenWithPartner<AchievementView> }) {
  return (
    <div>
      <nav aria-label={ACHIEVEMENTS_TEXT.breadcrumbLabel}>
        <ol className="flex items-center gap-1 text-sm text-muted">
          <li>
            <Link href="/dashboard" className="font-medium text-brand-700 hover:underline">
              {ACHIEVEMENTS_TEXT.dashboard}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page">{ACHIEVEMENTS_TEXT.screenTitle}</li>
        </ol>
      </nav>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <h1 className="mr-1 text-2xl font-semibold">{ACHIEVEMENTS_TEXT.screenTitle}</h1>
        <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-700">
          {totalBadgeLabel(model.total)}
        </span>
        {model.thisWeekBadge ? (
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
            {model.thisWeekBadge}
          </span>
        ) : null}
      </div>

      {model.isEmpty ? (
        <EmptyScreen hasPartner={model.partner !== null} />
      ) : (
        <>
          <StatsTiles stats={model.stats} />
          <CategoryFilters tabs={model.tabs} />
          <AchievementList model={model} />
        </>
      )}

      <PartnerAchievementsSection partner={model.partner} timeZone={model.timeZone} />
    </div>
  );
}

/** Nothing earned yet: the first achievement and how to earn it, with the way to the mood log (issue #32). */
function EmptyScreen({ hasPartner }: { hasPartner: boolean }) {
  const empty = achievementsScreenEmptyState(hasPartner);
  return (
    <Card className="mt-6">
      <h2 className="text-lg font-semibold">{empty.title}</h2>
      <p className="mt-1 text-sm text-muted">{empty.text}</p>
      <Button asChild size="sm" className="mt-4">
        <Link href={empty.action.href}>{empty.action.label}</Link>
      </Button>
    </Card>
  );
}

function StatsTiles({ stats }: { stats: AchievementsScreen<AchievementView>["stats"] }) {
  return (
    <section aria-labelledby="achievements-stats-title" className="mt-6">
      <h2 id="achievements-stats-title" className="sr-only">
        {ACHIEVEMENTS_TEXT.statsLabel}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl border border-brand-100 bg-white px-4 py-3 shadow-sm">
            <dt className="text-xs text-muted">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CategoryFilters({ tabs }: { tabs: AchievementsScreen<AchievementView>["tabs"] }) {
  return (
    <nav aria-label={ACHIEVEMENTS_TEXT.tabsLabel} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              href={achievementsHref(tab.id)}
              scroll={false}
              aria-current={tab.selected ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold",
                tab.selected
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-brand-100 bg-white text-ink hover:bg-brand-50",
              )}
            >
              {tab.label}
              <span
                className={cn(
                  "rounded-full px-2 text-xs tabular-nums",
                  tab.selected ? "bg-white/20" : "bg-brand-50 text-brand-700",
                )}
              >
                {tab.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AchievementList({ model }: { model: AchievementsScreen<AchievementView> }) {
  const { list, showAll, tab, timeZone } = model;
  const rows = (
    <ol className="space-y-3">
      {list.items.map((achievement) => (
        <AchievementRow key={achievement.id} achievement={achievement} timeZone={timeZone} />
      ))}
    </ol>
  );
  return (
    <section aria-labelledby="achievements-list-title" className="mt-6">
      <h2 id="achievements-list-title" className="sr-only">
        {ACHIEVEMENTS_TEXT.listLabel}
      </h2>
      {list.items.length === 0 ? (
        <Card>
          <h3 className="font-semibold">{ACHIEVEMENTS_LIST_EMPTY_TITLE}</h3>
          <p className="mt-1 text-sm text-muted">{ACHIEVEMENTS_TEXT.listEmptyText}</p>
        </Card>
      ) : showAll ? (
        // Focusable so a keyboard can scroll it: the rows inside have nothing to tab to.
        <div
          role="region"
          aria-label={ACHIEVEMENTS_TEXT.allScrollLabel}
          tabIndex={0}
          className="overflow-y-auto rounded-2xl"
          style={{ maxHeight: ACHIEVEMENTS_LIST_SCROLL_HEIGHT_PX }}
        >
          {rows}
        </div>
      ) : (
        rows
      )}
      {list.moreLabel ? (
        <Link
          href={achievementsHref(tab, true)}
          scroll={false}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {list.moreLabel}
        </Link>
      ) : null}
    </section>
  );
}
