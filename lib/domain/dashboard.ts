/**
 * The whole dashboard as one pure model: every card of spec 2 §2.4 computed from one window of records per person.
 * The loader (lib/services/load-dashboard.ts) reads DASHBOARD_WINDOW_DAYS of history (never more) and applies
 * consent before it gets here, so a partner field that is null means "not shared", and the cost and memory of a
 * dashboard do not grow with how long a couple has used Attune. Achievements are the one exception to "computed from the window": they are awarded when
 * something is written and stored, so the dashboard only summarises the stored rows.
 */
import { summarizeAchievements, type AchievementLike } from "./achievements";
import { connectionChartModel } from "./connection-chart";
import { correlationCards, moodInfluences, type CorrelationRow } from "./correlations";
import { computeCoupleScore, computeHealthOverview } from "./health-score";
import { individualInsights } from "./individual-insights";
import { moodChartModel } from "./mood-chart";
import { moodsInLastDays, privateThoughts, recentMoodTags } from "./mood-tags";
import { partnerMessagesSummary } from "./partner-messages";
import { generateRecommendations } from "./recommendations";
import type { BiometricRecord, Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "./types";
import { weeklyReflection } from "./weekly-reflection";
import { weeklySummary } from "./weekly-summary";
import { analyzePartnerWellbeing } from "./wellbeing-insights";

/**
 * The longest look-back of any card: the 30-day score history, whose oldest point is a 7-day score, reaches 36 local
 * days back; one more day covers "the start of 8 days ago" and zone changes at the edges.
 */
export const DASHBOARD_WINDOW_DAYS = 37;

/** Mood influences ("when you log 'tired' your mood averages …") read the same month as the other mood cards. */
export const MOOD_INFLUENCE_DAYS = 30;

/** One person's own records inside the window. */
export interface PersonRecords {
  moods: readonly MoodRecord[];
  biometrics: readonly BiometricRecord[];
  /** Partner check-ins this person wrote. */
  checkins: readonly PartnerCheckinRecord[];
  rituals: readonly RitualRecord[];
}

/** What the partner lets the user see; each field is null when consent does not allow it (decided by the loader). */
export interface PartnerView {
  id: string;
  displayName: string;
  /**
   * Partner's moods: the user's partner_sharing_enabled and the partner's consent_mood_sharing are both on. Their
   * notes are null unless the partner also grants detailed entries.
   */
  moods: readonly MoodRecord[] | null;
  /** Partner check-ins the partner wrote about the user and marked is_shared_with_partner (the messages card). */
  sharedCheckins: readonly PartnerCheckinRecord[];
  /** The same check-ins for the connection chart's partner line: null unless the partner's moods may be seen. */
  connectionCheckins: readonly PartnerCheckinRecord[] | null;
  /** The partner's own score inputs, when the couple view may show their score. */
  scoreRecords: Pick<PersonRecords, "moods" | "checkins" | "rituals"> | null;
}

export interface DashboardInput {
  clock: Clock;
  user: PersonRecords & { id: string; displayName: string };
  partner: PartnerView | null;
  /** The user's partner_sharing_enabled setting (the connection chart's legend depends on it). */
  sharingEnabled: boolean;
  /** Stored achievements of the user. */
  achievements: readonly AchievementLike[];
  /**
   * Stored emotional_correlation_insights rows: patterns accumulate over the whole history (computeCorrelationInsights
   * runs when check-ins are written), so the dashboard reads them rather than re-deriving them from its window.
   * Empty unless the partner's moods may be used.
   */
  correlationRows?: readonly CorrelationRow[];
  /** Correlation patterns the user dismissed (card ids). */
  dismissedCorrelations?: readonly string[];
}

export function buildDashboardModel(input: DashboardInput) {
  const { clock, user, partner } = input;
  const health = computeHealthOverview({ clock, moods: user.moods, checkins: user.checkins, rituals: user.rituals });
  const partnerHealth = partner?.scoreRecords ? computeHealthOverview({ clock, ...partner.scoreRecords }) : null;
  const checkinsAboutPartner = partner ? user.checkins.filter((c) => c.subjectId === partner.id) : [];

  return {
    /** The zone every day in the model is a local day of; the UI formats times in it. */
    timeZone: clock.timeZone,
    /** The linked partner's display name; null without a partner (titles such as 'Messages From {name}'). */
    partnerName: partner?.displayName ?? null,
    health,
    couple: {
      score7: computeCoupleScore({ user: health.score7, partner: partnerHealth?.score7 ?? null }),
      score30: computeCoupleScore({ user: health.score30, partner: partnerHealth?.score30 ?? null }),
    },
    partnerHealth,
    moodChart: moodChartModel({ clock, userMoods: user.moods, partnerMoods: partner?.moods ?? null }),
    connectionChart: connectionChartModel({
      clock,
      userCheckins: user.checkins,
      partnerCheckins: partner ? partner.connectionCheckins : null,
      sharingEnabled: input.sharingEnabled,
    }),
    messagesFromPartner: partner ? partnerMessagesSummary({ clock, checkins: partner.sharedCheckins }) : null,
    messagesToPartner: partner ? partnerMessagesSummary({ clock, checkins: checkinsAboutPartner }) : null,
    wellbeing: partner
      ? analyzePartnerWellbeing({
          clock,
          partnerName: partner.displayName,
          moods: partner.moods ?? [],
          checkins: checkinsAboutPartner,
        })
      : null,
    recommendations: generateRecommendations({
      clock,
      moods: user.moods,
      rituals: user.rituals,
      checkins: user.checkins,
      hasPartner: partner !== null,
    }),
    insights: individualInsights({ clock, moods: user.moods, biometrics: user.biometrics }),
    correlations: partner
      ? correlationCards(input.correlationRows ?? [], {
          dismissed: input.dismissedCorrelations,
          partnerName: partner.displayName,
        })
      : [],
    moodInfluences: moodInfluences(moodsInLastDays(clock, user.moods, MOOD_INFLUENCE_DAYS)),
    moodTags: recentMoodTags({ clock, moods: user.moods }),
    reflection: weeklyReflection({ clock, moods: user.moods }),
    privateThoughts: privateThoughts({ clock, moods: user.moods }),
    weeklySummary: weeklySummary({ clock, moods: user.moods }),
    achievements: summarizeAchievements({ clock, achievements: input.achievements }),
  };
}

export type DashboardModel = ReturnType<typeof buildDashboardModel>;
