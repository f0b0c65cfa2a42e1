"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { OFFLINE_SENT_EVENT, SAVED_OFFLINE_NOTE, SENT_NOTE } from "./offline-notes";

/**
 * What a form shows under itself once its entry is queued offline (decision 040): that it is kept and will be sent —
 * then, when OfflineSync reports this entry sent, that it is saved — with a way on to the dashboard (the form stays
 * put while offline: navigating needs the network).
 */
export function QueuedNote({ id, onContinue }: { id: string; onContinue: () => void }) {
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const listener = (event: Event) => {
      const ids: unknown = (event as CustomEvent<unknown>).detail;
      if (Array.isArray(ids) && ids.includes(id)) setSent(true);
    };
    window.addEventListener(OFFLINE_SENT_EVENT, listener);
    return () => window.removeEventListener(OFFLINE_SENT_EVENT, listener);
  }, [id]);

  return (
    <div className="space-y-3 rounded-xl bg-brand-50 px-4 py-3">
      <p role="status" className="text-sm">
        {sent ? SENT_NOTE : SAVED_OFFLINE_NOTE}
      </p>
      <Button type="button" variant="outline" className="w-full" onClick={onContinue}>
        Continue to dashboard
      </Button>
    </div>
  );
}
