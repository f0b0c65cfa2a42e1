import type { Metadata } from "next";
import { AnalyticsPage } from "@/components/analytics/analytics-page";
import {
  FeelingsCard,
  HealthLinksCard,
  MoodCalendarCard,
  MoodRhythmCard,
  VolatilityCard,
} from "@/components/analytics/mood-analytics-cards";
import { MoodInfluencesCard } from "@/components/analytics/mood-influences-card";
import { TimeOfDayCard } from "@/components/analytics/time-of-day-card";
import { CounsellorReportForm } from "@/components/report/counsellor-report-form";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { MOOD_ANALYTICS_TEXT } from "@/lib/domain/analytics/mood-analytics";
import { ANALYTICS_RANGE_PARAM, parseAnalyticsRange } from "@/lib/domain/analytics/range";
import { settle } from "@/lib/http/errors";
import { loadMoodAnalytics } from "@/lib/services/analytics/load-mood-analytics";

export const metadata: Metadata = { title: MOOD_ANALYTICS_TEXT.title };

/** Mood Analytics (issue #14): the user's own moods over the chosen range, one model for the page. */
export default async function MoodAnalyticsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const range = parseAnalyticsRange((await searchParams)[ANALYTICS_RANGE_PARAM]);
  const model = await settle(() => loadMoodAnalytics({ userId: user.id, range }));
  return (
    <AppShell user={user} width="wide">
      <AnalyticsPage
        id="mood-analytics"
        title={MOOD_ANALYTICS_TEXT.title}
        intro={MOOD_ANALYTICS_TEXT.intro}
        path="/dashboard/mood"
        range={range}
        model={model}
        after={<CounsellorReportForm />}
      >
        {(data) => (
          <>
            <MoodCalendarCard model={data} />
            <MoodRhythmCard model={data} />
            {data.timeOfDay ? <TimeOfDayCard insight={data.timeOfDay} /> : null}
            <FeelingsCard model={data} />
            <MoodInfluencesCard model={data} />
            <HealthLinksCard model={data} />
            <VolatilityCard model={data} />
          </>
        )}
      </AnalyticsPage>
    </AppShell>
  );
}
