import { inTransaction, withReader } from "@/lib/data/transaction";
import { findWeeklyRecap, listWeeklyRecaps } from "@/lib/data/weekly-recaps";
import { dateFormat, type DayKey } from "@/lib/domain/time";
import { latestDueRecapWeek, nextRecapMoment, WEEKDAY_NAMES } from "@/lib/domain/weekly-recap/schedule";
import { recapRangeLabel, type RecapView } from "@/lib/domain/weekly-recap/view";
import { ensureWeeklyRecap } from "./ensure-weekly-recap";
import { findRecapCircle, recapViewFor } from "./find-recap-circle";

/** Past recaps listed under the one shown: two months. */
const RECAP_WEEKS_LISTED = 8;

export interface WeeklyRecapPageModel {
  /** The partner's first name; null for one person alone. */
  partnerName: string | null;
  /** The recap shown (the week asked for, else the latest); null before the first one is due. */
  recap: RecapView | null;
  /** The circle's recaps, newest first, for choosing another week. */
  weeks: { weekStart: DayKey; label: string; shown: boolean }[];
  /** The circle's recap day, "Sunday". */
  recapDay: string;
  /** When the viewer's next recap arrives, in their zone: "Sunday, Dec 6, 6:00 PM". */
  nextRecapAt: string;
}

/**
 * The /recap page (issue #37, decision 073): the circle's recap of the latest week due — written here when this is the
 * first read after it came due and the sweep has not written it yet — or of the week asked for, with the circle's
 * earlier recaps. Read for the viewer's current circle, with what each member shares now.
 */
export async function loadWeeklyRecap({
  userId,
  week,
  now = new Date(),
}: {
  userId: string;
  week?: string;
  now?: Date;
}): Promise<WeeklyRecapPageModel> {
  let circle = await withReader((reader) => findRecapCircle({ executor: reader, userId }));
  const zones = circle.members.map((member) => member.timeZone);
  const due = latestDueRecapWeek(now, circle.weekday, zones);
  const joined = Math.min(...circle.members.map((member) => member.joinedAt.getTime()));
  const stored =
    joined >= due.dueAt.getTime() ||
    (await withReader((reader) => findWeeklyRecap(userId, circle.access, due.weekStart, reader)));
  if (!stored)
    circle = (await inTransaction((tx) => ensureWeeklyRecap({ executor: tx, viewerId: userId, now }))).circle;
  const recaps = await withReader((reader) => listWeeklyRecaps(userId, circle.access, RECAP_WEEKS_LISTED, reader));
  const shown = recaps.find((recap) => recap.weekStart === week) ?? recaps[0] ?? null;
  const viewer = circle.members.find((member) => member.userId === userId)!;
  const partner = circle.members.find((member) => member.userId !== userId);
  const next = nextRecapMoment(now, circle.weekday, viewer.timeZone);
  return {
    partnerName: partner?.name ?? null,
    recap: shown ? recapViewFor(circle, shown.facts) : null,
    weeks: recaps.map((recap) => ({
      weekStart: recap.weekStart,
      label: recapRangeLabel(recap.weekStart),
      shown: recap.weekStart === shown?.weekStart,
    })),
    recapDay: WEEKDAY_NAMES[circle.weekday]!,
    nextRecapAt: dateFormat(viewer.timeZone, {
      weekday: "long",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).format(next),
  };
}
