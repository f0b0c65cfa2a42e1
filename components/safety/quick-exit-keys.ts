/**
 * Quick exit's keyboard shortcut and its leaving (issue #38, decision 075). No React and no imports: this is in the
 * first load of every signed-in page, /onboarding and /safety.
 */

/** How long after one Escape a second one still leaves: a double press, not two separate uses of the key. */
export const ESCAPE_WINDOW_MS = 2_000;

/** What the screen-reader status says after the first press (GOV.UK's "Shift, press 2 more times to exit."). */
export const PRESS_AGAIN_TEXT = "Press Escape again to exit this page.";

/** The parts of a KeyboardEvent the count reads. */
export interface KeyPress {
  key: string;
  repeat: boolean;
  isComposing: boolean;
  defaultPrevented: boolean;
  timeStamp: number;
}

/** exit: leave now. armed: one press counted, one more leaves. disarmed: a count was dropped. none: nothing changed. */
export type PressOutcome = "exit" | "armed" | "disarmed" | "none";

/**
 * Counts Escape presses: two in a row, the second within `windowMs` of the first, leave. Read in the bubbling phase on
 * window, after the page's own handlers, so that:
 * - an Escape the page used (it closed a dialog, a menu, a popover or the coach, and called preventDefault, as
 *   Radix's layers and the coach's panel do) does not count, and drops a count under way: closing a dialog and
 *   pressing Escape once more "to be sure" must not throw a person out of what they were doing;
 * - an Escape in a text field counts: the moment someone walks in is as likely mid-sentence as anywhere;
 * - any other key between the two presses drops the count (as GOV.UK's Shift sequence does);
 * - a held key's auto-repeat and an Escape that cancels an input method's composition are not presses.
 */
export function escapePresses(windowMs = ESCAPE_WINDOW_MS) {
  let armedAt: number | null = null;
  const disarm = (): PressOutcome => {
    const was = armedAt !== null;
    armedAt = null;
    return was ? "disarmed" : "none";
  };
  return {
    press(event: KeyPress): PressOutcome {
      if (event.key !== "Escape" && event.key !== "Esc") return disarm();
      if (event.repeat || event.isComposing) return "none";
      if (event.defaultPrevented) return disarm();
      if (armedAt !== null && event.timeStamp - armedAt <= windowMs) {
        armedAt = null;
        return "exit";
      }
      armedAt = event.timeStamp;
      return "armed";
    },
  };
}

/** The slice of `window` leaving uses, so a test can hand in a fake. */
export interface LeavingWindow {
  document: Pick<Document, "documentElement" | "head" | "createElement" | "title">;
  location: Pick<Location, "replace">;
  addEventListener(type: "pageshow", listener: (event: PageTransitionEvent) => void): void;
}

/**
 * Leaves for `url` at once, in place of this page: location.replace, so this page is not left in the tab's history
 * for Back to return to, and every bit of the app's state in memory (React state, caches, a coach conversation, a
 * half-typed form) goes with the document. Nothing stored is touched (decision 075), and nothing waits on the network.
 *
 * Before going: the page is blanked (globals.css hides the body while `data-quick-exit-leaving` is set) and its tab
 * title made neutral, so a slow network does not leave it on screen while the other site loads; the referrer is
 * dropped, so the other site is not told the person came from Attune. Should the browser bring this very document
 * back from its back-forward cache, it leaves again at once.
 */
export function leaveFor(url: string, win: LeavingWindow = window): void {
  const { document } = win;
  document.documentElement.setAttribute("data-quick-exit-leaving", "");
  document.title = "Loading…";
  const referrer = document.createElement("meta");
  referrer.setAttribute("name", "referrer");
  referrer.setAttribute("content", "no-referrer");
  document.head.append(referrer);
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) win.location.replace(url);
  });
  win.location.replace(url);
}
