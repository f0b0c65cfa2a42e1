import { listAuthoredCheckins, listAuthoredCheckinScores, listPartnerConnectionScores } from "@/lib/data/checkins";
import {
  listBiometricsBetween,
  listMoodsBetween,
  listMoodValuesBetween,
  listPartnerMoodValuesBetween,
} from "@/lib/data/moods";
import { listOwnCheckUps, listPartnerCsi4 } from "@/lib/data/check-ups";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { withReader } from "@/lib/data/transaction";
import {
  counsellorReport,
  reportRangeProblem,
  reportWindow,
  type CounsellorReportModel,
  type ReportPeriod,
} from "@/lib/domain/analytics/counsellor-report";
import { localDayKey } from "@/lib/domain/time";
import { AppError } from "@/lib/errors";
import { COUNSELLOR_REPORTS_PER_USER } from "@/lib/domain/limits";
import { notePartnerViews } from "../partners/note-partner-views";
import { spendOrRefuse } from "../shared/spend-or-refuse";

export interface LoadCounsellorReportOptions {
  userId: string;
  /** The last N weeks, or chosen dates up to 12 months apart (issue #35), already checked by the query schema. */
  period: ReportPeriod;
  includeNotes: boolean;
  now?: Date;
}

/**
 * The report for a counsellor (issue #14): the user's own log over the weeks or dates chosen (only that range is read),
 * their notes decrypted only when
 * they ticked them, and of the partner's only what resolvePartnerAccess allows now: their ratings of the user as the
 * dashboard's connection line shows them, and their weekly mood averages under the mood-summaries grant (values
 * only: their notes are never read here).
 */
export async function loadCounsellorReport({
  userId,
  period,
  includeNotes,
  now = new Date(),
}: LoadCounsellorReportOptions): Promise<CounsellorReportModel> {
  // Spent before anything is read: a PDF is the costliest answer the API gives (issue #30).
  await spendOrRefuse(COUNSELLOR_REPORTS_PER_USER, userId);
  return withReader(async (reader) => {
    const [viewer, access] = await Promise.all([
      findViewerContext(userId, reader),
      resolvePartnerAccess(userId, reader),
    ]);
    const clock = { now, timeZone: viewer.timeZone };
    // The end date against today, which only the person's zone decides (the schema checked the rest).
    const problem = "from" in period ? reportRangeProblem(period, localDayKey(now, viewer.timeZone)) : null;
    if (problem) throw new AppError("VALIDATION", problem, { fieldErrors: { to: [problem] } });
    const { from, to } = reportWindow(period, clock);
    const toValues = (rows: { takenAt: Date; score: number }[]) =>
      rows.map((row) => ({ at: row.takenAt, value: row.score }));
    const [moods, biometrics, checkins, partner, checkUps] = await Promise.all([
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
            // The partner's CSI-4 only while both share it; the PHQ-4 has no partner reader (lib/data/check-ups.ts).
            access.canSeeCheckUps ? listPartnerCsi4(access, { from, to }, reader).then(toValues) : null,
          ]).then(([name, connection, partnerMoods, partnerCheckUps]) => ({
            name: name || "Your partner",
            connection,
            moods: partnerMoods,
            checkUps: partnerCheckUps,
          }))
        : null,
      // The person's own check-up history: the relationship index only, never the private PHQ-4 (issue #39).
      listOwnCheckUps(userId, "csi4", { from, to }, reader).then(toValues),
    ]);
    if (access && partner) {
      // Who looked (decision 079): what the report's partner section holds, and that a report was made of it (a copy
      // the viewer can take out of the app).
      const shown = [
        partner.moods !== null && ("moods" as const),
        partner.connection !== null && partner.connection.length > 0 && ("checkins" as const),
        partner.checkUps !== null && ("check_ups" as const),
      ];
      await notePartnerViews({ access, kinds: [...shown, shown.some(Boolean) && "report"], now });
    }
    return counsellorReport({
      clock,
      period,
      includeNotes,
      person: viewer.displayName || "you",
      moods,
      biometrics,
      checkins,
      checkUps,
      partner,
    });
  });
}
