"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";
import { createGoalAction, shareHeldGoalAction } from "@/lib/actions/goals";
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_TITLE_MAX_LENGTH, GOALS_TEXT } from "@/lib/domain/goals";
import { useAction } from "@/components/forms/use-action";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { CrisisSupportCard, preloadCrisisCard } from "@/components/safety/lazy-crisis-card";
import { ShareConfirmation } from "@/components/safety/share-confirmation";

const EMPTY = { title: "", description: "", targetDate: "", shared: true };

/**
 * 'Create a Shared Goal' (spec 3 §2): title required (the button waits for one), optional description and target
 * date (the browser's calendar picker, sent as YYYY-MM-DD), shared by default. After success the form resets and the
 * dialog closes; a refused field shows its message under the field. When its words were screened (decision 080) the
 * dialog stays open with the author's help lines, and a goal marked shared that speaks of harm by a partner, saved
 * private, asks whether to share it ("Keep it private" first).
 */
export function CreateGoalDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  /** After a save that was screened: the author's lines and, for a held goal, its id until they answer. */
  const [after, setAfter] = useState<{ support: CrisisCard | null; held: string | null } | null>(null);
  const share = useAction((goalId: string) => shareHeldGoalAction({ goalId }), {
    onSuccess: () => {
      onCreated();
      finish();
    },
  });
  const create = useAction(
    (goal: { title: string; description: string; targetDate: string; visibility: "shared" | "private" }) =>
      createGoalAction(goal),
    {
      onFailure: (error) => {
        if (error.fieldErrors) setErrors(error.fieldErrors);
      },
      onSuccess: ({ id: goalId, support, confirmShare }) => {
        setForm(EMPTY);
        setErrors({});
        onCreated();
        if (support || confirmShare) setAfter({ support, held: confirmShare ? goalId : null });
        else onOpenChange(false);
      },
    },
  );
  const busy = create.pending || share.pending;

  function finish() {
    setAfter(null);
    onOpenChange(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || form.title.trim() === "") return;
    preloadCrisisCard();
    void create.run({
      title: form.title,
      description: form.description,
      targetDate: form.targetDate,
      visibility: form.shared ? "shared" : "private",
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && (next ? onOpenChange(next) : finish())}>
      <DialogContent title={GOALS_TEXT.dialogTitle}>
        {after ? (
          <div className="space-y-4">
            {after.held ? (
              <ShareConfirmation
                busy={share.pending}
                onKeep={() => (after.support ? setAfter({ ...after, held: null }) : finish())}
                onShare={() => void share.run(after.held!)}
              />
            ) : null}
            {after.support ? <CrisisSupportCard card={after.support} as="h3" /> : null}
            {after.held ? null : (
              <Button type="button" className="w-full" onClick={finish}>
                Close
              </Button>
            )}
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <TextField
              id={`${id}-title`}
              label={GOALS_TEXT.fieldTitle}
              value={form.title}
              maxLength={GOAL_TITLE_MAX_LENGTH}
              required
              error={errors.title?.[0]}
              onValueChange={(title) => setForm((f) => ({ ...f, title }))}
            />
            <Field id={`${id}-description`} label={GOALS_TEXT.fieldDescription} error={errors.description?.[0]}>
              <textarea
                id={`${id}-description`}
                rows={3}
                value={form.description}
                maxLength={GOAL_DESCRIPTION_MAX_LENGTH}
                onChange={(event) => setForm((f) => ({ ...f, description: event.target.value }))}
                className="w-full rounded-lg border border-brand-100 bg-white px-3 py-2 text-sm"
              />
            </Field>
            <TextField
              id={`${id}-date`}
              type="date"
              label={GOALS_TEXT.fieldTargetDate}
              value={form.targetDate}
              error={errors.targetDate?.[0]}
              onValueChange={(targetDate) => setForm((f) => ({ ...f, targetDate }))}
            />
            <div className="flex items-center gap-3 text-sm">
              <Switch
                id={`${id}-shared`}
                checked={form.shared}
                onCheckedChange={(shared) => setForm((f) => ({ ...f, shared }))}
              />
              <label htmlFor={`${id}-shared`}>{form.shared ? GOALS_TEXT.shared : GOALS_TEXT.private}</label>
            </div>
            <Button type="submit" className="w-full" disabled={busy || form.title.trim() === ""}>
              {busy ? GOALS_TEXT.creating : GOALS_TEXT.create}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
