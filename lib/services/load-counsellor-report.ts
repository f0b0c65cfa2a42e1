import { listAuthoredCheckins, listAuthoredCheckinScores, listPartnerConnectionScores } from "@/lib/data/checkins";
import {
  listBiometricsBetween,
  listMoodsBetween,
  listMoodValuesBetween,
  listPartnerMoodValuesBetween,
} from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { withReader } from "@/lib/data/transaction";
import { counsellorReport, type CounsellorReportModel } from "@/lib/domain/analytics/counsellor-report";
import { localDayWindow } from "@/lib/domain/time";
import { COUNSELLOR_REPORTS_PER_USER } from "@/lib/domain/limits";
import { spendOrRefuse } from "./spend-or-refuse";

export interface LoadCounsellorReportOptions {
  userId: string;
  weeks: number;
  includeNotes: boolean;
  now?: Date;
}

/**
 * The report for a counsellor (issue #14): the user's own log over the weeks chosen, their notes decrypted only when
 * they ticked them, and of the partner's only what resolvePartnerAccess allows now: their ratings of the user as the
 * dashboard's connection line shows them, and their weekly mood averages under the mood-summaries grant (values
 * only: their notes are never read here).
 */
export async function loadCounsellorReport({
  userId,
  weeks,
  includeNotes,
  now = new Date(),
}: LoadCounsellorReportOptions): Promise<CounsellorReportModel> {
  // Spent before anything is read: a PDF is the costliest answer the API gives (issue #30).
  await spendOrRefuse(COUNSELLOR_REPORTS_PER_USER, userId);
  return withReader(async (reader) => {
    const [viewer, access] = await Promise.all([
      findViewerContext(userId, reader),
      resolvePartnerAccess(reader, userId),
    ]);
    const clock = { now, timeZone: viewer.timeZone };
    const { from, to } = localDayWindow(now, viewer.timeZone, weeks * 7);
    const [moods, biometrics, checkins, partner] = await Promise.all([
      includeNotes ? listMoodsBetween(userId, from, to, reader) : listMoodValuesBetween(userId, from, to, reader),
      listBiometricsBetween(userId, from, to, reader),
      includeNotes
        ? listAuthoredCheckins(userId, from, to, reader).then((rows) =>
            rows.map((c) => ({ at: c.at, value: c.score, note: c.note })),
          )
        : listAuthoredCheckinScores(userId, from, to, reader).then((rows) => rows.map((c) => ({ ...c, note: null }))),
      access
        ? Promise.all([
            findPartnerDisplayName(access, reader),
            listPartnerConnectionScores(access, from, to, reader),
            listPartnerMoodValuesBetween(access, from, to, reader),
          ]).then(([name, connection, partnerMoods]) => ({
            name: name || "Your partner",
            connection,
            moods: partnerMoods,
          }))
        : null,
    ]);
    return counsellorReport({
      clock,
      weeks,
      includeNotes,
      person: viewer.displayName || "you",
      moods,
      biometrics,
      checkins,
      partner,
    });
  });
}
