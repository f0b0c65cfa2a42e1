import { recordAuditEvent } from "@/lib/data/admin-audit";
import { countDemoRows, insertDemoHistory, lockDemoData } from "@/lib/data/demo-data";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findViewerContext } from "@/lib/data/profiles";
import { inTransaction } from "@/lib/data/transaction";
import { DEMO_TEXT, DEMO_WEEKS, totalDemoRows, type DemoCounts } from "@/lib/domain/demo/kinds";
import { clampDemoWeeks, planDemoHistory } from "@/lib/domain/demo/plan";
import { DEMO_GENERATIONS_PER_USER } from "@/lib/domain/limits";
import { AppError } from "@/lib/errors";
import { refreshHealthScores } from "../health-score/refresh-health-scores";
import { spendOrRefuse } from "../shared/spend-or-refuse";

export interface GenerateDemoDataOptions {
  userId: string;
  weeks?: number;
  now?: Date;
}

export interface DemoDataResult {
  counts: DemoCounts;
  total: number;
}

/**
 * 'Generate demo data' (/demo-setup, spec 3 §2, issue #19): `weeks` of history ending today in the person's zone,
 * through the generator the tests use (lib/domain/demo), written as the person's own rows and registered as demo
 * rows, with the audit entry, in one transaction. Refused while a demo is already there, so a second click cannot
 * double the history. Five an hour per person (DEMO_GENERATIONS_PER_USER).
 *
 * The partner (decision in lib/data/demo-data.ts): nothing of theirs is written. With an accepted partner, the demo's
 * partner check-ins are about them and shared exactly as the person's own check-ins are (their partner_sharing_enabled
 * now), and the goal names them as its other side, visible to them under the person's goals grant, as any goal is.
 * No notices, live events or emails are sent for demo rows: weeks of "your partner checked in" would be noise.
 */
export async function generateDemoData({
  userId,
  weeks = DEMO_WEEKS,
  now = new Date(),
}: GenerateDemoDataOptions): Promise<DemoDataResult> {
  await spendOrRefuse(DEMO_GENERATIONS_PER_USER, userId);
  const span = clampDemoWeeks(weeks);
  const counts = await inTransaction(async (tx) => {
    await lockDemoData(userId, tx);
    if (totalDemoRows(await countDemoRows(userId, tx)) > 0) throw new AppError("CONFLICT", DEMO_TEXT.alreadyGenerated);
    const viewer = await findViewerContext(userId, tx);
    const access = await resolvePartnerAccess(userId, tx);
    const history = planDemoHistory({ now, timeZone: viewer.timeZone, weeks: span, partnered: access !== null });
    const written = await insertDemoHistory({ userId, partnerId: access?.partnerId ?? null, history }, tx);
    await recordAuditEvent(
      {
        actorId: userId,
        action: "demo_data_generated",
        targetUserId: userId,
        detail: { weeks: span, partnered: access !== null, ...written },
      },
      tx,
    );
    return written;
  });
  await refreshHealthScores({ userId, now });
  return { counts, total: totalDemoRows(counts) };
}
