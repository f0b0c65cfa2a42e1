"use client";

import { RefreshCw } from "@/components/ui/icons/refresh-cw";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
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
/** Spec 2 §8's third pair, for the trend graph's own Refresh (one history, hence the singular). */
const TREND_FAILED = { title: "Update Failed", message: "Failed to update score. Please try again." };

type ScoreAction = () => Promise<{ ok: true } | { ok: false; error: { title: string; message: string } }>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One score button's run: the action, then (after `pause`, if any) a reload of the page's data, with the spec's
 * toasts. The buttons that share it stay disabled until the reload has finished.
 */
function useScoreActions<K extends string>() {
  const router = useRouter();
  const [busy, setBusy] = useState<K | null>(null);
  const [reloading, startReload] = useTransition();
  const disabled = busy !== null || reloading;

  async function run(
    key: K,
    action: ScoreAction,
    copy: { done: string; failed: { title: string; message: string } },
    pause = 0,
  ) {
    if (disabled) return;
    setBusy(key);
    try {
      const result = await action();
      if (!result.ok) {
        toast.error(result.error.title, { description: result.error.message });
        return;
      }
      if (pause > 0) await wait(pause);
      startReload(() => router.refresh());
      toast.success(copy.done);
    } catch {
      toast.error(copy.failed.title, { description: copy.failed.message });
    } finally {
      setBusy(null);
    }
  }

  return { busy, reloading, disabled, run };
}

/**
 * The health card's 'Update N-Day Scores' and 'Full Refresh' buttons (spec 2 §2.4, §4.2). Update recalculates the
 * chosen timeframe's score and reloads the page's data; Full Refresh recalculates, waits FULL_REFRESH_WAIT_MS, then
 * reloads the couple score and the trend data (both come with the page, so one router.refresh()).
 */
export function HealthScoreActions({ timeframe }: { timeframe: HealthTimeframe }) {
  const { busy, reloading, disabled, run } = useScoreActions<"update" | "refresh">();
  const update = () =>
    run("update", () => updateHealthScoresAction({ timeframe }), { done: "Scores Updated", failed: UPDATE_FAILED });
  const refresh = () =>
    run(
      "refresh",
      () => refreshHealthScoresAction(),
      { done: "Full Refresh Complete", failed: REFRESH_FAILED },
      FULL_REFRESH_WAIT_MS,
    );

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

/**
 * The trend graph's Refresh (spec 2 §2.4): recalculates the chosen timeframe, whose history is stored with it, and
 * reloads the graph with the rest of the page's data.
 */
export function TrendRefreshButton({ timeframe }: { timeframe: HealthTimeframe }) {
  const { busy, reloading, disabled, run } = useScoreActions<"trend">();
  const refresh = () =>
    run("trend", () => updateHealthScoresAction({ timeframe }), { done: "Score Updated", failed: TREND_FAILED });
  return (
    <Button variant="outline" size="sm" disabled={disabled} aria-busy={busy === "trend" || reloading} onClick={refresh}>
      <RefreshCw aria-hidden="true" className="size-4" />
      Refresh
    </Button>
  );
}
