import { UTILITIES_COPY } from "@/lib/domain/dev-tools-utilities";
import { INVITE_MESSAGES } from "@/lib/domain/invitations";
import type { ErrorCode } from "@/lib/errors";

/**
 * The spec's wording for failures of one operation, where it differs from the error's own message. The mapper
 * (toErrorPayload) consults this one map when an action or a page read names its operation, so no caller rewrites a
 * result after the mapper has run: the code, field errors and Retry-After stay as mapped, only the toast's words
 * change.
 *
 * VALIDATION is never replaced: invalid input keeps its first field message, so a form can point at the field.
 */
interface Copy {
  /** Replaces the toast title; the mapped title ("Error" unless the error named one) stays otherwise. */
  title?: string;
  /** The toast text; a function receives the mapped message (the reason) to quote it. */
  message: string | ((reason: string) => string);
}

/** Per error code, and `otherwise` for every other code but VALIDATION. */
type OperationCopy = Partial<Record<Exclude<ErrorCode, "VALIDATION">, Copy>> & { otherwise?: Copy };

export const FAILURE_COPY = {
  // Spec 3 §8: a failed special-date action says what failed; an anonymous add says why (decision 021).
  "specialDates.add": {
    UNAUTHENTICATED: { message: "You must be logged in to add special dates" },
    otherwise: { message: "Failed to add special date" },
  },
  "specialDates.update": { otherwise: { message: "Failed to update special date" } },
  "specialDates.delete": { otherwise: { message: "Failed to delete special date" } },
  "specialDates.load": { otherwise: { message: (reason) => `Failed to load special dates: ${reason}` } },
  // Spec 1 §8: a session that ended while the invitation was open gets the invitation's own wording.
  "partner.acceptInvitation": {
    UNAUTHENTICATED: { title: INVITE_MESSAGES.authRequiredTitle, message: INVITE_MESSAGES.authRequired },
  },
  // Settings → Partner shows this in place of the section when its read fails.
  "partner.loadLink": { otherwise: { message: "Failed to check existing partner connections" } },
  // Spec 2 §8: the health card's 'Update N-Day Scores' and 'Full Refresh'.
  "health.update": { otherwise: { title: "Update Failed", message: "Failed to update scores. Please try again." } },
  "health.refresh": {
    otherwise: { title: "Refresh Failed", message: "Failed to refresh all data. Please try again." },
  },
  // Spec 3 §8 "Notifications dev": an outage or an unexpected error gets the spec's words; a refusal the server
  // explains (Mood reminders off, not an admin) keeps its own.
  "devTools.triggerReminder": {
    INTERNAL: { message: UTILITIES_COPY.reminderFailed },
    UNAVAILABLE: { message: UTILITIES_COPY.reminderFailed },
  },
  "devTools.createTestNotification": {
    INTERNAL: { message: UTILITIES_COPY.testNotificationFailed },
    UNAVAILABLE: { message: UTILITIES_COPY.testNotificationFailed },
  },
  // Spec 3 §8 "SMS test" and "Email tests": the reason is quoted under the spec's title.
  "devTools.sendTestSms": {
    otherwise: { title: UTILITIES_COPY.smsFailedTitle, message: (reason) => UTILITIES_COPY.smsFailed(reason) },
  },
  "devTools.sendTestEmails": { otherwise: { title: UTILITIES_COPY.emailFailedTitle, message: (reason) => reason } },
} as const satisfies Record<string, OperationCopy>;

export type FailureOperation = keyof typeof FAILURE_COPY;

/** The spec's copy for `code` in `operation`, or undefined to keep the mapped title and message. */
export function failureCopy(
  operation: FailureOperation,
  code: ErrorCode,
  reason: string,
): { title?: string; message: string } | undefined {
  if (code === "VALIDATION") return undefined;
  const copies: OperationCopy = FAILURE_COPY[operation];
  const copy = copies[code] ?? copies.otherwise;
  if (!copy) return undefined;
  return { title: copy.title, message: typeof copy.message === "function" ? copy.message(reason) : copy.message };
}
