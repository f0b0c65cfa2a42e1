/**
 * The first-week guide at the top of the dashboard (issue #32, "Start with what to do"): five steps, each ticked from
 * a fact the caller read from the person's own rows, never from a visit or a click:
 *   1. invite your partner   2. choose what you share   3. first mood   4. first check-in   5. first ritual.
 * The order is the same for everyone, so "N of 5" means the same thing on both partners' screens; invite comes first
 * because everything shared needs it. Choices where the issue is silent:
 * - An invitation still waiting to be accepted (and not expired) ticks the invite step: the person has done their
 *   part. An expired one does not: it can no longer be accepted, so there is something left to do.
 * - Choosing what you share needs a partner. Alone it is not done and not available (it never becomes the next step):
 *   a new partnership starts with nothing shared whatever was chosen before (decision 027), so a choice made alone
 *   would not survive the link.
 * - The check-in is the partner check-in about the current partner once there is one (what /checkin writes); alone
 *   it is the personal check-in (/emotional-checkin), the check-in that makes sense without a partner. A personal
 *   check-in therefore stops counting once a partner joins: "Check in with Sam" is a new thing to do.
 * - The partner is named by first name only (partnerNameOr(firstName(…)), 'Your Partner' without one).
 * - Nothing to show (every step done, the person dismissed the guide, or their first FIRST_WEEK_GUIDE_DAYS are over)
 *   is null, not an empty card. A year of history is not a first week, whatever step is left.
 * - Bringing one's history from another app (issue #40, decision 082) is offered beside the five, not among them:
 *   someone with no other app has nothing to import, so it is never counted, never the next step, and never what
 *   keeps the guide up. It goes once the person has imported anything (and an imported history older than two weeks
 *   ends the first week anyway: see startedAt).
 */
import { firstName, partnerNameOr } from "./names";

export const FIRST_WEEK_STEP_IDS = ["invite", "share", "mood", "checkin", "ritual"] as const;
export type FirstWeekStepId = (typeof FIRST_WEEK_STEP_IDS)[number];

export const FIRST_WEEK_TITLE = "Your first week";

/**
 * Where each step is done. The settings anchors are the ids of the Partner and Data & Privacy cards' titles
 * (components/partner/partner-section.tsx, components/settings/privacy-card.tsx).
 */
export const FIRST_WEEK_HREFS = {
  invite: "/settings#partner-section-title",
  // The guided screen (decision 054): what each switch shows the partner, with a suggested set.
  share: "/sharing",
  mood: "/mood-log",
  partnerCheckin: "/checkin",
  personalCheckin: "/emotional-checkin",
  ritual: "/rituals",
  import: "/settings/import",
} as const;

/** The person's situation, with only the facts that situation needs (nothing is passed as a made-up false). */
export type FirstWeekSituation =
  | {
      kind: "partnered";
      /** The partner's display name as stored; only its first word reaches the model. */
      partnerDisplayName: string | null;
      /** The person shares something with the partner now: mood consent or any of the grants. */
      sharesWithPartner: boolean;
      /** The person has written a partner check-in about this partner. */
      checkedInWithPartner: boolean;
    }
  | {
      kind: "alone";
      /** The latest expiry of the invitations the person sent that are still pending; null without one. */
      pendingInvitationExpiresAt: Date | null;
      /** The person has written a personal check-in. */
      personalCheckin: boolean;
    };

/** Ours: the guide is for a person's first two weeks; after that it is gone whatever is left undone. */
export const FIRST_WEEK_GUIDE_DAYS = 14;

export interface FirstWeekFacts {
  now: Date;
  /** When the person started: their account's creation, or their earliest mood if that is older (an import). */
  startedAt: Date;
  /** The person dismissed the guide. */
  dismissed: boolean;
  loggedMood: boolean;
  /** The person has completed a ritual at least once (the completion log, not a ritual merely created for them). */
  completedRitual: boolean;
  /** The person has imported a file (Settings → Import). */
  importedHistory: boolean;
  situation: FirstWeekSituation;
}

export interface FirstWeekStep {
  id: FirstWeekStepId;
  label: string;
  /** One line on why the step matters. */
  why: string;
  href: string;
  done: boolean;
  /** False while the step waits on something the person cannot do here (choosing what to share needs a partner). */
  available: boolean;
}

export interface FirstWeekGuide {
  steps: FirstWeekStep[];
  doneCount: number;
  total: number;
  /** The first step, in order, that is neither done nor waiting; null when only waiting steps are left. */
  next: FirstWeekStep | null;
  /** The optional step beside the five (bring your history), until the person has imported; never counted. */
  optional: { label: string; why: string; href: string } | null;
}

export const IMPORT_STEP = {
  label: "Bring your history from another app",
  why: "Moods from Daylio or another tracker, or an Attune export: your trends start with them.",
  href: FIRST_WEEK_HREFS.import,
} as const;

function inviteStep(situation: FirstWeekSituation, now: Date): FirstWeekStep {
  const href = FIRST_WEEK_HREFS.invite;
  if (situation.kind === "partnered") {
    const name = partnerNameOr(firstName(situation.partnerDisplayName));
    return {
      id: "invite",
      label: `Connect with ${name}`,
      why: `You and ${name} are connected.`,
      href,
      done: true,
      available: true,
    };
  }
  const expires = situation.pendingInvitationExpiresAt;
  const pending = expires !== null && expires.getTime() > now.getTime();
  return {
    id: "invite",
    label: "Invite your partner",
    why: pending
      ? "Invitation sent. The shared steps open once they accept."
      : "Check-ins, shared rituals and your couple score need the two of you.",
    href,
    done: pending,
    available: true,
  };
}

function shareStep(situation: FirstWeekSituation): FirstWeekStep {
  const href = FIRST_WEEK_HREFS.share;
  if (situation.kind === "alone") {
    return {
      id: "share",
      label: "Choose together what you share",
      why: "Once your partner joins, you each decide what the other can see.",
      href,
      done: false,
      available: false,
    };
  }
  const name = partnerNameOr(firstName(situation.partnerDisplayName));
  return {
    id: "share",
    label: `Choose what you share with ${name}`,
    why: "Nothing is shared until you turn it on, and you can change it any time.",
    href,
    done: situation.sharesWithPartner,
    available: true,
  };
}

function checkinStep(situation: FirstWeekSituation): FirstWeekStep {
  if (situation.kind === "alone") {
    return {
      id: "checkin",
      label: "Do your first personal check-in",
      why: "A private moment to name how you feel and one thing you're grateful for.",
      href: FIRST_WEEK_HREFS.personalCheckin,
      done: situation.personalCheckin,
      available: true,
    };
  }
  const name = partnerNameOr(firstName(situation.partnerDisplayName));
  return {
    id: "checkin",
    label: `Check in with ${name}`,
    why: `Say how connected you feel, and choose whether ${name} sees it.`,
    href: FIRST_WEEK_HREFS.partnerCheckin,
    done: situation.checkedInWithPartner,
    available: true,
  };
}

/**
 * What ticks "choose what you share": the person shares something with the partner now — mood consent or any of the
 * grants, the check-up's included (partner_sharing_enabled is left out: it is on by default and is about what they see, not share).
 *
 * Why this and not "saved their choices once": nothing records a save as such. sharing_grants rows are written for
 * both people by the acceptance itself (decision 027 turns everything off), so a row proves nothing, and comparing its
 * updated_at with the partnership's start would trust the app's and the database's clocks to agree. What is certain
 * is that every partnership starts with nothing shared, so anything on now was turned on by this person since. The
 * cost: someone who chooses to share nothing never ticks it, and dismisses the guide instead.
 */
export function sharesWithPartner(sharing: {
  consentMoodSharing: boolean | null;
  grants: Readonly<Record<string, boolean>> | null;
}): boolean {
  return sharing.consentMoodSharing === true || Object.values(sharing.grants ?? {}).some((on) => on);
}

/** The guide for these facts, or null when there is nothing to show (all done, or dismissed). */
export function firstWeekGuide(facts: FirstWeekFacts): FirstWeekGuide | null {
  if (facts.dismissed) return null;
  if (facts.now.getTime() - facts.startedAt.getTime() >= FIRST_WEEK_GUIDE_DAYS * 86_400_000) return null;
  const steps: FirstWeekStep[] = [
    inviteStep(facts.situation, facts.now),
    shareStep(facts.situation),
    {
      id: "mood",
      label: "Log your first mood",
      why: "It takes seconds, and every trend and insight starts from it.",
      href: FIRST_WEEK_HREFS.mood,
      done: facts.loggedMood,
      available: true,
    },
    checkinStep(facts.situation),
    {
      id: "ritual",
      label: "Complete your first ritual",
      why: "A small habit you keep up is what your streak and score count.",
      href: FIRST_WEEK_HREFS.ritual,
      done: facts.completedRitual,
      available: true,
    },
  ];
  const doneCount = steps.filter((step) => step.done).length;
  if (doneCount === steps.length) return null;
  return {
    steps,
    doneCount,
    total: steps.length,
    next: steps.find((step) => !step.done && step.available) ?? null,
    optional: facts.importedHistory ? null : IMPORT_STEP,
  };
}
