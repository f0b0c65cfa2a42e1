import type { WeightBudget } from "./page-weight";

/*
 * The public pages' weight budgets (issue #42, decision 044). Each is today's figure plus a little room, so that a
 * real addition fails the gate while a dependency's patch release does not. Raise one only with a reason in
 * decision 044's log: these are the figures that hold whatever machine CI lands on.
 *
 * Measured on 2026-11-28 (kB as sent / unpacked): every page loads Next's runtime and the root layout's islands,
 * 143.8 / 476.0, which the bare reference page loads too. Beyond it, /onboarding's funnel 7.7 / 20.1 and each legal
 * page's back button 4.7 / 11.3: that island is the only code of ours a page of text may run, so its "own scripts"
 * budget leaves room for nothing else. One stylesheet (11.0 kB), the only render-blocking resource; the documents
 * 6.1–11.2 kB; 12 requests from /onboarding's HTML, 13 from a legal page's (it preloads the text face).
 */

const kB = 1000;

/** What every public page shares: the runtime, the stylesheet, and one render-blocking resource at most. */
const SHARED = {
  scriptSent: 155 * kB,
  scriptUnpacked: 500 * kB,
  stylesheetSent: 13 * kB,
  renderBlocking: 1,
} as const;

/** A page of text: the back button and nothing else of ours. */
const LEGAL = { ...SHARED, ownScriptSent: 6 * kB, ownScriptUnpacked: 14 * kB, requests: 14 } as const;

export const PAGE_BUDGETS: Record<string, WeightBudget> = {
  "/onboarding": { ...SHARED, ownScriptSent: 10 * kB, ownScriptUnpacked: 26 * kB, documentSent: 9 * kB, requests: 13 },
  "/terms": { ...LEGAL, documentSent: 13 * kB },
  "/privacy": { ...LEGAL, documentSent: 10.5 * kB },
  "/delete-info": { ...LEGAL, documentSent: 8 * kB },
};
