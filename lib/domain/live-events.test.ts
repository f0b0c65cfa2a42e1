import { describe, expect, test } from "vitest";
import {
  checkinEvents,
  goalEvents,
  LIVE_RECONNECT_DELAYS_MS,
  mayDeliver,
  parseLastEventId,
  sseMessage,
  type LiveEventKind,
} from "./live-events";

const ME = "me";
const PARTNER = "partner";
const OTHER = "someone-else";
const event = (kind: LiveEventKind, sourceUserId: string) => ({ kind, recipientId: ME, sourceUserId });
const linked = { partnerId: PARTNER, canSeeSharedCheckins: true, partnerPaused: false };

describe("mayDeliver", () => {
  test("a partner check-in: only from the partner of now, only while their shared check-ins are visible", () => {
    expect(mayDeliver(event("partner_checkin", PARTNER), linked)).toBe(true);
    expect(mayDeliver(event("partner_checkin", PARTNER), { ...linked, canSeeSharedCheckins: false })).toBe(false);
    expect(mayDeliver(event("partner_checkin", PARTNER), null)).toBe(false);
    // A former partner's event, written before the unlink and delivered after it.
    expect(mayDeliver(event("partner_checkin", OTHER), linked)).toBe(false);
  });

  test.each(["partner_ritual_completed", "partner_goal_changed", "partner_question"] as const)(
    "%s: only from the partner of now",
    (kind) => {
      expect(mayDeliver(event(kind, PARTNER), linked)).toBe(true);
      expect(mayDeliver(event(kind, OTHER), linked)).toBe(false);
      expect(mayDeliver(event(kind, PARTNER), null)).toBe(false);
    },
  );

  test.each([
    "partner_checkin",
    "partner_ritual_completed",
    "partner_goal_changed",
    "partner_reaction",
    "partner_question",
  ] as const)(
    "%s: nothing from a partner in a quiet pause, even an event recorded before it (decision 079)",
    (kind) => {
      expect(mayDeliver(event(kind, PARTNER), { ...linked, partnerPaused: true })).toBe(false);
      expect(mayDeliver(event(kind, PARTNER), linked)).toBe(true);
    },
  );

  test("one's own check-ins and notifications: only one's own", () => {
    for (const kind of ["own_checkin", "notification"] as const) {
      expect(mayDeliver(event(kind, ME), null)).toBe(true);
      expect(mayDeliver(event(kind, PARTNER), linked)).toBe(false);
    }
  });
});

describe("checkinEvents", () => {
  test("the author's own pages always; the partner only for a shared partner check-in", () => {
    const own = { recipientId: ME, sourceUserId: ME, kind: "own_checkin", refId: "c" };
    expect(checkinEvents({ authorId: ME, id: "c", partner: null })).toEqual([own]);
    expect(checkinEvents({ authorId: ME, id: "c", partner: { id: PARTNER, shared: false } })).toEqual([own]);
    expect(checkinEvents({ authorId: ME, id: "c", partner: { id: PARTNER, shared: true } })).toEqual([
      own,
      { recipientId: PARTNER, sourceUserId: ME, kind: "partner_checkin", refId: "c" },
    ]);
  });
});

// No test drives the client's reconnection on a clock yet.
test("spec pin (spec 2 §4.3): the client retries five times, 2^n seconds apart, before it offers to reconnect", () => {
  expect(LIVE_RECONNECT_DELAYS_MS).toEqual([1, 2, 3, 4, 5].map((n) => 2 ** n * 1_000));
});

describe("the wire", () => {
  test("Last-Event-ID: positive integers only", () => {
    expect(parseLastEventId("42")).toBe(42);
    for (const bad of [null, undefined, "", "0", "-1", "4.2", "1e3", " 42", "9".repeat(16), "abc"]) {
      expect(parseLastEventId(bad), String(bad)).toBeNull();
    }
  });

  test("a message names the event and the row, nothing of its content", () => {
    expect(sseMessage({ id: 7, kind: "partner_checkin", refId: "c1" })).toBe(
      'id: 7\nevent: partner_checkin\ndata: {"kind":"partner_checkin","ref":"c1"}\n\n',
    );
  });
});

describe("goalEvents", () => {
  test("a shared goal tells the partner; a private one, or one without a partner, tells nobody", () => {
    expect(goalEvents({ goalId: "g", shared: true, actorId: ME, partnerId: PARTNER })).toEqual([
      { recipientId: PARTNER, sourceUserId: ME, kind: "partner_goal_changed", refId: "g" },
    ]);
    expect(goalEvents({ goalId: "g", shared: false, actorId: ME, partnerId: PARTNER })).toEqual([]);
    expect(goalEvents({ goalId: "g", shared: true, actorId: ME, partnerId: null })).toEqual([]);
  });
});
