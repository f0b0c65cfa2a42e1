import { listMonthlyActivity } from "@/lib/data/check-up-activity";
import { listOwnCheckUps, listPartnerCsi4, type CheckUpRow } from "@/lib/data/check-ups";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findSharing } from "@/lib/data/sharing-grants";
import { withReader } from "@/lib/data/transaction";
import { besideBehaviour, monthlyIndexChanges } from "@/lib/domain/check-up/beside-behaviour";
import { checkUpDue } from "@/lib/domain/check-up/due";
import { checkUpTrend } from "@/lib/domain/check-up/trend";
import { trendSentence } from "@/lib/domain/check-up/wording";
import { partnerFirstName } from "@/lib/domain/names";
import { chartMonths, type CheckUpPageModel } from "@/lib/domain/check-up/view";
import { notePartnerViews } from "../partners/note-partner-views";
import { crisisCountry, crisisResources } from "@/lib/domain/safety/crisis-resources";
import { dateFormat, formatDayKey } from "@/lib/domain/time";

const toRecords = (rows: readonly CheckUpRow[]) => rows.map((row) => ({ takenAt: row.takenAt, total: row.score }));

/**
 * The /check-up page (issue #39): whether the check-up is due, the person's CSI-4 trend, their last private check-in,
 * the couple view (the partner's line only while both share, decision 081) and the months beside what they did.
 */
export async function loadCheckUpPage({
  userId,
  timeZone,
  now = new Date(),
}: {
  userId: string;
  timeZone: string;
  now?: Date;
}): Promise<CheckUpPageModel> {
  return withReader(async (reader) => {
    const [mine, personal, access, sharing, activity] = await Promise.all([
      listOwnCheckUps(userId, "csi4", {}, reader),
      listOwnCheckUps(userId, "phq4", {}, reader),
      resolvePartnerAccess(userId, reader),
      findSharing(userId, {}, reader),
      listMonthlyActivity(userId, timeZone, reader),
    ]);
    const [partnerRows, partnerName] = access
      ? await Promise.all([listPartnerCsi4(access, {}, reader), findPartnerDisplayName(access, reader)])
      : [[], null];
    // Who looked (decision 079): the couple view draws the partner's trend only while both share it.
    if (access?.canSeeCheckUps) await notePartnerViews({ access, kinds: ["check_ups"], now });
    const history = toRecords(mine);
    const trend = checkUpTrend(history);
    const due = checkUpDue({ lastTakenAt: trend.latest?.takenAt ?? null, now, timeZone });
    const day = (instant: Date) =>
      dateFormat(timeZone, { month: "short", day: "numeric", year: "numeric" }).format(instant);
    const lastPersonal = personal.at(-1);
    const youShare = sharing.grants?.shareCheckUps === true;
    return {
      due: due.due,
      dueOn: due.dueOn ? formatDayKey(due.dueOn) : null,
      trend,
      trendSentence: trendSentence(trend),
      lastTakenOn: trend.latest ? day(trend.latest.takenAt) : null,
      lastPersonal: lastPersonal ? { total: lastPersonal.score, takenOn: day(lastPersonal.takenAt) } : null,
      chart: chartMonths(mine, access?.canSeeCheckUps ? partnerRows : [], timeZone),
      couple: access
        ? {
            partnerName: partnerFirstName(partnerName),
            state: access.canSeeCheckUps ? "both_share" : youShare ? "partner_does_not_share" : "you_do_not_share",
            partnerTrend: access.canSeeCheckUps ? checkUpTrend(toRecords(partnerRows)) : null,
          }
        : null,
      beside: besideBehaviour({
        activity,
        indexChanges: monthlyIndexChanges(history, timeZone),
        checkUps: history.length,
      }),
      supportLines: crisisResources(crisisCountry({ phoneCountry: null, timeZone }), []),
    };
  });
}
