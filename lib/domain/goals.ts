/**
 * Shared goals (spec 3 §2 Goals, §4, §5, §9; issue #16): the constants, the screen's strings and the rules that need
 * no database. Goals are intentions, not tasks: progress moves in steps of 10 within 0..100, and a goal is complete
 * once completed_at is set.
 */

export const GOAL_PROGRESS_STEP = 10;
export const GOAL_PROGRESS_MIN = 0;
export const GOAL_PROGRESS_MAX = 100;
export const GOAL_TITLE_MAX_LENGTH = 200;
export const GOAL_DESCRIPTION_MAX_LENGTH = 1_000;
/** Spec 3 §9: the completion banner's time on screen, and from how many completed goals it says 'Amazing!'. */
export const GOAL_BANNER_MS = 4_000;
const GOAL_AMAZING_FROM = 7;
/** Spec 3 §9: the example intention rotates every 6 s; the intro text appears after 300 ms and again after 800 ms. */
export const GOAL_EXAMPLE_ROTATE_MS = 6_000;
export const GOAL_INTRO_DELAYS_MS = [300, 800] as const;

export type GoalVisibility = "shared" | "private";

export const GOALS_TEXT = {
  title: "Shared Goals",
  emptyTitle: "No goals yet",
  noPartnerTitle: "Connect with your partner",
  goToSettings: "Go to Settings",
  startNow: "Start a shared intention now",
  create: "Create Shared Goal",
  creating: "Creating...",
  dialogTitle: "Create a Shared Goal",
  fieldTitle: "Goal Title",
  fieldDescription: "Description (Optional)",
  fieldTargetDate: "Target Date (Optional)",
  shared: "Shared with partner",
  private: "Private goal",
  activeTab: (n: number) => `Active Goals (${n})`,
  completedTab: (n: number) => `Completed (${n})`,
  noActive: "No active goals",
  noActiveHint: "Create your first shared goal to get started!",
  /** Ours (issue #32): the Active tab once every goal is complete, instead of 'No active goals'. */
  firstCompletedTitle: "Your first goal is complete — set the next one",
  firstCompletedHint: (title: string) => `“${title}” is done. What would you like to move towards next?`,
  allCompletedTitle: (count: number) => `All ${count} of your goals are complete — set the next one`,
  allCompletedHint: (title: string) => `Most recently “${title}”. What would you like to move towards next?`,
  setNext: "Set the next goal",
  noCompleted: "No completed goals yet",
  noCompletedHint: "Complete your first goal to see it here!",
  sharedBadge: "Shared",
  completeBadge: "Complete",
  createdByPartner: "Created by Partner",
  createdByYou: "Created by You",
  minus: "-10%",
  plus: "+10%",
  complete: "Complete",
  completing: "Completing...",
  markComplete: "Mark Complete",
  deleteGoal: "Delete Goal",
  /** Ours: also the answer when a goal exists but is not the person's to see (decision 036). */
  notFound: "Goal not found",
  /** Ours: spec 3 names a tooltip that says goals are intentions, not tasks, without its words. */
  tooltip: "Goals here are shared intentions, not tasks: something you both want to move towards, at your own pace.",
  /** Ours: the intro text of the empty state (spec 3 names when it appears, not what it says). */
  intro: [
    "A shared goal is a small promise you make together.",
    "Pick something you both care about, and nudge it forward when you can.",
  ],
  noPartnerText: "Goals are made to share. Link your partner in Settings, or start one now and share it later.",
} as const;

/** Ours: the rotating example intentions of the empty state (the spec says one rotates, not which). */
export const GOAL_EXAMPLES: readonly string[] = [
  "Have one phone-free dinner a week",
  "Walk together every Sunday morning",
  "Plan a weekend away before summer",
  "Say one thing we appreciate every evening",
  "Save together for something we both want",
  "Try a new recipe together each month",
];

/** Spec 3 §4: −10 / +10, clamped to 0..100. */
export function nextProgress(progress: number, delta: number): number {
  return Math.min(GOAL_PROGRESS_MAX, Math.max(GOAL_PROGRESS_MIN, progress + delta));
}

/** Spec 3 §2: the 4 s banner, by how many goals are now completed. */
export function completionBanner(completedCount: number): string {
  return completedCount >= GOAL_AMAZING_FROM ? `Amazing! ${completedCount} goals completed!` : "Goal completed!";
}

/** The example shown `elapsedMs` after the empty state appeared. */
export function exampleAt(elapsedMs: number): string {
  return GOAL_EXAMPLES[Math.floor(elapsedMs / GOAL_EXAMPLE_ROTATE_MS) % GOAL_EXAMPLES.length]!;
}

/** One goal as the screen shows it (house rule 4: who created it and how it reads are decided here). */
export interface GoalCardModel {
  id: string;
  title: string;
  description: string | null;
  /** 'Due Mar 1, 2027', or null without a target date. */
  due: string | null;
  targetDate: string | null;
  /** Spec 3 §2: the 'Shared' badge marks a goal the partner created. */
  createdByPartner: boolean;
  /** The 'Private goal' badge: only the viewer's own goal that is not shared (isPrivateGoal). */
  private: boolean;
  progress: number;
  completed: boolean;
}

/** A goal as it is stored (lib/data/goals reads it in this shape). */
export interface StoredGoal {
  id: string;
  title: string;
  description: string | null;
  targetDate: string | null;
  visibility: GoalVisibility;
  progress: number;
  createdBy: string;
  createdAt: Date;
  completedAt: Date | null;
}

/**
 * 'Private goal' only when the goal is not shared (issue #32: a shared goal was never to read as private). A goal the
 * partner created reaches the viewer only because it is shared (lib/data goalsVisibleTo), so it is never badged
 * private either, whatever its row says.
 */
export function isPrivateGoal(goal: Pick<StoredGoal, "visibility" | "createdBy">, viewerId: string): boolean {
  return goal.visibility !== "shared" && goal.createdBy === viewerId;
}

export type GoalBadge = { kind: "shared" | "complete" | "private"; label: string };

/** The badges under a goal's title, in order: 'Shared' (the partner's goal), 'Complete', 'Private goal'. */
export function goalBadges(card: Pick<GoalCardModel, "createdByPartner" | "completed" | "private">): GoalBadge[] {
  const badges: GoalBadge[] = [];
  if (card.createdByPartner) badges.push({ kind: "shared", label: GOALS_TEXT.sharedBadge });
  if (card.completed) badges.push({ kind: "complete", label: GOALS_TEXT.completeBadge });
  if (card.private) badges.push({ kind: "private", label: GOALS_TEXT.private });
  return badges;
}

export function goalCard(
  goal: Omit<StoredGoal, "createdAt">,
  viewerId: string,
  formatDate: (day: string) => string,
): GoalCardModel {
  return {
    id: goal.id,
    title: goal.title,
    description: goal.description,
    due: goal.targetDate ? `Due ${formatDate(goal.targetDate)}` : null,
    targetDate: goal.targetDate,
    createdByPartner: goal.createdBy !== viewerId,
    private: isPrivateGoal(goal, viewerId),
    progress: goal.progress,
    completed: goal.completedAt !== null,
  };
}

/** The /goals screen's model: the tabs' contents, and whether a partner is linked (the empty states differ). */
export interface GoalsScreenModel {
  hasPartner: boolean;
  active: GoalCardModel[];
  completed: GoalCardModel[];
  /** The title of the goal completed last (latestCompletedTitle), null when none is: the Active tab celebrates it. */
  lastCompletedTitle: string | null;
}

/** The most recently completed goal's title; ties go to the later id, so the order of the rows never matters. */
export function latestCompletedTitle(
  goals: readonly Pick<StoredGoal, "id" | "title" | "completedAt">[],
): string | null {
  const done = goals.filter((goal) => goal.completedAt !== null);
  done.sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime() || (a.id < b.id ? 1 : -1));
  return done[0]?.title ?? null;
}

/**
 * The Active tab with nothing in it. Before any goal is completed it is the spec's 'No active goals'; once every goal
 * is complete it celebrates the one done last and asks for the next (issue #32), rather than reading as if nothing
 * had happened.
 */
export function activeTabEmpty(
  completedCount: number,
  lastCompletedTitle: string | null,
): { title: string; hint: string; celebrate: boolean } {
  if (completedCount === 0 || lastCompletedTitle === null) {
    return { title: GOALS_TEXT.noActive, hint: GOALS_TEXT.noActiveHint, celebrate: false };
  }
  return completedCount === 1
    ? {
        title: GOALS_TEXT.firstCompletedTitle,
        hint: GOALS_TEXT.firstCompletedHint(lastCompletedTitle),
        celebrate: true,
      }
    : {
        title: GOALS_TEXT.allCompletedTitle(completedCount),
        hint: GOALS_TEXT.allCompletedHint(lastCompletedTitle),
        celebrate: true,
      };
}
