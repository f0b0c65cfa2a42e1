import {
  countExportRequestsSince,
  insertReadyExportRequest,
  oldestExportRequestSince,
} from "@/lib/data/export-requests";
import { inTransaction } from "@/lib/data/transaction";
import { findAccount } from "@/lib/data/users";
import { MS_PER_DAY, MS_PER_HOUR } from "@/lib/domain/time";
import { AppError } from "@/lib/errors";
import { appLink, queueEmail } from "@/lib/messaging";
import { settingsMessages } from "@/lib/validation/settings";

/** The emailed link works for a day (spec 3 §2 promises the email "within 24 hours"; it goes at once). */
const EXPORT_LINK_TTL_HOURS = 24;
/** Each export reads the whole history: three a day is plenty for a person and cheap to serve. */
const EXPORTS_PER_DAY = 3;

export const EXPORT_RATE_LIMIT_MESSAGE = `You can request up to ${EXPORTS_PER_DAY} data exports a day. Please try again later.`;

export interface RequestDataExportOptions {
  userId: string;
  now?: Date;
}

/**
 * "Request data export" (spec 3 §2, §3, §7): records the request as ready, issues a one-day download link (only its
 * SHA-256 stored) and queues the data-export-ready email in the same transaction. The file itself is built when the
 * link is opened (download-data-export), so it is always complete and current.
 */
export async function requestDataExport({
  userId,
  now = new Date(),
}: RequestDataExportOptions): Promise<{ requestId: string; expiresAt: Date }> {
  return inTransaction(async (tx) => {
    const windowStart = new Date(now.getTime() - MS_PER_DAY);
    if ((await countExportRequestsSince(userId, windowStart, tx)) >= EXPORTS_PER_DAY) {
      const oldest = (await oldestExportRequestSince(userId, windowStart, tx)) ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + MS_PER_DAY - now.getTime()) / 1000));
      throw new AppError("RATE_LIMITED", EXPORT_RATE_LIMIT_MESSAGE, { retryAfterSeconds });
    }
    const account = await findAccount(userId, tx);
    if (!account) throw new AppError("NOT_FOUND", settingsMessages.profileMissing);

    const { id, token, expiresAt } = await insertReadyExportRequest(
      {
        userId,
        now,
        ttlMs: EXPORT_LINK_TTL_HOURS * MS_PER_HOUR,
      },
      tx,
    );
    await queueEmail(
      tx,
      "data-export-ready",
      {
        displayName: account.displayName,
        downloadUrl: appLink("/settings/export", { token }),
        expiresInHours: EXPORT_LINK_TTL_HOURS,
      },
      { address: account.email, userId },
    );
    return { requestId: id, expiresAt };
  });
}
