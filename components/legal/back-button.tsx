"use client";

import { ArrowLeft, X } from "lucide-react";
import { useRouter, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { Button } from "@/components/ui/button";

/** Where a from=onboarding tab goes when the browser will not let a script close it. */
const REGISTRATION_PATH = "/onboarding";

/**
 * The legal pages' back control (spec 1 §2). `from` is read on the client so the pages themselves stay prerendered;
 * until it is known the plain Back button shows.
 */
export function LegalBackButton() {
  return (
    <Suspense fallback={<BackControl fromOnboarding={false} />}>
      <BackFromQuery />
    </Suspense>
  );
}

function BackFromQuery() {
  return <BackControl fromOnboarding={useSearchParams().get("from") === "onboarding"} />;
}

function BackControl({ fromOnboarding }: { fromOnboarding: boolean }) {
  const router = useRouter();
  if (fromOnboarding) {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => closeTab(() => router.push(REGISTRATION_PATH))}
        className="h-auto min-h-9 py-1.5 text-left"
      >
        <X aria-hidden className="size-4 shrink-0" />
        Close tab to return to registration
      </Button>
    );
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => goBack(() => router.push("/"))}
      className="min-h-9"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back
    </Button>
  );
}

/**
 * The registration form opens these pages in a new tab, which a script may close. A browser refuses for a tab it
 * considers user-opened (e.g. the link was reopened by hand and the tab has history); then there is no tab to fall
 * back to, so this one goes to registration instead.
 */
function closeTab(fallback: () => void) {
  window.close();
  // A successful close() marks the window closed at once; the short wait only covers browsers that do it later.
  window.setTimeout(() => {
    if (!window.closed) fallback();
  }, 150);
}

/** A page opened directly (new tab, bookmark) has no previous entry to return to, so Back goes home. */
function goBack(fallback: () => void) {
  if (window.history.length > 1) window.history.back();
  else fallback();
}
