import { Button, buttonClass } from "@/components/ui/button";
import { LOADING_HINT_CLASS, LOADING_HINTS_CSS, hintStyle } from "./loading-hints";

/**
 * The loading screen of every protected page (spec 1 §2): each route's loading.tsx re-exports this, so it shows while
 * the page checks the session and loads its data. Notes appear after 3 s and 8 s, then a help box after 15 s. It
 * must work before hydration (see loading-hints.ts), so nothing here needs JavaScript: the hints are CSS-timed and
 * Refresh is a plain GET form to the current path. "Go to Onboarding" is a plain link too, not next/link: every
 * route's first load has this screen's client code, and next/link there would be a second copy of it in every page
 * that uses it (issue #34, decision 066); a stalled load is better left by a full page load anyway.
 */
export function ProtectedLoading() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <style href="attune-loading-hints" precedence="default">
        {LOADING_HINTS_CSS}
      </style>
      <div
        aria-hidden
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <div role="status" aria-live="polite" className="space-y-2">
        <p className="text-lg font-semibold">Loading your space...</p>
        <p className={`${LOADING_HINT_CLASS} text-sm text-muted`} style={hintStyle(0)}>
          This is taking a little longer than usual.
        </p>
        <p className={`${LOADING_HINT_CLASS} text-sm text-muted`} style={hintStyle(1)}>
          Still working on it. Thanks for your patience.
        </p>
      </div>
      <section
        aria-labelledby="loading-help-title"
        className={`${LOADING_HINT_CLASS} w-full rounded-2xl border border-brand-100 bg-white p-4 text-left shadow-sm`}
        style={hintStyle(2)}
      >
        <h2 id="loading-help-title" className="font-semibold">
          Having trouble loading?
        </h2>
        <p className="mt-1 text-sm text-muted">
          Try refreshing the page. If that does not help, you can start again from onboarding.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <form method="get">
            <Button type="submit" size="sm">
              Refresh Page
            </Button>
          </form>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link on purpose: see above. */}
          <a href="/onboarding" className={buttonClass({ size: "sm", variant: "outline" })}>
            Go to Onboarding
          </a>
        </div>
      </section>
    </main>
  );
}
