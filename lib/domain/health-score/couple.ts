/**
 * The couple view (spec 2 §4.2): both individual scores side by side, the couple score, the perception gap and a
 * per-component comparison. The couple score is the plain mean of the two final scores: each partner's perception
 * counts equally, and the gap is shown separately (as the imbalance) rather than hidden inside a penalty.
 *
 * Differences are rounded to 2 decimals before they meet a threshold, so 78.3 − 48.3 (30.000000000000004 in floating
 * point) is exactly 30 and reads 'medium', as a user comparing the two shown numbers would expect.
 * Without a partner the view is individual: the couple score is the user's score and nothing is compared.
 */
import { roundTo } from "../stats";
import {
  COMPARISON_LABELS,
  COMPARISON_SIMILAR_BELOW,
  COMPARISON_SOME_BELOW,
  COMPONENT_KEYS,
  COMPONENT_NAMES,
  COUPLE_VIEW_TITLE,
  IMBALANCE_HIGH_ABOVE,
  IMBALANCE_LABELS,
  IMBALANCE_MEDIUM_ABOVE,
  INDIVIDUAL_VIEW_TITLE,
  SCORE_DECIMALS,
  type ComparisonLabel,
  type ComponentKey,
  type ImbalanceLevel,
} from "./constants";
import type { HealthScore, HealthScoreComponents } from "./score";

export interface Imbalance {
  level: ImbalanceLevel;
  label: string;
  /** 'low' shows no warning (spec). */
  showWarning: boolean;
}

export interface ComponentComparison {
  component: ComponentKey;
  name: string;
  user: number;
  partner: number;
  /** |user − partner|, the figure the label is read from. */
  difference: number;
  /** user − partner: positive when the user rates it higher. */
  signedDifference: number;
  label: ComparisonLabel;
}

export interface CoupleScore {
  view: "couple" | "individual";
  title: string;
  coupleHealthScore: number;
  userHealthScore: number;
  partnerHealthScore: number | null;
  partnerId: string | null;
  scoreImbalance: number | null;
  imbalance: Imbalance | null;
  showWarning: boolean;
  userComponents: HealthScoreComponents;
  partnerComponents: HealthScoreComponents | null;
  componentComparison: ComponentComparison[];
  /** The 'Significant difference' components, largest gap first. */
  areasToFocus: ComponentComparison[];
  userLastUpdated: Date | null;
  partnerLastUpdated: Date | null;
}

export interface CoupleScoreInput {
  user: HealthScore;
  partner: HealthScore | null;
  partnerId?: string | null;
  userLastUpdated?: Date | null;
  partnerLastUpdated?: Date | null;
}

const round = (value: number) => roundTo(value, SCORE_DECIMALS);

/** Where each component lives on a score (also read by the health card's component table). */
export const COMPONENT_FIELDS: Readonly<Record<ComponentKey, keyof HealthScoreComponents>> = {
  partnerInteraction: "partnerInteractionScore",
  moodTrend: "moodTrendScore",
  checkinFrequency: "checkinFrequencyScore",
  ritualCompletion: "ritualCompletionScore",
};

function componentsOf(score: HealthScore): HealthScoreComponents {
  return {
    partnerInteractionScore: score.partnerInteractionScore,
    moodTrendScore: score.moodTrendScore,
    checkinFrequencyScore: score.checkinFrequencyScore,
    ritualCompletionScore: score.ritualCompletionScore,
  };
}

/** Spec: over 30 high, over 15 medium, otherwise low. */
export function imbalanceFor(gap: number): Imbalance {
  const d = round(Math.abs(gap));
  const level: ImbalanceLevel = d > IMBALANCE_HIGH_ABOVE ? "high" : d > IMBALANCE_MEDIUM_ABOVE ? "medium" : "low";
  return { level, label: IMBALANCE_LABELS[level], showWarning: level !== "low" };
}

/** Spec: under 5 'Similar', under 15 'Some difference', otherwise 'Significant difference'. */
export function comparisonLabel(difference: number): ComparisonLabel {
  const d = round(Math.abs(difference));
  return d < COMPARISON_SIMILAR_BELOW
    ? COMPARISON_LABELS.similar
    : d < COMPARISON_SOME_BELOW
      ? COMPARISON_LABELS.some
      : COMPARISON_LABELS.significant;
}

function compareComponents(user: HealthScoreComponents, partner: HealthScoreComponents): ComponentComparison[] {
  return COMPONENT_KEYS.map((component) => {
    const field = COMPONENT_FIELDS[component];
    const signedDifference = round(user[field] - partner[field]);
    return {
      component,
      name: COMPONENT_NAMES[component],
      user: user[field],
      partner: partner[field],
      difference: Math.abs(signedDifference),
      signedDifference,
      label: comparisonLabel(signedDifference),
    };
  });
}

export function computeCoupleScore(input: CoupleScoreInput): CoupleScore {
  const { user, partner } = input;
  const common = {
    userHealthScore: user.finalScore,
    userComponents: componentsOf(user),
    userLastUpdated: input.userLastUpdated ?? null,
  };
  if (partner === null) {
    return {
      ...common,
      view: "individual",
      title: INDIVIDUAL_VIEW_TITLE,
      coupleHealthScore: user.finalScore,
      partnerHealthScore: null,
      partnerId: null,
      scoreImbalance: null,
      imbalance: null,
      showWarning: false,
      partnerComponents: null,
      componentComparison: [],
      areasToFocus: [],
      partnerLastUpdated: null,
    };
  }
  const partnerComponents = componentsOf(partner);
  const comparison = compareComponents(common.userComponents, partnerComponents);
  const imbalance = imbalanceFor(user.finalScore - partner.finalScore);
  // Stable sort keeps the fixed component order among equal gaps.
  const areasToFocus = comparison
    .filter((c) => c.label === COMPARISON_LABELS.significant)
    .sort((a, b) => b.difference - a.difference);
  return {
    ...common,
    view: "couple",
    title: COUPLE_VIEW_TITLE,
    coupleHealthScore: round((user.finalScore + partner.finalScore) / 2),
    partnerHealthScore: partner.finalScore,
    partnerId: input.partnerId ?? null,
    scoreImbalance: round(Math.abs(user.finalScore - partner.finalScore)),
    imbalance,
    showWarning: imbalance.showWarning,
    partnerComponents,
    componentComparison: comparison,
    areasToFocus,
    partnerLastUpdated: input.partnerLastUpdated ?? null,
  };
}
