import { AppError } from "@/lib/errors";
import { shareImport } from "@/lib/data/imports";
import { inTransaction } from "@/lib/data/transaction";

const IMPORT_NOT_FOUND_MESSAGE = "Import not found";

/**
 * Shares the entries of one import with the partner, as the person chose after importing (decision 076): until
 * then no read for the partner returns them. What the partner then sees still follows their consent and grants.
 */
export async function shareImportedEntries({
  userId,
  importId,
  now = new Date(),
}: {
  userId: string;
  importId: string;
  now?: Date;
}): Promise<{ shared: number }> {
  const shared = await inTransaction((tx) => shareImport(userId, importId, now, tx));
  if (shared === null) throw new AppError("NOT_FOUND", IMPORT_NOT_FOUND_MESSAGE);
  return { shared };
}
