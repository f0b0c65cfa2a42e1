import { recordAuditEvent } from "@/lib/data/admin-audit";
import { countDemoRows, deleteDemoRows, lockDemoData } from "@/lib/data/demo-data";
import { inTransaction } from "@/lib/data/transaction";
import { DEMO_TEXT, totalDemoRows } from "@/lib/domain/demo/kinds";
import { AppError } from "@/lib/errors";
import { refreshHealthScores } from "../health-score/refresh-health-scores";
import type { DemoDataResult } from "./generate-demo-data";

export interface RemoveDemoDataOptions {
  userId: string;
  now?: Date;
}

/**
 * 'Remove demo data' (/demo-setup): deletes exactly the rows registered as the person's demo, and the registrations,
 * with the audit entry, in one transaction; what the person logged themselves stays. NOT_FOUND when there is no
 * demo (a second click, another tab), so the audit trail records only removals of a demo that was there.
 */
export async function removeDemoData({ userId, now = new Date() }: RemoveDemoDataOptions): Promise<DemoDataResult> {
  const counts = await inTransaction(async (tx) => {
    await lockDemoData(userId, tx);
    // Registrations, not rows: a demo whose rows are already gone (deleted one by one) still has its entries cleared.
    if (totalDemoRows(await countDemoRows(userId, tx)) === 0)
      throw new AppError("NOT_FOUND", DEMO_TEXT.nothingToRemove);
    const deleted = await deleteDemoRows(userId, tx);
    await recordAuditEvent(
      {
        actorId: userId,
        action: "demo_data_removed",
        targetUserId: userId,
        detail: { ...deleted },
      },
      tx,
    );
    return deleted;
  });
  await refreshHealthScores({ userId, now });
  return { counts, total: totalDemoRows(counts) };
}
