import { cache } from "react";
import { UnlockLine } from "@/components/dashboard/card-states";
import { HealthCard } from "@/components/dashboard/health-card";
import { HealthScoreActions, TrendRefreshButton } from "@/components/dashboard/health-score-actions";
import { HealthTrendsCard } from "@/components/dashboard/health-trends-card";
import {
  componentsWithoutData,
  COUPLE_VIEW_TITLE,
  dataQualityNotice,
  fromFirstRealDay,
  HEALTH_CARD_ERRORS,
  HEALTH_TIMEFRAME_PARAM,
  HEALTH_TRENDS_TEXT,
  healthTrendsTitle,
  healthViewOf,
  INDIVIDUAL_VIEW_TITLE,
  parseHealthTimeframe,
  SCORE_READINESS_TEXT,
  type HealthView,
} from "@/lib/domain/health-score";
import { firstName } from "@/lib/domain/names";
import { settle } from "@/lib/http/errors";
import { loadHealthScores } from "@/lib/services/health-score/load-health-scores";
import { loadHealthView } from "@/lib/services/health-score/load-health-view";
import { cardModel, cardRead } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

/*
 * The two health cards (spec 2 §2.4, §4.2): the score and its trend graph, from the stored scores (recalculated by a
 * job after each entry, or on the spot when stale), not from the shared read. 'Update N-Day Scores' and the 7/30
 * toggle follow the page's `?timeframe`; anything else reads as 7.
 */

/** Shared by the two cards of one request. */
const healthScores = cache((userId: string) => loadHealthScores({ userId }));

/**
 * Which card failed, for its words (spec 2 §8: the couple card and the individual one differ): the scores would have
 * said, so it is read on its own; if that fails too (the database is away), the couple's words.
 */
const failedHealthView = cache(async (userId: string): Promise<HealthView> => {
  const view = await settle(() => loadHealthView({ userId }));
  return view.ok ? view.data : "couple";
});

async function HealthSection({ userId, card, params }: CardSectionProps) {
  const timeframe = parseHealthTimeframe(params[HEALTH_TIMEFRAME_PARAM]);
  const [scores, partner] = await Promise.all([
    cardRead(card.read, () => healthScores(userId)),
    cardModel(userId, card.read, (input) => {
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
  if (!scores.ok) {
    const view = await failedHealthView(userId);
    return <CardFailed card={card} failure={scores.error.message} known={{ partnerName: null, view }} />;
  }
  const { couple, health, readiness } = scores.data;
  const view = healthViewOf(readiness[timeframe === 30 ? "score30" : "score7"]);
  return (
    <HealthCard
      card={frameOf(card, { partnerName: null, view })}
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

async function HealthTrendsSection({ userId, card, params }: CardSectionProps) {
  const timeframe = parseHealthTimeframe(params[HEALTH_TIMEFRAME_PARAM]);
  const scores = await cardRead(card.read, () => healthScores(userId));
  if (!scores.ok) {
    const view = await failedHealthView(userId);
    return <CardFailed card={card} failure={scores.error.message} known={{ partnerName: null, view }} />;
  }
  const { health, readiness } = scores.data;
  const ready = readiness[timeframe === 30 ? "score30" : "score7"];
  // Nothing to draw yet: one line says when the trend starts instead of a chart of estimates (decision 048).
  if (!ready.ready) {
    return <UnlockLine id={card.id}>{SCORE_READINESS_TEXT.trendsWaiting(ready.you, ready.need)}</UnlockLine>;
  }
  // The graph starts at the first real day, so its notice counts the estimates from there too (decision 049): days
  // before anyone logged are not "estimated points" the reader sees.
  const history7 = fromFirstRealDay(health.history7);
  const history30 = fromFirstRealDay(health.history30);
  return (
    <HealthTrendsCard
      card={frameOf(card, { partnerName: null, view: healthViewOf(ready) })}
      timeframe={timeframe}
      points={timeframe === 30 ? history30 : history7}
      recentTrend={health.recentTrend}
      dataQuality={dataQualityNotice(history7, history30)}
      actions={<TrendRefreshButton timeframe={timeframe} />}
    />
  );
}

/**
 * 'Relationship Health' with a partner whose scores may be seen, 'Individual Health' without. Spec 2 §8: 'Unable to
 * load relationship scores' with Retry on the couple card, 'Unable to calculate relationship health score' with Try
 * Again on the individual one.
 */
export const relationshipHealth: CardDefinition = {
  id: "relationship-health",
  title: ({ view }) => (view === "couple" ? COUPLE_VIEW_TITLE : INDIVIDUAL_VIEW_TITLE),
  read: "health",
  stack: "relationship",
  shows: "everyone",
  loading: "skeleton",
  error: ({ view }) => HEALTH_CARD_ERRORS[view],
  Section: HealthSection,
};

/** 'Couple's Health Trends' / 'Relationship Health Trends'; spec 2 §8 'Trend load failure'. */
export const healthTrends: CardDefinition = {
  id: "health-trends",
  title: ({ view }) => healthTrendsTitle(view),
  read: "healthTrends",
  stack: "relationship",
  shows: "everyone",
  loading: "skeleton",
  error: { message: HEALTH_TRENDS_TEXT.loadError, retryLabel: HEALTH_TRENDS_TEXT.retry },
  Section: HealthTrendsSection,
};
