import type { Metadata } from "next";
import { AnalyticsPage } from "@/components/analytics/analytics-page";
import { AchievementsTimelineCard, ChangeCard, StreaksCard, WeeksCard } from "@/components/analytics/growth-cards";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { GROWTH_TEXT } from "@/lib/domain/analytics/growth";
import { ANALYTICS_RANGE_PARAM, parseAnalyticsRange } from "@/lib/domain/analytics/range";
import { settle } from "@/lib/http/errors";
import { loadGrowthAnalytics } from "@/lib/services/analytics/load-growth-analytics";

export const metadata: Metadata = { title: GROWTH_TEXT.title };

/** Personal Growth Analytics (issue #14): streaks, weeks, achievements and the month's change, one model. */
export default async function PersonalGrowthPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const range = parseAnalyticsRange((await searchParams)[ANALYTICS_RANGE_PARAM]);
  const model = await settle(() => loadGrowthAnalytics({ userId: user.id, range }));
  return (
    <AppShell user={user} width="wide">
      <AnalyticsPage
        id="growth"
        title={GROWTH_TEXT.title}
        intro={GROWTH_TEXT.intro}
        path="/dashboard/growth"
        range={range}
        model={model}
      >
        {(data) => (
          <>
            <StreaksCard model={data} />
            <ChangeCard model={data} />
            <WeeksCard model={data} />
            <AchievementsTimelineCard model={data} />
          </>
        )}
      </AnalyticsPage>
    </AppShell>
  );
}
