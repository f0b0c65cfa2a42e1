"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { isImportTooLarge, IMPORT_TOO_LARGE_MESSAGE, moodMappingPairs } from "@/lib/domain/import/limits";
import {
  IMPORT_SOURCES,
  IMPORT_TEXT,
  summaryLine,
  type CsvColumns,
  type ImportPreview,
  type ImportSourceId,
  type ImportSummary,
} from "@/lib/domain/import/view";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { CrisisSupportCard, preloadCrisisCard } from "@/components/safety/lazy-crisis-card";
import { ShareImportButton } from "./share-import-button";
import { postImport } from "./post-import";

/*
 * The preview, with its mood values and a CSV's column mapper, is not in the page's first load (issue #34): it is
 * fetched when a file is chosen, while the server reads the file, so it is here by the time its answer is.
 */
const loadPreview = () => import("./import-preview").then((m) => m.ImportPreviewView);
const ImportPreviewView = clientOnly(retryingLoad(loadPreview));

type Stage =
  | { kind: "choose"; error: string | null }
  | { kind: "reading" }
  | {
      kind: "preview";
      preview: ImportPreview;
      content: string;
      mapping: Record<string, number>;
      /** A generic CSV's columns as chosen (null until the date and mood columns are). */
      columns: CsvColumns | null;
      updating: boolean;
    }
  | { kind: "importing"; count: number }
  | { kind: "done"; summary: ImportSummary & { support: CrisisCard | null } };

/**
 * Settings → Import (issue #40): choose the app and the file; the server reads it and answers a preview (nothing is
 * saved); the person gives each custom mood a value (any other may be changed), sees the rows that will be skipped
 * and why, and confirms; the import runs in one transaction and the summary follows. The file is read in the browser
 * and sent as text to POST /api/v1/imports[/preview] (decision 076: several MB, over a server action's limit).
 */
export function ImportFlow({ hasPartner }: { hasPartner: boolean }) {
  const [source, setSource] = useState<ImportSourceId>("daylio");
  const [stage, setStage] = useState<Stage>({ kind: "choose", error: null });
  /** The import's own failure, shown on the preview it came from (which stays, so nothing chosen is lost). */
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const hint = IMPORT_SOURCES.find((s) => s.id === source)?.hint;

  async function choose(file: File | undefined) {
    if (!file) return;
    void loadPreview().catch(() => undefined);
    if (isImportTooLarge(file.size)) {
      setStage({ kind: "choose", error: IMPORT_TOO_LARGE_MESSAGE });
      return;
    }
    setStage({ kind: "reading" });
    const content = await file.text();
    const result = await postImport<ImportPreview>("/api/v1/imports/preview", { source, content, moodMapping: [] });
    if (!result.ok) {
      setStage({ kind: "choose", error: result.message });
      return;
    }
    const mapping = Object.fromEntries(
      result.data.moods.flatMap((m) => (m.value === null ? [] : [[m.name, m.value] as const])),
    );
    const columns = result.data.csv?.mapping ?? null;
    setStage({ kind: "preview", preview: result.data, content, mapping, columns, updating: false });
  }

  function remap(name: string, value: number | null) {
    if (stage.kind !== "preview") return;
    const mapping = { ...stage.mapping };
    if (value === null) delete mapping[name];
    else mapping[name] = value;
    void repreview(mapping, stage.columns);
  }

  /** The preview again, with the values and columns the person chose (the file is read anew on the server). */
  async function repreview(mapping: Record<string, number>, columns: CsvColumns | null) {
    if (stage.kind !== "preview") return;
    setStage({ ...stage, mapping, columns, updating: true });
    const result = await postImport<ImportPreview>("/api/v1/imports/preview", {
      source,
      content: stage.content,
      moodMapping: moodMappingPairs(mapping),
      columns,
    });
    setStage((current) =>
      current.kind !== "preview"
        ? current
        : result.ok
          ? { ...current, preview: result.data, updating: false }
          : { ...current, updating: false },
    );
  }

  async function confirm() {
    if (stage.kind !== "preview") return;
    const { content, mapping, columns, preview } = stage;
    setError(null);
    setStage({ kind: "importing", count: preview.toAdd });
    // The screen of the imported notes may answer with the author's help lines (decision 080's update).
    preloadCrisisCard();
    const result = await postImport<ImportSummary & { support: CrisisCard | null }>("/api/v1/imports", {
      source,
      content,
      moodMapping: moodMappingPairs(mapping),
      columns,
    });
    if (!result.ok) {
      setStage({ kind: "preview", preview, content, mapping, columns, updating: false });
      setError(result.message);
      return;
    }
    setStage({ kind: "done", summary: result.data });
  }

  // The button that had focus is gone with the preview: the summary's heading takes it, so a screen reader hears the
  // outcome. After the commit that drew it, never before.
  const done = stage.kind === "done";
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  // Starting over moves focus to the file input once it is drawn again (it may have been replaced by the summary).
  const focusFileNext = useRef(false);
  function startOver() {
    setError(null);
    focusFileNext.current = true;
    setStage({ kind: "choose", error: null });
  }
  useEffect(() => {
    if (stage.kind !== "choose" || !focusFileNext.current) return;
    focusFileNext.current = false;
    fileRef.current?.focus();
  }, [stage]);

  if (stage.kind === "done") {
    return (
      <Card aria-labelledby="import-done-title">
        <CardTitle id="import-done-title" ref={doneRef} tabIndex={-1}>
          {IMPORT_TEXT.doneTitle}
        </CardTitle>
        <p role="status" className="mt-2 text-sm">
          {summaryLine(stage.summary)}
        </p>
        {stage.summary.keptPrivate > 0 ? (
          <p className="mt-2 text-sm" data-testid="import-kept-private">
            {IMPORT_TEXT.keptPrivate(stage.summary.keptPrivate)}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/dashboard/mood?range=365">{IMPORT_TEXT.seeHistory}</Link>
          </Button>
          {hasPartner && stage.summary.added > 0 ? <ShareImportButton importId={stage.summary.importId} /> : null}
          <Button type="button" variant="outline" onClick={startOver}>
            {IMPORT_TEXT.startOver}
          </Button>
        </div>
        {/* Once for the whole import, to its author only: the screen of what it brought found something. */}
        {stage.summary.support ? (
          <div className="mt-4">
            <CrisisSupportCard card={stage.summary.support} as="h3" />
          </div>
        ) : null}
      </Card>
    );
  }

  return (
    <Card aria-labelledby="import-file-title">
      <CardTitle id="import-file-title">{IMPORT_TEXT.fileTitle}</CardTitle>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="import-source" className="text-sm font-medium">
            {IMPORT_TEXT.sourceLabel}
          </label>
          <select
            id="import-source"
            className="field-input"
            value={source}
            disabled={stage.kind !== "choose"}
            onChange={(event) => setSource(event.target.value as ImportSourceId)}
          >
            {IMPORT_SOURCES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          {hint ? <p className="text-xs text-muted">{hint}</p> : null}
        </div>
        <div className="space-y-1">
          <label htmlFor="import-file" className="text-sm font-medium">
            {IMPORT_TEXT.fileLabel}
          </label>
          <input
            ref={fileRef}
            id="import-file"
            type="file"
            accept={source === "attune" ? ".json,application/json" : ".csv,text/csv"}
            className="field-input"
            disabled={stage.kind === "reading" || stage.kind === "importing"}
            aria-describedby={stage.kind === "choose" && stage.error ? "import-file-error" : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
      </div>
      {stage.kind === "choose" && stage.error ? (
        <p id="import-file-error" role="alert" className="mt-3 text-sm text-danger">
          {stage.error}
        </p>
      ) : null}
      {stage.kind === "reading" ? (
        <p role="status" className="mt-3 text-sm text-muted">
          {IMPORT_TEXT.reading}
        </p>
      ) : null}
      {stage.kind === "importing" ? (
        <div role="status" className="mt-4 space-y-2">
          <p className="text-sm">{IMPORT_TEXT.importing(stage.count)}</p>
          <progress aria-label={IMPORT_TEXT.importing(stage.count)} className="h-2 w-full" />
        </div>
      ) : null}
      {stage.kind === "preview" ? (
        <ImportPreviewView
          preview={stage.preview}
          mapping={stage.mapping}
          updating={stage.updating}
          error={error}
          onRemap={remap}
          onColumns={(columns) => void repreview(stage.mapping, columns)}
          onConfirm={() => void confirm()}
          onCancel={startOver}
        />
      ) : null}
    </Card>
  );
}
