"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { Suspense, type ReactNode } from "react";

/** Where a from=onboarding tab goes when the browser will not let a script close it. */
const REGISTRATION_PATH = "/onboarding";

/**
 * The legal pages' back control (spec 1 §2), and the only script those pages run besides Next's own (issue #20).
 * `from` is read on the client so the pages themselves stay prerendered; until it is known the plain Back button
 * shows. The server hands it the shared Button's classes and the icons, already rendered: the Button itself (Radix
 * Slot, class merging) and the icon library would be most of this page's JavaScript.
 */
export function LegalBackButton(props: BackLook) {
  return (
    <Suspense fallback={<BackControl {...props} fromOnboarding={false} />}>
      <BackFromQuery {...props} />
    </Suspense>
  );
}

/** What the server renders for the two controls: classes and icons. */
export interface BackLook {
  backClassName: string;
  backIcon: ReactNode;
  closeClassName: string;
  closeIcon: ReactNode;
}

function BackFromQuery(props: BackLook) {
  return <BackControl {...props} fromOnboarding={useSearchParams().get("from") === "onboarding"} />;
}

function BackControl({
  fromOnboarding,
  backClassName,
  backIcon,
  closeClassName,
  closeIcon,
}: BackLook & { fromOnboarding: boolean }) {
  const router = useRouter();
  if (fromOnboarding) {
    return (
      <button type="button" onClick={() => closeTab(() => router.push(REGISTRATION_PATH))} className={closeClassName}>
        {closeIcon}
        Close tab to return to registration
      </button>
    );
  }
  return (
    <button type="button" onClick={() => goBack(() => router.push("/"))} className={backClassName}>
      {backIcon}
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
