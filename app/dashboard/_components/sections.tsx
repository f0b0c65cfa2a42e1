import { ACHIEVEMENTS_TEXT } from "@/components/achievements/achievement-text";
import { AchievementsCard } from "@/components/dashboard/achievements-card";
import { cache } from "react";
import { CardError, UnlockLine } from "@/components/dashboard/card-states";
import { HealthCard, HealthCardError } from "@/components/dashboard/health-card";
import { HealthScoreActions, TrendRefreshButton } from "@/components/dashboard/health-score-actions";
import {
  HEALTH_TRENDS_CARD_ID,
  HealthTrendsCard,
  HealthTrendsCardError,
} from "@/components/dashboard/health-trends-card";
import { CONNECTION_TRENDS_CARD_ID, ConnectionTrendsCard } from "@/components/dashboard/connection-trends-card";
import { CONNECTION_TEXT } from "@/components/dashboard/connection-trends-text";
import { CorrelationCards } from "@/components/dashboard/correlation-cards";
import {
  CORRELATION_TEXT,
  patternsEmptyText,
  RELATIONSHIP_PATTERNS_CARD_ID,
} from "@/components/dashboard/correlation-text";
import { RelationshipPatternsCard } from "@/components/dashboard/relationship-patterns-card";
import { SuggestionCard } from "@/components/dashboard/suggestion-card";
import { DASHBOARD_TEXT } from "@/components/dashboard/dashboard-text";
import {
  MESSAGES_FROM_PARTNER_CARD_ID,
  MESSAGES_TO_PARTNER_CARD_ID,
  MessagesFromPartnerCard,
  MessagesToPartnerCard,
} from "@/components/dashboard/messages-card";
import { MoodTagsCard } from "@/components/dashboard/mood-tags-card";
import { MoodTrendsCard } from "@/components/dashboard/mood-trends-card";
import { PrivateThoughtsCard } from "@/components/dashboard/private-thoughts-card";
import { RECOMMENDATIONS_CARD_ID, RecommendationsCard } from "@/components/dashboard/recommendations-card";
import { WellbeingInsightCard, WellbeingInsightError } from "@/components/dashboard/wellbeing-insight-card";
import { INSIGHTS_TEXT, RelationshipInsightsCard } from "@/components/dashboard/relationship-insights-card";
import { WeeklyReflectionCard } from "@/components/dashboard/weekly-reflection-card";
import { WeeklySummaryCard } from "@/components/dashboard/weekly-summary-card";
import { DemoDataBanner } from "@/components/demo/demo-data-banner";
import { FirstWeekGuideCard } from "@/components/dashboard/first-week-guide";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import {
  componentsWithoutData,
  dataQualityNotice,
  fromFirstRealDay,
  HEALTH_TIMEFRAME_PARAM,
  healthViewOf,
  SCORE_READINESS_TEXT,
  type HealthTimeframe,
  type HealthView,
} from "@/lib/domain/health-score";
import { settle } from "@/lib/http/errors";
import { loadAiInsights } from "@/lib/services/ai-insights/load-ai-insights";
import { loadDemoSetup } from "@/lib/services/dev-tools/load-demo-setup";
import { loadFirstWeekGuide } from "@/lib/services/dashboard/load-first-week-guide";
import { loadHealthScores } from "@/lib/services/health-score/load-health-scores";
import { loadHealthView } from "@/lib/services/health-score/load-health-view";
import { loadRelationshipPatterns } from "@/lib/services/analytics/load-relationship-patterns";
import { loadRecommendationStats } from "@/lib/services/recommendations/load-recommendation-stats";
import { RECENT_MOOD_TAGS_TITLE, PRIVATE_THOUGHTS_TITLE } from "@/lib/domain/mood-tags";
import { firstName } from "@/lib/domain/names";
import { MESSAGES_TEXT } from "@/lib/domain/partner-messages";
import { RECOMMENDATIONS_CARD_TITLE, recommendationCompletionRate } from "@/lib/domain/recommendations";
import { localDayKey } from "@/lib/domain/time";
import { CONNECTION_CHART_EMPTY_TEXT } from "@/lib/domain/connection-chart";
import { REFLECTION_MIN_MOODS, REFLECTION_TITLE } from "@/lib/domain/weekly-reflection";
import { WEEKLY_SUMMARY_EMPTY_TEXT, WEEKLY_SUMMARY_TITLE } from "@/lib/domain/weekly-summary";
import { UNLOCK_TEXT } from "@/components/dashboard/unlock-text";
import { cardModel, cardRead } from "./dashboard-input";

/*
 * One async section per dashboard card. Each computes only its own model (DASHBOARD_CARDS) from the request's shared
 * read, and shows its own error state if that fails; the page wraps each in <Suspense> with the card's skeleton.
 */

/** `?patterns=all`: the Relationship Patterns card lists every pattern. */
export const PATTERNS_PARAM = "patterns";

/** Spec 2 §8 'Trend load failure'. */
const TREND_LOAD_FAILED = "Failed to load trend data";

interface SectionProps {
  userId: string;
}

export async function RelationshipInsightsSection({ userId }: SectionProps) {
  const insights = await cardModel(userId, "insights", (input) => ({
    engine: DASHBOARD_CARDS.insights(input),
    day: localDayKey(input.clock.now, input.clock.timeZone),
  }));
  if (!insights.ok) {
    return <CardError id="relationship-insights" title={INSIGHTS_TEXT.title} message={INSIGHTS_TEXT.loadFailed} />;
  }
  const { engine, day } = insights.data;
  // Spec 2 §8: AI insight failures fall back to nothing: the engines' insights show as before.
  const ai = await settle(() => loadAiInsights({ userId, day, engine }));
  const view = ai.ok ? ai.data : { ai: null, canWrite: false };
  // Nothing to say yet: one line on what unlocks insights rather than an empty card (decision 049).
  if (!view.ai && engine.length === 0) return <UnlockLine id="relationship-insights">{INSIGHTS_TEXT.empty}</UnlockLine>;
  return (
    <RelationshipInsightsCard
      insights={view.ai ?? engine}
      source={{ written: view.ai !== null, canWrite: view.canWrite, day }}
    />
  );
}

export async function MoodTrendsSection({ userId }: SectionProps) {
  const chart = await cardModel(userId, "moodChart", DASHBOARD_CARDS.moodChart);
  if (!chart.ok)
    return <CardError id="mood-trends" title={DASHBOARD_TEXT.moodChartTitle} message={chart.error.message} />;
  // The partner's line counts as data only where the model lets it show.
  const { hasUserData, showPartnerLine, hasPartnerData } = chart.data;
  if (!hasUserData && !(showPartnerLine && hasPartnerData)) {
    return <UnlockLine id="mood-trends">{DASHBOARD_TEXT.moodChartEmpty}</UnlockLine>;
  }
  return <MoodTrendsCard chart={chart.data} />;
}

/** A Messages card's props from the shared read, or null without a partner (neither card shows then). */
function messagesCard(userId: string, side: "messagesFromPartner" | "messagesToPartner") {
  return cardModel(userId, side, (input) => {
    const summary = DASHBOARD_CARDS[side](input);
    return input.partner && summary
      ? { summary, partnerName: input.partner.displayName, timeZone: input.clock.timeZone }
      : null;
  });
}

/** Only with a partner; a failed read says so in the spec's words (spec 2 §8 'Partner messages failure'). */
export async function MessagesFromPartnerSection({ userId }: SectionProps) {
  const card = await messagesCard(userId, "messagesFromPartner");
  if (!card.ok) {
    const title = MESSAGES_TEXT.fromPartnerTitle(null);
    return <CardError id={MESSAGES_FROM_PARTNER_CARD_ID} title={title} message={MESSAGES_TEXT.partnerLoadError} />;
  }
  if (card.data?.summary.totalMessages === 0) {
    return (
      <UnlockLine id={MESSAGES_FROM_PARTNER_CARD_ID}>
        {`${MESSAGES_TEXT.noneReceived}. ${MESSAGES_TEXT.encourageSharing(card.data.partnerName)}`}
      </UnlockLine>
    );
  }
  return card.data ? <MessagesFromPartnerCard {...card.data} /> : null;
}

/** The user's own check-ins about their partner; only with a partner (spec 2 §8 'Check-in data failure'). */
export async function MessagesToPartnerSection({ userId }: SectionProps) {
  const card = await messagesCard(userId, "messagesToPartner");
  if (!card.ok) {
    const title = MESSAGES_TEXT.toPartnerTitle(null);
    return <CardError id={MESSAGES_TO_PARTNER_CARD_ID} title={title} message={MESSAGES_TEXT.ownLoadError} />;
  }
  if (card.data?.summary.totalMessages === 0) {
    return (
      <UnlockLine id={MESSAGES_TO_PARTNER_CARD_ID}>{MESSAGES_TEXT.encourageCheckin(card.data.partnerName)}</UnlockLine>
    );
  }
  return card.data ? <MessagesToPartnerCard {...card.data} /> : null;
}

export async function MoodTagsSection({ userId }: SectionProps) {
  const tags = await cardModel(userId, "moodTags", DASHBOARD_CARDS.moodTags);
  if (!tags.ok) return <CardError id="mood-tags" title={RECENT_MOOD_TAGS_TITLE} message={tags.error.message} />;
  if (tags.data.tags.length === 0) return <UnlockLine id="mood-tags">{DASHBOARD_TEXT.tagsEmpty}</UnlockLine>;
  return <MoodTagsCard tags={tags.data} />;
}

export async function WeeklyReflectionSection({ userId }: SectionProps) {
  const reflection = await cardModel(userId, "reflection", DASHBOARD_CARDS.reflection);
  if (!reflection.ok) {
    return <CardError id="weekly-reflection" title={REFLECTION_TITLE} message={reflection.error.message} />;
  }
  if (reflection.data.status === "needs_moods") {
    const { moodCount } = reflection.data;
    return <UnlockLine id="weekly-reflection">{UNLOCK_TEXT.reflection(moodCount, REFLECTION_MIN_MOODS)}</UnlockLine>;
  }
  return <WeeklyReflectionCard reflection={reflection.data} />;
}

export async function PrivateThoughtsSection({ userId }: SectionProps) {
  const card = await cardModel(userId, "privateThoughts", (input) => ({
    thoughts: DASHBOARD_CARDS.privateThoughts(input),
    timeZone: input.clock.timeZone,
  }));
  if (!card.ok) return <CardError id="private-thoughts" title={PRIVATE_THOUGHTS_TITLE} message={card.error.message} />;
  if (card.data.thoughts.length === 0) {
    return <UnlockLine id="private-thoughts">{DASHBOARD_TEXT.thoughtsEmpty}</UnlockLine>;
  }
  return <PrivateThoughtsCard thoughts={card.data.thoughts} timeZone={card.data.timeZone} />;
}

export async function WeeklySummarySection({ userId }: SectionProps) {
  const summary = await cardModel(userId, "weeklySummary", DASHBOARD_CARDS.weeklySummary);
  if (!summary.ok)
    return <CardError id="weekly-summary" title={WEEKLY_SUMMARY_TITLE} message={summary.error.message} />;
  if (!summary.data.hasData) return <UnlockLine id="weekly-summary">{WEEKLY_SUMMARY_EMPTY_TEXT}</UnlockLine>;
  return <WeeklySummaryCard summary={summary.data} />;
}

/** Spec 2 §2.4/§4.5: the partner's wellbeing, from what they share (moods with consent; notes only with the grant). */
export async function WellbeingInsightSection({ userId }: SectionProps) {
  const card = await cardModel(userId, "wellbeing", (input) => ({
    partnerName: input.partner?.displayName ?? null,
    insights: DASHBOARD_CARDS.wellbeing(input) ?? [],
  }));
  // The read failed before the partner was known: the error names no one rather than guessing.
  if (!card.ok) return <WellbeingInsightError partnerName="" />;
  return <WellbeingInsightCard partnerName={card.data.partnerName} insights={card.data.insights} />;
}

/** Spec 2 §2.4/§3: the engine's list and the share completed in the last 7 days (decision 029), read in parallel. */
export async function RecommendationsSection({ userId }: SectionProps) {
  const [result, stats] = await Promise.all([
    cardModel(userId, "recommendations", (input) => ({
      recommendations: DASHBOARD_CARDS.recommendations(input).recommendations,
      clock: input.clock,
    })),
    cardRead("recommendationStats", () => loadRecommendationStats({ userId })),
  ]);
  if (!result.ok) {
    return <CardError id={RECOMMENDATIONS_CARD_ID} title={RECOMMENDATIONS_CARD_TITLE} message={result.error.message} />;
  }
  const { recommendations, clock } = result.data;
  // The rate is a bonus: if its read failed (logged by settle), the recommendations still show, without the line.
  const completionRate = stats.ok
    ? recommendationCompletionRate({ clock, states: stats.data.states, offered: recommendations })
    : null;
  return <RecommendationsCard recommendations={recommendations} completionRate={completionRate} />;
}

export async function AchievementsSection({ userId }: SectionProps) {
  const card = await cardModel(userId, "achievements", (input) => ({
    summary: DASHBOARD_CARDS.achievements(input),
    timeZone: input.clock.timeZone,
  }));
  if (!card.ok) return <CardError id="achievements" title={ACHIEVEMENTS_TEXT.cardTitle} message={card.error.message} />;
  return <AchievementsCard summary={card.data.summary} timeZone={card.data.timeZone} />;
}

/** Spec 2 §8 'Trend load failure': 'Failed to load trend data' with Retry. */
export async function ConnectionTrendsSection({ userId }: SectionProps) {
  const chart = await cardModel(userId, "connectionChart", DASHBOARD_CARDS.connectionChart);
  if (!chart.ok) {
    return <CardError id={CONNECTION_TRENDS_CARD_ID} title={CONNECTION_TEXT.title} message={TREND_LOAD_FAILED} />;
  }
  if (chart.data.isEmpty) return <UnlockLine id={CONNECTION_TRENDS_CARD_ID}>{CONNECTION_CHART_EMPTY_TEXT}</UnlockLine>;
  return <ConnectionTrendsCard chart={chart.data} />;
}

/** 'Did you know?' cards: nothing at all when there are none (or the read failed: they are a bonus, spec 2 §4.8). */
export async function CorrelationCardsSection({ userId }: SectionProps) {
  const cards = await cardModel(userId, "correlations", DASHBOARD_CARDS.correlations);
  return cards.ok ? <CorrelationCards cards={cards.data} /> : null;
}

/**
 * The strongest patterns from the shared read; with `?patterns=all` (the card's 'Show all' link), every pattern, read
 * on its own. The links keep the page's timeframe and come back to the card.
 */
export async function RelationshipPatternsSection({
  userId,
  timeframe,
  showAll,
}: SectionProps & { timeframe: HealthTimeframe; showAll: boolean }) {
  const card = await cardModel(userId, "relationshipPatterns", (input) => {
    const model = DASHBOARD_CARDS.relationshipPatterns(input);
    return model && { ...model, timeZone: input.clock.timeZone };
  });
  if (card.ok && card.data && showAll && card.data.total > card.data.patterns.length) {
    const all = await settle(() => loadRelationshipPatterns({ userId }));
    if (all.ok) card.data.patterns = all.data;
  }
  const back = `#${RELATIONSHIP_PATTERNS_CARD_ID}`;
  const toggle = {
    showAllHref: `/dashboard?${HEALTH_TIMEFRAME_PARAM}=${timeframe}&${PATTERNS_PARAM}=all${back}`,
    showFewerHref: `/dashboard?${HEALTH_TIMEFRAME_PARAM}=${timeframe}${back}`,
  };
  if (!card.ok) {
    return (
      <CardError
        id={RELATIONSHIP_PATTERNS_CARD_ID}
        title={CORRELATION_TEXT.patternsTitle}
        message={card.error.message}
      />
    );
  }
  if (!card.data) return null;
  // No pattern yet: one line on how they come, not an empty card (decision 049).
  if (card.data.patterns.length === 0) {
    return <UnlockLine id={RELATIONSHIP_PATTERNS_CARD_ID}>{patternsEmptyText(card.data.partnerName)}</UnlockLine>;
  }
  return <RelationshipPatternsCard {...card.data} toggle={toggle} />;
}

/** The optional suggestion under the quick actions: nothing when there is none, or when its read failed. */
export async function SuggestionSection({ userId }: SectionProps) {
  const suggestion = await cardModel(userId, "suggestion", DASHBOARD_CARDS.suggestion);
  return suggestion.ok && suggestion.data ? <SuggestionCard suggestion={suggestion.data} /> : null;
}

/**
 * The stored scores (recalculated by a job after each entry, or on the spot when stale), shared by the health card
 * and the trend graph of one request.
 */
const healthScores = cache((userId: string) => loadHealthScores({ userId }));

/**
 * Which card failed, for its words (spec 2 §8: the couple card and the individual one differ): the scores would have
 * said, so it is read on its own; if that fails too (the database is away), the couple's words.
 */
const failedHealthView = cache(async (userId: string): Promise<HealthView> => {
  const view = await settle(() => loadHealthView({ userId }));
  return view.ok ? view.data : "couple";
});

/** Spec 2 §8: 'Unable to load relationship scores' (couple) / 'Unable to calculate relationship health score'. */
export async function HealthSection({ userId, timeframe }: SectionProps & { timeframe: HealthTimeframe }) {
  const [scores, partner] = await Promise.all([
    cardRead("health", () => healthScores(userId)),
    cardModel(userId, "health", (input) => {
      const own = { clock: input.clock, moods: input.user.moods, partnerCheckins: input.user.checkins };
      return {
        partnerName: input.partner && firstName(input.partner.displayName),
        absent: {
          score7: componentsWithoutData({ ...own, days: 7 }),
          score30: componentsWithoutData({ ...own, days: 30 }),
        },
      };
    }),
  ]);
  if (!scores.ok) return <HealthCardError view={await failedHealthView(userId)} />;
  const { couple, health, readiness } = scores.data;
  return (
    <HealthCard
      timeframe={timeframe}
      couple={couple}
      readiness={readiness}
      // The name and the absent components are courtesies: if the shared read failed, the card says "Partner" and
      // shows every component rather than failing.
      partnerName={partner.ok ? partner.data.partnerName : null}
      absent={partner.ok ? partner.data.absent : undefined}
      userScores={health}
      actions={<HealthScoreActions timeframe={timeframe} />}
    />
  );
}

export async function HealthTrendsSection({ userId, timeframe }: SectionProps & { timeframe: HealthTimeframe }) {
  const scores = await cardRead("healthTrends", () => healthScores(userId));
  if (!scores.ok) return <HealthTrendsCardError view={await failedHealthView(userId)} />;
  const { health, readiness } = scores.data;
  const ready = readiness[timeframe === 30 ? "score30" : "score7"];
  // Nothing to draw yet: one line says when the trend starts instead of a chart of estimates (decision 048).
  if (!ready.ready) {
    return (
      <UnlockLine id={HEALTH_TRENDS_CARD_ID}>{SCORE_READINESS_TEXT.trendsWaiting(ready.you, ready.need)}</UnlockLine>
    );
  }
  // The graph starts at the first real day, so its notice counts the estimates from there too (decision 049): days
  // before anyone logged are not "estimated points" the reader sees.
  const history7 = fromFirstRealDay(health.history7);
  const history30 = fromFirstRealDay(health.history30);
  return (
    <HealthTrendsCard
      view={healthViewOf(ready)}
      timeframe={timeframe}
      points={timeframe === 30 ? history30 : history7}
      recentTrend={health.recentTrend}
      dataQuality={dataQualityNotice(history7, history30)}
      actions={<TrendRefreshButton timeframe={timeframe} />}
    />
  );
}

/** The "Demo data" label (decision 043): shown only while the account holds rows /demo-setup generated. */
export async function DemoBannerSection({ userId }: { userId: string }) {
  const { hasDemoData } = await loadDemoSetup({ userId });
  return <DemoDataBanner hasDemoData={hasDemoData} className="mt-4" />;
}

/**
 * The first-week guide at the top (issue #32): what to do next, ticked from the person's rows. A guide, not data: if
 * its read fails (logged by settle) the dashboard goes on without it rather than showing an error card.
 */
export async function FirstWeekGuideSection({ userId }: SectionProps) {
  const guide = await settle(() => loadFirstWeekGuide({ userId }));
  return guide.ok ? <FirstWeekGuideCard guide={guide.data} /> : null;
}
