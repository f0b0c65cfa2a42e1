import type { Metadata } from "next";
import Link from "next/link";
import { Suspense, type ReactNode } from "react";
import { ACHIEVEMENTS_TEXT } from "@/components/achievements/achievement-text";
import { CardSkeleton } from "@/components/dashboard/card-states";
import { CONNECTION_TRENDS_CARD_ID } from "@/components/dashboard/connection-trends-card";
import { HealthCardSkeleton } from "@/components/dashboard/health-card";
import { HealthTrendsCardSkeleton } from "@/components/dashboard/health-trends-card";
import { CONNECTION_TEXT } from "@/components/dashboard/connection-trends-text";
import { CORRELATION_TEXT, RELATIONSHIP_PATTERNS_CARD_ID } from "@/components/dashboard/correlation-text";
import { DashboardGrid, DashboardStack } from "@/components/dashboard/dashboard-grid";
import { DASHBOARD_TEXT } from "@/components/dashboard/dashboard-text";
import { LiveUpdates } from "@/components/dashboard/live-updates";
import { RECOMMENDATIONS_CARD_ID } from "@/components/dashboard/recommendations-card";
import { INSIGHTS_TEXT } from "@/components/dashboard/relationship-insights-card";
import { QuickActions } from "@/components/dashboard/quick-actions";
import { QuickMoodRow } from "@/components/mood/quick-mood-row";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { firstName } from "@/lib/domain/names";
import { HEALTH_TIMEFRAME_PARAM, parseHealthTimeframe } from "@/lib/domain/health-score";
import { RECENT_MOOD_TAGS_TITLE, PRIVATE_THOUGHTS_TITLE } from "@/lib/domain/mood-tags";
import { MESSAGES_TEXT } from "@/lib/domain/partner-messages";
import { RECOMMENDATIONS_CARD_TITLE } from "@/lib/domain/recommendations";
import { REFLECTION_TITLE } from "@/lib/domain/weekly-reflection";
import { WEEKLY_SUMMARY_TITLE } from "@/lib/domain/weekly-summary";
import {
  AchievementsSection,
  DemoBannerSection,
  FirstWeekGuideSection,
  ConnectionTrendsSection,
  HealthSection,
  HealthTrendsSection,
  CorrelationCardsSection,
  MessagesFromPartnerSection,
  PATTERNS_PARAM,
  MessagesToPartnerSection,
  MoodTagsSection,
  MoodTrendsSection,
  PrivateThoughtsSection,
  RecommendationsSection,
  RelationshipInsightsSection,
  RelationshipPatternsSection,
  SuggestionSection,
  WeeklyReflectionSection,
  WeeklySummarySection,
  WellbeingInsightSection,
} from "./_components/sections";
import { PartnerAlertSection } from "./_components/partner-alert-section";

export const metadata: Metadata = { title: "Dashboard" };

const SECTIONS = [
  { href: "/dashboard/relationship", label: "Relationship Insights" },
  { href: "/dashboard/mood", label: "Mood Analytics" },
  { href: "/dashboard/growth", label: "Personal Growth Analytics" },
  { href: "/dashboard/actions", label: "Actions & Rituals" },
];

/** One streamed card: its skeleton until its section has loaded (each section shows its own error state). */
function Streamed({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return <Suspense fallback={<CardSkeleton id={id} title={title} />}>{children}</Suspense>;
}

/**
 * The dashboard (spec 2 §2.4): what to do first, then the cards in three stacks (one column on a phone, two or three
 * beside the rail on a laptop: decision 049), then the quick-actions row. Mood export moved to Settings. The page
 * checks the session, then streams: the header and the grid's shape come at once, and each card follows as its model
 * is computed from the one read the cards share (app/dashboard/_components/dashboard-input.ts).
 */
export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  // 'Update N-Day Scores' and the toggle follow the chosen timeframe (spec 2 §4.2); anything else reads as 7.
  const params = await searchParams;
  const timeframe = parseHealthTimeframe(params[HEALTH_TIMEFRAME_PARAM]);
  const showAllPatterns = params[PATTERNS_PARAM] === "all";
  const userId = user.id;

  return (
    <AppShell user={user} width="wide">
      <h1 className="text-2xl font-semibold">Welcome, {firstName(user.displayName) ?? user.displayName}</h1>
      <p className="mt-1 text-sm text-muted">Here is how your week is going.</p>
      <Suspense fallback={null}>
        <DemoBannerSection userId={userId} />
      </Suspense>
      <LiveUpdates />

      {/* What to do comes first (issue #32): the partner's hard moment, a mood in two taps, and the guide. */}
      <div className="mt-6 grid items-start gap-4 sm:gap-6 lg:grid-cols-2">
        {/* The partner's hard moment, first and across the width; most days there is none, so no skeleton. */}
        <div className="empty:hidden lg:col-span-2">
          <Suspense fallback={null}>
            <PartnerAlertSection userId={userId} />
          </Suspense>
        </div>
        {/* Across the width, unless the guide sits beside it (decision 049). */}
        <QuickMoodRow params={params} className="lg:col-span-2 lg:[&:has(+[data-card=first-week])]:col-span-1" />
        {/* No skeleton: most people have finished or dismissed it, so nothing holds its place. */}
        <Suspense fallback={null}>
          <FirstWeekGuideSection userId={userId} />
        </Suspense>
      </div>

      <div className="mt-6">
        <DashboardGrid>
          {/* How the relationship is doing, and what to do about it. */}
          <DashboardStack name="relationship">
            <Suspense fallback={<HealthCardSkeleton />}>
              <HealthSection userId={userId} timeframe={timeframe} />
            </Suspense>
            <Suspense fallback={<HealthTrendsCardSkeleton />}>
              <HealthTrendsSection userId={userId} timeframe={timeframe} />
            </Suspense>
            <Streamed id="relationship-insights" title={INSIGHTS_TEXT.title}>
              <RelationshipInsightsSection userId={userId} />
            </Streamed>
            <Streamed id={RECOMMENDATIONS_CARD_ID} title={RECOMMENDATIONS_CARD_TITLE}>
              <RecommendationsSection userId={userId} />
            </Streamed>
          </DashboardStack>
          {/* The partner: how they are, what they said, and the patterns between the two. */}
          <DashboardStack name="partner">
            {/* No skeleton: someone alone has no such card, and a placeholder about "your partner" would flash. */}
            <Suspense fallback={null}>
              <WellbeingInsightSection userId={userId} />
            </Suspense>
            <Streamed id="messages-from-partner" title={MESSAGES_TEXT.fromPartnerTitle(null)}>
              <MessagesFromPartnerSection userId={userId} />
            </Streamed>
            <Streamed id="messages-to-partner" title={MESSAGES_TEXT.toPartnerTitle(null)}>
              <MessagesToPartnerSection userId={userId} />
            </Streamed>
            {/* No skeleton: the cards are a bonus that most people do not have, so nothing holds their place. */}
            <Suspense fallback={null}>
              <CorrelationCardsSection userId={userId} />
            </Suspense>
            <Streamed id={RELATIONSHIP_PATTERNS_CARD_ID} title={CORRELATION_TEXT.patternsTitle}>
              <RelationshipPatternsSection userId={userId} timeframe={timeframe} showAll={showAllPatterns} />
            </Streamed>
          </DashboardStack>
          {/* The person's own week: moods, words, connection, reflection and what they have achieved. */}
          <DashboardStack name="you" last>
            <Streamed id="mood-trends" title={DASHBOARD_TEXT.moodChartTitle}>
              <MoodTrendsSection userId={userId} />
            </Streamed>
            <Streamed id="mood-tags" title={RECENT_MOOD_TAGS_TITLE}>
              <MoodTagsSection userId={userId} />
            </Streamed>
            <Streamed id="weekly-summary" title={WEEKLY_SUMMARY_TITLE}>
              <WeeklySummarySection userId={userId} />
            </Streamed>
            <Streamed id="weekly-reflection" title={REFLECTION_TITLE}>
              <WeeklyReflectionSection userId={userId} />
            </Streamed>
            <Streamed id={CONNECTION_TRENDS_CARD_ID} title={CONNECTION_TEXT.title}>
              <ConnectionTrendsSection userId={userId} />
            </Streamed>
            <Streamed id="private-thoughts" title={PRIVATE_THOUGHTS_TITLE}>
              <PrivateThoughtsSection userId={userId} />
            </Streamed>
            <Streamed id="achievements" title={ACHIEVEMENTS_TEXT.cardTitle}>
              <AchievementsSection userId={userId} />
            </Streamed>
          </DashboardStack>
        </DashboardGrid>
      </div>

      <div className="mt-6 flex flex-col gap-4 empty:hidden">
        {/* The rail beside a laptop's page holds the same three places (decision 049): the row is for the phone. */}
        <div className="lg:hidden">
          <QuickActions />
        </div>
        <Suspense fallback={null}>
          <SuggestionSection userId={userId} />
        </Suspense>
      </div>

      <nav aria-label="Dashboard sections" className="mt-6">
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="block rounded-xl border border-brand-100 bg-white px-4 py-3 text-sm font-medium hover:bg-brand-50"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AppShell>
  );
}
