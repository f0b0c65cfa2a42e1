import type { InviteValidity } from "@/lib/domain/invitations";
import { AppError, type ErrorCode } from "@/lib/errors";

const REFUSAL_CODE: Partial<Record<Extract<InviteValidity, { valid: false }>["reason"], ErrorCode>> = {
  not_found: "NOT_FOUND",
  wrong_account: "FORBIDDEN",
  email_unverified: "EMAIL_NOT_VERIFIED",
};

/** The coded error for an invitation the viewer may not accept or decline (the rest are conflicts of state). */
export function inviteRefusal(validity: Extract<InviteValidity, { valid: false }>): AppError {
  const code = REFUSAL_CODE[validity.reason] ?? "CONFLICT";
  return new AppError(code, validity.message, validity.title ? { title: validity.title } : {});
}
