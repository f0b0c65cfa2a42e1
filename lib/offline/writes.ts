/**
 * The offline write queue's rules (issue #17), free of IndexedDB and fetch so they are unit-tested: what a queued
 * write holds, the request that sends it, and what a response means for it. queue.ts does the storing and sending.
 *
 * Choices (decision 040):
 * - A write's id is the Idempotency-Key the form made for the submission, so a write that also reached the server
 *   before the connection broke, or that the page and the service worker both send, is stored once.
 * - A write belongs to the person who made it (`ownerId`): it is sent only while that same person is signed in (the
 *   flush asks GET /api/me first), never under whoever holds the session later.
 * - A mood says when it was felt (`loggedAt`, which POST /api/v1/moods accepts for this); the time is the queueing
 *   moment corrected by the server's clock, so a phone whose clock is a few minutes fast is not refused. Check-ins
 *   have no such field in the API: they are stamped when they arrive.
 */
import type { z } from "zod";
import type { moodLogSchema, partnerCheckinSchema, personalCheckinSchema } from "@/lib/validation/entries";
import type { answerQuestionSchema } from "@/lib/validation/questions";

export const OFFLINE_DB_NAME = "attune-offline";
export const OFFLINE_DB_VERSION = 1;
export const OFFLINE_STORE = "writes";
/** The Background Sync tag, and the Web Locks name that keeps the page and the service worker from flushing at once. */
export const OFFLINE_SYNC_TAG = "attune-offline-writes";
/** What the service worker may post to its pages after a flush: `{ type: OFFLINE_SYNCED_MESSAGE, ... }`. */
export const OFFLINE_SYNCED_MESSAGE = "offline-writes-synced";

export type OfflineWriteKind = "mood" | "personal-checkin" | "partner-checkin" | "question-answer";

export const OFFLINE_WRITE_URLS = {
  mood: "/api/v1/moods",
  "personal-checkin": "/api/v1/checkins",
  "partner-checkin": "/api/v1/checkins",
  // The question for two (issue #37): the answer names its date and question, so one kept overnight lands on the
  // question it answers while that is still open (decision 068), and is refused (409) once it has closed.
  "question-answer": "/api/v1/questions/answers",
} as const satisfies Record<OfflineWriteKind, string>;

/** What each form's server action takes; the API takes the same (plus `kind` for check-ins, `loggedAt` for moods). */
export type MoodPayload = Omit<z.input<typeof moodLogSchema>, "loggedAt">;
export type PersonalCheckinPayload = z.input<typeof personalCheckinSchema>;
export type PartnerCheckinPayload = z.input<typeof partnerCheckinSchema>;
export type QuestionAnswerPayload = z.input<typeof answerQuestionSchema>;

/** The JSON body POST /api/v1/moods | /api/v1/checkins expects, before a mood gets its `loggedAt` at sending. */
export type OfflineWriteBody =
  | { kind: "mood"; body: MoodPayload }
  | { kind: "personal-checkin"; body: PersonalCheckinPayload & { kind: "personal" } }
  | { kind: "partner-checkin"; body: PartnerCheckinPayload & { kind: "partner" } }
  | { kind: "question-answer"; body: QuestionAnswerPayload };

/** What a form hands the queue: the action's payload, its idempotency key and who is signed in. */
export type NewOfflineWrite = (
  | { kind: "mood"; payload: MoodPayload }
  | { kind: "personal-checkin"; payload: PersonalCheckinPayload }
  | { kind: "partner-checkin"; payload: PartnerCheckinPayload }
  | { kind: "question-answer"; payload: QuestionAnswerPayload }
) & { id: string; ownerId: string };

export interface WriteFailure {
  /** The HTTP status of the refusal. */
  status: number;
  title: string;
  message: string;
  /** Epoch ms (the browser's clock). */
  at: number;
}

/**
 * One record of the store. `pending` writes wait to be sent. Once sent or refused for good, the body (a mood's note
 * is private) is dropped and a small `sent` receipt or `failed` record stays until a page of its owner reports it:
 * the service worker can send or refuse a write while no page is open, and the person must still be told.
 */
export type QueuedWrite = OfflineWriteBody & {
  /** The Idempotency-Key. */
  id: string;
  url: (typeof OFFLINE_WRITE_URLS)[OfflineWriteKind];
  /** Epoch ms on the browser's clock when it was queued. */
  queuedAt: number;
  attempts: number;
  lastError?: string;
  /** The user id of who wrote it: only sent while they are the one signed in. */
  ownerId: string;
  state: "pending";
};

/**
 * A sent or refused write, without its body. `support`: the crisis card a note drew (decisions 035, 080).
 * `heldCheckinId`: a partner check-in sharing would have sent but whose note speaks of harm by a partner: the server
 * stored it private, and its author is asked, as the online form asks, whether to share it (decision 080's update).
 */
export type SettledWrite = Pick<QueuedWrite, "id" | "kind" | "url" | "queuedAt" | "attempts" | "ownerId"> &
  ({ state: "sent"; support: unknown; heldCheckinId?: string } | { state: "failed"; failure: WriteFailure });

export type OfflineRecord = QueuedWrite | SettledWrite;

/** The record a form's write becomes in the store. */
export function newQueuedWrite(write: NewOfflineWrite, now: number): QueuedWrite {
  const base = { id: write.id, queuedAt: now, attempts: 0, ownerId: write.ownerId, state: "pending" as const };
  switch (write.kind) {
    case "mood":
      return { ...base, kind: "mood", url: OFFLINE_WRITE_URLS.mood, body: write.payload };
    case "personal-checkin":
      return {
        ...base,
        kind: "personal-checkin",
        url: OFFLINE_WRITE_URLS["personal-checkin"],
        body: { kind: "personal", ...write.payload },
      };
    case "partner-checkin":
      return {
        ...base,
        kind: "partner-checkin",
        url: OFFLINE_WRITE_URLS["partner-checkin"],
        body: { kind: "partner", ...write.payload },
      };
    case "question-answer":
      return { ...base, kind: "question-answer", url: OFFLINE_WRITE_URLS["question-answer"], body: write.payload };
  }
}

/**
 * The request that sends a write. `clockSkewMs` is the browser's clock minus the server's (see clockSkew); a mood's
 * `loggedAt` is its queueing moment on the server's clock, never later than the server's now.
 */
export function writeRequest(
  write: QueuedWrite,
  { clockSkewMs = 0, now }: { clockSkewMs?: number; now: number },
): { url: string; init: RequestInit } {
  const body =
    write.kind === "mood"
      ? { ...write.body, loggedAt: new Date(Math.min(write.queuedAt, now) - clockSkewMs).toISOString() }
      : write.body;
  return {
    url: write.url,
    init: {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": write.id },
      body: JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    },
  };
}

/** Differences under this are the Date header's one-second grain and the round trip, not a wrong clock. */
const SKEW_TOLERANCE_MS = 30_000;

/** The browser's clock minus the server's, from a response's Date header; 0 when unknown or negligible. */
export function clockSkew(dateHeader: string | null, now: number): number {
  const server = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (!Number.isFinite(server)) return 0;
  const skew = now - server;
  return Math.abs(skew) < SKEW_TOLERANCE_MS ? 0 : skew;
}

/** The error JSON of our API: `{ error: { title, message } }` (lib/http/errors.ts). */
export function errorCopy(json: unknown): { title?: string; message?: string } | null {
  const error = (json as { error?: unknown } | null)?.error;
  if (!error || typeof error !== "object") return null;
  const { title, message } = error as { title?: unknown; message?: unknown };
  return {
    title: typeof title === "string" ? title : undefined,
    message: typeof message === "string" ? message : undefined,
  };
}

export type Verdict =
  /** Stored (201) or already stored under this key (200): the write is done. */
  | { outcome: "sent" }
  /**
   * Try again later. `countAttempt`: the server saw it and failed. `stop`: do not send the rest now either (signed
   * out, rate-limited, the server or its database unreachable): they would meet the same answer.
   */
  | { outcome: "kept"; countAttempt: boolean; stop: boolean; reason: string }
  /** Refused for good (invalid, forbidden, too old): sending it again can never succeed. */
  | { outcome: "failed"; title: string; message: string };

const REFUSED_FALLBACK = { title: "Error", message: "This entry was refused." } as const;

/** What a response to a write means for it. `copy` is the error JSON's title and message, if any. */
export function responseVerdict(status: number, copy: { title?: string; message?: string } | null): Verdict {
  if (status >= 200 && status < 300) return { outcome: "sent" };
  // Signed out between the owner check and this request: the write waits for its owner's next session.
  if (status === 401) return { outcome: "kept", countAttempt: false, stop: true, reason: "signed out" };
  if (status === 408 || status === 425 || status === 429 || status === 502 || status === 503 || status === 504) {
    return { outcome: "kept", countAttempt: true, stop: true, reason: `HTTP ${status}` };
  }
  // An unexpected server error may be this write's alone: the others are still tried, so one cannot block them.
  if (status >= 500) return { outcome: "kept", countAttempt: true, stop: false, reason: `HTTP ${status}` };
  // 400 (invalid, or a mood older than the API accepts), 403 (no partner for a partner check-in), 413, 415…: the
  // same request will always be refused. The server's own copy says why.
  if (status >= 400) {
    return {
      outcome: "failed",
      title: copy?.title || REFUSED_FALLBACK.title,
      message: copy?.message || REFUSED_FALLBACK.message,
    };
  }
  return { outcome: "kept", countAttempt: true, stop: false, reason: `HTTP ${status}` };
}

/** A message the service worker posts to its pages after it flushed (see OFFLINE_SYNCED_MESSAGE). */
export function isOfflineSyncedMessage(data: unknown): boolean {
  return (data as { type?: unknown } | null)?.type === OFFLINE_SYNCED_MESSAGE;
}

/** The `support` field of a mood's response (decision 035); null for anything else. */
export function supportOf(json: unknown): unknown {
  const support = (json as { support?: unknown } | null)?.support;
  return support === undefined ? null : support;
}

/** The check-in a partner check-in's response says is held private until its author answers (decision 080), if any. */
export function heldCheckinOf(json: unknown): string | null {
  const body = json as { confirmShare?: unknown; checkinId?: unknown } | null;
  return body?.confirmShare === true && typeof body.checkinId === "string" && body.checkinId !== ""
    ? body.checkinId
    : null;
}
