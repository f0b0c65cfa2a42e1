import { describe, expect, test } from "vitest";
import {
  COACH_DISCLOSURE,
  COACH_DISCLOSURE_INTERVAL_MS,
  COACH_SESSION_IDLE_MS,
  coachDisclosure,
  nextCoachState,
} from "./session";

const t0 = new Date("2026-11-20T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 60 * 60_000;

describe("coachDisclosure", () => {
  test("is due at first use, in the words of the coach that answers", () => {
    expect(coachDisclosure({ state: null, now: t0, online: false })).toBe(COACH_DISCLOSURE.offline);
    expect(coachDisclosure({ state: null, now: t0, online: true })).toBe(COACH_DISCLOSURE.ai);
    expect(COACH_DISCLOSURE.ai).toContain("not a therapist or a human");
    expect(COACH_DISCLOSURE.offline).toContain("offline coach");
  });

  test("is not repeated within 3 hours of the last one, and is again after them", () => {
    const state = { sessionStartedAt: t0, lastActiveAt: at(HOUR), lastDisclosedAt: t0 };
    expect(coachDisclosure({ state, now: at(COACH_DISCLOSURE_INTERVAL_MS - 1), online: true })).toBeNull();
    expect(coachDisclosure({ state, now: at(COACH_DISCLOSURE_INTERVAL_MS), online: true })).toBe(COACH_DISCLOSURE.ai);
  });

  test("is due on return after 7 days away", () => {
    const state = { sessionStartedAt: t0, lastActiveAt: t0, lastDisclosedAt: t0 };
    expect(coachDisclosure({ state, now: at(7 * 24 * HOUR), online: false })).toBe(COACH_DISCLOSURE.offline);
  });

  test("is due when a state exists without any disclosure", () => {
    const state = { sessionStartedAt: t0, lastActiveAt: t0, lastDisclosedAt: null };
    expect(coachDisclosure({ state, now: at(1000), online: false })).not.toBeNull();
  });
});

describe("nextCoachState", () => {
  test("starts a session at first use and records the disclosure", () => {
    expect(nextCoachState({ state: null, now: t0, disclosed: true })).toEqual({
      sessionStartedAt: t0,
      lastActiveAt: t0,
      lastDisclosedAt: t0,
    });
  });

  test("continues a session while messages come less than 30 minutes apart, and keeps the last disclosure", () => {
    const state = { sessionStartedAt: t0, lastActiveAt: at(HOUR), lastDisclosedAt: t0 };
    const now = at(HOUR + COACH_SESSION_IDLE_MS - 1);
    expect(nextCoachState({ state, now, disclosed: false })).toEqual({
      sessionStartedAt: t0,
      lastActiveAt: now,
      lastDisclosedAt: t0,
    });
  });

  test("a quiet half hour starts a new session", () => {
    const state = { sessionStartedAt: t0, lastActiveAt: t0, lastDisclosedAt: t0 };
    const now = at(COACH_SESSION_IDLE_MS);
    expect(nextCoachState({ state, now, disclosed: false }).sessionStartedAt).toEqual(now);
  });
});
