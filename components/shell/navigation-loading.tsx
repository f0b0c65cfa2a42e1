import { Button, buttonClass } from "@/components/ui/button";
import { LOADING_HINT_CLASS, LOADING_HINTS_CSS, LOADING_SCREEN_DELAY_CSS, hintStyle } from "./loading-hints";

/**
 * The loading screen of the protected pages (spec 1 §2), shown over the page being left while a navigation waits for
 * the next one (NavigationPending, decision 085; until then each route's loading.tsx was this screen). Notes appear
 * after 3 s and 8 s, then a help box after 15 s. The hints are CSS-timed (loading-hints.ts) and Refresh is a plain GET
 * form to the current path, so nothing here needs more code than the screen itself. "Go to Onboarding" is a plain
 * link: a stalled load is better left by a full page load. It covers the window below the quick-exit bar, which
 * stays in reach (the safety rule), as the route's loading screen replaced the page, and appears only after a moment
 * (LOADING_SCREEN_DELAY_CSS), so a quick navigation does not flash it. Not a second <main>: the page under it keeps
 * its own until the next one replaces it.
 */
export function NavigationLoading() {
  return (
    <div
      data-navigation-loading=""
      className="attune-loading-screen fixed inset-x-0 top-(--quick-exit-height) bottom-0 z-50 flex flex-col items-center justify-center gap-4 overflow-y-auto bg-white px-4 text-center"
    >
      <style href="attune-loading-hints" precedence="default">
        {`${LOADING_HINTS_CSS}\n${LOADING_SCREEN_DELAY_CSS}`}
      </style>
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4">
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
      </div>
    </div>
  );
}
