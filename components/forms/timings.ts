/**
 * How long the forms wait and linger (spec 2 §4.1, §9), in milliseconds. These are UI timings, not rules about the
 * data, so they live with the components rather than in lib/domain.
 */

/** A save that has not answered by then gives the button back with a timeout toast; a retry reuses its key. */
export const MOOD_SUBMIT_TIMEOUT_MS = 15_000;
export const CHECKIN_SUBMIT_TIMEOUT_MS = 15_000;
/** The mood draft is saved this long after the last change. */
export const DRAFT_AUTOSAVE_DELAY_MS = 2_000;
export const CHECKIN_NAVIGATION_DELAY_MS = 1_000;
/** "After success the user is taken to /dashboard after a short delay": long enough to read the toast. */
export const MOOD_NAVIGATION_DELAY_MS = 1_500;
/** /checkin shows the no-partner gate when the partner context has not arrived by then. */
export const PARTNER_LOADING_FALLBACK_MS = 10_000;
