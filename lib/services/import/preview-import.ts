import { findImportedKeys } from "@/lib/data/imports";
import { findViewerContext } from "@/lib/data/profiles";
import { fileProblemMessage, planDaylioImport } from "@/lib/domain/import/daylio";
import { genericCsvProblemMessage, planGenericCsvImport } from "@/lib/domain/import/generic-csv";
import type { ImportPlan, RowProblem } from "@/lib/domain/import/plan";
import { LISTED_ROW_ERRORS, previewSample, type ImportPreview } from "@/lib/domain/import/view";
import { localDayKey } from "@/lib/domain/time";
import type { ImportRequest } from "@/lib/validation/imports";
import { previewAttuneImport } from "./import-attune-export";
import { checkImportSize, fileError } from "./check-import-size";

/**
 * Reads the file as the person would import it and says what would happen, writing nothing (issue #40): the first
 * rows mapped, the counts, the date range in the person's zone, each mood with its value (custom ones waiting for
 * one), and the rows that would be skipped and why.
 */
export async function previewImport({
  userId,
  request,
}: {
  userId: string;
  request: ImportRequest;
}): Promise<ImportPreview> {
  if (request.source === "attune") return previewAttuneImport({ userId, request });
  const { plan, timeZone, csv } = await planUploadedImport({ userId, request });
  if (!plan) return emptyPreview(request.source, csv);
  const already = await findImportedKeys(
    userId,
    plan.entries.map((e) => e.key),
  );
  const fresh = plan.entries.filter((e) => !already.has(e.key));
  const counts = new Map<RowProblem, number>();
  for (const { problem } of plan.errors) counts.set(problem, (counts.get(problem) ?? 0) + 1);
  let first: Date | null = null;
  let last: Date | null = null;
  for (const { at } of fresh) {
    if (!first || at < first) first = at;
    if (!last || at > last) last = at;
  }
  const preview: ImportPreview = {
    source: plan.source,
    rows: plan.rows,
    toAdd: fresh.length,
    alreadyImported: plan.entries.length - fresh.length,
    skipped: [...counts].map(([problem, rows]) => ({ problem, rows })),
    errors: plan.errors.slice(0, LISTED_ROW_ERRORS),
    moods: plan.moods,
    sample: previewSample(plan.entries, timeZone),
    droppedTags: plan.droppedTags,
    range: first && last ? { first: localDayKey(first, timeZone), last: localDayKey(last, timeZone) } : null,
    shiftedTimes: plan.entries.filter((e) => e.shifted).length,
    ...(csv ? { csv } : {}),
  };
  return preview;
}

/** A CSV whose date and mood columns are not chosen yet: its header, for the person to choose from. */
function emptyPreview(source: ImportPreview["source"], csv: ImportPreview["csv"]): ImportPreview {
  return {
    source,
    rows: 0,
    toAdd: 0,
    alreadyImported: 0,
    skipped: [],
    errors: [],
    moods: [],
    sample: [],
    droppedTags: [],
    range: null,
    shiftedTimes: 0,
    csv,
  };
}

/**
 * The checks every import step shares: the size cap (a clear message, before anything is parsed), the person's zone
 * (Daylio's local times are read in it) and the file read into a plan, or the file's one problem as a VALIDATION
 * error naming its line.
 */
export async function planUploadedImport({
  userId,
  request,
}: {
  userId: string;
  request: ImportRequest;
}): Promise<{ plan: ImportPlan | null; timeZone: string; csv?: ImportPreview["csv"] }> {
  checkImportSize({ content: request.content });
  const { timeZone } = await findViewerContext(userId);
  if (request.source === "csv") {
    const read = planGenericCsvImport({
      text: request.content,
      timeZone,
      columns: request.columns,
      moodMapping: request.moodMapping,
    });
    if (!read.ok) throw fileError(genericCsvProblemMessage(read));
    return { plan: read.plan, timeZone, csv: { columns: read.columns, mapping: read.mapping } };
  }
  const result = planDaylioImport({ text: request.content, timeZone, moodMapping: request.moodMapping });
  if (!result.ok) throw fileError(fileProblemMessage(result));
  return { plan: result.plan, timeZone };
}
