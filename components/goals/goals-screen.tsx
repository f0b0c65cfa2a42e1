"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { LiveUpdates } from "@/components/dashboard/live-updates";
import { Button } from "@/components/ui/button";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { Tabs } from "@/components/ui/tabs";
import { changeGoalProgressAction, completeGoalAction, deleteGoalAction } from "@/lib/actions/goals";
import {
  activeTabEmpty,
  GOAL_BANNER_MS,
  GOALS_TEXT,
  nextProgress,
  type GoalCardModel,
  type GoalsScreenModel,
} from "@/lib/domain/goals";
import { GoalCard } from "./goal-card";
import { GoalsEmpty } from "./goals-empty";
import { useAction } from "@/components/forms/use-action";

/*
 * The create dialog (Radix's Dialog stack, about 12 kB gzip) is not in the page's first load (issue #34, decision
 * 066): it is fetched once the page has hydrated, before anyone can press a create button, and mounted on the first
 * press (focus goes back to the pressed button on close, as before).
 */
/** The confetti falls only right after a completion: fetched as the completion is saved, not with the page. */
const loadConfetti = () => import("@/components/dashboard/celebration-confetti").then((m) => m.CelebrationConfetti);
const CelebrationConfetti = clientOnly(retryingLoad(loadConfetti));

const loadCreateDialog = () => import("./create-goal-dialog").then((module) => module.CreateGoalDialog);
const CreateGoalDialog = clientOnly(retryingLoad(loadCreateDialog));

function EmptyTab({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-brand-100 p-6 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-muted">{hint}</p>
    </div>
  );
}

/**
 * The Active tab once every goal is complete (issue #32): the goal done last is celebrated and the next one asked
 * for. The dashboard's confetti (not its dialog, which belongs to an achievement's row) falls only right after a
 * completion on this page, while its banner shows, not on every later visit.
 */
function CompletedAllTab({
  title,
  hint,
  justCompleted,
  onCreate,
}: {
  title: string;
  hint: string;
  justCompleted: boolean;
  onCreate: () => void;
}) {
  return (
    <div className="relative rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center">
      {justCompleted ? <CelebrationConfetti /> : null}
      <p className="font-semibold text-emerald-900">{title}</p>
      <p className="mt-1 text-sm text-emerald-900">{hint}</p>
      <Button size="sm" className="mt-4" onClick={onCreate}>
        {GOALS_TEXT.setNext}
      </Button>
    </div>
  );
}

/**
 * /goals (spec 3 §2): the empty states, or the two tabs with their cards. Progress moves at once and is put back if
 * the save fails; completion shows the 4 s banner, and an Active tab left empty by it celebrates (activeTabEmpty); the
 * page's data is read again after each change, so the partner's changes since are picked up too.
 */
export function GoalsScreen({ model }: { model: GoalsScreenModel }) {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [creating, setCreatingState] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);
  const setCreating = (open: boolean) => {
    if (open) setDialogMounted(true);
    setCreatingState(open);
  };
  useEffect(() => void loadCreateDialog().catch(() => undefined), []);
  const [banner, setBanner] = useState<string | null>(null);
  const [completing, setCompleting] = useState<string | null>(null);
  // Optimistic progress by goal id, for the model it was set against: the server's next reading replaces it.
  const [optimistic, setOptimistic] = useState<{ model: GoalsScreenModel; values: Record<string, number> }>({
    model,
    values: {},
  });
  const pending = optimistic.model === model ? optimistic.values : {};
  const setPending = (id: string, value: number) =>
    setOptimistic((current) => ({
      model,
      values: { ...(current.model === model ? current.values : {}), [id]: value },
    }));
  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), GOAL_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const refresh = () => startRefresh(() => router.refresh());
  const withPending = (goal: GoalCardModel) => ({ ...goal, progress: pending[goal.id] ?? goal.progress });

  const changeProgress = useAction((goalId: string, delta: number) => changeGoalProgressAction({ goalId, delta }));
  const completeGoal = useAction((goalId: string) => completeGoalAction({ goalId }), {
    onSuccess: ({ banner: text }) => setBanner(text),
  });
  const deleteGoal = useAction((goalId: string) => deleteGoalAction({ goalId }));

  async function step(goal: GoalCardModel, delta: number) {
    const before = pending[goal.id] ?? goal.progress;
    setPending(goal.id, nextProgress(before, delta));
    const result = await changeProgress.run(goal.id, delta);
    if (!result.ok) setPending(goal.id, before);
    refresh();
  }

  async function complete(goal: GoalCardModel) {
    void loadConfetti().catch(() => undefined);
    setCompleting(goal.id);
    await completeGoal.run(goal.id);
    setCompleting(null);
    refresh();
  }

  async function remove(goal: GoalCardModel) {
    await deleteGoal.run(goal.id);
    refresh();
  }

  const actions = { onStep: step, onComplete: complete, onDelete: remove };
  const list = (goals: GoalCardModel[]) => (
    <ul className="grid gap-4 md:grid-cols-2">
      {goals.map((goal) => (
        <GoalCard key={goal.id} goal={withPending(goal)} completing={completing === goal.id} {...actions} />
      ))}
    </ul>
  );
  const any = model.active.length + model.completed.length > 0;
  const activeEmpty = activeTabEmpty(model.completed.length, model.lastCompletedTitle);

  return (
    <>
      {/* The partner's changes to shared goals arrive live: the page reads its data again. */}
      <LiveUpdates />
      <div role="status" aria-live="polite" className="empty:hidden">
        {banner ? (
          <p className="mb-4 rounded-2xl bg-emerald-50 px-4 py-3 text-center font-semibold text-emerald-900">
            {banner}
          </p>
        ) : null}
      </div>
      {any ? (
        <>
          <div className="flex justify-end">
            <Button onClick={() => setCreating(true)}>{GOALS_TEXT.create}</Button>
          </div>
          <Tabs.Root defaultValue="active" className="mt-4">
            <Tabs.List aria-label={GOALS_TEXT.title} className="flex gap-1 rounded-xl bg-brand-100/60 p-1">
              {(
                [
                  ["active", GOALS_TEXT.activeTab(model.active.length)],
                  ["completed", GOALS_TEXT.completedTab(model.completed.length)],
                ] as const
              ).map(([value, label]) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="h-10 flex-1 rounded-lg text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
                >
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="active" className="mt-4">
              {model.active.length > 0 ? (
                list(model.active)
              ) : activeEmpty.celebrate ? (
                <CompletedAllTab
                  title={activeEmpty.title}
                  hint={activeEmpty.hint}
                  justCompleted={banner !== null}
                  onCreate={() => setCreating(true)}
                />
              ) : (
                <EmptyTab title={activeEmpty.title} hint={activeEmpty.hint} />
              )}
            </Tabs.Content>
            <Tabs.Content value="completed" className="mt-4">
              {model.completed.length > 0 ? (
                list(model.completed)
              ) : (
                <EmptyTab title={GOALS_TEXT.noCompleted} hint={GOALS_TEXT.noCompletedHint} />
              )}
            </Tabs.Content>
          </Tabs.Root>
        </>
      ) : (
        <GoalsEmpty hasPartner={model.hasPartner} onCreate={() => setCreating(true)} />
      )}
      {dialogMounted ? <CreateGoalDialog open={creating} onOpenChange={setCreating} onCreated={refresh} /> : null}
    </>
  );
}
