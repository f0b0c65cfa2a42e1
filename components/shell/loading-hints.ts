/**
 * Protected-page loading screen (spec 1 §2, §9): a note after 3 s, another after 8 s, a help box after 15 s.
 *
 * The hints are timed by CSS, not JS timers (decision 016): the screen was first the fallback of a route's pending
 * Suspense boundary, which React does not hydrate, so no timer in it would run. It is now drawn in the browser while a
 * navigation waits (decision 085), where timers would run too, but animation delays still need no code and no state:
 * the screen is markup, and its own appearance after a moment is timed the same way.
 */
export const LOADING_HINT_DELAYS_MS = [3000, 8000, 15000] as const;

export type HintIndex = 0 | 1 | 2;

/** The CSS class (defined in LOADING_HINTS_CSS) that keeps an element hidden until its hint is due. */
export const LOADING_HINT_CLASS = "attune-loading-hint";

export const LOADING_HINTS_CSS = `@keyframes attune-loading-hint-reveal { from { visibility: hidden; } to { visibility: visible; } }
.${LOADING_HINT_CLASS} { animation: attune-loading-hint-reveal 0s linear both; }`;

/** A navigation's loading screen (NavigationLoading) appears only once the wait is longer than this: no flash. */
const LOADING_SCREEN_DELAY_MS = 300;

export const LOADING_SCREEN_DELAY_CSS = `.attune-loading-screen { animation: attune-loading-hint-reveal 0s linear ${LOADING_SCREEN_DELAY_MS}ms both; }`;

/** How many hints are showing `elapsedMs` after the loading screen appeared. */
export function hintLevelAt(elapsedMs: number): 0 | 1 | 2 | 3 {
  return LOADING_HINT_DELAYS_MS.filter((delay) => elapsedMs >= delay).length as 0 | 1 | 2 | 3;
}

/** Inline style that makes hint `index` appear at its delay. */
export function hintStyle(index: HintIndex): { animationDelay: string } {
  return { animationDelay: `${LOADING_HINT_DELAYS_MS[index]}ms` };
}
