import { insertImport, lockImports } from "@/lib/data/imports";
import { inTransaction } from "@/lib/data/transaction";
import { describeEmotions } from "@/lib/domain/emotions";
import { importSummary } from "@/lib/domain/import/view";
import type { ImportRequest } from "@/lib/validation/imports";
import { scheduleHealthRecalculation } from "../health-score/schedule-health-recalculation";
import { importAttuneExport } from "./import-attune-export";
import { planUploadedImport } from "./preview-import";
import { fileError } from "./check-import-size";
import { importScreener, type ImportResult } from "./import-screener";

const CHOOSE_COLUMNS_MESSAGE = "Choose the columns that hold the date and the mood first.";

/**
 * Imports the file (issue #40, decision 076): every good row the person did not import before becomes their mood,
 * private to them, in ONE transaction with the import's record and the daily rollups of the days it touched, so a
 * failure anywhere leaves nothing of the import behind. Rows with a problem are skipped and listed, never the reason
 * the good ones are lost. The same file again adds nothing (each row's stable key is unique per person).
 *
 * After the commit, once for the whole import: the health score's debounced recalculation (the card recalculates on
 * the spot if it finds the request waiting). Nothing is said to the partner: imported entries are private.
 */
export async function importHistory({
  userId,
  request,
}: {
  userId: string;
  request: ImportRequest;
}): Promise<ImportResult> {
  if (request.source === "attune") return importAttuneExport({ userId, request });
  const { plan, timeZone } = await planUploadedImport({ userId, request });
  if (!plan) throw fileError(CHOOSE_COLUMNS_MESSAGE);
  // Its reads before the write (decision 080's update: a read after the commit could fail an import that was saved).
  const screener = await importScreener({ userId, timeZone });
  const entries = plan.entries.map((e) => ({
    key: e.key,
    at: e.at,
    value: e.value,
    keywords: e.keywords,
    // The wheel's names and intensity come from the catalogue, as for a mood logged here (house rule 4).
    emotionMetadata: describeEmotions(e.emotionIds, e.value),
    notes: e.note,
  }));
  const written = await inTransaction(async (tx) => {
    await lockImports(userId, tx);
    return insertImport(userId, { source: plan.source, skipped: plan.errors.length }, entries, tx);
  });
  if (written.added > 0) await scheduleHealthRecalculation({ userId });
  // Only the moods this import added: a row imported before was screened then. They are private already; the screen
  // says how many will stay so when the import is shared (shareImportedEntries screens them again then).
  const added = entries.filter((entry) => written.addedKeys.has(entry.key));
  const screen = screener.screen(added.map((entry) => [entry.notes]));
  const keptPrivate = added.filter((_, index) => screen.partnerHarm(index)).length;
  return { ...importSummary(written, plan.errors, timeZone, keptPrivate), support: screener.support([screen]) };
}
