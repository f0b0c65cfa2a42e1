import { claimDueRecaps, setNextRecapAt, type DueRecap } from "@/lib/data/notification-preferences";
import { inTransaction, type Executor } from "@/lib/data/transaction";
import { findAccount } from "@/lib/data/users";
import { DELIVERY_STALE_AFTER_MS } from "@/lib/domain/notification-delivery";
import { dayOfWeek, localDayKey } from "@/lib/domain/time";
import { nextRecapMoment } from "@/lib/domain/weekly-recap/schedule";
import { recapLines } from "@/lib/domain/weekly-recap/view";
import { appLink, notify, queueEmail } from "@/lib/messaging";
import { ensureWeeklyRecap } from "./ensure-weekly-recap";
import { findRecapCircle, recapViewFor } from "./find-recap-circle";

/** Rows one sweep takes at a time; a full batch makes the runner come straight back for more. */
export const RECAP_BATCH_SIZE = 50;

export interface WeeklyRecapReport {
  claimed: number;
  /** People told their recap is ready (in-app; push follows through deliverDueNotices). */
  notified: number;
  emailed: number;
  /** Due, but the moment was long past (the workers were down) or the circle's day has changed since. */
  skipped: number;
}

/**
 * The weekly recap sweep (issue #37, decision 073): one pass over every person whose recap moment has come, claimed
 * with SKIP LOCKED and moved to their next moment in the same transaction, so a recap is announced once per person
 * and week however many workers sweep. At each person's own moment (18:00 on the circle's day, in their zone) it makes
 * sure the circle's recap is written — the first of the two writes it — then tells that person in-app (the notice's
 * own switch; push follows the notice) and, when they opted in, by email.
 */
export async function sendWeeklyRecaps({
  now = new Date(),
  limit = RECAP_BATCH_SIZE,
}: { now?: Date; limit?: number } = {}): Promise<WeeklyRecapReport> {
  return inTransaction(async (tx) => {
    const due = await claimDueRecaps(now, limit, tx);
    const report: WeeklyRecapReport = { claimed: due.length, notified: 0, emailed: 0, skipped: 0 };
    for (const row of due) {
      const outcome = await recapOne(tx, row, now);
      if (outcome.notified) report.notified++;
      if (outcome.emailed) report.emailed++;
      if (outcome.skipped) report.skipped++;
    }
    return report;
  });
}

type Outcome = { notified?: boolean; emailed?: boolean; skipped?: boolean };

async function recapOne(tx: Executor, row: DueRecap, now: Date): Promise<Outcome> {
  const circle = await findRecapCircle({ executor: tx, userId: row.userId });
  const viewer = circle.members.find((member) => member.userId === row.userId)!;
  const moment = row.nextRecapAt;
  // From the moment just handled, so a sweep that ran late still lands on the next week's moment.
  const after = new Date(Math.max(moment?.getTime() ?? 0, now.getTime()));
  await setNextRecapAt([row.userId], nextRecapMoment(after, circle.weekday, viewer.timeZone), tx);
  // First sweep for this row (or the circle's day changed): schedule only, never announce late.
  if (!moment) return {};
  // The moment's date in the person's zone is the recap day of the week it was scheduled for.
  const recapDay = localDayKey(moment, viewer.timeZone);
  const stale = now.getTime() - moment.getTime() > DELIVERY_STALE_AFTER_MS;
  if (stale || dayOfWeek(recapDay) !== circle.weekday) return { skipped: true };
  const { week, recap } = await ensureWeeklyRecap({ executor: tx, viewerId: row.userId, now, recapDay });
  if (!recap) return { skipped: true };
  const alone = circle.members.length === 1;
  const notified = await notify(tx, "weekly-recap", row.userId, { weekStart: week.weekStart, alone, at: moment });
  if (!row.weeklyRecapEmail) return { notified };
  const account = await findAccount(row.userId, tx);
  // Only to an address the person proved is theirs.
  if (!account?.emailVerified) return { notified };
  const view = recapViewFor(circle, recap.facts);
  await queueEmail(
    tx,
    "weekly-recap",
    {
      displayName: account.displayName,
      title: view.title,
      rangeLabel: view.rangeLabel,
      highlight: view.highlight,
      lines: recapLines(view),
      openUrl: appLink("/recap", { week: week.weekStart }),
      settingsUrl: appLink("/settings"),
    },
    { address: account.email, userId: row.userId },
    { discreet: row.discreetNotifications },
  );
  return { notified, emailed: true };
}
