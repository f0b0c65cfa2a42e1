import { AppError } from "@/lib/errors";
import { listImportTexts, shareImport } from "@/lib/data/imports";
import { findViewerContext } from "@/lib/data/profiles";
import { inTransaction, withReader } from "@/lib/data/transaction";
import { importScreener } from "./import-screener";

const IMPORT_NOT_FOUND_MESSAGE = "Import not found";

/**
 * Shares the entries of one import with the partner, as the person chose after importing (decision 076): until
 * then no read for the partner returns them. What the partner then sees still follows their consent and grants.
 *
 * The entries whose note or reflection speaks of harm or control by a partner stay private (decision 080's update):
 * screened now, against the partner they would go to, before the write, and never recorded as screened: such a mood
 * is simply a private one, as every imported mood was. `keptPrivate` goes to the author's response only.
 */
export async function shareImportedEntries({
  userId,
  importId,
  now = new Date(),
}: {
  userId: string;
  importId: string;
  now?: Date;
}): Promise<{ shared: number; keptPrivate: number }> {
  const [texts, { timeZone }] = await withReader((reader) =>
    Promise.all([listImportTexts(userId, importId, reader), findViewerContext(userId, reader)]),
  );
  const screener = await importScreener({ userId, timeZone });
  const screen = screener.screen(texts.map((row) => [row.notes, row.reflection]));
  const keep = texts.filter((_, i) => screen.partnerHarm(i)).map((row) => row.id);
  const shared = await inTransaction((tx) => shareImport(userId, importId, now, keep, tx));
  if (shared === null) throw new AppError("NOT_FOUND", IMPORT_NOT_FOUND_MESSAGE);
  return { shared, keptPrivate: keep.length };
}
