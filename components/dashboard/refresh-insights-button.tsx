"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { refreshAiInsightsAction } from "@/lib/actions/insights";

/**
 * 'Refresh Insights' (spec 2 §2.4). Without a model it reads the page again (the engines recompute). With one it
 * asks the model first; and on the first view of a day with no AI insights yet it asks once by itself, so the page
 * never waits on the model. Failures are quiet (spec 2 §8): the engines' insights stay.
 */
export function RefreshInsightsButton({
  label,
  canWrite,
  written,
  day,
}: {
  label: string;
  canWrite: boolean;
  written: boolean;
  day: string;
}) {
  const router = useRouter();
  const [reloading, startReload] = useTransition();
  const reload = () => startReload(() => router.refresh());
  // Quiet either way (spec 2 §8): the page is read again whatever the model said.
  const askModel = useAction(() => refreshAiInsightsAction(), {
    failureToast: false,
    onSuccess: reload,
    onFailure: reload,
  });
  const pending = askModel.pending || reloading;
  const refresh = (ask: boolean) => (ask ? void askModel.run() : reload());

  useEffect(() => {
    if (!canWrite || written) return;
    // Once per tab and day: a model answer that cannot be grounded must not be asked for on every render.
    const key = `attune:ai-insights-asked:${day}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    refresh(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, by design
  }, [canWrite, written, day]);

  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => refresh(canWrite)}>
      {label}
    </Button>
  );
}
