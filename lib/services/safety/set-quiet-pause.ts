import { readOwnHealthScores } from "@/lib/data/health-scores";
import { closePause, findOpenPause, openPause } from "@/lib/data/sharing-pauses";
import { inTransaction } from "@/lib/data/transaction";
import type { QuietPauseInput } from "@/lib/validation/safety";

export interface SetQuietPauseOptions {
  userId: string;
  input: QuietPauseInput;
  now?: Date;
}

/**
 * Starts or ends the person's quiet pause (issue #38, decision 079). Unlike every other sharing change
 * (update-sharing-preferences, disconnect-partner) it tells the partner nothing: no notice, no push, no email, no live
 * event. Nothing else is written either: the grants stay as they are, and every partner read leaves out what the
 * person writes from now on (outsidePartnerPauses). The scores the partner sees are frozen as they stand now, since a
 * score that kept moving would tell of new entries. Pausing twice, or resuming when not paused, changes nothing.
 */
export async function setQuietPause({ userId, input, now = new Date() }: SetQuietPauseOptions) {
  return inTransaction(async (tx) => {
    if (input.paused) {
      const scores = await readOwnHealthScores(userId, tx);
      const stored = scores.latest[7] && scores.latest[30] ? scores : null;
      await openPause(userId, now, stored, tx);
    } else {
      await closePause(userId, now, tx);
    }
    const open = await findOpenPause(userId, tx);
    return { pausedSince: open ? open.startedAt.toISOString() : null };
  });
}
