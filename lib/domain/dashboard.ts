/**
 * The dashboard's cards as pure models: each card of spec 2 §2.4 computed from one window of records per person.
 * The loader (lib/services/dashboard/load-dashboard-input.ts) reads DASHBOARD_WINDOW_DAYS of history (never more) and applies
 * consent before it gets here, so a partner field that is null means "not shared", and the cost and memory of a
 * dashboard do not grow with how long a couple has used Attune. What is expensive or accumulates is stored when
 * something is written and only read here: the health scores and their history (lib/services/health-score/load-health-scores.ts
 * feeds those two cards, not this model), achievements and correlation patterns.
 */
import { summarizeAchievements, type AchievementView } from "./achievements";
import { connectionChartModel } from "./connection-chart";
import { correlationCards, type CorrelationRow } from "./correlations";
import { dashboardSuggestion } from "./dashboard-suggestion";
import { individualInsights } from "./individual-insights";
import { moodChartModel } from "./mood-chart";
import { privateThoughts, recentMoodTags } from "./mood-tags";
import { partnerAlert } from "./partner-alert";
import { partnerMessagesSummary } from "./partner-messages";
import { generateRecommendations } from "./recommendations";
import type { CompletedProgramStep, NextStepGoal } from "./recommendations-next-steps";
import type { BiometricRecord, Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "./types";
import { weeklyReflection } from "./weekly-reflection";
import { weeklySummary } from "./weekly-summary";
import { analyzePartnerWellbeing } from "./wellbeing-insights";

/**
 * The longest look-back of any card: the 30 local days of the messages cards (spec 2 §9), today included. The
 * window test in dashboard.test.ts fails if a card reads further back or the constant is larger than needed.
 */
export const DASHBOARD_WINDOW_DAYS = 30;

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
  /** When the partnership began: a nudge about days without a check-in waits until it is that old. */
  linkedAt: Date;
  /**
   * Partner's moods: the user's partner_sharing_enabled and the partner's consent_mood_sharing are both on. Their
   * notes are null unless the partner also grants detailed entries.
   */
  moods: readonly MoodRecord[] | null;
  /** Partner check-ins the partner wrote about the user and marked is_shared_with_partner (the messages card). */
  sharedCheckins: readonly PartnerCheckinRecord[];
  /** The same check-ins for the connection chart's partner line: null unless the partner's moods may be seen. */
  connectionCheckins: readonly PartnerCheckinRecord[] | null;
}

export interface DashboardInput {
  clock: Clock;
  user: PersonRecords & { id: string; displayName: string };
  partner: PartnerView | null;
  /** The user's partner_sharing_enabled setting (the connection chart's legend depends on it). */
  sharingEnabled: boolean;
  /** Stored achievements of the user. */
  achievements: readonly AchievementView[];
  /**
   * Stored emotional_correlation_insights rows: patterns accumulate over the whole history (computeCorrelationInsights
   * runs when check-ins are written), so the dashboard reads them rather than re-deriving them from its window.
   * Empty unless the partner's moods may be used.
   */
  correlationRows?: readonly CorrelationRow[];
  /** Correlation patterns the user dismissed (card ids). */
  dismissedCorrelations?: readonly string[];
  /**
   * The user's stored patterns, most matches first (the Relationship Patterns card): the first
   * RELATIONSHIP_PATTERNS_SHOWN, or all when the page asks for them; empty like the rows.
   */
  correlationPatterns?: readonly CorrelationRow[];
  /** How many patterns there are in all (the card's 'Show all' link); the list's length when absent. */
  correlationPatternCount?: number;
  /**
   * The user's own goals and the coaching-program steps they marked done: the recommendations' next steps name a goal
   * to move forward or a program to continue (issue #32). Current state, not history, so not windowed; never the
   * partner's (the card names no grant).
   */
  goals?: readonly NextStepGoal[];
  coachingSteps?: readonly CompletedProgramStep[];
}

const checkinsAboutPartner = ({ user, partner }: DashboardInput) =>
  partner ? user.checkins.filter((c) => c.subjectId === partner.id) : [];

/**
 * One model per card (house rule 5): the page asks only for the cards it shows, each computed from the one input the
 * loader read, so a card nobody renders costs nothing.
 */
export const DASHBOARD_CARDS = {
  /** The partner's recent low mood or high stress, until the user checks in with them (issue #32). */
  partnerAlert: ({ clock, user, partner, sharingEnabled }: DashboardInput) =>
    partnerAlert({ clock, partner, checkins: user.checkins, sharingEnabled }),
  moodChart: ({ clock, user, partner }: DashboardInput) =>
    moodChartModel({ clock, userMoods: user.moods, partnerMoods: partner?.moods ?? null }),
  connectionChart: ({ clock, user, partner, sharingEnabled }: DashboardInput) =>
    connectionChartModel({
      clock,
      userCheckins: user.checkins,
      partnerCheckins: partner ? partner.connectionCheckins : null,
      sharingEnabled,
    }),
  messagesFromPartner: ({ clock, partner }: DashboardInput) =>
    partner ? partnerMessagesSummary({ clock, checkins: partner.sharedCheckins }) : null,
  messagesToPartner: (input: DashboardInput) =>
    input.partner ? partnerMessagesSummary({ clock: input.clock, checkins: checkinsAboutPartner(input) }) : null,
  wellbeing: (input: DashboardInput) =>
    input.partner
      ? analyzePartnerWellbeing({
          clock: input.clock,
          partnerName: input.partner.displayName,
          moods: input.partner.moods ?? [],
          checkins: checkinsAboutPartner(input),
        })
      : null,
  recommendations: ({ clock, user, partner, goals, coachingSteps }: DashboardInput) =>
    generateRecommendations({
      clock,
      moods: user.moods,
      rituals: user.rituals,
      checkins: user.checkins,
      hasPartner: partner !== null,
      partnerName: partner?.displayName ?? null,
      goals,
      coachingSteps,
    }),
  insights: ({ clock, user }: DashboardInput) =>
    individualInsights({ clock, moods: user.moods, biometrics: user.biometrics }),
  correlations: ({ partner, correlationRows, dismissedCorrelations }: DashboardInput) =>
    partner
      ? correlationCards(correlationRows ?? [], { dismissed: dismissedCorrelations, partnerName: partner.displayName })
      : [],
  relationshipPatterns: ({ partner, correlationPatterns = [], correlationPatternCount }: DashboardInput) =>
    partner
      ? {
          patterns: correlationPatterns,
          total: Math.max(correlationPatternCount ?? 0, correlationPatterns.length),
          partnerName: partner.displayName,
        }
      : null,
  moodTags: ({ clock, user }: DashboardInput) => recentMoodTags({ clock, moods: user.moods }),
  reflection: ({ clock, user }: DashboardInput) => weeklyReflection({ clock, moods: user.moods }),
  privateThoughts: ({ clock, user }: DashboardInput) => privateThoughts({ clock, moods: user.moods }),
  weeklySummary: ({ clock, user }: DashboardInput) => weeklySummary({ clock, moods: user.moods }),
  achievements: ({ clock, achievements }: DashboardInput) => summarizeAchievements({ clock, achievements }),
  suggestion: ({ clock, user, partner }: DashboardInput) =>
    dashboardSuggestion({ clock, checkins: user.checkins, partner }),
};

export type DashboardCardName = keyof typeof DASHBOARD_CARDS;

/** Every card's model at once: for the domain benchmark and tests that look at the whole dashboard. */
export function buildDashboardModel(input: DashboardInput) {
  return {
    /** The zone every day in the model is a local day of; the UI formats times in it. */
    timeZone: input.clock.timeZone,
    /** The linked partner's display name; null without a partner (titles such as 'Messages From {name}'). */
    partnerName: input.partner?.displayName ?? null,
    partnerAlert: DASHBOARD_CARDS.partnerAlert(input),
    moodChart: DASHBOARD_CARDS.moodChart(input),
    connectionChart: DASHBOARD_CARDS.connectionChart(input),
    messagesFromPartner: DASHBOARD_CARDS.messagesFromPartner(input),
    messagesToPartner: DASHBOARD_CARDS.messagesToPartner(input),
    wellbeing: DASHBOARD_CARDS.wellbeing(input),
    recommendations: DASHBOARD_CARDS.recommendations(input),
    insights: DASHBOARD_CARDS.insights(input),
    correlations: DASHBOARD_CARDS.correlations(input),
    relationshipPatterns: DASHBOARD_CARDS.relationshipPatterns(input),
    moodTags: DASHBOARD_CARDS.moodTags(input),
    reflection: DASHBOARD_CARDS.reflection(input),
    privateThoughts: DASHBOARD_CARDS.privateThoughts(input),
    weeklySummary: DASHBOARD_CARDS.weeklySummary(input),
    achievements: DASHBOARD_CARDS.achievements(input),
    suggestion: DASHBOARD_CARDS.suggestion(input),
  };
}
