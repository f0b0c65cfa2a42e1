/**
 * The emotion sentiment bonus. Notes are scored with AFINN-165 through the maintained `sentiment` package (it also
 * handles simple negation: "not happy" scores −3). A note's score is clamped to ±NOTE_SENTIMENT_CAP, one AFINN word's
 * range, so one effusive note cannot outweigh the rest; the bonus is twice the mean clamped score, hence within
 * ±10. Empty notes are not notes; notes without any AFINN word count as neutral (0), because a plain note is real
 * evidence of a balanced tone.
 */
import Sentiment from "sentiment";
import { clamp, roundTo } from "../stats";
import {
  NOTE_SENTIMENT_CAP,
  SCORE_DECIMALS,
  SENTIMENT_BONUS_MAX,
  SENTIMENT_BONUS_MULTIPLIER,
  SENTIMENT_CHALLENGING_THRESHOLD,
  SENTIMENT_POSITIVE_THRESHOLD,
  SENTIMENT_TONE_LABELS,
  type SentimentTone,
} from "./constants";

// One analyzer for the process: it holds no per-call state (we never pass `extras`, which would mutate its labels).
const analyzer = new Sentiment();

/** A note's clamped AFINN score, or null when there is no note to read. */
export function noteSentiment(note: string | null | undefined): number | null {
  if (note == null || note.trim().length === 0) return null;
  return clamp(analyzer.analyze(note).score, -NOTE_SENTIMENT_CAP, NOTE_SENTIMENT_CAP);
}

/** From the sum and count of clamped note scores; 0 with no notes. Rounded like every stored score. */
export function sentimentBonus(noteScoreSum: number, noteCount: number): number {
  if (noteCount === 0) return 0;
  const bonus = (SENTIMENT_BONUS_MULTIPLIER * noteScoreSum) / noteCount;
  return roundTo(clamp(bonus, -SENTIMENT_BONUS_MAX, SENTIMENT_BONUS_MAX), SCORE_DECIMALS);
}

/** Spec §4.2: above 5 positive, below −5 challenging, otherwise balanced; exactly 0 shows nothing. */
export function sentimentTone(bonus: number): SentimentTone | null {
  if (bonus === 0 || !Number.isFinite(bonus)) return null;
  if (bonus > SENTIMENT_POSITIVE_THRESHOLD) return "positive";
  if (bonus < SENTIMENT_CHALLENGING_THRESHOLD) return "challenging";
  return "balanced";
}

export function sentimentToneLabel(bonus: number): string | null {
  const tone = sentimentTone(bonus);
  return tone === null ? null : SENTIMENT_TONE_LABELS[tone];
}
