/**
 * When the coach says it is a computer program (decision 035). The panel's header says so all the time; the coach also
 * says it in the conversation at first use and again once 3 hours have passed since it last did. That one rule covers
 * both moments the laws in the research notes name: continuous use (every 3 hours, California SB 243) and a return
 * after a long time away (7 days away is always more than 3 hours since the last notice).
 */

/** Quiet time after which the next message starts a new session. */
export const COACH_SESSION_IDLE_MS = 30 * 60_000;
/** Time after which the coach says again that it is a program. */
export const COACH_DISCLOSURE_INTERVAL_MS = 3 * 60 * 60_000;

export interface CoachSessionState {
  sessionStartedAt: Date;
  lastActiveAt: Date;
  lastDisclosedAt: Date | null;
}

export const COACH_DISCLOSURE = {
  ai: "A reminder: I'm Attune's AI coach, a computer program, not a therapist or a human. I can help you reflect and suggest things to try, but I can't diagnose or treat anything. If you're ever in danger, use 'Get help now' at the top of this panel.",
  offline:
    "A reminder: I'm Attune's offline coach, a computer program, not a therapist or a human. I answer from your own moods and check-ins and a library of relationship guidance; I can't diagnose or treat anything. If you're ever in danger, use 'Get help now' at the top of this panel.",
} as const;

/** The notice due with this reply, or null when none is. */
export function coachDisclosure({
  state,
  now,
  online,
}: {
  state: CoachSessionState | null;
  now: Date;
  online: boolean;
}): string | null {
  const due =
    state === null ||
    state.lastDisclosedAt === null ||
    now.getTime() - state.lastDisclosedAt.getTime() >= COACH_DISCLOSURE_INTERVAL_MS;
  if (!due) return null;
  return online ? COACH_DISCLOSURE.ai : COACH_DISCLOSURE.offline;
}

/** The state after a message: a session continues while messages come less than 30 minutes apart. */
export function nextCoachState({
  state,
  now,
  disclosed,
}: {
  state: CoachSessionState | null;
  now: Date;
  disclosed: boolean;
}): CoachSessionState {
  const continues = state !== null && now.getTime() - state.lastActiveAt.getTime() < COACH_SESSION_IDLE_MS;
  return {
    sessionStartedAt: continues ? state.sessionStartedAt : now,
    lastActiveAt: now,
    lastDisclosedAt: disclosed ? now : (state?.lastDisclosedAt ?? null),
  };
}
