"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { Suspense } from "react";

/** The shared Button's outline style at its small size, 36 px tall at least (a comfortable touch target). */
const OUTLINE_BUTTON =
  "inline-flex min-h-9 items-center justify-center gap-2 rounded-lg border border-brand-100 bg-white px-3 text-xs " +
  "font-semibold text-ink transition-colors hover:bg-brand-50";

/** A 16 px line icon in the icon library's style (24-unit grid, 2-unit rounded strokes). */
function Icon({ paths }: { paths: string[] }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 shrink-0"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** Where a from=onboarding tab goes when the browser will not let a script close it. */
const REGISTRATION_PATH = "/onboarding";

/**
 * The legal pages' back control (spec 1 §2), and the only script those pages run besides Next's own (issue #20).
 * `from` is read on the client so the pages themselves stay prerendered; until it is known the plain Back button
 * shows. Plain markup on purpose: the shared Button (Radix Slot, class merging) and the icon library would be most
 * of this page's JavaScript.
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
      <button
        type="button"
        onClick={() => closeTab(() => router.push(REGISTRATION_PATH))}
        className={`${OUTLINE_BUTTON} py-1.5 text-left`}
      >
        <Icon paths={["M18 6 6 18", "m6 6 12 12"]} />
        Close tab to return to registration
      </button>
    );
  }
  return (
    <button type="button" onClick={() => goBack(() => router.push("/"))} className={OUTLINE_BUTTON}>
      <Icon paths={["m12 19-7-7 7-7", "M19 12H5"]} />
      Back
    </button>
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
