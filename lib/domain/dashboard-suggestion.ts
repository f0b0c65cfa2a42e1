/**
 * The optional suggestion card under the dashboard's quick actions (spec 2 §2.4). The spec names the card but not
 * what it suggests; ours is the one next step that matters most now, or nothing (the card is optional):
 * 1. no mood logged today (a local day of the user) → log one: every other card is built from moods;
 * 2. no partner → connect one in Settings ('Go to Settings' is offered wherever a partner is required, spec 2 §2.4);
 * 3. a partner, and no check-in written about them in the last CHECKIN_SUGGESTION_DAYS local days → check in.
 *    "You haven't checked in for a few days" only once the partnership is that old (issue #32: minutes after
 *    linking it was false); before that the nudge is to a first check-in.
 * Recorded in docs/decisions/031-dashboard-speed-and-suggestion.md and 048.
 */
import { firstName, partnerNameOr } from "./partner-messages";
import { moodsInLastDays } from "./mood-tags";
import type { Clock, MoodRecord, PartnerCheckinRecord } from "./types";

/** Ours: three local days (today and the two before) without a check-in about the partner prompt one. */
export const CHECKIN_SUGGESTION_DAYS = 3;

export type DashboardSuggestionKind = "log-mood" | "connect-partner" | "check-in";

export interface DashboardSuggestion {
  kind: DashboardSuggestionKind;
  title: string;
  text: string;
  action: { label: string; href: string };
}

export function dashboardSuggestion({
  clock,
  moods,
  checkins,
  partner,
}: {
  clock: Clock;
  moods: readonly Pick<MoodRecord, "at">[];
  /** Partner check-ins the user wrote. */
  checkins: readonly Pick<PartnerCheckinRecord, "subjectId" | "at">[];
  partner: { id: string; displayName: string; linkedAt: Date } | null;
}): DashboardSuggestion | null {
  if (moodsInLastDays(clock, moods, 1).length === 0) {
    return {
      kind: "log-mood",
      title: "How are you feeling today?",
      text: "You haven't logged a mood today. A quick log keeps your trends and your Relationship Health Score current.",
      action: { label: "Log Mood", href: "/mood-log" },
    };
  }
  if (!partner) {
    return {
      kind: "connect-partner",
      title: "Attune is better together",
      text: "Connect with your partner to share check-ins and see your Relationship Health together.",
      action: { label: "Go to Settings", href: "/settings" },
    };
  }
  const recent = moodsInLastDays(
    clock,
    checkins.filter((c) => c.subjectId === partner.id),
    CHECKIN_SUGGESTION_DAYS,
  );
  if (recent.length > 0) return null;
  const name = partnerNameOr(firstName(partner.displayName));
  // Linked within the window: "a few days" without a check-in cannot have passed yet.
  const linkedLately = moodsInLastDays(clock, [{ at: partner.linkedAt }], CHECKIN_SUGGESTION_DAYS).length > 0;
  return {
    kind: "check-in",
    title: `Check in with ${name}`,
    text: linkedLately
      ? `Your first check-in with ${name} takes a minute. How connected do you feel today?`
      : `You haven't checked in with ${name} for a few days. How connected do you feel today?`,
    action: { label: "Partner Check-in", href: "/checkin" },
  };
}
