import type { Metadata } from "next";
import { AnalyticsPage } from "@/components/analytics/analytics-page";
import {
  ComponentsCard,
  ConnectionCard,
  CoupleCard,
  HealthHistoryCard,
  PatternsCard,
} from "@/components/analytics/relationship-cards";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { ANALYTICS_RANGE_PARAM, parseAnalyticsRange } from "@/lib/domain/analytics/range";
import { RELATIONSHIP_TEXT } from "@/lib/domain/analytics/relationship";
import { settle } from "@/lib/http/errors";
import { loadRelationshipAnalytics } from "@/lib/services/analytics/load-relationship-analytics";

export const metadata: Metadata = { title: RELATIONSHIP_TEXT.title };

/** Relationship Insights (issue #14): the viewer's scores and connection, and the partner's as they share them. */
export default async function RelationshipInsightsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const range = parseAnalyticsRange((await searchParams)[ANALYTICS_RANGE_PARAM]);
  const model = await settle(() => loadRelationshipAnalytics({ userId: user.id, range }));
  return (
    <AppShell user={user} width="wide">
      <AnalyticsPage
        id="relationship-insights"
        title={RELATIONSHIP_TEXT.title}
        intro={RELATIONSHIP_TEXT.intro}
        path="/dashboard/relationship"
        range={range}
        model={model}
      >
        {(data) => (
          <>
            <HealthHistoryCard model={data} />
            <ComponentsCard model={data} />
            <ConnectionCard model={data} />
            <CoupleCard model={data} />
            <PatternsCard model={data} />
          </>
        )}
      </AnalyticsPage>
    </AppShell>
  );
}
