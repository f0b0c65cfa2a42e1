/**
 * What a plan entitles a couple to (decision 042). One subscription covers both partners (spec 1 §1), so a person is
 * entitled when their own plan or their partner's gives access. Without one, everything they wrote stays theirs to
 * read, export and delete; only the features that cost us per use (the coach, generated rituals, AI analysis) wait
 * for a plan.
 */

export type PlanStatus = "trialing" | "active" | "past_due" | "canceled" | "incomplete";

export interface PlanState {
  status: PlanStatus;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
}

/** What the person is told when a gated feature is asked for without a plan. */
export const PLAN_REQUIRED_TITLE = "Plan needed";
export const PLAN_REQUIRED_MESSAGE =
  "This needs an Attune plan or trial. Choose one in Settings. Everything you've saved stays yours to read, export or delete.";

/** Until when this plan gives access; null means no end is known (a live paid plan). */
export function accessUntil(plan: PlanState | null, now: Date): { active: boolean; until: Date | null } {
  if (!plan) return { active: false, until: null };
  switch (plan.status) {
    case "trialing":
      // A trial's access is its end; a trial with no end recorded (comped) is open.
      return { active: !plan.trialEndsAt || plan.trialEndsAt > now, until: plan.trialEndsAt };
    case "active":
      return { active: true, until: plan.currentPeriodEnd };
    case "past_due":
      // Stripe is still retrying the card: the couple keeps access and is told to update it; Stripe's own dunning
      // ends in canceled, which ends access at the period's end.
      return { active: true, until: plan.currentPeriodEnd };
    case "canceled":
      return {
        active: plan.currentPeriodEnd !== null && plan.currentPeriodEnd > now,
        until: plan.currentPeriodEnd,
      };
    case "incomplete":
      return { active: false, until: null };
  }
}

export type Entitlement =
  { entitled: true; source: "own" | "partner"; until: Date | null } | { entitled: false; source: null; until: null };

/** The couple's plan decides: the person's own when it gives access, else the partner's. */
export function entitlementOf(own: PlanState | null, partners: PlanState | null, now: Date): Entitlement {
  const mine = accessUntil(own, now);
  if (mine.active) return { entitled: true, source: "own", until: mine.until };
  const theirs = accessUntil(partners, now);
  if (theirs.active) return { entitled: true, source: "partner", until: theirs.until };
  return { entitled: false, source: null, until: null };
}
