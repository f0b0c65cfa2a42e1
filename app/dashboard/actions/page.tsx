import type { Metadata } from "next";
import { GoalsSummaryCard, RecommendationsSummaryCard, RitualsSummaryCard } from "@/components/analytics/actions-cards";
import { AnalyticsPage } from "@/components/analytics/analytics-page";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { ACTIONS_TEXT } from "@/lib/domain/analytics/actions";
import { ANALYTICS_RANGE_PARAM, parseAnalyticsRange } from "@/lib/domain/analytics/range";
import { settle } from "@/lib/http/errors";
import { loadActionsAnalytics } from "@/lib/services/analytics/load-actions-analytics";

export const metadata: Metadata = { title: ACTIONS_TEXT.title };

/** Actions & Rituals (issue #14): recommendations taken, rituals and goals over the chosen range. */
export default async function ActionsAndRitualsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const range = parseAnalyticsRange((await searchParams)[ANALYTICS_RANGE_PARAM]);
  const model = await settle(() => loadActionsAnalytics({ userId: user.id, range }));
  return (
    <AppShell user={user} width="wide">
      <AnalyticsPage
        id="actions"
        title={ACTIONS_TEXT.title}
        intro={ACTIONS_TEXT.intro}
        path="/dashboard/actions"
        range={range}
        model={model}
      >
        {(data) => (
          <>
            <RecommendationsSummaryCard model={data.recommendations} />
            <RitualsSummaryCard model={data.rituals} />
            <GoalsSummaryCard model={data.goals} />
          </>
        )}
      </AnalyticsPage>
    </AppShell>
  );
}
