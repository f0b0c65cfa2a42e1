import { insertCheckUps, setNextCheckUpReminderAt, type NewCheckUp } from "@/lib/data/check-ups";
import { inTransaction } from "@/lib/data/transaction";
import type { Csi4Level } from "@/lib/domain/check-up/csi4";
import type { Phq4Score } from "@/lib/domain/check-up/phq4";
import { checkUpReminderAfter } from "@/lib/domain/check-up/reminder";
import { scoreCheckUp } from "@/lib/domain/check-up/score";
import { AppError } from "@/lib/errors";
import type { TakeCheckUpInput } from "@/lib/validation/check-up";

export interface CheckUpResult {
  csi4: { total: number; level: Csi4Level };
  /** Null when the person left the personal check-in out. */
  phq4: Phq4Score | null;
}

/**
 * Records a monthly check-up (issue #39, decision 081): scores the answers as published (nothing is stored unless
 * every item has one of its own choices), writes one row per instrument at the same instant, and moves the person's
 * next check-up reminder to 10:00 on the day the next one is due. The result goes back to the person alone.
 */
export async function takeCheckUp({
  userId,
  timeZone,
  input,
  now = new Date(),
}: {
  userId: string;
  timeZone: string;
  input: TakeCheckUpInput;
  now?: Date;
}): Promise<CheckUpResult> {
  const scored = scoreCheckUp({ csi4: input.csi4, phq4: input.phq4 ?? null });
  if (!scored.ok) throw new AppError("VALIDATION", scored.message);
  const { csi4, phq4 } = scored.score;
  const rows: NewCheckUp[] = [{ takenAt: now, instrument: "csi4", items: csi4.items, score: csi4.total }];
  if (phq4) rows.push({ takenAt: now, instrument: "phq4", items: phq4.items, score: phq4.total });
  await inTransaction(async (tx) => {
    await insertCheckUps(userId, rows, tx);
    await setNextCheckUpReminderAt(userId, checkUpReminderAfter(now, timeZone), tx);
  });
  return { csi4: { total: csi4.total, level: csi4.level }, phq4 };
}
