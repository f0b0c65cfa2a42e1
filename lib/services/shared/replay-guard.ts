import {
  IDEMPOTENCY_REUSED_MESSAGE,
  IDEMPOTENCY_REUSED_TITLE,
  requestFingerprint,
  sameRequest,
} from "@/lib/domain/idempotency";
import { AppError } from "@/lib/errors";

/** The fingerprint a keyed write stores (null without a key: nothing can replay it). */
export function fingerprintOf(idempotencyKey: string | null, input: unknown): string | null {
  return idempotencyKey === null ? null : requestFingerprint(input);
}

/**
 * A write that found its key already used is a replay only if the stored request is the same one; otherwise it is
 * refused with 409 (issue #30), and the person's new entry is not silently dropped behind a 200.
 */
export function refuseChangedReplay(
  written: { created: boolean; storedFingerprint?: string | null },
  fingerprint: string | null,
): void {
  if (!written.created && !sameRequest(written.storedFingerprint ?? null, fingerprint))
    throw new AppError("CONFLICT", IDEMPOTENCY_REUSED_MESSAGE, { title: IDEMPOTENCY_REUSED_TITLE });
}
