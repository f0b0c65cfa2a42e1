import { screenConcerns } from "./author-support";
import type { ScreenResult } from "./screen";

/**
 * The rule for a note its author marked "shared" (issue #38 item 4, decision 071): when the screen finds harm or
 * control by a partner in it, it is not shared until its author confirms, and until then it is private. The partner
 * may be the person the note is about, may hold the author's phone, and must not learn of it from the app; the
 * author may still choose to share (it is their note), so the rule asks rather than forbids.
 *
 * What is stored is only the visibility, private or shared, exactly as for any note: nothing records that a note was
 * screened, held or confirmed, so nothing about screening can reach the partner through the note, a notice, a live
 * event or an export of theirs. `needsConfirmation` goes to the author's own response and nowhere else.
 */

export type NoteVisibility = "private" | "shared";

export type ScreenedVisibility =
  /** Store with this visibility; nothing to ask. */
  | { visibility: NoteVisibility; needsConfirmation: false }
  /** Store as private, and ask the author (with SHARE_CONFIRMATION_TEXT) whether to share it after all. */
  | { visibility: "private"; needsConfirmation: true };

export function screenedVisibility({
  requested,
  screen,
  confirmedShare,
}: {
  /** What the author chose on the form. */
  requested: NoteVisibility;
  screen: ScreenResult;
  /** True only when the author answered "Share it" for this very text (a changed text is screened and asked again). */
  confirmedShare: boolean;
}): ScreenedVisibility {
  if (requested === "private") return { visibility: "private", needsConfirmation: false };
  if (!screenConcerns(screen).partnerHarm || confirmedShare) return { visibility: "shared", needsConfirmation: false };
  return { visibility: "private", needsConfirmation: true };
}

/** Fixed words for the question; "Keep it private" is the default (first, focused) answer. */
export const SHARE_CONFIRMATION_TEXT = {
  question: "This note is private for now. Do you want to share it with your partner?",
  explanation:
    "You wrote about something that can be hard to share. It stays private unless you choose to share it. Your " +
    "partner never sees this question.",
  keepPrivate: "Keep it private",
  share: "Share it",
} as const;
