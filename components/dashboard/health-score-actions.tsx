"use client";

import { RefreshCw } from "@/components/ui/icons/refresh-cw";
import { useRouter } from "next/navigation";
import { useAction } from "@/components/forms/use-action";
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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The health card's 'Update N-Day Scores' and 'Full Refresh' buttons (spec 2 §2.4, §4.2). Update recalculates the
 * chosen timeframe's score and reloads the page's data; Full Refresh recalculates, waits FULL_REFRESH_WAIT_MS, then
 * reloads the couple score and the trend data (both come with the page, so one router.refresh()).
 */
export function HealthScoreActions({ timeframe }: { timeframe: HealthTimeframe }) {
  const router = useRouter();
  const update = useAction(() => updateHealthScoresAction({ timeframe }), {
    unreached: UPDATE_FAILED,
    onSuccess: () => {
      router.refresh();
      toast.success("Scores Updated");
    },
  });
  const fullRefresh = useAction(() => refreshHealthScoresAction(), {
    unreached: REFRESH_FAILED,
    onSuccess: async () => {
      await wait(FULL_REFRESH_WAIT_MS);
      router.refresh();
      toast.success("Full Refresh Complete");
    },
  });
  // Both stay disabled until either one's reload has finished (the transition holds it).
  const disabled = update.pending || fullRefresh.pending;

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-busy={update.pending}
        onClick={() => void update.run()}
      >
        Update {timeframe}-Day Scores
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-busy={fullRefresh.pending}
        onClick={() => void fullRefresh.run()}
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
  const router = useRouter();
  const update = useAction(() => updateHealthScoresAction({ timeframe }), {
    unreached: TREND_FAILED,
    onSuccess: () => {
      router.refresh();
      toast.success("Score Updated");
    },
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={update.pending}
      aria-busy={update.pending}
      onClick={() => void update.run()}
    >
      <RefreshCw aria-hidden="true" className="size-4" />
      Refresh
    </Button>
  );
}
