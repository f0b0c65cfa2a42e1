"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useOptimisticToggles } from "@/components/settings/use-optimistic-toggles";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { restartCoachingProgramAction, setCoachingStepAction } from "@/lib/actions/coaching";
import type { ProgramProgress } from "@/lib/domain/coaching-programs/progress";
import { useAction } from "@/components/forms/use-action";

const stepKey = (programId: string, stepId: string) => `${programId}/${stepId}`;

/**
 * The Coaching tab (issue #15): guided programs, each a few steps to read and practise, with the person's own
 * progress saved as they tick steps off (at once, put back with a toast if the save fails).
 */
export function CoachingPrograms({ programs }: { programs: ProgramProgress[] }) {
  const router = useRouter();
  const [open, setOpen] = useState<string | null>(
    () => programs.find((p) => p.doneCount > 0 && !p.complete)?.program.id ?? null,
  );
  const restartProgram = useAction((programId: string) => restartCoachingProgramAction({ programId }), {
    onSuccess: () => router.refresh(),
  });
  const initial = Object.fromEntries(
    programs.flatMap((p) => p.steps.map((step) => [stepKey(p.program.id, step.id), step.done])),
  );
  const toggles = useOptimisticToggles<string, boolean>(initial, (patch) => {
    const [key, done] = Object.entries(patch)[0]!;
    const [programId, stepId] = key.split("/");
    return setCoachingStepAction({ programId, stepId, done });
  });

  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {programs.map(({ program, steps }) => {
        const done = steps.filter((step) => toggles.values[stepKey(program.id, step.id)]).length;
        const expanded = open === program.id;
        const panelId = `program-${program.id}`;
        return (
          <li key={program.id} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold">{program.title}</h3>
            <p className="mt-1 text-sm text-muted">{program.summary}</p>
            <p className="mt-2 text-xs text-muted">
              {steps.length} steps · about {program.minutesPerStep} minutes each
              {program.audience === "couple" ? " · some steps together" : ""}
            </p>
            <div className="mt-3 flex items-center gap-3">
              <div
                role="progressbar"
                aria-label={`${program.title} progress`}
                aria-valuemin={0}
                aria-valuemax={steps.length}
                aria-valuenow={done}
                aria-valuetext={`${done} of ${steps.length} steps done`}
                className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100"
              >
                <div className="h-full bg-brand-600" style={{ width: `${(done / steps.length) * 100}%` }} />
              </div>
              <span className="text-xs font-semibold text-ink">
                {done} of {steps.length}
              </span>
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={expanded ? "outline" : "primary"}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : program.id)}
              >
                {expanded ? "Hide steps" : done === 0 ? "Start" : done === steps.length ? "Review" : "Continue"}
              </Button>
              {done > 0 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={restartProgram.pending}
                  onClick={() => void restartProgram.run(program.id)}
                >
                  Start again
                </Button>
              ) : null}
            </div>
            {expanded ? (
              <ol id={panelId} className="mt-4 space-y-4">
                {steps.map((step, index) => {
                  const key = stepKey(program.id, step.id);
                  const checkboxId = `step-${key.replace("/", "-")}`;
                  return (
                    <li key={step.id} className="rounded-xl bg-brand-50 p-4">
                      <h4 className="font-semibold">
                        Step {index + 1}: {step.title}
                        {step.joint ? (
                          <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-brand-700">
                            Together
                          </span>
                        ) : null}
                      </h4>
                      <p className="mt-1 text-sm">{step.body}</p>
                      <p className="mt-2 text-sm">
                        <strong>Try this:</strong> {step.practice}
                      </p>
                      <div className="mt-3 flex items-center gap-2 text-sm">
                        <Checkbox
                          id={checkboxId}
                          checked={toggles.values[key] ?? false}
                          disabled={toggles.saving.has(key)}
                          onCheckedChange={(value) => void toggles.change(key, value === true)}
                        />
                        <label htmlFor={checkboxId}>Done</label>
                      </div>
                    </li>
                  );
                })}
              </ol>
            ) : null}
            <p className="mt-3 text-xs text-muted">Based on {program.source}.</p>
          </li>
        );
      })}
    </ul>
  );
}
