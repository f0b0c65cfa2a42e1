"use client";

import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { setQuietPauseAction } from "@/lib/actions/settings";
import { QUIET_PAUSE_TEXT } from "./quiet-pause-text";

/**
 * The quiet pause's one button (decision 079): pause, or resume, in one tap. No toast either way: the line below
 * the button says what is in force, and a toast would be one more thing on screen for someone looking over a
 * shoulder.
 */
export function QuietPauseControl({
  partnerName,
  pausedSince,
  timeZone,
}: {
  partnerName: string;
  pausedSince: string | null;
  timeZone: string;
}) {
  const [since, setSince] = useState(pausedSince);
  const toggle = useAction((paused: boolean) => setQuietPauseAction({ paused }), {
    onSuccess: (data) => setSince(data.pausedSince),
  });
  const sinceLabel = since
    ? new Intl.DateTimeFormat("en-US", {
        weekday: "short",
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone,
      }).format(new Date(since))
    : null;
  return (
    <div className="mt-2 space-y-2 text-sm">
      <p>{QUIET_PAUSE_TEXT.what(partnerName)}</p>
      <Button
        type="button"
        variant={since ? "primary" : "outline"}
        onClick={() => void toggle.run(since === null)}
        disabled={toggle.pending}
        aria-busy={toggle.pending}
      >
        {since ? QUIET_PAUSE_TEXT.resume : QUIET_PAUSE_TEXT.pause}
      </Button>
      <p role="status" className="text-muted">
        {sinceLabel ? QUIET_PAUSE_TEXT.paused(partnerName, sinceLabel) : ""}
      </p>
      {since ? <p className="text-muted">{QUIET_PAUSE_TEXT.resumeNote(partnerName)}</p> : null}
      <p className="text-muted">{QUIET_PAUSE_TEXT.disconnect(partnerName)}</p>
    </div>
  );
}
