import { QuietPauseControl } from "./islands";
import { QUIET_PAUSE_TEXT } from "./quiet-pause-text";

/** What the quiet pause shows (loadQuietPause's view, with the viewer's zone for its time). */
export interface QuietPauseProps {
  partnerName: string | null;
  pausedSince: string | null;
  timeZone: string;
}

/** Settings → Safety's quiet pause (decision 079): its control, or, for someone alone, a line saying what it is for. */
export function QuietPause({ partnerName, pausedSince, timeZone }: QuietPauseProps) {
  if (partnerName === null) return <p className="mt-1 text-sm">{QUIET_PAUSE_TEXT.alone}</p>;
  return <QuietPauseControl partnerName={partnerName} pausedSince={pausedSince} timeZone={timeZone} />;
}
