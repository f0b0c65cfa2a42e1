"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { retriesExhaustedToast } from "@/components/shell/retry-limit";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/**
 * Loads the page's server data again (every card re-reads; nothing is cached in the browser). A retry that works
 * replaces the card's error state, and this button with it; one that ends with the button still here failed, and
 * from the third failure in a row the spec's 'Maximum retries exceeded' toast says to refresh the page.
 */
export function RetryButton({ label }: { label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const retrying = useRef(false);
  const failed = useRef(0);

  useEffect(() => {
    if (pending) {
      retrying.current = true;
      return;
    }
    if (!retrying.current) return;
    retrying.current = false;
    failed.current += 1;
    const exhausted = retriesExhaustedToast(failed.current);
    // One toast however often it is pressed after that: the id replaces the one already showing.
    if (exhausted) toast.error(exhausted.title, { id: "max-retries", description: exhausted.description });
  }, [pending]);

  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
      {label}
    </Button>
  );
}
