"use client";

import { Download } from "@/components/ui/icons/download";
import { FileJson } from "@/components/ui/icons/file-json";
import { FileSpreadsheet } from "@/components/ui/icons/file-spreadsheet";
import { Loader2 } from "@/components/ui/icons/loader-circle";
import { useState, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import type { ExportFormat } from "@/lib/domain/mood-export";
import { DashboardCard } from "./dashboard-card";
import { DASHBOARD_TEXT } from "./dashboard-text";
import { exportToast, requestMoodExport } from "./mood-export";

const FORMATS: { format: ExportFormat; label: string; Icon: typeof FileJson }[] = [
  { format: "csv", label: "CSV", Icon: FileSpreadsheet },
  { format: "json", label: "JSON", Icon: FileJson },
];

/** Hands a blob to the browser as a file download: an object URL on a temporary <a download>. */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const subscribeNothing = () => () => {};

/** 'Export Your Data' (spec 2 §2.4, §8): mood-data.csv or mood-data.json with every mood the user has logged. */
export function ExportDataCard() {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  // False in the server HTML, true once hydrated: until then a click would do nothing, so the buttons say so.
  const interactive = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  async function exportAs(format: ExportFormat) {
    setBusy(format);
    try {
      const result = await requestMoodExport(format);
      if (result.kind === "file") saveBlob(result.blob, result.filename);
      const message = exportToast(result);
      const show = message.tone === "success" ? toast.success : message.tone === "error" ? toast.error : toast.info;
      show(message.title, message.description ? { description: message.description } : undefined);
    } finally {
      setBusy(null);
    }
  }

  return (
    <DashboardCard
      id="export-data"
      title={DASHBOARD_TEXT.exportTitle}
      description={DASHBOARD_TEXT.exportDescription}
      icon={<Download aria-hidden="true" className="size-5 text-brand-600" />}
    >
      <div className="grid grid-cols-2 gap-3">
        {FORMATS.map(({ format, label, Icon }) => (
          <Button
            key={format}
            type="button"
            variant="outline"
            onClick={() => void exportAs(format)}
            // One export at a time: both buttons wait while either runs.
            disabled={!interactive || busy !== null}
            aria-busy={busy === format}
          >
            {busy === format ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Icon aria-hidden="true" className="size-4" />
            )}
            {label}
            {busy === format ? <span className="sr-only"> {DASHBOARD_TEXT.exportBusy}</span> : null}
          </Button>
        ))}
      </div>
    </DashboardCard>
  );
}
