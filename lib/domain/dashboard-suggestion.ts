/**
 * The optional suggestion card under the dashboard's quick actions (spec 2 §2.4). The spec names the card but not
 * what it suggests; ours is the one next step that matters most now, or nothing (the card is optional):
 * 1. no partner → connect one in Settings ('Go to Settings' is offered wherever a partner is required, spec 2 §2.4);
 * 2. a partner, and no check-in written about them in the last CHECKIN_SUGGESTION_DAYS local days → check in.
 *    "You haven't checked in for a few days" only once the partnership is that old (issue #32: minutes after
 *    linking it was false); before that the nudge is to a first check-in.
 * "Log a mood today" was the first rule until the dashboard opened with the quick mood row (decision 049): the same
 * question twice on one screen is one too many.
 * Recorded in docs/decisions/031-dashboard-speed-and-suggestion.md, 048 and 049.
 */
import { firstName, partnerNameOr } from "./names";
import { moodsInLastDays } from "./mood-tags";
import type { Clock, PartnerCheckinRecord } from "./types";

/** Ours: three local days (today and the two before) without a check-in about the partner prompt one. */
export const CHECKIN_SUGGESTION_DAYS = 3;

export type DashboardSuggestionKind = "connect-partner" | "check-in";

export interface DashboardSuggestion {
  kind: DashboardSuggestionKind;
  title: string;
  text: string;
  action: { label: string; href: string };
}

export function dashboardSuggestion({
  clock,
  checkins,
  partner,
}: {
  clock: Clock;
  /** Partner check-ins the user wrote. */
  checkins: readonly Pick<PartnerCheckinRecord, "subjectId" | "at">[];
  partner: { id: string; displayName: string; linkedAt: Date } | null;
}): DashboardSuggestion | null {
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
