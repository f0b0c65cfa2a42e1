/**
 * Everything the health card and the trend graph need for one person, from a single bucketing of their records:
 * the 7- and 30-day scores, the 7- and 30-day histories, the estimated-data notice and the recent trend. The last 36
 * local days (a 30-day history reaches 6 days further back) contain every window involved, so the records are read
 * and the notes scored once instead of four times. The results equal the separate calls (tested).
 */
import type { Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "../types";
import { lastDays, localDayKey } from "../time";
import { bucketByDay } from "./buckets";
import { HISTORY_POINT_WINDOW_DAYS } from "./constants";
import { historyFromBuckets, type HistoryPoint } from "./history";
import { dataQualityNotice, recentTrend, type DataQuality, type RecentTrend } from "./notices";
import { scoreFromBuckets, type HealthScore } from "./score";

export interface HealthOverviewInput {
  clock: Clock;
  moods: readonly MoodRecord[];
  checkins: readonly PartnerCheckinRecord[];
  rituals: readonly RitualRecord[];
  /** When the person answered a question for two shared with their partner (issue #37); none when absent. */
  questionAnswers?: readonly Date[];
}

export interface HealthOverview {
  score7: HealthScore;
  score30: HealthScore;
  history7: HistoryPoint[];
  history30: HistoryPoint[];
  dataQuality: DataQuality;
  /** From the 30-day history: its last two real points are the most recent ones either history has. */
  recentTrend: RecentTrend | null;
}

const LONGEST_DAYS = 30;

export function computeHealthOverview(input: HealthOverviewInput): HealthOverview {
  const { clock } = input;
  const range = lastDays(localDayKey(clock.now, clock.timeZone), LONGEST_DAYS + HISTORY_POINT_WINDOW_DAYS - 1);
  const buckets = bucketByDay(range, clock.timeZone, input.moods, input.checkins, input.rituals, input.questionAnswers);
  const history7 = historyFromBuckets(buckets, 7);
  const history30 = historyFromBuckets(buckets, LONGEST_DAYS);
  return {
    score7: scoreFromBuckets(buckets.slice(-7), true),
    score30: scoreFromBuckets(buckets.slice(-LONGEST_DAYS), true),
    history7,
    history30,
    dataQuality: dataQualityNotice(history7, history30),
    recentTrend: recentTrend(history30),
  };
}
