/**
 * The offline write queue's words that the forms show without its code (issue #17, decision 040): the toast and the
 * note under a form whose entry was kept, the note once sent, and the window event that says so. Apart from
 * offline-copy.ts (which re-exports them) so that a form's first load has neither the queue nor the help lines the
 * synced toasts may carry (issue #34, decision 066).
 */

/** Shown when a form's entry is kept on this device instead of sent. */
export const SAVED_OFFLINE_TOAST = { title: "Saved offline", description: "We'll send it when you're back online." };

/** The note a form shows under itself while its entry waits (the toast goes away; this stays for the reader). */
export const SAVED_OFFLINE_NOTE = "Saved on this device. We'll send it when you're back online.";

/** The same note once the entry has been sent. */
export const SENT_NOTE = "Sent. It's saved to your account.";

/** A window event OfflineSync dispatches with the ids of the entries just reported sent, for the forms' notes. */
export const OFFLINE_SENT_EVENT = "attune:offline-sent";
