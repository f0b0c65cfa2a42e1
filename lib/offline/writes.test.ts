import { describe, expect, test } from "vitest";
import { checkinRequestSchema, moodLogSchema } from "@/lib/validation/entries";
import { answerQuestionSchema } from "@/lib/validation/questions";
import {
  clockSkew,
  errorCopy,
  isOfflineSyncedMessage,
  newQueuedWrite,
  OFFLINE_SYNCED_MESSAGE,
  responseVerdict,
  supportOf,
  writeRequest,
  type QueuedWrite,
} from "./writes";

const NOW = Date.parse("2026-11-26T12:00:00Z");
const KEY = "9b2f3c1e-2d4a-4f7e-8a1b-1c2d3e4f5a6b";

const mood = newQueuedWrite(
  {
    kind: "mood",
    id: KEY,
    ownerId: "user-1",
    payload: {
      moodValue: 2,
      keywords: ["calm"],
      emotionMetadata: [{ emotionId: "thrilled" }],
      contextNotes: "A quiet evening",
      sleepHours: 7.5,
      stressLevel: 5,
    },
  },
  NOW - 60_000,
);

const bodyOf = (write: QueuedWrite, options: { clockSkewMs?: number; now: number } = { now: NOW }) =>
  JSON.parse(writeRequest(write, options).init.body as string) as Record<string, unknown>;

describe("newQueuedWrite", () => {
  test("a mood: its URL, the key as id, pending with no attempts, the owner and the moment", () => {
    expect(mood).toMatchObject({
      id: KEY,
      kind: "mood",
      url: "/api/v1/moods",
      queuedAt: NOW - 60_000,
      attempts: 0,
      ownerId: "user-1",
      state: "pending",
    });
  });

  test("check-ins carry the kind the API tells them apart by, and pass its schema as the action's payload", () => {
    const personal = newQueuedWrite(
      {
        kind: "personal-checkin",
        id: KEY,
        ownerId: "u",
        payload: { moodScore: -1, emotion: "calm", gratitudeNote: "" },
      },
      NOW,
    );
    const partner = newQueuedWrite(
      { kind: "partner-checkin", id: KEY, ownerId: "u", payload: { connectionScore: 2, feeling: "loved" } },
      NOW,
    );
    expect(personal.url).toBe("/api/v1/checkins");
    expect(partner.url).toBe("/api/v1/checkins");
    expect(checkinRequestSchema.parse(bodyOf(personal))).toMatchObject({ kind: "personal", emotion: "calm" });
    expect(checkinRequestSchema.parse(bodyOf(partner))).toMatchObject({ kind: "partner", feeling: "loved" });
  });
});

describe("question answers (issue #37)", () => {
  test("go to the questions API with the answer's date and question, and pass its schema", () => {
    const payload = { day: "2026-11-29", questionId: "light-001", answer: "The sea" };
    const write = newQueuedWrite({ kind: "question-answer", id: KEY, ownerId: "u", payload }, NOW);
    expect(write.url).toBe("/api/v1/questions/answers");
    expect(answerQuestionSchema.parse(bodyOf(write))).toEqual(payload);
    expect(writeRequest(write, { now: NOW }).init.headers).toMatchObject({ "Idempotency-Key": KEY });
  });
});

describe("writeRequest", () => {
  test("POST as JSON with the Idempotency-Key and the session cookie, never from a cache", () => {
    const { url, init } = writeRequest(mood, { now: NOW });
    expect(url).toBe("/api/v1/moods");
    expect(init).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": KEY },
      credentials: "same-origin",
      cache: "no-store",
    });
  });

  test("a mood says when it was felt, and the body passes the API's schema", () => {
    const body = bodyOf(mood);
    expect(body.loggedAt).toBe("2026-11-26T11:59:00.000Z");
    expect(moodLogSchema.parse(body)).toMatchObject({ moodValue: 2, contextNotes: "A quiet evening" });
  });

  test("a fast browser clock is corrected by the skew, so the mood is not refused as from the future", () => {
    // The browser is 10 minutes ahead: it queued at what it thinks is 11:59, the server's 11:49.
    expect(bodyOf(mood, { clockSkewMs: 600_000, now: NOW }).loggedAt).toBe("2026-11-26T11:49:00.000Z");
  });

  test("a mood queued 'after now' (the clock was moved back) is sent as now, never later", () => {
    expect(bodyOf(mood, { now: NOW - 120_000 }).loggedAt).toBe("2026-11-26T11:58:00.000Z");
  });

  test("check-ins have no loggedAt in the API and get none", () => {
    const personal = newQueuedWrite(
      { kind: "personal-checkin", id: KEY, ownerId: "u", payload: { moodScore: 0, emotion: "happy" } },
      NOW,
    );
    expect(bodyOf(personal)).toEqual({ kind: "personal", moodScore: 0, emotion: "happy" });
  });
});

describe("clockSkew", () => {
  test("the browser's clock minus the server's Date header", () => {
    expect(clockSkew(new Date(NOW - 600_000).toUTCString(), NOW)).toBe(600_000);
    expect(clockSkew(new Date(NOW + 120_000).toUTCString(), NOW)).toBe(-120_000);
  });

  test("a few seconds (the header's grain, the round trip) and a missing or bad header count as none", () => {
    expect(clockSkew(new Date(NOW - 2_000).toUTCString(), NOW)).toBe(0);
    expect(clockSkew(null, NOW)).toBe(0);
    expect(clockSkew("yesterday", NOW)).toBe(0);
  });
});

describe("responseVerdict", () => {
  test.each([200, 201])("%i: sent (201 stored now, 200 stored before under this key)", (status) => {
    expect(responseVerdict(status, null)).toEqual({ outcome: "sent" });
  });

  test("401: kept without counting an attempt, and the rest wait too (signed out)", () => {
    expect(responseVerdict(401, null)).toEqual({
      outcome: "kept",
      countAttempt: false,
      stop: true,
      reason: "signed out",
    });
  });

  test.each([408, 429, 502, 503, 504])("%i: kept, an attempt counted, the rest wait", (status) => {
    expect(responseVerdict(status, null)).toMatchObject({ outcome: "kept", countAttempt: true, stop: true });
  });

  test("500: kept with an attempt, but the others are still tried (one bad write must not block them)", () => {
    expect(responseVerdict(500, null)).toMatchObject({ outcome: "kept", countAttempt: true, stop: false });
  });

  test.each([400, 403, 404, 409, 413, 415, 422])("%i: failed for good, with the server's copy", (status) => {
    const copy = { title: "Error", message: "A mood can be logged for up to 30 days back, and not in the future" };
    expect(responseVerdict(status, copy)).toEqual({ outcome: "failed", ...copy });
  });

  test("a refusal without copy still says something", () => {
    expect(responseVerdict(400, null)).toEqual({
      outcome: "failed",
      title: "Error",
      message: "This entry was refused.",
    });
  });
});

describe("response bodies", () => {
  test("errorCopy reads the API's { error: { title, message } }", () => {
    expect(errorCopy({ error: { code: "FORBIDDEN", title: "Error", message: "Invite your partner" } })).toEqual({
      title: "Error",
      message: "Invite your partner",
    });
    expect(errorCopy({ moodId: "m" })).toBeNull();
    expect(errorCopy(null)).toBeNull();
  });

  test("supportOf reads a mood's crisis card, null otherwise", () => {
    expect(supportOf({ moodId: "m", support: { heading: "Help" } })).toEqual({ heading: "Help" });
    expect(supportOf({ moodId: "m", support: null })).toBeNull();
    expect(supportOf({ checkinId: "c" })).toBeNull();
    expect(supportOf(null)).toBeNull();
  });

  test("isOfflineSyncedMessage", () => {
    expect(isOfflineSyncedMessage({ type: OFFLINE_SYNCED_MESSAGE, sent: 1 })).toBe(true);
    expect(isOfflineSyncedMessage({ type: "other" })).toBe(false);
    expect(isOfflineSyncedMessage(null)).toBe(false);
  });
});
