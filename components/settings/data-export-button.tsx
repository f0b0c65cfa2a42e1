"use client";

import { Download } from "@/components/ui/icons/download";
import { Loader2 } from "@/components/ui/icons/loader-circle";
import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { requestDataExportAction } from "@/lib/actions/settings";
import { settingsMessages } from "@/lib/validation/settings-values";

/** "Request data export": the link arrives by email (spec 3 §2); the button says so once it has been sent. */
export function DataExportButton() {
  const [requested, setRequested] = useState(false);
  const requestExport = useAction(() => requestDataExportAction(), {
    onSuccess: () => {
      setRequested(true);
      toast.success(settingsMessages.exportRequestedTitle, { description: settingsMessages.exportRequestedMessage });
    },
  });
  const pending = requestExport.pending;

  const request = () => void requestExport.run();

  return (
    <div className="mt-3 space-y-2">
      <Button type="button" variant="outline" onClick={request} disabled={pending} aria-busy={pending}>
        {pending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        Request data export
      </Button>
      {requested ? (
        <p role="status" className="text-xs text-muted">
          {settingsMessages.exportRequestedMessage}
        </p>
      ) : null}
    </div>
  );
}
