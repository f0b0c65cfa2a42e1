/**
 * Messages card model (spec 2 §2.4, §3, §9): a 30-day summary of partner check-ins, either the ones the partner
 * shared with the user ('Messages From {partner first name}') or the user's own ('Your Messages to {partner}').
 *
 * Choices where the spec is silent (also in docs/engines/weekly-charts-and-messages.md):
 * - Which check-ins are passed is the caller's business (lib/data): for the partner's side only rows the partner
 *   marked as shared with this user (spec 2 §4.3); for the user's side all of their own. The engine never re-filters
 *   by sharing, it only counts shared vs private.
 * - The 30-day window and "this week" are whole local days of the viewer ending today (today and the 29 / 6 days
 *   before); check-ins dated after today are ignored.
 * - avgConnectionScore is null when there is no check-in (0 would read as a real "Neutral" average). It is the mean
 *   of the stored −3..3 scores, rounded half away from zero to 2 decimals.
 * - Newest first; check-ins at the same instant are ordered by id. Emotion ties go to the one used most recently
 *   (in that newest-first order), so input order never matters.
 * - 'View All Messages (N)' counts the messages the expanded list will show (at most the 10 kept).
 * - Both titles use the partner's first name (the first word of the display name), or 'Your Partner' without one.
 */
import type { Clock, PartnerCheckinRecord } from "./types";
import { roundTo } from "./stats";
import { localDayWindow } from "./time";
import { partnerFirstName, partnerInSentence } from "./names";

/** Spec 2 §9. */
const MESSAGES_WINDOW_DAYS = 30;
const MESSAGES_RECENT_LIMIT = 10;
/** Ours: two, so the dashboard stays short (decision 049); "View All Messages (N)" shows the rest. */
const MESSAGES_SHOWN_UNTIL_EXPANDED = 2;
const MESSAGES_TOP_EMOTIONS = 5;
const MESSAGES_WEEK_DAYS = 7;
const MESSAGES_AVERAGE_DECIMALS = 2;

/** The cards' strings (spec 2 §2.4, §8), verbatim; the empty-state prompts and the check-in link's label are ours. */
export const MESSAGES_TEXT = {
  fromPartnerTitle: (partnerDisplayName: string | null | undefined) =>
    `Messages From ${partnerFirstName(partnerDisplayName)}`,
  toPartnerTitle: (partnerDisplayName: string | null | undefined) =>
    `Your Messages to ${partnerFirstName(partnerDisplayName)}`,
  /** Ours: under 'Messages From {partner}'. */
  fromPartnerDescription: (partnerDisplayName: string | null | undefined) =>
    `Check-ins ${partnerInSentence(partnerDisplayName)} chose to share with you, last 30 days.`,
  /** Ours: under 'Your Messages to {partner}'. */
  toPartnerDescription: (partnerDisplayName: string | null | undefined) =>
    `Your check-ins about ${partnerInSentence(partnerDisplayName)}, last 30 days. Private ones are seen only by you.`,
  noneReceived: "No Messages Received Yet",
  encourageSharing: (partnerDisplayName: string | null | undefined) =>
    `When ${partnerInSentence(partnerDisplayName)} shares a check-in with you, it will appear here. Invite them to share how they feel.`,
  encourageCheckin: (partnerDisplayName: string | null | undefined) =>
    `You haven't logged a check-in about ${partnerInSentence(partnerDisplayName)} in the last 30 days. Log how connected you feel, and choose whether to share it.`,
  logCheckin: "Log a check-in",
  viewAll: (count: number) => `View All Messages (${count})`,
  showLess: "Show Less",
  ownLoadError: "Unable to load your messages. Please try again later.",
  partnerLoadError: "Unable to load messages from your partner. Please try again later.",
} as const;

export interface EmotionCount {
  emotion: string;
  count: number;
}

/** Spec 2 §3 "Partner messages summary". */
export interface PartnerMessagesSummary {
  recentMessages: PartnerCheckinRecord[];
  totalMessages: number;
  sharedCount: number;
  privateCount: number;
  avgConnectionScore: number | null;
  topEmotions: EmotionCount[];
  messagesThisWeek: number;
}

function newestFirst(a: PartnerCheckinRecord, b: PartnerCheckinRecord): number {
  return b.at.getTime() - a.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function partnerMessagesSummary({
  clock,
  checkins,
}: {
  clock: Clock;
  checkins: readonly PartnerCheckinRecord[];
}): PartnerMessagesSummary {
  const window = localDayWindow(clock.now, clock.timeZone, MESSAGES_WINDOW_DAYS);
  const week = localDayWindow(clock.now, clock.timeZone, MESSAGES_WEEK_DAYS);
  const fromMs = window.from.getTime();
  const toMs = window.to.getTime();
  const weekFromMs = week.from.getTime();

  const inWindow: PartnerCheckinRecord[] = [];
  let sharedCount = 0;
  let scoreTotal = 0;
  let messagesThisWeek = 0;
  for (const c of checkins) {
    const ms = c.at.getTime();
    if (ms < fromMs || ms >= toMs) continue;
    inWindow.push(c);
    if (c.shared) sharedCount += 1;
    scoreTotal += c.score;
    if (ms >= weekFromMs) messagesThisWeek += 1;
  }
  inWindow.sort(newestFirst);

  // Walking newest first, the first time an emotion is met is its most recent use: that order breaks count ties.
  const emotions = new Map<string, number>();
  for (const c of inWindow) emotions.set(c.feeling, (emotions.get(c.feeling) ?? 0) + 1);
  const rank = new Map([...emotions.keys()].map((emotion, i) => [emotion, i]));
  const topEmotions = [...emotions]
    .map(([emotion, count]) => ({ emotion, count }))
    .sort((a, b) => b.count - a.count || rank.get(a.emotion)! - rank.get(b.emotion)!)
    .slice(0, MESSAGES_TOP_EMOTIONS);

  const total = inWindow.length;
  return {
    recentMessages: inWindow.slice(0, MESSAGES_RECENT_LIMIT),
    totalMessages: total,
    sharedCount,
    privateCount: total - sharedCount,
    avgConnectionScore: total === 0 ? null : roundTo(scoreTotal / total, MESSAGES_AVERAGE_DECIMALS),
    topEmotions,
    messagesThisWeek,
  };
}

/** The messages to list: the first 3 until expanded, then all kept; plus the toggle's label (null when none needed). */
export function visibleMessages<T>(
  recent: readonly T[],
  expanded: boolean,
): { items: T[]; toggleLabel: string | null } {
  if (recent.length <= MESSAGES_SHOWN_UNTIL_EXPANDED) return { items: [...recent], toggleLabel: null };
  return expanded
    ? { items: [...recent], toggleLabel: MESSAGES_TEXT.showLess }
    : { items: recent.slice(0, MESSAGES_SHOWN_UNTIL_EXPANDED), toggleLabel: MESSAGES_TEXT.viewAll(recent.length) };
}
