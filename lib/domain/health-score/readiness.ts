/**
 * When a score may be shown at all (issue #32, decision 048). The spec shows one from the first day, so a person with
 * no entries read a red "50 Fair" and a couple with one entry each read "41.7 points apart": verdicts on no evidence.
 * A score, its gauge, components, perspective gap and areas to focus wait until the window holds enough days of data;
 * until then the card says how far along each person is.
 */
import type { HealthView } from "./copy";
import type { HealthScore } from "./score";

/**
 * Ours: days with a mood or a partner check-in in the window (the score's own `dataDays`) before it is shown. Three
 * days is the fewest over which the mood trend has a direction and one day's outlier no longer decides the figure.
 */
export const SCORE_MIN_DATA_DAYS = 3;

/** Where each visible person stands; the partner's side only when their score may be shown at all. */
export interface ScoreReadiness {
  /** The user's own score may be shown. */
  ready: boolean;
  /** The couple view may be shown: both scores are ready. */
  coupleReady: boolean;
  /** Days of data so far, at most the minimum ("1 of 3"). */
  you: number;
  partner: number | null;
  need: number;
}

export function scoreReadiness(
  user: Pick<HealthScore, "dataDays">,
  partner: Pick<HealthScore, "dataDays"> | null,
): ScoreReadiness {
  const you = Math.min(user.dataDays, SCORE_MIN_DATA_DAYS);
  const theirs = partner === null ? null : Math.min(partner.dataDays, SCORE_MIN_DATA_DAYS);
  const ready = you === SCORE_MIN_DATA_DAYS;
  return {
    ready,
    coupleReady: ready && theirs === SCORE_MIN_DATA_DAYS,
    you,
    partner: theirs,
    need: SCORE_MIN_DATA_DAYS,
  };
}

/**
 * The health cards' view: the couple's whenever the partner's score may be shown, ready or not, so a new couple's
 * cards are titled as theirs while they wait for enough days.
 */
export function healthViewOf(readiness: Pick<ScoreReadiness, "partner">): HealthView {
  return readiness.partner === null ? "individual" : "couple";
}
