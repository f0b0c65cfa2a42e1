/**
 * How the app names a person (issue #32 "copy that sounds like a person"): sentences, titles, notices and emails
 * use the first name ("Ways to support Sam", "Sam reached a 7-Day Mood Streak"); the full display name appears only
 * where the person must be identified — the account and profile screens, the partner link screens (invitation,
 * acceptance, the connected partner, disconnecting) and the counsellor report. This module is the one place that
 * decides what a first name is and what stands in for a missing one.
 */

/**
 * What every screen, notice and message calls a partner who has no display name (and, where one is offered, no
 * email). Title case, as the spec names the partner in its labels ('Invite Your Partner', 'Connect with Your
 * Partner'): it stands where a name would, so it is capitalised wherever it falls.
 */
export const PARTNER_NAME_FALLBACK = "Your Partner";

/** The partner without a name in the middle of a sentence ("Unable to load your partner's insights"). */
export const PARTNER_IN_SENTENCE = "your partner";

/**
 * First word of a display name, or null when there is none. A display name is one free-text field (no given/family
 * split), so the first whitespace-separated word is the name a person goes by in most of the names people type;
 * hyphens and apostrophes stay ("Mary-Jane", "D'Arcy").
 */
export function firstName(displayName: string | null | undefined): string | null {
  const first = (displayName ?? "").trim().split(/\s+/)[0] ?? "";
  return first.length > 0 ? first : null;
}

/**
 * The one partner-name fallback: the trimmed name, else the trimmed email, else PARTNER_NAME_FALLBACK. Screens that
 * identify the person pass the full display name (and the email); sentences use partnerFirstName.
 */
export function partnerNameOr(name: string | null | undefined, email?: string | null): string {
  return name?.trim() || email?.trim() || PARTNER_NAME_FALLBACK;
}

/** The partner as a sentence or title names them: their first name, or 'Your Partner'. */
export function partnerFirstName(displayName: string | null | undefined): string {
  return partnerNameOr(firstName(displayName));
}

/** The partner inside a sentence: their first name, or 'your partner' (lower case, for mid-sentence use). */
export function partnerInSentence(displayName: string | null | undefined): string {
  return firstName(displayName) ?? PARTNER_IN_SENTENCE;
}
