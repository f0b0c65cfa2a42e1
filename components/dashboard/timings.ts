/**
 * The dashboard's UI timings (spec 2 §9), in milliseconds. They say how long the screen waits or celebrates, not
 * anything about the data, so they live with the components rather than in lib/domain (issue #12).
 */

/** How long the confetti of the achievement celebration dialog runs. */
export const ACHIEVEMENT_CONFETTI_MS = 3_000;
/** Spec 2 §4.2/§9: 'Full Refresh' waits this long after recalculating before it reloads the scores and trends. */
export const FULL_REFRESH_WAIT_MS = 1_500;
