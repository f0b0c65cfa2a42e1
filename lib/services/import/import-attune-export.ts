import { findAttuneImportedKeys, insertAttuneRows } from "@/lib/data/attune-import";
import { refreshDailyRollups } from "@/lib/data/daily-rollups";
import { insertImport, lockImports, settleImportCounts } from "@/lib/data/imports";
import { findViewerContext } from "@/lib/data/profiles";
import { inTransaction } from "@/lib/data/transaction";
import { attuneCounts, attuneFileProblemMessage, planAttuneImport, type AttunePlan } from "@/lib/domain/import/attune";
import {
  ATTUNE_SECTION_TEXT,
  ATTUNE_SKIP_TEXT,
  type AttuneKind,
  type ImportPreview,
  type RowProblemId,
  importSummary,
  LISTED_ROW_ERRORS,
  PREVIEW_SAMPLE_ROWS,
  previewSample,
} from "@/lib/domain/import/view";
import { localDayKey } from "@/lib/domain/time";
import type { ImportRequest } from "@/lib/validation/imports";
import { scheduleHealthRecalculation } from "../health-score/schedule-health-recalculation";
import { checkImportSize, fileError } from "./check-import-size";
import { importScreener, type ImportResult } from "./import-screener";

const KINDS: readonly AttuneKind[] = [
  "moods",
  "personal_checkins",
  "partner_checkins",
  "goals",
  "rituals",
  "ritual_completions",
];

const SAME_ACCOUNT_MESSAGE =
  "This export comes from this account: everything in it is already here. Import it into another account.";

/**
 * The file read into a plan, or its one problem. An export of the importing account itself is refused: its rows are
 * the account's own (they carry no import key), so importing them would add each a second time.
 */
function readExport(userId: string, request: ImportRequest): AttunePlan {
  checkImportSize({ content: request.content });
  const result = planAttuneImport(request.content);
  if (!result.ok) throw fileError(attuneFileProblemMessage(result));
  if (result.plan.sourceAccountId === userId) throw fileError(SAME_ACCOUNT_MESSAGE);
  return result.plan;
}

/** Per kind, how many of the plan's rows the person already has (completions: those of rituals already there). */
async function alreadyByKind(userId: string, plan: AttunePlan): Promise<Record<AttuneKind, number>> {
  const found = await findAttuneImportedKeys(userId, plan);
  const count = <T extends { key: string }>(rows: readonly T[], keys: Set<string>) =>
    rows.filter((r) => keys.has(r.key)).length;
  return {
    moods: count(plan.moods, found.moods),
    personal_checkins: count(plan.personalCheckins, found.personal_checkins),
    partner_checkins: count(plan.partnerCheckins, found.partner_checkins),
    goals: count(plan.goals, found.goals),
    rituals: count(plan.rituals, found.rituals),
    ritual_completions: plan.completions.filter((c) => found.rituals.has(c.ritualKey)).length,
  };
}

/**
 * What importing an Attune export would do (issue #40, decision 082), writing nothing: per kind what it adds and
 * what is already there, the first moods, the rows that break a rule, and the sections it leaves out and why.
 */
export async function previewAttuneImport({
  userId,
  request,
}: {
  userId: string;
  request: ImportRequest;
}): Promise<ImportPreview> {
  const plan = readExport(userId, request);
  const { timeZone } = await findViewerContext(userId);
  const already = await alreadyByKind(userId, plan);
  const counts = attuneCounts(plan);
  const kinds = KINDS.filter((kind) => counts[kind] > 0).map((kind) => ({
    kind,
    label: ATTUNE_SECTION_TEXT[kind],
    toAdd: counts[kind] - already[kind],
    alreadyImported: already[kind],
  }));
  const problems = new Map<RowProblemId, number>();
  for (const { problem } of plan.errors) problems.set(problem, (problems.get(problem) ?? 0) + 1);
  const days = plan.moods.map((m) => m.at.getTime());
  return {
    source: "attune",
    rows: plan.rows,
    toAdd: kinds.reduce((sum, k) => sum + k.toAdd, 0),
    alreadyImported: kinds.reduce((sum, k) => sum + k.alreadyImported, 0),
    skipped: [...problems].map(([problem, rows]) => ({ problem, rows })),
    errors: plan.errors.slice(0, LISTED_ROW_ERRORS),
    moods: [],
    sample: previewSample(
      plan.moods
        .slice(0, PREVIEW_SAMPLE_ROWS)
        .map((m, i) => ({ line: i + 1, at: m.at, value: m.value, keywords: m.keywords, note: m.notes })),
      timeZone,
    ),
    droppedTags: [],
    range:
      days.length > 0
        ? {
            first: localDayKey(new Date(Math.min(...days)), timeZone),
            last: localDayKey(new Date(Math.max(...days)), timeZone),
          }
        : null,
    shiftedTimes: 0,
    kinds,
    notImported: plan.notImported.map((s) => ({
      section: s.section.replaceAll("_", " "),
      rows: s.rows,
      reason: ATTUNE_SKIP_TEXT[s.reason],
    })),
  };
}

/**
 * Imports an Attune export into the signed-in person's account: every importable row they do not hold yet, in ONE
 * transaction with the import's record and the rollups of the days touched, so a failure leaves nothing behind. The
 * same file again adds nothing (a stable key per exported row). Moods are private until shared, check-ins name no
 * partner, goals and rituals are the person's alone. After the commit, one health recalculation.
 */
export async function importAttuneExport({
  userId,
  request,
}: {
  userId: string;
  request: ImportRequest;
}): Promise<ImportResult> {
  const plan = readExport(userId, request);
  const { timeZone } = await findViewerContext(userId);
  const skipped = plan.errors.length + plan.notImported.reduce((sum, s) => sum + s.rows, 0);
  // The screen (decision 080's update): a goal marked shared that speaks of harm by a partner is stored private, as
  // the goal dialog would store it before its author confirms; everything else imported is private already.
  const screener = await importScreener({ userId, timeZone });
  const goalScreen = screener.screen(plan.goals.map((goal) => [goal.title, goal.description]));
  const heldGoals = new Set(plan.goals.filter((goal, i) => goal.visibility === "shared" && goalScreen.partnerHarm(i)));
  const goals = plan.goals.map((goal) => (heldGoals.has(goal) ? { ...goal, visibility: "private" as const } : goal));
  let addedMoodKeys = new Set<string>();
  let addedGoalKeys = new Set<string>();
  const written = await inTransaction(async (tx) => {
    await lockImports(userId, tx);
    const moods = await insertImport(userId, { source: "attune", skipped }, plan.moods, tx);
    const rows = await insertAttuneRows(userId, { ...plan, goals }, tx);
    addedMoodKeys = moods.addedKeys;
    addedGoalKeys = rows.goalKeys;
    const added = moods.added + Object.values(rows.added).reduce((sum, n) => sum + n, 0);
    const total = Object.values(attuneCounts(plan)).reduce((sum, n) => sum + n, 0);
    await settleImportCounts(moods.importId, { added, skipped: skipped + (total - added) }, tx);
    if (rows.checkinInstants.length > 0) {
      const times = rows.checkinInstants.map((at) => at.getTime());
      await refreshDailyRollups([{ userId, at: [new Date(Math.min(...times)), new Date(Math.max(...times))] }], tx);
    }
    return {
      importId: moods.importId,
      added,
      alreadyImported: total - added,
      firstAt: moods.firstAt,
      lastAt: moods.lastAt,
    };
  });
  if (written.added > 0) await scheduleHealthRecalculation({ userId });
  // The moods added: private already, and left private when the import is shared if they speak of harm by a partner.
  const moods = plan.moods.filter((mood) => addedMoodKeys.has(mood.key));
  const moodScreen = screener.screen(moods.map((mood) => [mood.notes, mood.reflection]));
  const keptPrivate =
    moods.filter((_, i) => moodScreen.partnerHarm(i)).length +
    [...heldGoals].filter((goal) => addedGoalKeys.has(goal.key)).length;
  // Check-ins and rituals are never shared by an import (they name no partner): screened for the author's lines only,
  // when the import added anything (a file imported again brings no card again).
  const others =
    written.added > 0
      ? [
          screener.screen([
            ...plan.personalCheckins.map((c) => [c.gratitudeNote]),
            ...plan.partnerCheckins.map((c) => [c.gratitudeNote]),
            ...plan.rituals.map((r) => [r.title, r.description]),
          ]),
          goalScreen,
        ]
      : [];
  return {
    ...importSummary(written, plan.errors, timeZone, keptPrivate),
    support: screener.support([moodScreen, ...others]),
  };
}
