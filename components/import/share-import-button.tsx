"use client";

import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { shareImportAction } from "@/lib/actions/imports";
import { IMPORT_TEXT } from "@/lib/domain/import/view";

/** Shares one import's entries with the partner (they are private until then, decision 076). */
export function ShareImportButton({ importId, shared: sharedBefore = false }: { importId: string; shared?: boolean }) {
  const [shared, setShared] = useState(sharedBefore);
  const share = useAction(() => shareImportAction({ importId }), { onSuccess: () => setShared(true) });
  if (shared) {
    return (
      <p role="status" className="self-center text-sm text-muted">
        {IMPORT_TEXT.shared}
      </p>
    );
  }
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => void share.run()}
      disabled={share.pending}
      aria-busy={share.pending}
    >
      {IMPORT_TEXT.share}
    </Button>
  );
}
