"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { refreshHealthScoresAction, updateHealthScoresAction } from "@/lib/actions/health";
import type { HealthTimeframe } from "@/lib/domain/health-score/constants";
import { FULL_REFRESH_WAIT_MS } from "./timings";

/**
 * Spec 2 §8. A failure the server answered carries this copy already (lib/http/failure-copy.ts, 'health.update' and
 * 'health.refresh'); these are for a call that never got an answer (offline, the server unreachable).
 */
const UPDATE_FAILED = { title: "Update Failed", message: "Failed to update scores. Please try again." };
const REFRESH_FAILED = { title: "Refresh Failed", message: "Failed to refresh all data. Please try again." };

type Busy = "update" | "refresh" | null;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The health card's 'Update N-Day Scores' and 'Full Refresh' buttons (spec 2 §2.4, §4.2). Update recalculates the
 * chosen timeframe's score and reloads the page's data; Full Refresh recalculates, waits FULL_REFRESH_WAIT_MS, then
 * reloads the couple score and the trend data (both come with the page, so one router.refresh()). Both buttons stay
 * disabled until the reload has finished.
 */
export function HealthScoreActions({ timeframe }: { timeframe: HealthTimeframe }) {
  const router = useRouter();
  const [busy, setBusy] = useState<Busy>(null);
  const [reloading, startReload] = useTransition();
  const disabled = busy !== null || reloading;

  async function update() {
    if (disabled) return;
    setBusy("update");
    try {
      const result = await updateHealthScoresAction({ timeframe });
      if (!result.ok) {
        toast.error(result.error.title, { description: result.error.message });
        return;
      }
      toast.success("Scores Updated");
      startReload(() => router.refresh());
    } catch {
      toast.error(UPDATE_FAILED.title, { description: UPDATE_FAILED.message });
    } finally {
      setBusy(null);
    }
  }

  async function refresh() {
    if (disabled) return;
    setBusy("refresh");
    try {
      const result = await refreshHealthScoresAction();
      if (!result.ok) {
        toast.error(result.error.title, { description: result.error.message });
        return;
      }
      await wait(FULL_REFRESH_WAIT_MS);
      startReload(() => router.refresh());
      toast.success("Full Refresh Complete");
    } catch {
      toast.error(REFRESH_FAILED.title, { description: REFRESH_FAILED.message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" disabled={disabled} aria-busy={busy === "update"} onClick={update}>
        Update {timeframe}-Day Scores
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-busy={busy === "refresh" || reloading}
        onClick={refresh}
      >
        Full Refresh
      </Button>
    </div>
  );
}
