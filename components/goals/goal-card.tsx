"use client";

import { MoreVertical } from "@/components/ui/icons/more-vertical";
import { Button } from "@/components/ui/button";
import { MenuButton } from "@/components/ui/menu-button";
import { cn } from "@/components/ui/cn";
import { GOAL_PROGRESS_STEP, GOALS_TEXT, goalBadges, type GoalBadge, type GoalCardModel } from "@/lib/domain/goals";

const BADGE_CLASSES: Record<GoalBadge["kind"], string> = {
  shared: "bg-brand-100 text-brand-900",
  complete: "bg-emerald-100 text-emerald-900",
  private: "bg-slate-100 text-slate-800",
};

export interface GoalCardActions {
  onStep: (goal: GoalCardModel, delta: number) => void;
  onComplete: (goal: GoalCardModel) => void;
  onDelete: (goal: GoalCardModel) => void;
}

/**
 * A goal card (spec 3 §2): title, description, the 'Shared' badge on the partner's goals, 'Complete' once done, who
 * created it, the due date; while active a progress bar with −10% / +10% / Complete, and a menu with 'Mark Complete'
 * (only while active) and 'Delete Goal'.
 */
export function GoalCard({
  goal,
  completing,
  ...actions
}: GoalCardActions & { goal: GoalCardModel; completing: boolean }) {
  const titleId = `goal-${goal.id}`;
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold break-words">
            {goal.title}
          </h3>
          <div className="mt-1 flex flex-wrap gap-2 text-xs">
            {goalBadges(goal).map((badge) => (
              <span key={badge.kind} className={cn("rounded-full px-2 py-0.5 font-medium", BADGE_CLASSES[badge.kind])}>
                {badge.label}
              </span>
            ))}
          </div>
        </div>
        <MenuButton
          label={`Actions for ${goal.title}`}
          menuClassName="min-w-40 rounded-xl border border-brand-100 bg-white p-1 text-sm shadow-lg"
          items={[
            ...(!goal.completed
              ? [
                  {
                    label: GOALS_TEXT.markComplete,
                    onSelect: () => actions.onComplete(goal),
                    className: "cursor-pointer rounded-lg px-3 py-2 outline-none focus:bg-brand-50",
                  },
                ]
              : []),
            {
              label: GOALS_TEXT.deleteGoal,
              onSelect: () => actions.onDelete(goal),
              className: "cursor-pointer rounded-lg px-3 py-2 text-danger outline-none focus:bg-red-50",
            },
          ]}
        >
          <MoreVertical aria-hidden className="size-4" />
        </MenuButton>
      </div>
      {goal.description ? <p className="mt-2 text-sm whitespace-pre-line">{goal.description}</p> : null}
      <p className="mt-2 text-xs text-muted">
        {goal.createdByPartner ? GOALS_TEXT.createdByPartner : GOALS_TEXT.createdByYou}
        {goal.due ? ` · ${goal.due}` : ""}
      </p>
      {!goal.completed ? (
        <div className="mt-4">
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={`${goal.title} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={goal.progress}
              className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100"
            >
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${goal.progress}%` }} />
            </div>
            <span className="w-10 text-right text-sm font-semibold">{goal.progress}%</span>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`${GOALS_TEXT.minus} ${goal.title}`}
              disabled={goal.progress === 0 || completing}
              onClick={() => actions.onStep(goal, -GOAL_PROGRESS_STEP)}
            >
              {GOALS_TEXT.minus}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`${GOALS_TEXT.plus} ${goal.title}`}
              disabled={goal.progress === 100 || completing}
              onClick={() => actions.onStep(goal, GOAL_PROGRESS_STEP)}
            >
              {GOALS_TEXT.plus}
            </Button>
            <Button size="sm" disabled={completing} onClick={() => actions.onComplete(goal)}>
              {completing ? GOALS_TEXT.completing : GOALS_TEXT.complete}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
