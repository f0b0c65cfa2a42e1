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
export const GOAL_AMAZING_FROM = 7;
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
    private: goal.visibility === "private",
    progress: goal.progress,
    completed: goal.completedAt !== null,
  };
}

/** The /goals screen's model: the tabs' contents, and whether a partner is linked (the empty states differ). */
export interface GoalsScreenModel {
  hasPartner: boolean;
  active: GoalCardModel[];
  completed: GoalCardModel[];
}
