/**
 * The partner screen (/partner-dashboard, issue #33): where a notice about one check-in leads, and how a check-in id
 * from that address is read back. Pure, so the notice and the page agree on one address.
 */

const PARTNER_SCREEN_PATH = "/partner-dashboard";
export const CHECKIN_PARAM = "checkin";

/** The partner screen opened at one check-in: the query names it (it may be from another day), the hash scrolls. */
export function partnerScreenCheckinHref(checkinId: string): string {
  return `${PARTNER_SCREEN_PATH}?${CHECKIN_PARAM}=${encodeURIComponent(checkinId)}#checkin-${checkinId}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A check-in id from the address: a UUID, else null (anything else is not looked up at all). */
export function checkinIdParam(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && UUID.test(first) ? first.toLowerCase() : null;
}

/** How long the screen looks back for responses between the two: a day, so last night's hug is still there. */
export const REACTIONS_WINDOW_MS = 24 * 60 * 60_000;
/** At most this many responses are listed; the screen is for today, not a chat history. */
export const REACTIONS_SHOWN = 6;
